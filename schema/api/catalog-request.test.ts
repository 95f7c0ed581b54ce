import { describe, expect, expectTypeOf, it } from "vitest";
import type { z } from "zod";
import type { SearchQuery } from "./catalog";
import { searchRequestSchema } from "./catalog-request";

type SchemaInput = z.input<typeof searchRequestSchema>;

describe("SearchQuery (the browser's zod-free search request)", () => {
  it("has exactly the fields the server's schema reads, each of a type it accepts", () => {
    expectTypeOf<keyof SearchQuery>().toEqualTypeOf<keyof SchemaInput>();
    expectTypeOf<SearchQuery>().toExtend<SchemaInput>();
  });

  it("is accepted by the schema as sent", () => {
    const query: Required<SearchQuery> = {
      q: "wool",
      category: 12,
      filters: { color: ["49", "50"] },
      price: "100-250",
      sort: "price_asc",
      size: 18,
      from: 36,
      store: "de",
    };
    expect(searchRequestSchema.parse(query)).toEqual({ ...query, price: { from: 100, to: 250 } });
  });
});
