import { mkdtemp, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildWorker } from "./build";

// Cloudflare's limit for a Worker on the free plan is 3 MB compressed (10 MB on paid plans).
const FREE_PLAN_LIMIT_KIB = 3 * 1024;

describe("wrangler deploy --dry-run", () => {
  const outDir = mkdtemp(path.join(os.tmpdir(), "worker-dry-run-"));
  afterAll(async () => rm(await outDir, { recursive: true, force: true }));

  it("bundles the worker as a deploy would, within the size limit", async () => {
    const size = buildWorker(await outDir);
    console.log(`worker bundle: ${size.totalKiB} KiB, gzip ${size.gzipKiB} KiB (limit ${FREE_PLAN_LIMIT_KIB} KiB)`);
    expect((await stat(path.join(await outDir, "index.js"))).size).toBeGreaterThan(100_000);
    expect(size.gzipKiB).toBeGreaterThan(0);
    expect(size.gzipKiB).toBeLessThan(FREE_PLAN_LIMIT_KIB);
  }, 60_000);
});
