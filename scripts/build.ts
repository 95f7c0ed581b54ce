/**
 * `npm run build`: the client (dist/client + manifest), then the worker: its route table compiled
 * for Hono's PreparedRegExpRouter (scripts/route-matchers.ts, dist/route-matchers.js) and its bundle
 * by wrangler's own bundler (`wrangler deploy --dry-run --outdir dist/worker`), exactly as a deploy
 * bundles it.
 */
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { unstable_getMiniflareWorkerOptions } from "wrangler";
import { buildClient } from "./build-client";
import { shipCatalog, withSnapshotErrors } from "./catalog/ship";
import { readDevVars } from "./local-env";

const root = path.resolve(import.meta.dirname, "..");

/**
 * Compiles the route table (scripts/route-matchers.ts) in a process of its own: it evaluates the
 * worker's sources in Node, which this synchronous build cannot await.
 */
function prepareRouteTable(): void {
  const result = spawnSync("npx", ["tsx", "scripts/route-matchers.ts"], { cwd: root, encoding: "utf8" });
  if (result.status !== 0) throw new Error(`preparing the route table failed:\n${result.stdout}${result.stderr}`);
}

/** Bundles the worker into `outDir` and returns the upload size wrangler reports. */
export function buildWorker(outDir = "dist/worker"): { totalKiB: number; gzipKiB: number } {
  prepareRouteTable();
  const result = spawnSync("npx", ["wrangler", "deploy", "--dry-run", "--outdir", outDir], {
    cwd: root,
    encoding: "utf8",
    // NODE_ENV decides which React build wrangler bundles; test runners set it to "test".
    env: { ...process.env, NODE_ENV: "production", WRANGLER_SEND_METRICS: "false", WRANGLER_HIDE_BANNER: "true" },
  });
  const output = `${result.stdout}\n${result.stderr}`;
  if (result.status !== 0) throw new Error(`wrangler bundling failed:\n${output}`);
  // Miniflare options derived from wrangler.toml, saved so runners need not load wrangler itself.
  // Only wrangler.toml's own [vars]: local secrets from .dev.vars are passed at run time instead.
  const configPath = path.join(root, "wrangler.toml");
  // The bundle is one module, so wrangler's default module rules have nothing to match; they are left
  // out because Miniflare 5's converter of these (v4-shaped) options refuses any `modulesRules`.
  const { modulesRules: _rules, ...workerOptions } = unstable_getMiniflareWorkerOptions(configPath).workerOptions as {
    bindings?: Record<string, unknown>;
    modulesRules?: unknown;
  };
  const devVars = readDevVars();
  const vars = Object.fromEntries(Object.entries(workerOptions.bindings ?? {}).filter(([name]) => !(name in devVars)));
  writeFileSync(
    path.resolve(root, outDir, "miniflare-options.json"),
    JSON.stringify({ ...workerOptions, bindings: vars }),
  );
  const match = /Total Upload: ([\d.]+) KiB \/ gzip: ([\d.]+) KiB/.exec(output);
  if (!match) throw new Error(`wrangler did not report the bundle size:\n${output}`);
  return { totalKiB: Number(match[1]), gzipKiB: Number(match[2]) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await withSnapshotErrors(async () => {
    const started = Date.now();
    const manifest = await buildClient();
    const catalog = await shipCatalog();
    const size = buildWorker();
    console.log(
      `built in ${((Date.now() - started) / 1000).toFixed(1)} s: client ${manifest.entry}; catalogue ${catalog.version} (${catalog.counts.products} products); worker ${size.totalKiB} KiB (gzip ${size.gzipKiB} KiB)`,
    );
  });
}
