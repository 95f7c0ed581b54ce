import { mkdtemp, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildWorker } from "./build";

// Cloudflare's Worker size limits (developers.cloudflare.com/workers/platform/limits): 3 MB after
// compression on the Workers Free plan, 10 MB on Workers Paid. The shop keeps to the Free plan's.
const FREE_PLAN_LIMIT_KIB = 3 * 1024;
const PAID_PLAN_LIMIT_KIB = 10 * 1024;

describe("wrangler deploy --dry-run", () => {
  const outDir = mkdtemp(path.join(os.tmpdir(), "worker-dry-run-"));
  afterAll(async () => rm(await outDir, { recursive: true, force: true }));

  it("bundles the worker as a deploy would, without Cloudflare credentials, within the size limit", async () => {
    // A dry run needs no account: CI has none, and this test must not pick one up from the shell.
    for (const name of Object.keys(process.env)) if (name.startsWith("CLOUDFLARE_")) delete process.env[name];
    const size = buildWorker(await outDir);
    const share = ((100 * size.gzipKiB) / FREE_PLAN_LIMIT_KIB).toFixed(0);
    console.log(
      `worker bundle: ${size.totalKiB} KiB raw, ${size.gzipKiB} KiB gzip = ${share}% of the ${FREE_PLAN_LIMIT_KIB} KiB Free plan limit (Paid: ${PAID_PLAN_LIMIT_KIB} KiB)`,
    );
    expect((await stat(path.join(await outDir, "index.js"))).size).toBeGreaterThan(100_000);
    expect(size.gzipKiB).toBeGreaterThan(0);
    expect(size.gzipKiB, `gzip ${size.gzipKiB} KiB is over the Free plan's ${FREE_PLAN_LIMIT_KIB} KiB`).toBeLessThan(
      FREE_PLAN_LIMIT_KIB,
    );
  }, 120_000);
});
