/**
 * `npm run catalog:demo`: writes the built-in demo catalogue of Atelier Noord (generated,
 * deterministic, with its own artwork) as the snapshot `npm start` serves.
 *
 *   tsx scripts/catalog/demo.ts [--products N] [--seed n] [--no-images] [--out dir]
 */
import { parseArgs } from "node:util";
import path from "node:path";
import type { Catalog } from "../../schema/catalog/snapshot";
import { DEFAULT_PRODUCTS, DEFAULT_SEED, MIN_PRODUCTS } from "./demo/generate";
import { writeDemoSnapshot } from "./demo/write";
import { referencedImages } from "./snapshot-writer";
import { snapshotDir } from "./ship";

const USAGE = `Usage: tsx scripts/catalog/demo.ts [options]
  --products N   number of products (default ${DEFAULT_PRODUCTS}, at least ${MIN_PRODUCTS})
  --seed n       seed of the generator (default ${DEFAULT_SEED}); same arguments, same catalogue
  --no-images    skip the artwork (pages show a neutral placeholder); much faster
  --out dir      snapshot folder (default $CATALOG_DIR, else .data/catalog)`;

function wholeNumber(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n)) throw new Error(`--${name} must be a whole number, got "${value}"`);
  return n;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      products: { type: "string" },
      seed: { type: "string" },
      "no-images": { type: "boolean", default: false },
      out: { type: "string" },
      help: { type: "boolean", short: "h", default: false },
    },
    strict: true,
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const products = wholeNumber("products", values.products, DEFAULT_PRODUCTS);
  const seed = wholeNumber("seed", values.seed, DEFAULT_SEED);
  const dir = values.out ? path.resolve(values.out) : snapshotDir();
  const images = !values["no-images"];

  const started = performance.now();
  console.log(
    `Generating ${products} products and writing them to ${dir}${images ? " with images (about four minutes)" : " without images"}…`,
  );
  const { manifest, warnings, catalog } = await writeDemoSnapshot({
    dir,
    products,
    seed,
    images,
    log: (line) => console.log(line),
  });
  const expected = referencedImages(catalog.products);

  const byType = new Map<string, number>();
  for (const p of catalog.products) byType.set(p.type, (byType.get(p.type) ?? 0) + 1);
  const count = (fn: (p: Catalog["products"][number]) => boolean): number => catalog.products.filter(fn).length;
  const lines = [
    `Demo catalogue written: version ${manifest.version} (${manifest.source})`,
    `  products   ${manifest.counts.products} (${[...byType.entries()].map(([type, n]) => `${type} ${n}`).join(", ")})`,
    `  listed     ${count((p) => p.visibility === 4 && p.status === 1)}, set members only ${count((p) => p.visibility === 1)}, disabled ${count((p) => p.status !== 1)}`,
    `  labels     new ${count((p) => p.isNew)}, on sale ${count((p) => p.onSale)}, special prices ${count((p) => p.specialPrice !== null)}, colour-related ${count((p) => p.links.some((l) => l.type === "colorrelation"))}, custom options ${count((p) => p.customOptions.length > 0)}`,
    `  variants   ${manifest.counts.children} (out of stock ${catalog.products.reduce((n, p) => n + p.children.filter((c) => !c.stock.isInStock).length, 0)})`,
    `  categories ${manifest.counts.categories}, attributes ${manifest.counts.attributes}, tax rules ${manifest.counts.taxRules}`,
    `  images     ${images ? `${manifest.counts.images} originals (${expected.length} referenced)` : "skipped (--no-images)"}`,
    `  time       ${((performance.now() - started) / 1000).toFixed(1)} s`,
    `  folder     ${path.join(dir, manifest.path)}`,
  ];
  console.log(lines.join("\n"));
  for (const warning of warnings) console.warn(`warning: ${warning}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  console.error(USAGE);
  process.exitCode = 1;
});
