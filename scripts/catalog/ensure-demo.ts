/**
 * Makes sure a demo snapshot exists in a folder, generating it when it is missing or a demo of an
 * older generation (DEMO_GENERATION; an imported catalogue is never replaced). With
 * `whenStale`, it is also regenerated when the generator or snapshot code changed since (the tests'
 * catalogue must match the code under test; a shopper's imported catalogue is never replaced).
 * With `images: "later"` the product images are left to make (pending-media.ts).
 */
import { createHash } from "node:crypto";
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { SnapshotManifest } from "../../schema/catalog/snapshot";
import { isStaleDemo } from "./demo/generate";
import { writeDemoSnapshot } from "./demo/write";
import { readManifest } from "./ship";

const ROOT = path.resolve(import.meta.dirname, "../..");
const SOURCES = [
  "scripts/catalog/demo",
  "scripts/catalog/snapshot-writer.ts",
  "scripts/catalog/media-variants.ts",
  "scripts/catalog/sanitize.ts",
  "schema/catalog",
];

async function fingerprint(): Promise<string> {
  const hash = createHash("sha256");
  for (const source of SOURCES) {
    const full = path.join(ROOT, source);
    const files = source.endsWith(".ts")
      ? [full]
      : (await readdir(full, { recursive: true }))
          .map((f) => path.join(full, f))
          .filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"));
    // Paths relative to the checkout: a copy of the catalogue in a worktree or another clone is still current.
    for (const file of files.sort()) hash.update(path.relative(ROOT, file)).update(await readFile(file));
  }
  return hash.digest("hex");
}

export async function ensureDemoSnapshot(
  dir: string,
  {
    whenStale = false,
    log = (line: string) => console.log(line),
    images = true,
  }: {
    whenStale?: boolean;
    log?: (line: string) => void;
    /** "later": write the catalogue now and its images afterwards (pending-media.ts), as `npm start` does. */
    images?: true | "later";
  } = {},
): Promise<SnapshotManifest> {
  const existing = await readManifest(dir);
  const marker = path.join(dir, ".demo-fingerprint");
  const current = whenStale ? await fingerprint() : "";
  const fresh = existing && !isStaleDemo(existing.source);
  if (fresh && (!whenStale || (await readFile(marker, "utf8").catch(() => "")) === current)) return existing;
  log(
    images === "later"
      ? `Generating the demo catalogue in ${path.relative(ROOT, dir)} (its product images are made afterwards)…`
      : `Generating the demo catalogue with its images in ${path.relative(ROOT, dir)} (about four minutes, once)…`,
  );
  const started = Date.now();
  const { manifest } = await writeDemoSnapshot({ dir, images, log: (line) => log(`  ${line.trim()}`) });
  if (whenStale) await writeFile(marker, current);
  log(
    `Demo catalogue ready in ${((Date.now() - started) / 1000).toFixed(0)} s: ${manifest.counts.products} products, ${manifest.counts.images} images${images === "later" ? " to make" : ""}.`,
  );
  return manifest;
}
