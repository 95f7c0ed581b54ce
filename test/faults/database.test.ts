/**
 * Faults of the database, through the worker in Miniflare against a real local libSQL server in a
 * child process that the test pauses (a hung database: connections accepted, nothing answered),
 * stops (connections refused) and restarts. Nothing may hang and no known fault may answer 500.
 */
// Runs alone: a database paused and stopped under the worker's deadline.
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productUrl } from "../../domain/urls";
import { TEST_CATALOG } from "../global-setup";
import { prepareLibsqlDatabase, startLibsqlProcess, type LibsqlProcess } from "../support/libsql-process";
import { shippedSnapshot } from "../support/snapshot";
import { withWorker } from "../support/worker";

let db: LibsqlProcess;
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "storefront-faults-"));
  const file = path.join(dir, "faults.db");
  await prepareLibsqlDatabase(file, { catalogDir: TEST_CATALOG });
  db = await startLibsqlProcess({ file });
}, 60_000);
afterAll(async () => {
  await db?.close();
  await rm(dir, { recursive: true, force: true });
});

const worker = withWorker({ bindings: () => ({ LIBSQL_URL: db.url }) });
const snapshot = shippedSnapshot();
// A different product for each case: a product page with live stock may sit in the edge cache.
const products = snapshot.listed.filter((p) => p.type === "simple" || p.type === "configurable");
let next = 0;
const freshProductPage = () => productUrl("en", products[next++]!);

async function timed(request: Promise<Response>): Promise<{ res: Response; ms: number }> {
  const started = Date.now();
  const res = await request;
  await res.clone().arrayBuffer();
  return { res, ms: Date.now() - started };
}

describe("a database that hangs (paused process)", () => {
  beforeAll(() => db.pause());
  afterAll(() => db.resume());

  it("makes /api/health say degraded within about a second", async () => {
    const { res, ms } = await timed(worker.fetch("/api/health"));
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ result: { status: "degraded", database: "unreachable" } });
    expect(ms).toBeLessThan(2500);
  });

  it("renders product pages with stock unknown instead of hanging, and never as 'In stock!'", async () => {
    const { res, ms } = await timed(worker.fetch(freshProductPage()));
    expect(res.status).toBe(200);
    expect(ms).toBeLessThan(3000);
    const html = await res.text();
    expect(html).not.toContain("In stock!");
    expect(html).toContain("Checking availability");
    expect(res.headers.get("cache-control")).toContain("no-store");
  });

  it("answers database-backed API calls 503 SERVICE_UNAVAILABLE with Retry-After", async () => {
    const sku = products[0]!.sku;
    const { res, ms } = await timed(worker.fetch(`/api/stock/check?sku=${encodeURIComponent(sku)}`));
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await res.json()).toMatchObject({ code: 503, result: { errorCode: "SERVICE_UNAVAILABLE" } });
    expect(ms).toBeLessThan(2500);
  });
});

describe("a database that is down (stopped process)", () => {
  beforeAll(() => db.stop());
  afterAll(() => db.restart());

  it("still renders product pages, stock unknown", async () => {
    const res = await worker.fetch(freshProductPage());
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).not.toContain("In stock!");
    expect(html).toContain("Checking availability");
  });

  it("answers stock and render-list 503 with Retry-After, never 500", async () => {
    const skus = products.slice(0, 3).map((p) => p.sku);
    for (const url of [
      `/api/stock/list?skus=${skus.join(",")}`,
      `/api/stock/check?sku=${skus[0]}`,
      `/api/product/render-list?skus=${skus.join(",")}`,
    ]) {
      const res = await worker.fetch(url);
      expect(res.status, url).toBe(503);
      expect(res.headers.get("retry-after"), url).toMatch(/^\d+$/);
      expect(await res.json()).toMatchObject({ code: 503, result: { errorCode: "SERVICE_UNAVAILABLE" } });
    }
  });

  it("keeps catalogue pages that need no database working", async () => {
    const category = snapshot.catalog.categories.find((c) => c.level === 2 && c.isActive)!;
    expect((await worker.fetch(`/en/${category.urlPath.en}`)).status).toBe(200);
    expect((await worker.fetch("/en/search?q=jas")).status).toBe(200);
  });
});

describe("after the database comes back", () => {
  it("answers healthy again and serves live stock", async () => {
    const health = await worker.fetch("/api/health");
    expect(health.status).toBe(200);
    const sku = products[0]!.sku;
    const res = await worker.fetch(`/api/stock/check?sku=${encodeURIComponent(sku)}`);
    expect(res.status).toBe(200);
    const html = await (await worker.fetch(freshProductPage())).text();
    expect(html).not.toContain("Checking availability");
  });
});
