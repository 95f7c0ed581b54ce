/**
 * Puts the catalogue snapshot into the client build (dist/client/catalog), so the deploy serves it
 * as static assets: the worker reads catalog/manifest.json, then the version it names.
 */
import { cp, mkdir, readFile, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { SnapshotManifest } from "../../schema/catalog/snapshot";
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

/** Copies the current snapshot version into dist/client/catalog (skipped when already there). */
export async function shipCatalog(dir = snapshotDir()): Promise<SnapshotManifest> {
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
