/** The snapshot loader remembers a failure for a while (no re-parse on every request), then tries again. */
import { afterEach, describe, expect, it, vi } from "vitest";
import { CATALOG_RETRY_MS } from "../../schema/constants";
import { CatalogUnavailableError, getCatalogVersion } from "./loader";

afterEach(() => vi.useRealTimers());

describe("the catalogue loader", () => {
  it("answers a failed manifest with CatalogUnavailableError, fetches it again only after CATALOG_RETRY_MS, then recovers", async () => {
    vi.useFakeTimers({ now: new Date("2026-11-23T10:00:00Z") });
    let fetches = 0;
    let healthy = false;
    const assets = {
      fetch: (url: string) => {
        fetches++;
        expect(url).toMatch(/\/catalog\/manifest\.json$/);
        return Promise.resolve(
          healthy
            ? new Response(JSON.stringify({ version: "v2", path: "v/abc" }))
            : new Response("{broken", { status: 200 }),
        );
      },
    };
    await expect(getCatalogVersion(assets as never)).rejects.toBeInstanceOf(CatalogUnavailableError);
    await expect(getCatalogVersion(assets as never)).rejects.toMatchObject({
      detail: expect.stringMatching(/manifest\.json is not valid JSON/),
      status: 503,
    });
    expect(fetches).toBe(1);
    healthy = true;
    vi.setSystemTime(Date.now() + CATALOG_RETRY_MS + 1);
    expect(await getCatalogVersion(assets as never)).toBe("v2");
    expect(await getCatalogVersion(assets as never)).toBe("v2");
    expect(fetches).toBe(2);
  });
});

describe("the search index file of the request's store view", () => {
  it("is read while the catalogue loads, once, and restored from that read", async () => {
    const { mkdtemp, readFile, rm, writeFile } = await import("node:fs/promises");
    const os = await import("node:os");
    const path = await import("node:path");
    const { generateDemoCatalog } = await import("../../scripts/catalog/demo/generate");
    const { writeSnapshot } = await import("../../scripts/catalog/snapshot-writer");
    const { buildCatalogData } = await import("./catalog-data");
    const { buildSearchIndexFile, searchIndexFile } = await import("./search/store-index");
    const { getCatalog, getStoreIndex } = await import("./loader");
    const dir = await mkdtemp(path.join(os.tmpdir(), "loader-"));
    try {
      await writeSnapshot(generateDemoCatalog({ products: 50 }), { dir: path.join(dir, "catalog") });
      const manifest = JSON.parse(await readFile(path.join(dir, "catalog/manifest.json"), "utf8")) as {
        path: string;
      };
      const versionDir = path.join(dir, "catalog", manifest.path);
      const data = buildCatalogData(JSON.parse(await readFile(path.join(versionDir, "catalog.json"), "utf8")));
      for (const code of ["nl", "de"] as const)
        await writeFile(
          path.join(versionDir, searchIndexFile(code)),
          JSON.stringify(await buildSearchIndexFile(data, code)),
        );
      const requested: string[] = [];
      const assets = {
        fetch: async (url: string) => {
          const file = new URL(url).pathname;
          requested.push(file.split("/").pop()!);
          return new Response(await readFile(path.join(dir, file)));
        },
      };
      const catalog = await getCatalog(assets, "nl");
      // The nl index file and the listing were asked for before the catalogue's file, so their reads ran beside the parse.
      expect(requested).toEqual(["manifest.json", "search-nl.json", "listing.json", "catalog.json"]);
      const nl = await getStoreIndex(catalog, assets, "nl", "NL");
      const de = await getStoreIndex(catalog, assets, "de", "NL");
      expect(requested.slice(4)).toEqual(["search-de.json"]);
      expect(nl.store.code).toBe("nl");
      expect(de.store.code).toBe("de");
      expect(catalog.indexFiles.size).toBe(0);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
