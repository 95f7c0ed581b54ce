import { describe, expect, it, vi } from "vitest";
import type { SearchResult } from "../../schema/api/catalog";
import type { StockItemDto } from "../../schema/api/stock";
import { SEARCH_PANEL_SIZE } from "../../schema/constants";
import { postEndpoint } from "./endpoint";
import { ApiError, listStock, searchProducts } from "./index";
import type { Fetch } from "./request";

const answering = (result: unknown) =>
  vi.fn<Fetch>(() => Promise.resolve(new Response(JSON.stringify({ code: 200, result }))));

describe("searchProducts", () => {
  const empty: SearchResult = {
    items: [],
    total: 0,
    start: 0,
    perPage: 18,
    aggregations: [],
    priceRange: null,
    suggestions: [],
    searched: null,
    flags: { noresults: true },
  };

  it("sends a listing's query the way the worker reads it and returns the search result", async () => {
    const fetch = answering(empty);
    const result = await searchProducts(
      {
        store: "de",
        size: 50,
        from: 50,
        category: 12,
        q: "wool",
        filters: { color: ["49", "50"], size: [] },
        price: "100-250",
        sort: "price_asc",
      },
      { fetch },
    );
    expect(result).toEqual(empty);
    const url = new URL(fetch.mock.calls[0]![0], "https://shop.test");
    expect(url.pathname).toBe("/api/catalog/search");
    expect([...url.searchParams]).toEqual([
      ["store", "de"],
      ["size", "50"],
      ["from", "50"],
      ["category", "12"],
      ["q", "wool"],
      ["filters[color]", "49,50"],
      ["price", "100-250"],
      ["sort", "price_asc"],
    ]);
  });

  it("leaves out what the query does not set (the search panel)", async () => {
    const fetch = answering(empty);
    await searchProducts({ q: "jas", size: SEARCH_PANEL_SIZE, store: "nl" }, { fetch });
    expect(fetch.mock.calls[0]![0]).toBe("/api/catalog/search?store=nl&size=18&q=jas");
  });
});

describe("listStock", () => {
  it("asks for a comma list of skus and returns the stock items", async () => {
    const item: StockItemDto = {
      product_id: 7,
      sku: "A-1",
      qty: 3,
      is_in_stock: true,
      manage_stock: true,
      stock_status: "ok",
    };
    const fetch = answering([item]);
    await expect(listStock({ skus: "A-1,B 2" }, { fetch })).resolves.toEqual([item]);
    expect(fetch.mock.calls[0]![0]).toBe("/api/stock/list?skus=A-1%2CB+2");
  });

  it("throws the API's refusal as ApiError", async () => {
    const refusal = {
      code: 400,
      result: {
        errorMessage: "Invalid query: skus: at least one sku",
        errorCode: "INVALID_INPUT",
        fields: { skus: "at least one sku" },
      },
    };
    const fetch = vi.fn<Fetch>(() => Promise.resolve(new Response(JSON.stringify(refusal), { status: 400 })));
    const error = await listStock({ skus: "" }, { fetch }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, errorCode: "INVALID_INPUT", fields: { skus: "at least one sku" } });
  });
});

describe("postEndpoint", () => {
  it("makes a typed POST call of an endpoint in one line", async () => {
    const subscribe = postEndpoint<{ email: string }, { subscribed: boolean }>("/api/ext/newsletter", 3000);
    const fetch = answering({ subscribed: true });
    await expect(subscribe({ email: "a@b.nl" }, { fetch })).resolves.toEqual({ subscribed: true });
    expect(fetch.mock.calls[0]![1]).toMatchObject({ method: "POST", body: '{"email":"a@b.nl"}' });
  });
});
