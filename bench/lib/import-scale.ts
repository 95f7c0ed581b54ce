/**
 * `--only import` (issue 36, point 4): `npm run catalog:import` on product dumps of --import-sizes
 * (100,000 and 1,000,000 by default), made from the Luma dump by scale-dump.ts, each run as the
 * operator runs it (its own process) and timed by its own progress lines: the time of each stage,
 * all told, and its peak memory (VmHWM, what the process held at its fullest). Then what it wrote:
 * the layout (compact above FULL_LAYOUT_MAX_PRODUCTS), catalog.json and the largest file. Then
 * `npm run catalog:seed` of that snapshot into a fresh embedded libSQL file, as an operator seeds
 * Turso: its time and peak memory (as it reports them). The dump, the snapshot, the database and the
 * importer's scratch file (several GB at a million) are removed after each size.
 */
import { spawn } from "node:child_process";
import { readdir, readFile, rm, stat } from "node:fs/promises";
import path from "node:path";
import { createInterface } from "node:readline";
import type { CatalogFile, SnapshotManifest } from "../../schema/catalog/snapshot";
import { FULL_LAYOUT_MAX_PRODUCTS } from "../../scripts/catalog/snapshot-writer";
import { ROOT } from "../../scripts/worker-runtime";
import { trackChild } from "./cleanup";
import { status, table, type BudgetLine, type Section } from "./markdown";
import { LUMA_DUMP } from "../relevance/evaluate";
import { writeScaleDump } from "./scale-dump";

const TITLE = "13. Import at scale: catalog:import on dumps made from the Luma dump";
/** Issue 36, point 4: the importer streams, under 1 GB for a million products. */
export const IMPORT_PEAK_BUDGET_MB = 1024;

export interface ImportSizeResult {
  products: number;
  dumpMib: number;
  /** Seconds since the start at each progress line that names a stage. */
  stages: { read: number; normalised: number; urls: number; checked: number; summarised: number; written: number };
  peakMb: number;
  layout: "full" | "compact";
  catalogJsonMib: number;
  largest: { file: string; mib: number };
  files: number;
  /** `catalog:seed` of the snapshot: all told, the search tier's part, peak memory, listable products seeded. */
  seed: { seconds: number; searchSeconds: number; peakMb: number; listed: number } | { error: string };
}

const MIB = 2 ** 20;

async function filesUnder(dir: string): Promise<{ file: string; bytes: number }[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return Promise.all(
    entries
      .filter((e) => e.isFile())
      .map(async (e) => {
        const file = path.join(e.parentPath, e.name);
        return { file: path.relative(dir, file), bytes: (await stat(file)).size };
      }),
  );
}

/**
 * Runs an npm script as the operator runs it (through npm, with the flags its script sets); resolves
 * with the lines of the stream it reports on, logging those `shown` matches (none without it).
 */
function runScript(
  args: string[],
  {
    stream,
    shown,
    env,
    log,
  }: { stream: "stdout" | "stderr"; shown?: RegExp; env?: NodeJS.ProcessEnv; log: (line: string) => void },
): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = spawn("npm", ["run", "--silent", ...args], {
      cwd: ROOT,
      env: env ?? process.env,
      stdio: ["ignore", stream === "stdout" ? "pipe" : "ignore", stream === "stderr" ? "pipe" : "ignore"],
    });
    trackChild(child);
    const lines: string[] = [];
    createInterface({ input: (stream === "stdout" ? child.stdout : child.stderr)! }).on("line", (line) => {
      lines.push(line);
      if (shown?.test(line)) log(`    ${line.trim()}`);
    });
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve(lines) : reject(new Error(`${args[0]} exited with ${code}: ${lines.slice(-3).join(" / ")}`)),
    );
  });
}

/** The importer on a dump; its stderr lines (progress, each with the seconds it came at). */
const runImporter = (dump: string, out: string, log: (line: string) => void) =>
  runScript(["catalog:import", "--", "--out", out, dump], {
    stream: "stderr",
    shown: /products (summarised|normalised)|url paths|checked|written in|shards written/,
    log,
  });

/** `catalog:seed` of a snapshot into a fresh embedded libSQL file (migrated first), as its lines report it. */
async function runSeed(out: string, db: string, log: (line: string) => void): Promise<ImportSizeResult["seed"]> {
  const env = { ...process.env, LIBSQL_URL: `file:${db}` };
  try {
    await runScript(["db:migrate"], { stream: "stdout", env, log });
    const lines = await runScript(["catalog:seed", "--", "--dir", out], {
      stream: "stdout",
      shown: /seeded|done in/,
      env,
      log,
    });
    const done = /catalog:seed done in ([\d.]+) s; peak memory (\d+) MB/.exec(lines.join("\n"));
    const search = /search tier: ([\d,]+) products seeded in ([\d.]+) s/.exec(lines.join("\n"));
    return {
      seconds: done ? Number(done[1]) : NaN,
      peakMb: done ? Number(done[2]) : NaN,
      searchSeconds: search ? Number(search[2]) : NaN,
      listed: search ? Number(search[1]!.replaceAll(",", "")) : NaN,
    };
  } catch (error) {
    return { error: error instanceof Error ? error.message.split("\n")[0]! : String(error) };
  }
}

/** The seconds a progress line reports: "(12.3 s)" at its end, or "in 12.3 s". */
function secondsOf(lines: string[], pattern: RegExp): number {
  const line = [...lines].reverse().find((l) => pattern.test(l));
  const match = line && /(?:\(|in )([\d.]+) s/.exec(line);
  return match ? Number(match[1]) : NaN;
}

export async function runImportScale(options: {
  sizes: number[];
  tmp: string;
  log: (line: string) => void;
}): Promise<ImportSizeResult[]> {
  const results: ImportSizeResult[] = [];
  for (const products of options.sizes) {
    const dump = path.join(options.tmp, `import-dump-${products}.json`);
    const out = path.join(options.tmp, `import-snapshot-${products}`);
    const db = path.join(options.tmp, `import-seed-${products}.db`);
    options.log(`  writing a dump of ${products.toLocaleString("en-US")} products from the Luma dump…`);
    const { bytes } = await writeScaleDump(LUMA_DUMP, dump, products);
    options.log(`  catalog:import of ${(bytes / MIB).toFixed(0)} MiB…`);
    try {
      const lines = await runImporter(dump, out, options.log);
      const peak = /peak memory (\d+) MB/.exec(lines.find((l) => l.includes("peak memory")) ?? "");
      const manifest = JSON.parse(await readFile(path.join(out, "manifest.json"), "utf8")) as SnapshotManifest;
      const versionDir = path.join(out, manifest.path);
      const files = await filesUnder(versionDir);
      const largest = files.sort((a, b) => b.bytes - a.bytes)[0]!;
      const catalogJson = files.find((f) => f.file === "catalog.json")!;
      const head = JSON.parse(await readFile(path.join(versionDir, "catalog.json"), "utf8")) as CatalogFile;
      options.log(`  catalog:seed of that snapshot…`);
      const seed = await runSeed(out, db, options.log);
      results.push({
        products,
        dumpMib: bytes / MIB,
        stages: {
          read: secondsOf(lines, /documents read/),
          normalised: secondsOf(lines, /products normalised/),
          urls: secondsOf(lines, /url paths handed out/),
          checked: secondsOf(lines, /products checked/),
          summarised: secondsOf(lines, /products summarised/),
          written: secondsOf(lines, /snapshot written in/),
        },
        peakMb: peak ? Number(peak[1]) : NaN,
        layout: head.compact ? "compact" : "full",
        catalogJsonMib: catalogJson.bytes / MIB,
        largest: { file: largest.file, mib: largest.bytes / MIB },
        files: files.length,
        seed,
      });
      options.log(
        `  ${products.toLocaleString("en-US")}: ${results.at(-1)!.stages.written} s, peak ${results.at(-1)!.peakMb} MB`,
      );
    } finally {
      await rm(dump, { force: true });
      await rm(out, { recursive: true, force: true });
      for (const file of [db, `${db}-wal`, `${db}-shm`]) await rm(file, { force: true });
    }
  }
  return results;
}

export function importScaleSection(results: ImportSizeResult[] | null, error?: string): Section {
  if (!results)
    return {
      title: TITLE,
      body: [],
      budgets: [{ section: "import", name: "import part", value: error ?? "not run", budget: "—", status: "N/A" }],
    };
  const budgets: BudgetLine[] = [];
  for (const r of results) {
    const at = `${r.products.toLocaleString("en-US")} products`;
    const judged = r.products >= 1_000_000;
    budgets.push({
      section: "import",
      name: `catalog:import peak memory at ${at}`,
      value: `${r.peakMb} MB`,
      budget: judged ? `< ${IMPORT_PEAK_BUDGET_MB.toLocaleString("en-US")} MB` : "reported",
      status: judged ? status(r.peakMb < IMPORT_PEAK_BUDGET_MB) : "INFO",
      measured: r.peakMb,
      limit: IMPORT_PEAK_BUDGET_MB,
      unit: "MB",
    });
    budgets.push({
      section: "import",
      name: `catalog:import time at ${at}`,
      value: `${r.stages.written.toFixed(0)} s`,
      budget: "reported",
      status: "INFO",
      measured: r.stages.written,
      unit: "s",
    });
    budgets.push({
      section: "import",
      name: `catalog:seed peak memory at ${at}`,
      value: "error" in r.seed ? r.seed.error : `${r.seed.peakMb} MB (${r.seed.seconds.toFixed(0)} s)`,
      budget: "reported",
      status: "error" in r.seed ? "FAIL" : "INFO",
      ...("error" in r.seed ? {} : { measured: r.seed.peakMb, unit: "MB" }),
    });
    // A compact snapshot ships as written; a full one is the importer's folder, which the build
    // compacts for a shop on the libSQL tier (ship.ts), so only the compact one is held to the limit.
    const compact = r.layout === "compact";
    budgets.push({
      section: "import",
      name: `largest snapshot file at ${at}`,
      value: `${r.largest.mib.toFixed(2)} MiB (${r.largest.file}; ${r.layout} layout)`,
      budget: compact ? "≤ 25 MiB (shipped as written)" : "reported (the build ships it compact on the libSQL tier)",
      status: compact ? status(r.largest.mib <= 25) : "INFO",
      measured: r.largest.mib,
      limit: 25,
      unit: "MiB",
    });
  }
  const body = [
    `Each size is a dump made from the Luma dump (${results.map((r) => `${r.dumpMib.toFixed(0)} MiB`).join(", ")}), its product documents copied with their own ids, skus and url keys, imported by \`npm run catalog:import\` in a process of its own. Peak memory is the process's VmHWM as it reports it; the stage times are its progress lines (seconds from its start). Above ${FULL_LAYOUT_MAX_PRODUCTS.toLocaleString("en-US")} products the snapshot is written in the compact layout.`,
    "",
    ...table(
      [
        "products",
        "read",
        "normalised",
        "url paths",
        "checked",
        "summarised",
        "written",
        "peak MB",
        "layout",
        "catalog.json MiB",
        "files",
      ],
      results.map((r) => [
        r.products.toLocaleString("en-US"),
        r.stages.read.toFixed(1),
        r.stages.normalised.toFixed(1),
        r.stages.urls.toFixed(1),
        r.stages.checked.toFixed(1),
        r.stages.summarised.toFixed(1),
        r.stages.written.toFixed(1),
        r.peakMb,
        r.layout,
        r.catalogJsonMib.toFixed(2),
        r.files.toLocaleString("en-US"),
      ]),
    ),
    "",
    "Then `npm run catalog:seed -- --dir <the snapshot>` into a fresh embedded libSQL file (after `npm run db:migrate`): the price history, the search tier's tables (from the listable products' summaries; of the others only the words their names add to the compound dictionary) and the stock of every sku. Its time and peak memory are the ones it prints at the end.",
    "",
    ...table(
      ["products", "listable products seeded", "search tier s", "seed all told s", "seed peak MB"],
      results.map((r) =>
        "error" in r.seed
          ? [r.products.toLocaleString("en-US"), `failed: ${r.seed.error}`, "–", "–", "–"]
          : [
              r.products.toLocaleString("en-US"),
              r.seed.listed.toLocaleString("en-US"),
              r.seed.searchSeconds.toFixed(1),
              r.seed.seconds.toFixed(1),
              String(r.seed.peakMb),
            ],
      ),
    ),
  ];
  return { title: TITLE, body, budgets };
}
