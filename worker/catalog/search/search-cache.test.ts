import { describe, expect, it } from "vitest";
import { fixtureCatalogFile } from "../../../test/support/catalog-fixture";
import { getStoreView } from "../../../domain/store-views";
import { createTranslator } from "../../../client/i18n/translate";
import { ALL_MESSAGES } from "../../../client/i18n/messages/all";
import { buildCatalogData } from "../catalog-data";
import { priorPricesOf } from "../price-history";
import {
  requestKey,
  searchCatalog,
  searchCatalogCached,
  SEARCH_RESULT_TTL_MS,
  type SearchContext,
} from "./search-service";
import { buildStoreIndex } from "./restore";

const now = new Date("2026-11-22T12:00:00Z");
const data = buildCatalogData(fixtureCatalogFile());
const category = data.file.products[0]!.categoryIds[0]!;

async function context(): Promise<SearchContext> {
  return {
    data,
    index: await buildStoreIndex(data, getStoreView("nl"), now),
    t: createTranslator(ALL_MESSAGES.nl),
    parentOfChild: () => Promise.resolve(null),
    now,
    prior: priorPricesOf(new Map(), 0, true),
  };
}

describe("search results kept in the isolate", () => {
  it("are the same result for the same question however it was built, and the same as a fresh search", async () => {
    const ctx = await context();
    // A page's listing state and the API's parsed query string.
    const fromPage = { category, filters: { color: [], size: [] }, size: 50, from: 0 };
    const fromApi = { store: "nl" as const, size: 50, from: 0, category, q: undefined };
    expect(requestKey(fromPage)).toBe(requestKey(fromApi));
    const first = await searchCatalogCached(ctx, fromPage);
    expect(await searchCatalogCached(ctx, fromApi)).toBe(first);
    expect(first).toEqual(await searchCatalog(ctx, fromPage));
    expect(await searchCatalogCached(ctx, { ...fromPage, sort: "price_asc" })).not.toBe(first);
  });

  it("are asked again after the TTL, with other price history, or in another store index", async () => {
    const ctx = await context();
    const request = { category, size: 50, from: 0 };
    const first = await searchCatalogCached(ctx, request);
    const later = new Date(now.getTime() + SEARCH_RESULT_TTL_MS - 1);
    expect(await searchCatalogCached({ ...ctx, now: later }, request)).toBe(first);
    const expired = new Date(now.getTime() + SEARCH_RESULT_TTL_MS + 1);
    expect(await searchCatalogCached({ ...ctx, now: expired }, request)).not.toBe(first);
    expect(await searchCatalogCached({ ...ctx, prior: priorPricesOf(new Map(), 0, true) }, request)).not.toBe(first);
    expect(await searchCatalogCached(await context(), request)).not.toBe(first);
  });
});
