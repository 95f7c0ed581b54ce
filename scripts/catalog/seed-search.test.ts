/**
 * The search tier's seed reads either layout: the test catalogue written full and written compact
 * (its summaries in the shards, in catalogue order by their positions) seeds the same rows.
 */
import { createClient } from "@libsql/client";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { tablesOf } from "../../worker/catalog/libsql-search/tables";
import { shippedSnapshot } from "../../test/support/snapshot";
import { seedSearch } from "./seed-search";
import { writeSnapshot } from "./snapshot-writer";

let dir = "";
afterAll(() => rm(dir, { recursive: true, force: true }));

describe("seeding the search tier", () => {
  it("seeds the same rows from a compact snapshot as from the full one", async () => {
    dir = await mkdtemp(path.join(tmpdir(), "storefront-seed-layouts-"));
    const catalog = shippedSnapshot().toCatalog();
    const rowsOf = async (layout: "full" | "compact") => {
      const { manifest } = await writeSnapshot(catalog, { dir: path.join(dir, layout), layout });
      const url = `file:${path.join(dir, `${layout}.db`)}`;
      const seeded = await seedSearch(url, undefined, { dir: path.join(dir, layout) });
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
          text: t.text.de,
        }))
          rows[name] = (await client.execute(`select * from ${table} order by 1, 2`)).rows.map((r) =>
            Array.from({ length: r.length }, (_, i) => r[i]),
          );
        return rows;
      } finally {
        client.close();
      }
    };
    const full = await rowsOf("full");
    expect(full.docs!.length).toBeGreaterThan(500);
    expect(await rowsOf("compact")).toEqual(full);
  });
});
