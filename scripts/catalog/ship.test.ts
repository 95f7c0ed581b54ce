import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CatalogFile } from "../../schema/catalog/snapshot";
import { shippedSnapshot } from "../../test/support/snapshot";
import { libsqlTierOnly, readManifest, shipCatalog, SnapshotFileError } from "./ship";
import { writeSnapshot } from "./snapshot-writer";

describe("shipping a broken snapshot", () => {
  let dir = "";
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "storefront-ship-"));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("stops with one line naming the corrupt catalog.json and the fix, before anything is copied", async () => {
    await rm(path.join(dir, "v"), { recursive: true, force: true });
    await writeFile(path.join(dir, "manifest.json"), JSON.stringify({ version: "broken-1", path: "v" }));
    await mkdir(path.join(dir, "v"));
    await writeFile(path.join(dir, "v", "catalog.json"), '{"products": [');
    const error = await shipCatalog(dir).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SnapshotFileError);
    const message = (error as Error).message;
    expect(message.split("\n")).toHaveLength(1);
    expect(message).toMatch(/Catalogue file .*v\/catalog\.json is not valid JSON/);
    expect(message).toContain("npm run catalog:demo");
  });

  it("names a corrupt manifest, and answers null for a folder without one", async () => {
    await writeFile(path.join(dir, "manifest.json"), "not json");
    await expect(readManifest(dir)).rejects.toThrow(/manifest\.json is not valid JSON/);
    expect(await readManifest(path.join(dir, "nowhere"))).toBeNull();
  });
});

describe("which shops get the in-isolate search index shipped", () => {
  const saved = { tier: process.env.SEARCH_TIER, auto: process.env.SEARCH_TIER_AUTO_PRODUCTS };
  afterAll(() => {
    for (const [name, value] of [
      ["SEARCH_TIER", saved.tier],
      ["SEARCH_TIER_AUTO_PRODUCTS", saved.auto],
    ] as const)
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
  });

  it("not one searching on the libSQL tier: by configuration, or past the auto threshold", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "storefront-tier-"));
    await writeFile(
      path.join(dir, "catalog.json"),
      JSON.stringify({ products: Array.from({ length: 5 }, () => ({})) }),
    );
    const tierOnly = async (tier: string | undefined, auto?: string) => {
      if (tier === undefined) delete process.env.SEARCH_TIER;
      else process.env.SEARCH_TIER = tier;
      if (auto === undefined) delete process.env.SEARCH_TIER_AUTO_PRODUCTS;
      else process.env.SEARCH_TIER_AUTO_PRODUCTS = auto;
      return libsqlTierOnly(dir);
    };
    expect(await tierOnly(undefined)).toBe(false);
    expect(await tierOnly("isolate", "1")).toBe(false);
    expect(await tierOnly("libsql")).toBe(true);
    expect(await tierOnly("auto", "4")).toBe(true);
    expect(await tierOnly("auto", "5")).toBe(false);
    await rm(dir, { recursive: true, force: true });
  });
});

describe("shipping a compact snapshot", () => {
  const saved = process.env.SEARCH_TIER;
  afterAll(() => {
    if (saved === undefined) delete process.env.SEARCH_TIER;
    else process.env.SEARCH_TIER = saved;
  });

  it("refuses a shop on the in-isolate tier with one line saying what to set, and ships it on the libSQL tier", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "storefront-ship-compact-"));
    const target = path.join(dir, "shipped");
    try {
      const { manifest } = await writeSnapshot(shippedSnapshot().toCatalog(), {
        dir: path.join(dir, "snapshot"),
        layout: "compact",
      });
      process.env.SEARCH_TIER = "isolate";
      const error = await shipCatalog(path.join(dir, "snapshot"), { target }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(SnapshotFileError);
      expect((error as Error).message).toMatch(
        /holds 1,000 products in the compact layout, which only the libSQL search tier serves, but SEARCH_TIER is isolate\. Fix: set SEARCH_TIER=libsql/,
      );
      process.env.SEARCH_TIER = "libsql";
      expect((await shipCatalog(path.join(dir, "snapshot"), { target })).version).toBe(manifest.version);
      const shipped = JSON.parse(
        await readFile(path.join(target, manifest.path, "catalog.json"), "utf8"),
      ) as CatalogFile;
      expect(shipped.compact?.products).toBe(1000);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
