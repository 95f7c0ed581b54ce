/**
 * The search tier's seed reads either layout: the test catalogue written full and written compact
 * (its summaries in the shards, in catalogue order by their positions) seeds the same rows, and the
 * same as a seed from every summary in memory (the seed keeps only the listable products' summaries).
 */
import { createClient } from "@libsql/client";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { CatalogFile } from "../../schema/catalog/snapshot";
import { buildCatalogData, searchTierSourceOf, seedSearchTier } from "../../worker/catalog";
import { tablesOf } from "../../worker/catalog/libsql-search/tables";
import { shippedSnapshot } from "../../test/support/snapshot";
import { seedSearch } from "./seed-search";
import { writeSnapshot } from "./snapshot-writer";

let dir = "";
afterAll(() => rm(dir, { recursive: true, force: true }));

describe("seeding the search tier", () => {
  it("seeds the same rows from a compact snapshot as from the full one, and as from every summary in memory", async () => {
    dir = await mkdtemp(path.join(tmpdir(), "storefront-seed-layouts-"));
    // A word only a product that is not listed (a variant) uses on its own still splits the listed
    // names' compounds, as in the in-isolate index, built from every summary.
    const shipped = shippedSnapshot().toCatalog();
    const hidden = shipped.products.find((p) => p.status === 1 && p.visibility < 2)!;
    const listed = shipped.products.find((p) => p.status === 1 && p.visibility >= 2)!;
    const catalog = {
      ...shipped,
      products: shipped.products.map((p) =>
        p === hidden
          ? { ...p, name: { ...p.name, de: "Zauberstoff" } }
          : p === listed
            ? { ...p, name: { ...p.name, de: `${p.name.de} Wunderzauberstoff` } }
            : p,
      ),
    };
    // Every summary in memory, the variants' included, as the in-isolate index is built.
    const everySummary = async (url: string, folder: string, version: string) => {
      const file = JSON.parse(await readFile(path.join(folder, "catalog.json"), "utf8")) as CatalogFile;
      const children = catalog.products.flatMap((p) => p.children.map((c) => [c.sku, p.sku] as [string, string]));
      const client = createClient({ url });
      try {
        return await seedSearchTier(client, version, searchTierSourceOf(buildCatalogData(file), children));
      } finally {
        client.close();
      }
    };
    const rowsOf = async (layout: "full" | "compact", from: "snapshot" | "every summary" = "snapshot") => {
      const name = from === "snapshot" ? layout : `${layout}-every-summary`;
      const { manifest } = await writeSnapshot(catalog, { dir: path.join(dir, name), layout });
      const url = `file:${path.join(dir, `${name}.db`)}`;
      const seeded =
        from === "snapshot"
          ? await seedSearch(url, undefined, { dir: path.join(dir, name) })
          : await everySummary(url, path.join(dir, name, manifest.path), manifest.version);
      expect(seeded.seeded).toBe(true);
      const client = createClient({ url });
      try {
        const t = tablesOf(manifest.version);
        const rows: Record<string, unknown[]> = {};
        for (const [name, table] of Object.entries({
          docs: t.docs,
          facets: t.facets,
          cats: t.cats,
          skus: t.skus,
          terms: t.terms,
          textDe: t.text.de,
          textNl: t.text.nl,
        }))
          rows[name] = (await client.execute(`select * from ${table} order by 1, 2`)).rows.map((r) =>
            Array.from({ length: r.length }, (_, i) => r[i]),
          );
        return rows;
      } finally {
        client.close();
      }
    };
    const reference = await rowsOf("full", "every summary");
    expect(reference.docs!.length).toBeGreaterThan(500);
    // The text table's columns: doc, len, then the name's words.
    const nameWords = reference.textDe!.flatMap((row) => String((row as unknown[])[2]).split(" "));
    expect(nameWords).toContain("wunderzauberstoff");
    expect(nameWords.filter((word) => word.startsWith("zauberstof"))).not.toEqual([]);
    expect(await rowsOf("full")).toEqual(reference);
    expect(await rowsOf("compact")).toEqual(reference);
  });
});
