/**
 * Faults of the catalogue snapshot, through the worker in Miniflare: the deploy's assets are copied
 * and one file is corrupted or removed. Every catalogue route answers 503 with Retry-After, the log
 * names the file, /api/health reports it, and pages that need no catalogue still work.
 */
import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SnapshotManifest } from "../../schema/catalog/snapshot";
import { copyAssets } from "../support/assets-copy";
import { shippedSnapshot } from "../support/snapshot";
import { withWorker } from "../support/worker";
import { productUrlKey } from "../../schema/catalog/files";

const snapshot = shippedSnapshot();
const category = snapshot.catalog.categories.find((c) => c.level === 2 && c.isActive)!;
const product = snapshot.listed[0]!;

/** A copy of dist/client whose catalogue is broken by `breakIt`. */
function brokenAssets(breakIt: (catalogDir: string, manifest: SnapshotManifest) => Promise<void>) {
  let dir = "";
  beforeAll(async () => {
    dir = await copyAssets("storefront-assets-");
    const catalogDir = path.join(dir, "catalog");
    const manifest = JSON.parse(await readFile(path.join(catalogDir, "manifest.json"), "utf8")) as SnapshotManifest;
    await breakIt(catalogDir, manifest);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));
  return () => dir;
}

function catalogueRoutes() {
  return [
    `/en/${category.urlPath.en}`,
    `/en/p/${encodeURIComponent(product.sku)}/${productUrlKey(product, "en")}`,
    "/en/search?q=coat",
    "/api/catalog/search?q=coat",
    `/api/catalog/categories`,
  ];
}

describe.each([
  [
    "a corrupt catalog.json",
    "catalog.json",
    (dir: string, m: SnapshotManifest) => writeFile(path.join(dir, m.path, "catalog.json"), '{"products": [ {"sku": '),
  ],
  [
    "a missing catalog.json",
    "catalog.json",
    (dir: string, m: SnapshotManifest) => rm(path.join(dir, m.path, "catalog.json")),
  ],
  ["a corrupt manifest", "manifest.json", (dir: string) => writeFile(path.join(dir, "manifest.json"), "not json")],
])("with %s", (name, file, breakIt) => {
  const assets = brokenAssets(breakIt);
  const worker = withWorker({ assetsDirectory: assets, bindings: { LOG_LEVEL: "warn" } });

  it("answers every catalogue route 503 with Retry-After (twice: the failure is remembered, not re-parsed)", async () => {
    for (let round = 0; round < 2; round++) {
      for (const url of catalogueRoutes()) {
        const res = await worker.fetch(url);
        expect(res.status, `${name}: ${url}`).toBe(503);
        expect(res.headers.get("retry-after"), url).toMatch(/^\d+$/);
        if (url.startsWith("/api/"))
          expect(await res.json()).toMatchObject({ code: 503, result: { errorCode: "SERVICE_UNAVAILABLE" } });
        else expect(await res.text()).not.toMatch(/SyntaxError|Unexpected token/);
      }
    }
  });

  it("reports the catalogue in /api/health, naming the file", async () => {
    const res = await worker.fetch("/api/health");
    expect(res.status).toBe(503);
    const body = (await res.json()) as { result: { catalog: { file: string } } };
    expect(body).toMatchObject({ result: { status: "degraded", database: "ok", catalog: { status: "unavailable" } } });
    expect(body.result.catalog.file).toMatch(new RegExp(`/catalog/.*${file.replace(".", "\\.")}$`));
  });

  it("still serves pages that need no catalogue", async () => {
    expect((await worker.fetch("/en")).status).toBe(200);
    expect((await worker.fetch("/en/styleguide")).status).toBe(200);
  });
});
