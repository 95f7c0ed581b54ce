/** esbuild bundles of the bench's own entry points (the search worker, the heap child). */
import { build } from "esbuild";
import path from "node:path";

export const BENCH_DIR = path.resolve(import.meta.dirname, "..");

/** The search bench worker for workerd: ESM, worker conditions, the repo's real search modules. */
export async function bundleSearchWorker(outDir: string): Promise<string> {
  const outfile = path.join(outDir, "search-worker.mjs");
  await build({
    entryPoints: [path.join(BENCH_DIR, "search-worker/index.ts")],
    outfile,
    bundle: true,
    format: "esm",
    platform: "browser",
    conditions: ["workerd", "worker", "browser"],
    target: "es2022",
    // React (via the translator module) reads process.env.NODE_ENV, which workerd lacks.
    define: { "process.env.NODE_ENV": '"production"' },
    minify: true,
    logLevel: "error",
  });
  return outfile;
}

/** The heap child for Node (--expose-gc), the same modules bundled the same way but for Node. */
export async function bundleHeapChild(outDir: string): Promise<string> {
  const outfile = path.join(outDir, "heap-child.mjs");
  await build({
    entryPoints: [path.join(BENCH_DIR, "lib/heap-child.ts")],
    outfile,
    bundle: true,
    format: "esm",
    platform: "node",
    target: "node20",
    // The database client's WebSocket dependency (ws) requires Node built-ins, which an ES module bundle can only reach through a require of its own.
    banner: { js: 'import { createRequire } from "node:module"; const require = createRequire(import.meta.url);' },
    define: { "process.env.NODE_ENV": '"production"' },
    logLevel: "error",
  });
  return outfile;
}
