import { beforeAll, expect, it } from "vitest";
import { importCatalog } from "../../../scripts/catalog/import/index";
import { catalogFileOf } from "../../../scripts/catalog/snapshot-writer";
import { getStoreView } from "../../../domain/store-views";
import { createTranslator } from "../../../client/i18n/translate";
import { ALL_MESSAGES } from "../../../client/i18n/messages/all";
import { buildCatalogData } from "../catalog-data";
import { searchCatalog, type SearchContext } from "./search-service";
import { buildStoreIndex } from "./restore";
import { realData } from "../../../test/support/real-data";

const luma = realData("vsf-luma-2017/catalog.json");
const LUMA = luma.path;

luma.describe("search relevance on the Luma catalogue (real data)", () => {
  let ctx: SearchContext;
  let children: Map<string, string>;
  beforeAll(async () => {
    const { catalog } = await importCatalog([LUMA]);
    const file = catalogFileOf(catalog, "luma");
    children = new Map(catalog.products.flatMap((p) => p.children.map((c) => [c.sku, p.sku] as const)));
    const data = buildCatalogData(file);
    ctx = {
      data,
      index: await buildStoreIndex(data, getStoreView("en")),
      t: createTranslator(ALL_MESSAGES.en),
      parentOfChild: (sku) => Promise.resolve(children.get(sku) ?? null),
    };
  }, 60_000);

  const top = async (q: string, n = 10) => (await searchCatalog(ctx, { q, size: n })).items;

  it("'jacket' finds jackets first", async () => {
    const items = await top("jacket");
    expect(items.length).toBe(10);
    expect(items.filter((i) => /jacket/i.test(i.name)).length).toBeGreaterThanOrEqual(9);
  });

  it("a misspelling ('jakcet') still finds jackets", async () => {
    const items = await top("jakcet");
    expect(items.filter((i) => /jacket/i.test(i.name)).length).toBeGreaterThanOrEqual(8);
  });

  it("a colour with a type ('blue jacket') ranks blue jackets first", async () => {
    const items = await top("blue jacket", 5);
    const blue = ctx.data.attributesByCode.get("color")?.options.find((o) => o.label.en === "Blue")?.value;
    expect(blue).toBeDefined();
    for (const item of items) {
      expect(item.name).toMatch(/jacket/i);
      expect(ctx.data.productsBySku.get(item.sku)?.attributes.color).toContain(blue);
    }
  });

  it("a sku finds its product first, also a variant sku", async () => {
    expect((await top("MH01"))[0]?.name).toBe("Chaz Kangeroo Hoodie");
    expect((await top("MH01-XS-Black"))[0]?.sku).toBe("MH01");
  });

  it("multi-word names rank the exact product first", async () => {
    expect((await top("Chaz Kangeroo Hoodie"))[0]?.sku).toBe("MH01");
  });

  it("filters and aggregations work on real data", async () => {
    const result = await searchCatalog(ctx, { q: "jacket", size: 50 });
    const sizes = result.aggregations.find((a) => a.code === "size");
    expect(sizes?.buckets.map((b) => b.label)).toEqual(expect.arrayContaining(["XS", "S", "M", "L", "XL"]));
    const small = sizes!.buckets.find((b) => b.label === "S")!;
    const filtered = await searchCatalog(ctx, { q: "jacket", filters: { size: [small.value] } });
    expect(filtered.total).toBe(small.count);
  });
});
