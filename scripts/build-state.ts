/**
 * Whether dist/ is current: the worker bundle (built last, after the client) is newer than every
 * source the client and worker builds read. `npm start` and the tests' global setup skip the build
 * when it is (a warm start), and build both when it is not.
 */
import { readdir, stat } from "node:fs/promises";
import path from "node:path";
import { ROOT, WORKER_BUNDLE } from "./worker-runtime";

/** Folders of sources, and files, the builds read (tests and docs aside). */
const SOURCES = ["worker", "client", "domain", "schema"];
const FILES = [
  "wrangler.toml",
  "package-lock.json",
  "scripts/build.ts",
  "scripts/build-client.ts",
  "scripts/build-service-worker.ts",
  "scripts/client-size.ts",
  "scripts/route-matchers.ts",
];
/** Written by the builds: without any of them nothing is current. */
const OUTPUTS = [
  WORKER_BUNDLE,
  "dist/worker/miniflare-options.json",
  "dist/client-manifest.json",
  "dist/route-matchers.js",
];

const mtime = (file: string) =>
  stat(path.resolve(ROOT, file)).then(
    (s) => s.mtimeMs,
    () => 0,
  );

async function newestIn(dir: string): Promise<number> {
  let newest = 0;
  for (const entry of await readdir(path.join(ROOT, dir), { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || /\.test\.tsx?$/.test(entry.name)) continue;
    newest = Math.max(newest, await mtime(path.join(entry.parentPath, entry.name)));
  }
  return newest;
}

export async function builtIsCurrent(): Promise<boolean> {
  const outputs = await Promise.all(OUTPUTS.map(mtime));
  if (outputs.some((t) => t === 0)) return false;
  const sources = await Promise.all([...SOURCES.map(newestIn), ...FILES.map(mtime)]);
  return Math.max(...sources) < Math.min(...outputs);
}
