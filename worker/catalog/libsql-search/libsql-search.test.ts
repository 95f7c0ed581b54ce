/**
 * The libSQL search tier against the in-isolate tier on the demo catalogue, in a real libSQL server:
 * listings (categories, filters, prices, sorts, pages) must agree exactly; text search must find
 * what the in-isolate tier finds near the top; a re-seed switches atomically; a database that is down
 * or stuck answers within its deadline from recent answers or with SearchUnavailableError.
 */
import { createClient, type Client } from "@libsql/client";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createTranslator } from "../../../client/i18n/translate";
import { ALL_MESSAGES } from "../../../client/i18n/messages/all";
import { getStoreView, type StoreCode } from "../../../domain/store-views";
import type { SearchRequest } from "../../../schema/api/catalog-request";
import { generateDemoCatalog } from "../../../scripts/catalog/demo/generate";
import { catalogFileOf } from "../../../scripts/catalog/snapshot-writer";
import { startDbProxy, type DbProxy } from "../../../test/support/db-proxy";
import { createDb, queryOf } from "../../db/client";
import { buildCatalogData, type CatalogData } from "../catalog-data";
import { searchCatalog, type SearchContext } from "../search/search-service";
import { buildStoreIndex } from "../search/restore";
import {
  REGISTRY,
  resetTierMemory,
  searchTier,
  seedSearchTier,
  SearchUnavailableError,
  tablesOf,
  tierSourceOf,
  type TierContext,
} from "./index";
import { decodePage } from "./query";
import { allTables, FTS_COLUMNS, SEARCH_TIER_FORMAT } from "./tables";
import { BOOST } from "../search/text-match";
import { liveReprice, type TierPriceChange } from "./reprice";
import { priceOverlayOf } from "../price-overlay";
import type { PriorPrices } from "../price-history";

const url = inject("libsqlUrl");
const version = `t${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
const now = new Date("2026-11-20T12:00:00Z");

function catalogueOf(products: number): { data: CatalogData; children: [string, string][] } {
  const catalog = generateDemoCatalog({ products });
  const children = catalog.products.flatMap((p) => p.children.map((c) => [c.sku, p.sku] as [string, string]));
  return { data: buildCatalogData(catalogFileOf(catalog, version)), children };
}

let client: Client;
let data: CatalogData;
let children: [string, string][];
const isolate = new Map<StoreCode, SearchContext>();

const tierCtx = (code: StoreCode, over: Partial<TierContext> = {}): TierContext => ({
  query: queryOf(createDb({ LIBSQL_URL: url }, 5000)),
  version,
  data,
  store: getStoreView(code),
  t: createTranslator(ALL_MESSAGES[code]),
  now,
  ...over,
});

beforeAll(async () => {
  ({ data, children } = catalogueOf(1000));
  client = createClient({ url });
  await seedSearchTier(client, version, tierSourceOf(data, children));
  for (const code of ["nl", "de", "en"] as const) {
    const parents = new Map(children);
    isolate.set(code, {
      data,
      index: await buildStoreIndex(data, getStoreView(code), now),
      t: createTranslator(ALL_MESSAGES[code]),
      parentOfChild: (sku) => Promise.resolve(parents.get(sku) ?? null),
      now,
    });
  }
}, 120_000);

afterAll(async () => {
  const t = tablesOf(version);
  await client.batch(
    [
      ...allTables(t).map((n) => `drop table if exists ${n}`),
      { sql: `delete from ${REGISTRY} where version = ?`, args: [version] },
    ],
    "write",
  );
  client.close();
});

const both = async (code: StoreCode, request: SearchRequest) =>
  [await searchCatalog(isolate.get(code)!, request), await searchTier(tierCtx(code), request)] as const;

describe("listings agree with the in-isolate tier exactly", () => {
  const categories = () =>
    [...data.categoriesById.values()].filter((c) => data.categoryProducts.count(c.id) > 0).map((c) => c.id);

  it("every category: total, first page, facets and price range, in every store view", async () => {
    for (const code of ["nl", "de", "en"] as const)
      for (const category of categories()) {
        const [a, b] = await both(code, { category, size: 24 });
        expect(b.total, `category ${category} (${code})`).toBe(a.total);
        expect(b.items.map((i) => i.sku)).toEqual(a.items.map((i) => i.sku));
        expect(b.items).toEqual(a.items);
        expect(b.aggregations).toEqual(a.aggregations);
        expect(b.priceRange).toEqual(a.priceRange);
      }
  });

  it("filters, price ranges, every sort and a later page", async () => {
    const [category] = categories().sort((x, y) => data.categoryProducts.count(y) - data.categoryProducts.count(x));
    const [plain] = await both("de", { category: category! });
    const color = plain.aggregations
      .find((f) => f.code === "color")!
      .buckets.slice(0, 2)
      .map((b) => b.value);
    const size = plain.aggregations.find((f) => f.code === "size")?.buckets[0]?.value;
    const requests: SearchRequest[] = [
      { category: category!, filters: { color } },
      { category: category!, filters: { color, ...(size ? { size: [size] } : {}) } },
      { category: category!, price: { from: 100, to: 250 } },
      { category: category!, price: { from: 250, to: null }, filters: { color: color.slice(0, 1) } },
      ...(["position", "new", "price_asc", "price_desc"] as const).map((sort) => ({ category: category!, sort })),
      { category: category!, sort: "price_asc", from: 24, size: 24 },
    ];
    for (const request of requests) {
      const [a, b] = await both("de", request);
      expect(b.total, JSON.stringify(request)).toBe(a.total);
      expect(
        b.items.map((i) => i.sku),
        JSON.stringify(request),
      ).toEqual(a.items.map((i) => i.sku));
      expect(b.aggregations, JSON.stringify(request)).toEqual(a.aggregations);
    }
  });
});

describe("text search", () => {
  it("scores a match as FTS5's bm25() with the column weights would, from the word weights counted at the seed", async () => {
    const t = tablesOf(version);
    const weights = FTS_COLUMNS.map((c) => BOOST[c]).join(", ");
    // The tier's FTS5 tables are contentless, where bm25() answers 0 (detail=column finds a match's
    // columns by reading its text): the reference is an FTS5 table that keeps the same rows' words
    // (in the main schema: each request over HTTP has a connection of its own).
    const reference = (code: StoreCode) => `bm25_reference_${code}`;
    for (const code of ["en", "nl", "de"] as const)
      await client.batch(
        [
          `drop table if exists ${reference(code)}`,
          `create virtual table ${reference(code)} using fts5(${FTS_COLUMNS.join(", ")}, tokenize = "ascii tokenchars '_''-'", detail = column)`,
          `insert into ${reference(code)} (rowid, ${FTS_COLUMNS.join(", ")}) select doc, ${FTS_COLUMNS.join(", ")} from ${t.text[code]}`,
        ],
        "write",
      );
    const queries: [StoreCode, string][] = [
      ["en", "coat"],
      ["en", "black wool coat"],
      ["en", "navy cashmere jumper women"],
      ["nl", "zwarte wollen jas heren"],
      ["de", "Mantel"],
      ["de", "schwarze Hose Damen"],
    ];
    for (const [code, q] of queries) {
      let statement: { sql: string; args: readonly unknown[] } | null = null;
      const query: TierContext["query"] = (sql, args = []) => {
        statement = { sql, args };
        return tierCtx(code).query(sql, args);
      };
      await searchTier(tierCtx(code, { query }), { q, size: 50 });
      const { sql, args } = statement!;
      const expression = args.find((a): a is string => typeof a === "string" && a.includes('"'))!;
      const [row] = (await client.execute({ sql, args: args as never })).rows;
      const page = decodePage(row ? (Array.from(row as ArrayLike<unknown>) as never) : undefined);
      expect(page.rows.length, q).toBeGreaterThan(0);
      const fts = reference(code);
      const bm25 = new Map(
        (
          await client.execute({
            sql: `select rowid, -bm25(${fts}, ${weights}) from ${fts} where ${fts} match ?`,
            args: [expression],
          })
        ).rows.map((r) => [Number(r[0]), Number(r[1])]),
      );
      for (const { doc, score } of page.rows) {
        expect(bm25.has(doc), `${q}: doc ${doc}`).toBe(true);
        expect(Math.abs(score - bm25.get(doc)!), `${q}: doc ${doc} ${score} vs ${bm25.get(doc)}`).toBeLessThan(
          1e-9 * Math.max(1, Math.abs(score)),
        );
      }
    }
    await client.batch(
      (["en", "nl", "de"] as const).map((code) => `drop table ${reference(code)}`),
      "write",
    );
  });

  it("ranks products that are what was asked for on top, as the in-isolate tier does, in three languages", async () => {
    // Judged on the product's name in the store's language: the garment asked for.
    const queries: [StoreCode, string, RegExp][] = [
      ["en", "coat", /coat/i],
      ["en", "wool jumper", /jumper/i],
      ["en", "black dress", /dress/i],
      ["nl", "jas", /jas/i],
      ["nl", "blauwe trui", /trui/i],
      ["de", "Mantel", /mantel/i],
      ["de", "Wollmantel", /mantel/i],
      ["en", "jumpr", /jumper/i],
      ["de", "Hemd", /hemd/i],
    ];
    for (const [code, q, relevant] of queries) {
      const [a, b] = await both(code, { q, size: 5 });
      const hits = (r: typeof a) => r.items.filter((i) => relevant.test(i.name)).length;
      expect(b.items.length, `${code} "${q}"`).toBe(Math.min(5, a.total));
      expect(hits(b), `${code} "${q}": ${b.items.map((i) => i.name).join(" | ")}`).toBeGreaterThanOrEqual(
        Math.min(hits(a), 4),
      );
    }
  });

  it("a sku finds its product alone, a variant sku its parent", async () => {
    const parent = data.file.products.find((p) => p.type === "configurable" && p.status === 1 && p.visibility === 4)!;
    const child = children.find(([, p]) => p === parent.sku)![0];
    for (const q of [parent.sku, child, child.toLowerCase()]) {
      const result = await searchTier(tierCtx("en"), { q });
      expect(result.items[0]?.sku, q).toBe(parent.sku);
      expect(result.total).toBe(1);
    }
  });

  it("words no product has together fall back to products with half of them, as the in-isolate tier does", async () => {
    // Pairs of common words the demo catalogue never puts in one product: strict finds nothing.
    const candidates = [
      "silk parka",
      "linen boots",
      "leather blouse",
      "cashmere sandals",
      "denim scarf",
      "wool bikini",
    ];
    let relaxedSeen = 0;
    for (const q of candidates) {
      const [a, b] = await both("en", { q, size: 10 });
      if (!a.searched?.relaxed) continue;
      relaxedSeen++;
      expect(b.searched, q).toEqual(a.searched);
      expect(b.total, q).toBeGreaterThan(0);
      expect(b.flags.noresults, q).toBe(false);
    }
    expect(relaxedSeen, "no candidate query took the fallback pass").toBeGreaterThan(0);
    // And a query strict finds does not also take the fallback's products.
    const [a, b] = await both("en", { q: "wool coat", size: 10 });
    expect(a.searched?.relaxed ?? false).toBe(false);
    expect(b.searched?.relaxed ?? false).toBe(false);
    expect(b.total).toBe(a.total);
  });

  it("a typo is corrected and said so; nonsense finds nothing", async () => {
    const [a, b] = await both("en", { q: "jakcet" });
    expect(b.suggestions).toEqual(a.suggestions);
    expect(b.searched).toEqual(a.searched);
    const none = await searchTier(tierCtx("en"), { q: "xqzvw" });
    expect(none.total).toBe(0);
    expect(none.flags.noresults).toBe(true);
  });
});

describe("candidate caps", () => {
  // The caps (1,000 matches, 2,000 listed products) lowered, so the 1,000-product catalogue reaches them.
  const caps = { match: 20, candidates: 30 };

  it("a search past its cap says its total is a lower bound (flags.capped); below the cap the total is exact", async () => {
    const [exact, tier] = await both("en", { q: "coat" });
    expect(exact.total).toBeGreaterThan(caps.match);
    expect(tier.total).toBe(exact.total);
    expect(tier.flags.capped).toBeUndefined();
    const capped = await searchTier(tierCtx("en", { caps }), { q: "coat" });
    expect(capped.flags).toEqual({ noresults: false, capped: true });
    expect(capped.total).toBeGreaterThan(0);
    expect(capped.total).toBeLessThanOrEqual(caps.match);
    const rare = await searchTier(tierCtx("en", { caps }), { q: "xqzvw" });
    expect(rare.flags).toEqual({ noresults: true });
  });

  it("a filtered listing past its cap says so; a plain category page is exact at any size", async () => {
    const [category] = [...data.categoriesById.values()]
      .map((c) => c.id)
      .sort((x, y) => data.categoryProducts.count(y) - data.categoryProducts.count(x));
    expect(data.categoryProducts.count(category!)).toBeGreaterThan(caps.candidates);
    const filtered = await searchTier(tierCtx("en", { caps }), { category: category!, price: { from: 0, to: null } });
    expect(filtered.flags.capped).toBe(true);
    const plain = await searchTier(tierCtx("en", { caps }), { category: category! });
    const [exact] = await both("en", { category: category! });
    expect(plain.flags.capped).toBeUndefined();
    expect(plain.total).toBe(exact.total);
  });
});

describe("seeding", () => {
  it("is skipped when the version is seeded, and a forced re-seed switches atomically under searches", async () => {
    expect((await seedSearchTier(client, version, tierSourceOf(data, children))).seeded).toBe(false);
    const request: SearchRequest = { q: "coat", size: 5 };
    const before = await searchTier(tierCtx("en"), request);
    // The same version seeded from half the catalogue: every search during the switch answers the
    // old whole catalogue or the new half, never a mix of the two.
    const half = catalogueOf(500);
    const totals = new Set<number>();
    let seeding = true;
    const searching = (async () => {
      const ctx = tierCtx("en");
      while (seeding) totals.add((await searchTier(ctx, { category: data.file.rootCategoryId, size: 1 })).total);
    })();
    const reseed = seedSearchTier(client, version, tierSourceOf(half.data, half.children), { force: true });
    await reseed.finally(() => (seeding = false));
    await searching;
    const full = (await searchCatalog(isolate.get("en")!, { category: data.file.rootCategoryId })).total;
    const after = (await searchTier(tierCtx("en"), { category: data.file.rootCategoryId, size: 1 })).total;
    expect(after).toBeLessThan(full);
    for (const total of totals) expect([full, after]).toContain(total);
    // Back to the whole catalogue for the other tests. Tables that two formats ago and the previous
    // format left (a plain table and an FTS5 one each): the seed drops the older ones only.
    const older = [SEARCH_TIER_FORMAT - 2, SEARCH_TIER_FORMAT - 1].map((f) => `search_f${f}_${version}`);
    await client.batch(
      older.flatMap((base) => [
        `create table ${base}_docs (doc integer primary key)`,
        `create virtual table ${base}_fts_en using fts5(name)`,
      ]),
      "write",
    );
    await seedSearchTier(client, version, tierSourceOf(data, children), { force: true });
    const left = (
      await client.execute("select name from sqlite_master where name like 'search!_f%' escape '!'")
    ).rows.map((r) => String(r.name as string));
    expect(left.filter((name) => name.startsWith(`${older[0]}_`))).toEqual([]);
    expect(left).toContain(`${older[1]}_docs`);
    expect(left).toContain(`${older[1]}_fts_en`);
    await client.batch([`drop table ${older[1]}_fts_en`, `drop table ${older[1]}_docs`], "write");
    resetTierMemory();
    expect((await searchTier(tierCtx("en"), request)).items).toEqual(before.items);
  }, 120_000);
});

describe("a database that is down or stuck", () => {
  let proxy: DbProxy;
  beforeAll(async () => {
    proxy = await startDbProxy(url);
  });
  afterAll(() => proxy.close());

  it("answers a recent request again, marked limited, within the 1 s deadline", async () => {
    resetTierMemory();
    const ctx = tierCtx("nl", { query: queryOf(createDb({ LIBSQL_URL: proxy.url }, 1000)) });
    const fresh = await searchTier(ctx, { q: "trui", size: 5 });
    expect(fresh.flags.limited).toBeUndefined();
    proxy.arm(/select/i, "stall", 5, 1500);
    const started = performance.now();
    const again = await searchTier(ctx, { q: "trui", size: 5 });
    expect(performance.now() - started).toBeLessThan(1500);
    expect(again.flags.limited).toBe(true);
    expect(again.items).toEqual(fresh.items);
    await proxy.stalled();
  });

  it("refuses a request it never saw with SearchUnavailableError (a 503 with Retry-After)", async () => {
    const ctx = tierCtx("nl", { query: queryOf(createDb({ LIBSQL_URL: proxy.url }, 1000)) });
    proxy.arm(/select/i, "refuse", 5);
    const error = await searchTier(ctx, { q: "broek", size: 5 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SearchUnavailableError);
    expect((error as SearchUnavailableError).status).toBe(503);
  });

  it("a version that was never seeded is unavailable, and says what to run", async () => {
    const error = await searchTier(tierCtx("en", { version: "neverseeded" }), { q: "coat" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SearchUnavailableError);
    expect((error as SearchUnavailableError).detail).toMatch(/catalog:seed/);
  });
});

describe("an operator's price changes", () => {
  it("move the tier's price sorts, filters and ranges as the in-isolate tier's, and a re-seed keeps them", async () => {
    const [category] = [...data.categoriesById.values()]
      .map((c) => c.id)
      .sort((x, y) => data.categoryProducts.count(y) - data.categoryProducts.count(x));
    const members = (data.categoryProducts.get(category!) ?? []).filter((p) => p.inStock);
    const [dear, cheap, later] = members;
    // Dearer than any, cheaper than any, and cheaper only once a window opens after `now`.
    const changes: TierPriceChange[] = [
      { sku: dear!.sku, price: 95_000, specialPrice: null, specialFrom: null, specialTo: null },
      { sku: cheap!.sku, price: 20_000, specialPrice: 150, specialFrom: null, specialTo: null },
      { sku: later!.sku, price: 20_000, specialPrice: 250, specialFrom: "2026-11-25 00:00:00", specialTo: null },
    ];
    const overlay = priceOverlayOf("t1", new Map(changes.map((c) => [c.sku, { ...c, changedAt: now.getTime() }])));
    const prior: PriorPrices = { complete: true, overlay, lowest: () => null };
    const tier = (await liveReprice(client, version, changes))!;
    await client.batch(tier.statements, "write");
    await tier.refreshCounts();

    const agree = async (at: Date) => {
      for (const code of ["nl", "de"] as const)
        for (const request of [
          { category: category!, sort: "price_asc", size: 5 },
          { category: category!, sort: "price_desc", size: 5 },
          { category: category!, price: { from: 0, to: 50 } },
          { category: category!, price: { from: 500, to: null } },
          { category: category!, size: 1 },
        ] satisfies SearchRequest[]) {
          const a = await searchCatalog({ ...isolate.get(code)!, prior, now: at }, request);
          const b = await searchTier(tierCtx(code, { prior, now: at }), request);
          const what = `${code} ${JSON.stringify(request)} at ${at.toISOString()}`;
          expect(b.total, what).toBe(a.total);
          expect(b.items, what).toEqual(a.items);
          expect(b.aggregations, what).toEqual(a.aggregations);
          expect(b.priceRange, what).toEqual(a.priceRange);
        }
      return (await searchTier(tierCtx("de", { prior, now: at }), { category: category!, sort: "price_asc", size: 2 }))
        .items;
    };
    // Before the window: the undated special is the cheapest, the dear one the dearest.
    const before = await agree(now);
    expect(before[0]!.sku).toBe(cheap!.sku);
    expect(before.map((i) => i.sku)).not.toContain(later!.sku);
    const dearest = await searchTier(tierCtx("nl", { prior, now }), {
      category: category!,
      sort: "price_desc",
      size: 1,
    });
    expect(dearest.items[0]!.sku).toBe(dear!.sku);
    // Once the window opened, the later special is second.
    const open = await agree(new Date("2026-11-26T12:00:00Z"));
    expect(open.map((i) => i.sku)).toEqual([cheap!.sku, later!.sku]);

    // A forced re-seed of the version builds its tables from the snapshot again, with the changes
    // made against it (price_overrides) applied.
    await client.batch(
      changes.map((c) => ({
        sql: `insert into price_overrides (sku, catalog_version, price, special_price, special_from, special_to, changed_at)
              values (?, ?, ?, ?, ?, ?, ?)`,
        args: [c.sku, version, c.price, c.specialPrice, c.specialFrom, c.specialTo, now.getTime()],
      })),
      "write",
    );
    try {
      await seedSearchTier(client, version, tierSourceOf(data, children), { force: true });
      resetTierMemory();
      expect(await agree(now)).toEqual(before);
    } finally {
      await client.execute({ sql: "delete from price_overrides where catalog_version = ?", args: [version] });
    }
  }, 120_000);
});
