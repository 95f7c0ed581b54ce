/**
 * `npx tsx scripts/catalog/reviews/seed.ts [--store en] [dumps…]`: writes reviews into the database
 * LIBSQL_URL names: the demo shop's own reviews on some of the catalogue's products, and the review
 * documents of Vue Storefront dumps (elasticdump lines or JSON arrays; product ids are the
 * catalogue's). Each review is written once (by its source id), so runs can repeat; every touched
 * product's aggregate is rewritten. `npm start` runs it for the demo reviews.
 */
import { createClient } from "@libsql/client";
import { drizzle } from "drizzle-orm/libsql";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { pathToFileURL } from "node:url";
import { shardFile, type ShardFile, type SnapshotManifest } from "../../../schema/catalog/snapshot";
import { isStoreCode } from "../../../domain/store-views";
import { importReviewStatement, recomputeAggregateStatement } from "../../../worker/reviews";
import { databaseSettings } from "../../local-env";
import { readDumps } from "../import/read-dump";
import { DEFAULT_SNAPSHOT_DIR } from "../snapshot-writer";
import { planDemoReviews, planDumpReviews, type ImportReport, type PlannedReview } from "./plan";

const BATCH = 200;

/** The snapshot's products (parents): sku by id, in order. */
async function catalogueProducts(dir: string): Promise<Map<number, string>> {
  const manifest = JSON.parse(await readFile(path.join(dir, "manifest.json"), "utf8")) as SnapshotManifest;
  const catalog = JSON.parse(await readFile(path.join(dir, manifest.path, "catalog.json"), "utf8")) as {
    shardCount: number;
  };
  const byId = new Map<number, string>();
  for (let shard = 0; shard < catalog.shardCount; shard++) {
    const file = JSON.parse(await readFile(path.join(dir, manifest.path, shardFile(shard)), "utf8")) as ShardFile;
    for (const p of file.products) if (p.visibility >= 2 && p.status === 1) byId.set(p.id, p.sku);
  }
  return byId;
}

/** Writes `reviews` (each once) and rewrites the touched products' aggregates; answers how many were new. */
export async function writeReviews(url: string, authToken: string | undefined, reviews: PlannedReview[]) {
  const client = createClient({ url, authToken });
  const db = drizzle(client);
  try {
    let written = 0;
    const now = new Date();
    for (let i = 0; i < reviews.length; i += BATCH) {
      const chunk = reviews.slice(i, i + BATCH);
      const results = await db.batch(
        chunk.map((r) => importReviewStatement(db, { ...r, now: r.createdAt })) as [
          ReturnType<typeof importReviewStatement>,
        ],
      );
      written += results.reduce((n, r) => n + r.rowsAffected, 0);
    }
    const skus = [...new Set(reviews.map((r) => r.productSku))];
    for (let i = 0; i < skus.length; i += BATCH) {
      const chunk = skus.slice(i, i + BATCH);
      await db.batch(
        chunk.map((sku) => recomputeAggregateStatement(db, sku, now)) as [
          ReturnType<typeof recomputeAggregateStatement>,
        ],
      );
    }
    return written;
  } finally {
    client.close();
  }
}

/** Whether the demo reviews were written before (`npm start` then skips reading the catalogue). */
async function hasDemoReviews(url: string, authToken: string | undefined): Promise<boolean> {
  const client = createClient({ url, authToken });
  try {
    const found = await client.execute(
      "select 1 from reviews where source = 'import' and source_id like 'demo:%' limit 1",
    );
    return found.rows.length > 0;
  } finally {
    client.close();
  }
}

/**
 * The demo reviews and those of `dumps`, written; with the dumps' report. `onlyOnce`: nothing when
 * the demo reviews are there already (`npm start`; a new catalogue's products get theirs with a run by hand).
 */
export async function seedReviews(
  url: string,
  authToken?: string,
  {
    dir = DEFAULT_SNAPSHOT_DIR,
    dumps = [],
    store = "en",
    onlyOnce = false,
  }: { dir?: string; dumps?: string[]; store?: string; onlyOnce?: boolean } = {},
): Promise<{ written: number; report: ImportReport | null }> {
  if (onlyOnce && dumps.length === 0 && (await hasDemoReviews(url, authToken))) return { written: 0, report: null };
  const byId = await catalogueProducts(dir);
  const planned = planDemoReviews([...byId.values()], new Date());
  let report: ImportReport | null = null;
  if (dumps.length > 0) {
    const { dumps: parsed } = await readDumps(dumps);
    const fromDumps = planDumpReviews(
      parsed.flatMap((d) => d.docs),
      byId,
      isStoreCode(store) ? store : "en",
    );
    planned.push(...fromDumps.reviews);
    report = fromDumps.report;
  }
  return { written: await writeReviews(url, authToken, planned), report };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { store: { type: "string" }, dir: { type: "string" } },
  });
  const { url, authToken } = databaseSettings("LIBSQL_URL=… npx tsx scripts/catalog/reviews/seed.ts [dumps…]");
  const { written, report } = await seedReviews(url, authToken, {
    dumps: positionals,
    ...(values.dir ? { dir: path.resolve(values.dir) } : {}),
    ...(values.store ? { store: values.store } : {}),
  });
  if (report)
    console.log(
      `review documents: ${report.read} read, ${report.planned} of catalogue products, ${report.unknownProduct} of unknown products, ${report.invalid} invalid`,
    );
  console.log(`${written} new review(s) written`);
}
