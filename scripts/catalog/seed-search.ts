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
  isListable,
  isSearchTierSeeded,
  NameWords,
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
    // Only listable products are searched and listed: their summaries are kept, in catalogue order,
    // and of the others (mostly variants) only the words their names add to the compound dictionary.
    const leftOut = new NameWords();
    const keep = (p: ProductSummary) => {
      if (isListable(p)) return true;
      leftOut.add(p);
      return false;
    };
    // A compact snapshot's summaries are in its shards, each with its place in the catalogue (compact.ts).
    const byPlace = file.compact ? new Array<ProductSummary | undefined>(file.compact.products) : null;
    for (let shard = 0; shard < file.shardCount; shard++) {
      const content = await readJson<ShardFile>(path.join(base, shardFile(shard)));
      for (const p of content.products) for (const c of p.children) children.push([c.sku, p.sku]);
      if (byPlace)
        content.positions?.forEach((seq, i) => {
          const summary = content.summaries![i]!;
          if (keep(summary)) byPlace[seq] = summary;
        });
    }
    const listable = byPlace ? byPlace.filter((p) => p !== undefined) : file.products.filter(keep);
    const data = buildCatalogData({ ...file, products: listable, compact: undefined });
    return await seedSearchTier(client, manifest.version, searchTierSourceOf(data, children, leftOut), {
      force,
      log,
    });
  } finally {
    client.close();
  }
}
