/**
 * The worker on the libSQL search tier (SEARCH_TIER=libsql) over HTTP, against the same worker on
 * the in-isolate tier: the search API and the category and search pages answer the same; with the
 * search tables unreachable the API answers 503 with Retry-After and the search page says search is
 * unavailable, never a 500.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { SearchResult } from "../../../schema/api/catalog";
import { categoryUrl } from "../../../domain/urls";
import { startDbProxy, type DbProxy } from "../../../test/support/db-proxy";
import { shippedSnapshot } from "../../../test/support/snapshot";
import { withWorker } from "../../../test/support/worker";

const snapshot = shippedSnapshot();
const tier = withWorker({ bindings: { SEARCH_TIER: "libsql" } });
const isolate = withWorker({ bindings: { SEARCH_TIER: "isolate" } });
let proxy: DbProxy;
beforeAll(async () => {
  proxy = await startDbProxy(inject("libsqlUrl"));
});
afterAll(() => proxy.close());
// The search tables' requests go through a proxy that a test can make refuse them.
const behindProxy = withWorker({
  bindings: () => ({ SEARCH_TIER: "libsql", LIBSQL_URL: proxy.url, PAGE_CACHE: "off" }),
  captureLogs: true,
});

type Answer = { code: number; result: SearchResult & { errorMessage?: string } };
const api = async (worker: typeof tier, query: string) => {
  const res = await worker.fetch(`/api/catalog/search?${query}`);
  return { res, body: (await res.json()) as Answer };
};

describe("SEARCH_TIER=libsql", () => {
  const category = () => snapshot.catalog.categories.find((c) => c.level === 2 && c.isActive && c.includeInMenu)!;

  it("lists a category exactly as the in-isolate tier does", async () => {
    for (const query of [
      `category=${category().id}`,
      `category=${category().id}&sort=price_desc&from=10&size=10`,
      `category=${category().id}&price=100-250`,
    ]) {
      const [a, b] = [await api(isolate, query), await api(tier, query)];
      expect(b.res.status, query).toBe(200);
      expect(b.body.result.total, query).toBe(a.body.result.total);
      expect(b.body.result.items, query).toEqual(a.body.result.items);
      expect(b.body.result.aggregations, query).toEqual(a.body.result.aggregations);
    }
  });

  it("searches, in each store view", async () => {
    for (const [store, q] of [
      ["nl", "trui"],
      ["de", "Mantel"],
      ["en", "dress"],
    ] as const) {
      const { res, body } = await api(tier, `q=${encodeURIComponent(q)}&store=${store}&size=5`);
      expect(res.status).toBe(200);
      expect(body.result.items.length).toBe(5);
      expect(body.result.flags.noresults).toBe(false);
    }
  });

  it("renders the category and search pages from it", async () => {
    const listed = (await api(tier, `category=${category().id}&size=3`)).body.result.items;
    const page = await tier.fetch(categoryUrl(category(), "nl"));
    expect(page.status).toBe(200);
    const html = await page.text();
    for (const item of listed) expect(html).toContain(item.url);
    const search = await tier.fetch("/search?q=trui");
    expect(search.status).toBe(200);
    expect(await search.text()).toMatch(/trui/i);
  });

  it("with its tables unreachable, a category still lists from the isolate's catalogue, marked limited", async () => {
    proxy.arm(/search_f\d+_/, "refuse", 5);
    const query = `category=${category().id}&size=12`;
    const [a, b] = [await api(isolate, query), await api(behindProxy, query)];
    expect(b.res.status).toBe(200);
    expect(b.res.headers.get("cache-control")).toBe("no-store");
    expect(b.body.result.flags.limited).toBe(true);
    expect(b.body.result.items).toEqual(a.body.result.items);
    expect(b.body.result.total).toBe(a.body.result.total);
  });

  it("with its tables unreachable, a search is matched on product names in the isolate, marked limited", async () => {
    proxy.arm(/search_f\d+_/, "refuse", 5);
    const { res, body } = await api(behindProxy, "q=broek&size=50");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(body.result.flags.limited).toBe(true);
    expect(body.result.total).toBeGreaterThan(0);
    for (const item of body.result.items) expect(item.name).toMatch(/broek/i);
  });

  it("with its tables unreachable and no name to match: the API answers 503 with Retry-After, the search page says so", async () => {
    proxy.arm(/search_f\d+_/, "refuse", 20);
    const { res, body } = await api(behindProxy, "q=xqzvw&size=5");
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(body.result.errorMessage).toBe("Search is unavailable right now");
    const page = await behindProxy.fetch("/search?q=zzqxv");
    expect(page.status).toBe(503);
    expect(page.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(page.headers.get("cache-control")).toBe("no-store");
    const html = await page.text();
    expect(html).toContain("Zoeken is op dit moment niet beschikbaar");
    // The log says what failed, for the operator.
    expect(behindProxy.logs().some((l) => /search database unavailable/.test(String(l.detail)))).toBe(true);
    // The categories are still there to browse.
    expect(html).toContain(`href="${categoryUrl(category(), "nl")}"`);
  });
});
