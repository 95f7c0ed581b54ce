/**
 * `--only deploy` (issue 36, point 1): a generated catalogue of --deploy-products (100,000 by
 * default) shipped as a deploy would ship it, then
 *   - the static assets checked as Cloudflare takes them (file count, largest file: scripts/deploy/assets.ts),
 *   - `wrangler deploy --dry-run` run on them (wrangler itself refuses an asset over 25 MiB),
 *   - the built worker served from them in Miniflare beside a local libSQL server seeded with that
 *     catalogue, and the storefront isolate's heap read through the inspector after the first product,
 *     category and search pages of every store view and a round of product pages (what stays: the
 *     catalogue file, its lookups, the shards and summaries kept).
 * Needs dist/ built.
 */
import { cp, readFile, stat } from "node:fs/promises";
import { spawnSync } from "node:child_process";
import path from "node:path";
import { STORE_CODES } from "../../domain/store-views";
import { categoryUrl, productUrl } from "../../domain/urls";
import type { CatalogFile } from "../../schema/catalog/snapshot";
import { generateDemoCatalog } from "../../scripts/catalog/demo/generate";
import { seedSearch } from "../../scripts/catalog/seed-search";
import { seedStock } from "../../scripts/catalog/seed-stock";
import { libsqlTierOnly, shipCatalog, SHIPPED_CATALOG } from "../../scripts/catalog/ship";
import { writeSnapshot } from "../../scripts/catalog/snapshot-writer";
import { summarizeAll } from "../../scripts/catalog/summaries";
import { assetFacts, assetProblems, MAX_ASSET_BYTES, MAX_ASSET_FILES } from "../../scripts/deploy/assets";
import { migrateDatabase } from "../../scripts/db-migrate";
import { startLibsqlServer } from "../../scripts/libsql-server/server";
import { freePort } from "../../scripts/local-stack";
import { ROOT, startWorkerRuntime } from "../../scripts/worker-runtime";
import { track } from "./cleanup";
import { connectInspector, heapAfterGc } from "./inspector";
import { status, table, type BudgetLine, type Section } from "./markdown";

export interface DeployScaleResult {
  products: number;
  /** Generating and writing the snapshot, shipping it (compact), seeding the libSQL tier: seconds. */
  seconds: { snapshot: number; ship: number; seed: number; dryRun: number };
  compact: boolean;
  /** Whether the build should ship this size compact (SEARCH_TIER, or auto past its threshold). */
  compactExpected: boolean;
  assets: { files: number; mib: number; largest: { file: string; mib: number }; problems: string[] };
  catalogJsonMib: number;
  dryRun: { ok: boolean; output: string };
  heap: { emptyMb: number; loadedMb: number; afterProductsMb: number; pages: number; errors: number };
}

const MIB = 2 ** 20;

export async function runDeployScale(options: {
  products: number;
  tmp: string;
  log: (line: string) => void;
}): Promise<DeployScaleResult> {
  const { products, tmp, log } = options;
  let started = performance.now();
  const since = () => (performance.now() - started) / 1000;

  log(`  generating and writing the ${products.toLocaleString("en-US")}-product demo catalogue (no images)…`);
  const snapshot = path.join(tmp, `deploy-snapshot-${products}`);
  const demo = generateDemoCatalog({ products });
  await writeSnapshot(demo, { dir: snapshot });
  const listed = summarizeAll(demo.products).filter((p) => p.status === 1 && p.visibility >= 2);
  const categories = demo.categories.filter((c) => c.isActive && c.level === 3 && c.displayMode !== "PAGE");
  const snapshotSeconds = since();

  log("  shipping it beside a copy of the client build, as `npm run build` would for this size…");
  started = performance.now();
  const assets = path.join(tmp, `deploy-assets-${products}`);
  await cp(path.join(ROOT, "dist/client"), assets, {
    recursive: true,
    filter: (src) => src !== SHIPPED_CATALOG && !src.startsWith(`${SHIPPED_CATALOG}${path.sep}`),
  });
  const manifest = await shipCatalog(snapshot, { target: path.join(assets, "catalog"), pendingMedia: "ship" });
  const shipSeconds = since();
  const catalogJson = path.join(assets, "catalog", manifest.path, "catalog.json");
  const catalogFile = JSON.parse(await readFile(catalogJson, "utf8")) as CatalogFile;
  const facts = await assetFacts(assets, 0);
  const largest = facts.tooBig.sort((a, b) => b.bytes - a.bytes)[0] ?? { file: "", bytes: 0 };
  const problems = assetProblems({ ...facts, tooBig: facts.tooBig.filter((f) => f.bytes > MAX_ASSET_BYTES) });

  log("  wrangler deploy --dry-run on those assets…");
  started = performance.now();
  const run = spawnSync(
    "npx",
    ["wrangler", "deploy", "--dry-run", "--outdir", path.join(tmp, "deploy-dry-run"), "--assets", assets],
    {
      cwd: ROOT,
      encoding: "utf8",
      env: { ...process.env, NODE_ENV: "production", WRANGLER_SEND_METRICS: "false", WRANGLER_HIDE_BANNER: "true" },
    },
  );
  const dryRunSeconds = since();
  const output = `${run.stdout}\n${run.stderr}`.trim();

  log("  seeding a local libSQL server with it (stock, search tier)…");
  started = performance.now();
  const db = await startLibsqlServer({ file: path.join(tmp, `deploy-${products}.db`), port: 0, log: () => undefined });
  track(() => db.close());
  await migrateDatabase(db.url);
  await seedStock(db.url, undefined, { dir: snapshot });
  await seedSearch(db.url, undefined, { dir: snapshot });
  const seedSeconds = since();

  log("  serving it in Miniflare and reading the storefront isolate's heap…");
  const inspectorPort = await freePort(0);
  const runtime = await startWorkerRuntime({
    bindings: { LIBSQL_URL: db.url, LOG_LEVEL: "warn", PAGE_CACHE: "off" },
    assetsDirectory: assets,
    port: 0,
    inspectorPort,
  });
  track(() => runtime.dispose());
  const origin = runtime.url!.origin;
  const inspector = await connectInspector(inspectorPort);
  track(() => inspector.close());
  let pages = 0;
  let errors = 0;
  const get = async (url: string) => {
    const response = await fetch(origin + url, { redirect: "manual" });
    await response.arrayBuffer();
    pages++;
    if (response.status >= 400) errors++;
  };
  // A request the worker itself answers (static files never enter the isolate), loading nothing.
  const poke = () => fetch(`${origin}/api/bench-memory`).then((r) => r.arrayBuffer());
  const emptyBytes = await heapAfterGc(inspector, poke);
  for (const code of STORE_CODES) {
    await get(productUrl(code, listed[0]!));
    await get(categoryUrl(categories[0]!, code));
    await get(`${code === "nl" ? "" : `/${code}`}/search?q=jas`);
  }
  const loadedBytes = await heapAfterGc(inspector, poke);
  // Product pages spread over the catalogue: the shards and summaries kept reach their bounds.
  const step = Math.max(1, Math.floor(listed.length / 200));
  for (let i = 0; i < listed.length; i += step) await get(productUrl("nl", listed[i]!));
  for (const category of categories.slice(0, 20)) await get(categoryUrl(category, "de"));
  const afterBytes = await heapAfterGc(inspector, poke);

  return {
    products,
    seconds: { snapshot: snapshotSeconds, ship: shipSeconds, seed: seedSeconds, dryRun: dryRunSeconds },
    compact: catalogFile.compact !== undefined,
    compactExpected: await libsqlTierOnly(path.join(snapshot, manifest.path)),
    assets: {
      files: facts.files,
      mib: facts.bytes / MIB,
      largest: { file: largest.file, mib: largest.bytes / MIB },
      problems,
    },
    catalogJsonMib: (await stat(catalogJson)).size / MIB,
    dryRun: { ok: run.status === 0, output: output.split("\n").slice(-6).join("\n") },
    heap: {
      emptyMb: emptyBytes / 1e6,
      loadedMb: loadedBytes / 1e6,
      afterProductsMb: afterBytes / 1e6,
      pages,
      errors,
    },
  };
}

const TITLE = "12. Deploy at scale: a generated catalogue shipped, dry-run deployed and served";

/** The report section: the deploy's limits and the isolate heap as budget lines. */
export function deployScaleSection(result: DeployScaleResult | null, error?: string): Section {
  if (!result)
    return {
      title: TITLE,
      body: [],
      budgets: [{ section: "deploy", name: "deploy part", value: error ?? "not run", budget: "—", status: "N/A" }],
    };
  const r = result;
  const at = `${r.products.toLocaleString("en-US")} products`;
  const line = (
    name: string,
    value: string,
    budget: string,
    ok: boolean | null,
    measured?: number,
    limit?: number,
    unit?: string,
  ): BudgetLine => ({
    section: "deploy",
    name,
    value,
    budget,
    status: ok === null ? "INFO" : status(ok),
    ...(measured !== undefined ? { measured, limit, unit } : {}),
  });
  const budgets = [
    line(
      `layout shipped at ${at}`,
      r.compact ? "compact" : "full",
      r.compactExpected ? "compact (the libSQL tier at this size)" : "full (the in-isolate tier at this size)",
      r.compact === r.compactExpected,
    ),
    line(
      `static files at ${at}`,
      `${r.assets.files.toLocaleString("en-US")} (${r.assets.mib.toFixed(0)} MiB)`,
      `≤ ${MAX_ASSET_FILES.toLocaleString("en-US")}`,
      r.assets.files <= MAX_ASSET_FILES,
      r.assets.files,
      MAX_ASSET_FILES,
      "files",
    ),
    line(
      `largest static file at ${at}`,
      `${r.assets.largest.mib.toFixed(2)} MiB (${r.assets.largest.file})`,
      "≤ 25 MiB",
      r.assets.largest.mib <= 25,
      r.assets.largest.mib,
      25,
      "MiB",
    ),
    line(`wrangler deploy --dry-run at ${at}`, r.dryRun.ok ? "passed" : "failed", "passes", r.dryRun.ok),
    line(
      `isolate heap at ${at}, after a product, category and search page per store view`,
      `${r.heap.loadedMb.toFixed(1)} MB`,
      "≤ 64 MB",
      r.heap.loadedMb <= 64,
      r.heap.loadedMb,
      64,
      "MB",
    ),
    line(
      `isolate heap at ${at}, after ${r.heap.pages} pages across the catalogue`,
      `${r.heap.afterProductsMb.toFixed(1)} MB`,
      "≤ 64 MB",
      r.heap.afterProductsMb <= 64,
      r.heap.afterProductsMb,
      64,
      "MB",
    ),
    line(`pages answered 4xx or 5xx at ${at}`, String(r.heap.errors), "0", r.heap.errors === 0),
  ];
  return {
    title: TITLE,
    body: [
      "A generated catalogue shipped as the build ships it at this size (the compact layout: the shop searches on the libSQL tier), checked as Cloudflare takes static assets, run through `wrangler deploy --dry-run`, then served by the built worker in Miniflare with a local libSQL server seeded with it; the storefront isolate's heap is read through the inspector after forced collections.",
      "",
      ...table(
        ["step", "figure"],
        [
          ["generate and write the snapshot", `${r.seconds.snapshot.toFixed(0)} s`],
          ["ship it (compact layout)", `${r.seconds.ship.toFixed(0)} s`],
          ["catalog.json shipped", `${r.catalogJsonMib.toFixed(2)} MiB`],
          ["seed stock and the search tier", `${r.seconds.seed.toFixed(0)} s`],
          ["wrangler deploy --dry-run", `${r.seconds.dryRun.toFixed(0)} s`],
          ["isolate heap, started", `${r.heap.emptyMb.toFixed(1)} MB`],
        ],
      ),
      ...(r.assets.problems.length ? ["", "Asset problems:", "", ...r.assets.problems.map((p) => `- ${p}`)] : []),
      ...(r.dryRun.ok ? [] : ["", "wrangler said:", "", "```", r.dryRun.output, "```"]),
    ],
    budgets,
  };
}
