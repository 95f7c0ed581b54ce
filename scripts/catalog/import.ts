/**
 * npm run catalog:import -- [--media <dir>] [--out <dir>] [--dry-run] <files or folders…>
 * (without --out it writes to $CATALOG_DIR, else .data/catalog)
 *
 * Imports Vue Storefront / Magento Elasticsearch dumps (elasticdump lines or JSON arrays; a folder
 * stands for every .json in it) into a catalogue snapshot, and prints what it did. Exit code 0 when
 * something was imported; 1 on usage errors or when nothing valid was found.
 */
import { stat } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { mkdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import { watchPeakMemory } from "../peak-memory";
import { formatReport, importCatalogToStore, importedAnything } from "./import/index";
import { ImportScratch } from "./import/scratch";
import { folderMediaSource } from "./media-variants";
import { writeStoredSnapshot } from "./snapshot-writer";
import { snapshotDir } from "./ship";

const USAGE = `Usage: npm run catalog:import -- [--media <dir>] [--out <dir>] [--dry-run] <files or folders…>

  <files or folders…>  elasticdump files (one {_index,_type,_id,_source} per line) or JSON arrays of
                       documents (products.json, categories.json, attributes.json, taxrules.json);
                       a folder imports every .json file in it
  --media <dir>        originals by Magento media path (e.g. ../shared/data/luma-media): writes the
                       image variants (takes minutes for a few hundred photos)
  --out <dir>          where to write the snapshot (default $CATALOG_DIR, else .data/catalog)
  --dry-run            import and report, write nothing`;

function fail(message: string): number {
  console.error(`${message}\n\n${USAGE}`);
  return 1;
}

export async function main(argv: string[]): Promise<number> {
  let args;
  try {
    args = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        media: { type: "string" },
        out: { type: "string" },
        "dry-run": { type: "boolean" },
        help: { type: "boolean", short: "h" },
      },
    });
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
  if (args.values.help) {
    console.log(USAGE);
    return 0;
  }
  if (args.positionals.length === 0) return fail("No dump files given.");
  const media = args.values.media ? path.resolve(args.values.media) : undefined;
  if (
    media &&
    !(await stat(media).then(
      (s) => s.isDirectory(),
      () => false,
    ))
  )
    return fail(`--media ${args.values.media}: not a folder`);

  // Where npm start and npm run build read it: $CATALOG_DIR, else .data/catalog (README).
  const dir = args.values.out ? path.resolve(args.values.out) : snapshotDir();
  // The products wait in a scratch file beside the snapshot while they are normalised and written
  // (some 10 GB at a million products; the system's temp folder may be a small memory disk). A dry
  // run writes nothing there: its scratch file goes to the temp folder.
  const dryRun = Boolean(args.values["dry-run"]);
  const scratchDir = dryRun ? tmpdir() : dir;
  await mkdir(scratchDir, { recursive: true });
  const scratch = new ImportScratch(path.join(scratchDir, `.import-${process.pid}.db`));
  try {
    return await importInto(args.positionals, dir, scratch, { media, dryRun });
  } finally {
    scratch.close();
  }
}

async function importInto(
  paths: string[],
  dir: string,
  scratch: ImportScratch,
  { media, dryRun }: { media: string | undefined; dryRun: boolean },
): Promise<number> {
  // Progress on stderr (the report is stdout): what runs, and at the end its time and peak memory.
  const started = performance.now();
  const peak = watchPeakMemory();
  const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
  const log = (line: string) => console.error(line);
  log(`reading ${paths.length} dump file(s) or folder(s)…`);
  let result;
  try {
    result = await importCatalogToStore(paths, scratch, (line) => log(`${line} (${elapsed()})`));
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
  const { head, products, report } = result;
  log(`read and normalised ${products.count.toLocaleString("en")} products in ${elapsed()}`);
  if (!importedAnything(report)) {
    console.log(formatReport(report, null, "Nothing valid was found in the given files: no snapshot written."));
    return 1;
  }
  if (dryRun) {
    console.log(formatReport(report, null));
    return 0;
  }
  log(`writing the snapshot to ${dir}…`);
  const written = await writeStoredSnapshot(head, products, {
    dir,
    media: media ? folderMediaSource(media) : undefined,
    log: (line) => log(`${line} (${elapsed()})`),
  });
  log(`snapshot written in ${elapsed()} all told; peak memory ${peak()} MB`);
  console.log(
    formatReport(report, {
      version: written.manifest.version,
      dir: path.relative(process.cwd(), dir).startsWith("..") ? dir : path.relative(process.cwd(), dir) || ".",
      images: written.manifest.counts.images,
      media: Boolean(media),
      warnings: written.warnings,
    }),
  );
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  process.exitCode = await main(process.argv.slice(2));
}
