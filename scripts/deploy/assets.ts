/**
 * What Workers Static Assets accepts (developers.cloudflare.com/workers/static-assets: 20,000 files
 * per Worker version, 25 MiB per file): checked on the built dist/client before `wrangler deploy`, so
 * a catalogue too big to ship is refused with what to change instead of failing half-way.
 */
import { readdir, stat } from "node:fs/promises";
import path from "node:path";

export const MAX_ASSET_FILES = 20_000;
export const MAX_ASSET_BYTES = 25 * 2 ** 20;

export interface AssetFacts {
  files: number;
  bytes: number;
  /** Files over MAX_ASSET_BYTES, relative to the folder, with their size. */
  tooBig: { file: string; bytes: number }[];
}

export async function assetFacts(dir: string, maxBytes = MAX_ASSET_BYTES): Promise<AssetFacts> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const facts: AssetFacts = { files: 0, bytes: 0, tooBig: [] };
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const { size } = await stat(file);
    facts.files++;
    facts.bytes += size;
    if (size > maxBytes) facts.tooBig.push({ file: path.relative(dir, file), bytes: size });
  }
  return facts;
}

const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;

/** One line per problem (empty when the assets can be deployed). */
export function assetProblems(facts: AssetFacts, maxFiles = MAX_ASSET_FILES): string[] {
  const problems: string[] = [];
  for (const { file, bytes } of facts.tooBig) {
    const fix = /search-(nl|de|en)\.json$/.test(file)
      ? 'set SEARCH_TIER = "libsql" (the build then leaves the in-isolate search index out; docs/operations.md#moving-a-shop-to-the-libsql-search-tier)'
      : /catalog\.json$/.test(file)
        ? 'the catalogue\'s summaries are too many for one file: set SEARCH_TIER = "libsql" (the build then ships the compact layout, summaries in the product shards; docs/architecture.md#search-tiers)'
        : "make it smaller or serve it from elsewhere";
    problems.push(`${file} is ${mib(bytes)}, over the ${mib(MAX_ASSET_BYTES)} a static asset may have: ${fix}`);
  }
  if (facts.files > maxFiles)
    problems.push(
      `${facts.files.toLocaleString("en")} static files, over the ${maxFiles.toLocaleString("en")} a Worker version may have: serve product images with IMAGE_RESIZING=cloudflare from MEDIA_ORIGIN (docs/operations.md#configuration) instead of shipping their sizes`,
    );
  return problems;
}
