/**
 * Puts the catalogue snapshot into the client build (dist/client/catalog), so the deploy serves it
 * as static assets: the worker reads catalog/manifest.json, then the version it names.
 */
import { cp, mkdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { STORE_CODES, type StoreCode } from "../../client/i18n/store-views";
import type { CatalogFile, SnapshotManifest } from "../../schema/catalog/snapshot";
import { buildCatalogData } from "../../worker/catalog/catalog-data";
import { buildSearchIndexFile, SEARCH_INDEX_FORMAT, searchIndexFile } from "../../worker/catalog/search/store-index";
import { DEFAULT_SNAPSHOT_DIR } from "./snapshot-writer";

const TARGET = path.resolve(import.meta.dirname, "../../dist/client/catalog");

/** The snapshot folder to ship: $CATALOG_DIR or .data/catalog. */
export function snapshotDir(): string {
  return process.env.CATALOG_DIR ? path.resolve(process.env.CATALOG_DIR) : DEFAULT_SNAPSHOT_DIR;
}

export async function readManifest(dir = snapshotDir()): Promise<SnapshotManifest | null> {
  try {
    return JSON.parse(await readFile(path.join(dir, "manifest.json"), "utf8")) as SnapshotManifest;
  } catch {
    return null;
  }
}

/**
 * Copies the current snapshot version into dist/client/catalog (skipped when already there) and
 * writes each store view's search index file beside it (when missing or of an older format), so an
 * isolate restores the index instead of indexing the whole catalogue on its first search.
 */
export async function shipCatalog(dir = snapshotDir()): Promise<SnapshotManifest> {
  const manifest = await copySnapshot(dir);
  await writeSearchIndexes(path.join(TARGET, manifest.path), manifest.version);
  return manifest;
}

async function writeSearchIndexes(versionDir: string, version: string): Promise<void> {
  const current = async (file: string) => {
    try {
      const head = JSON.parse(await readFile(file, "utf8")) as { format?: number; version?: string };
      return head.format === SEARCH_INDEX_FORMAT && head.version === version;
    } catch {
      return false;
    }
  };
  const missing: StoreCode[] = [];
  for (const code of STORE_CODES) if (!(await current(path.join(versionDir, searchIndexFile(code))))) missing.push(code);
  if (missing.length === 0) return;
  const data = buildCatalogData(JSON.parse(await readFile(path.join(versionDir, "catalog.json"), "utf8")) as CatalogFile);
  for (const code of missing) {
    await writeFile(path.join(versionDir, searchIndexFile(code)), JSON.stringify(await buildSearchIndexFile(data, code)));
  }
}

async function copySnapshot(dir: string): Promise<SnapshotManifest> {
  const manifest = await readManifest(dir);
  if (!manifest) {
    throw new Error(`No catalogue snapshot in ${dir}. Run \`npm run catalog:demo\` or \`npm run catalog:import -- <files>\` first.`);
  }
  const shipped = await readManifest(TARGET);
  const present = await stat(path.join(TARGET, manifest.path, "catalog.json")).then(() => true, () => false);
  if (shipped?.version === manifest.version && present) return manifest;
  await rm(TARGET, { recursive: true, force: true });
  await mkdir(TARGET, { recursive: true });
  await cp(path.join(dir, manifest.path), path.join(TARGET, manifest.path), { recursive: true });
  await cp(path.join(dir, "manifest.json"), path.join(TARGET, "manifest.json"));
  return manifest;
}
