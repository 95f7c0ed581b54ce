/**
 * The libSQL search tier's tables for the snapshot (worker/catalog/libsql-search): part of
 * `npm run catalog:seed`, skipped when the database already holds them for this snapshot's version
 * (unless forced). A shop on the in-isolate tier pays a second or two once per catalogue version; a
 * shop that switches SEARCH_TIER then needs no extra step.
 */
import { createClient } from "@libsql/client";
import { readFile } from "node:fs/promises";
import path from "node:path";
import {
  shardFile,
  type CatalogFile,
  type ProductSummary,
  type ShardFile,
  type SnapshotManifest,
} from "../../schema/catalog/snapshot";
import {
  buildCatalogData,
  isSearchTierSeeded,
  seedSearchTier,
  searchTierSourceOf,
  type SearchTierSeed,
} from "../../worker/catalog";

const readJson = async <T>(file: string) => JSON.parse(await readFile(file, "utf8")) as T;

/** Seeds the search tier for the snapshot in `dir`. */
export async function seedSearch(
  url: string,
  authToken: string | undefined,
  { dir, force = false, log = () => undefined }: { dir: string; force?: boolean; log?: (line: string) => void },
): Promise<SearchTierSeed> {
  const manifest = await readJson<SnapshotManifest>(path.join(dir, "manifest.json"));
  const client = createClient({ url, authToken });
  try {
    if (!force && (await isSearchTierSeeded(client, manifest.version)))
      return { version: manifest.version, seeded: false, products: manifest.counts.products, seconds: 0 };
    const base = path.join(dir, manifest.path);
    const file = await readJson<CatalogFile>(path.join(base, "catalog.json"));
    const children: [string, string][] = [];
    // A compact snapshot's summaries are in its shards, each with its place in the catalogue (compact.ts).
    const summaries: ProductSummary[] = file.compact ? new Array<ProductSummary>(file.compact.products) : file.products;
    for (let shard = 0; shard < file.shardCount; shard++) {
      const content = await readJson<ShardFile>(path.join(base, shardFile(shard)));
      for (const p of content.products) for (const c of p.children) children.push([c.sku, p.sku]);
      if (file.compact) content.positions?.forEach((seq, i) => (summaries[seq] = content.summaries![i]!));
    }
    const full: CatalogFile = { ...file, products: summaries, compact: undefined };
    return await seedSearchTier(client, manifest.version, searchTierSourceOf(buildCatalogData(full), children), {
      force,
      log,
    });
  } finally {
    client.close();
  }
}
