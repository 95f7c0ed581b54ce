/**
 * Turns a normalised catalogue into the snapshot files the worker reads (schema/catalog/files.ts):
 * validates it, splits product summaries from full products (sharded by sku), writes the image
 * variants, and swaps the new version in atomically. Used by catalog:import and catalog:demo.
 *
 * The products are read from the import's scratch store (import/scratch.ts) a shard at a time, and
 * catalog.json's summaries are written as they are read back: the writer holds one shard, not the
 * catalogue (a million products' summaries are a gigabyte of text, more than one string can hold).
 */
import { createHash } from "node:crypto";
import { mkdir, open, readdir, rename, rm, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import path from "node:path";
import {
  CATALOG_FORMAT,
  catalogSchema,
  childIndexFile,
  shardCountFor,
  shardFile,
  shardOf,
  type Catalog,
  type CatalogFile,
  type ChildIndexFile,
  type Product,
  type ShardFile,
  type SnapshotManifest,
} from "../../schema/catalog/snapshot";
import { writeImageVariants, type MediaSource, type VariantOptions } from "./media-variants";
import { sanitizeDescription } from "./sanitize";
import { asciiEscaped, asciiJson } from "./ascii-json";
import type { CatalogHead } from "./import/index";
import { ShardedKeys, storedProductsOf, type StoredProducts } from "./import/scratch";
import { summarizeAll, summarizeIn } from "./summaries";
import { CompactLayout } from "./compact";

/** Originals encoded at once (each one's variants are encoded in turn). */
const IMAGE_CONCURRENCY = Math.max(2, Math.min(4, availableParallelism()));

export const DEFAULT_SNAPSHOT_DIR = path.resolve(import.meta.dirname, "../../.data/catalog");

export interface WriteOptions {
  /** Where to write; default .data/catalog (what `npm run build` ships). */
  dir?: string;
  /** Originals for the image variants; without it no images are generated. */
  media?: MediaSource;
  /** How variants are cropped from the originals (default: attention, for photos). */
  crop?: VariantOptions["position"];
  /** Called with progress lines (image generation can take a while). */
  log?: (line: string) => void;
  /**
   * The variants are made afterwards, not now: every referenced image is taken to exist (a source
   * that renders any path it is asked for, like the demo's artwork), and this is called with the
   * new version and its images before that version is swapped in, to note what is left to make.
   */
  mediaLater?: (version: string, images: string[]) => Promise<void>;
  /**
   * The layout (compact.ts): "full" keeps every summary in catalog.json, "compact" puts them in the
   * shards. Default: full up to FULL_LAYOUT_MAX_PRODUCTS products, compact above.
   */
  layout?: "full" | "compact";
}

/**
 * The most products a snapshot is written with in the full layout: its catalog.json (about a
 * kilobyte per product) is read whole by the build and the seed scripts, and a string holds at most
 * 512 MB. Bigger catalogues are written compact, which only the libSQL search tier serves (a shop that
 * big is on it anyway: the in-isolate tier stops at SEARCH_TIER_AUTO_PRODUCTS).
 */
export const FULL_LAYOUT_MAX_PRODUCTS = 200_000;

export interface WriteResult {
  manifest: SnapshotManifest;
  warnings: string[];
}

/**
 * A normalised catalogue as the worker's catalogue file, summaries included, without writing a
 * snapshot (tests and the bench build their CatalogData from it; no media, one shard).
 */
export function catalogFileOf(catalog: Catalog, version: string): CatalogFile {
  return {
    format: CATALOG_FORMAT,
    version,
    source: catalog.source,
    createdAt: "2026-01-01T00:00:00Z",
    rootCategoryId: catalog.rootCategoryId,
    shardCount: 1,
    media: false,
    categories: catalog.categories,
    attributes: catalog.attributes,
    taxRules: catalog.taxRules,
    products: summarizeAll(catalog.products),
  };
}

/** Every image the products reference, sorted (the order the writer asks the media source for them). */
export function referencedImages(products: Product[]): string[] {
  const images = new Set<string>();
  for (const p of products) {
    if (p.image) images.add(p.image);
    for (const g of p.gallery) images.add(g.image);
    for (const c of p.children) if (c.image) images.add(c.image);
  }
  return [...images].sort();
}

async function writeJson(file: string, value: unknown): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, asciiJson(value));
}

/** Drops image references whose original is missing, so pages never link a broken image. */
function withoutMissingImages(product: Product, missing: Set<string>): Product {
  const keep = (image: string | null) => (image && !missing.has(image) ? image : null);
  return {
    ...product,
    image: keep(product.image) ?? product.gallery.map((g) => g.image).find((i) => !missing.has(i)) ?? null,
    gallery: product.gallery.filter((g) => !missing.has(g.image)),
    children: product.children.map((c) => ({ ...c, image: keep(c.image) })),
  };
}

/** What keeps `input` from being a snapshot catalogue (at most 10 problems), none when it is one. */
function schemaProblems(input: Catalog): string[] {
  const parsed = catalogSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.slice(0, 10).map((i) => `${i.path.join(".")}: ${i.message}`);
}

export async function writeSnapshot(input: Catalog, options: WriteOptions = {}): Promise<WriteResult> {
  const problems = schemaProblems(input);
  if (problems.length > 0)
    throw new Error(`The catalogue does not match the snapshot schema:\n  ${problems.join("\n  ")}`);
  // The schema's objects are all strict, with no defaults or transforms: a catalogue that passes is
  // exactly what the check would have copied, so the input is written and the copy is not kept.
  const { products, ...head } = input;
  const stored = storedProductsOf(products);
  try {
    return await writeStoredSnapshot(head, stored.products, options);
  } finally {
    stored.close();
  }
}

/** Lines of progress at most this often, in products. */
const PROGRESS_EVERY = 100_000;

/**
 * Writes a snapshot of products kept in a scratch store (each already checked against the product
 * schema by the importer): the writer holds one shard of products at a time.
 */
export async function writeStoredSnapshot(
  head: CatalogHead,
  products: StoredProducts,
  options: WriteOptions = {},
): Promise<WriteResult> {
  const log = options.log ?? (() => undefined);
  const dir = options.dir ?? DEFAULT_SNAPSHOT_DIR;
  const warnings: string[] = [];
  const staging = path.join(dir, `.staging-${process.pid}`);
  await rm(staging, { recursive: true, force: true });

  // Images first: products only reference images that exist.
  let images = 0;
  const missing = new Set<string>();
  const media = options.mediaLater ? undefined : options.media;
  if (media) {
    const all = products.images();
    log(`writing image variants for ${all.length} images…`);
    // A few originals at a time: each one's encodes run one after the other, so this spreads them over the cores.
    let next = 0;
    let done = 0;
    const worker = async (): Promise<void> => {
      while (next < all.length) {
        const image = all[next++]!;
        const original = await media(image);
        if (!original) missing.add(image);
        else {
          try {
            await writeImageVariants(original, image, path.join(staging, "media"), { position: options.crop });
            images++;
          } catch (error) {
            missing.add(image);
            warnings.push(`image ${image}: ${error instanceof Error ? error.message : String(error)}`);
          }
        }
        if (++done % 100 === 0) log(`  ${done}/${all.length} images`);
      }
    };
    await Promise.all(Array.from({ length: IMAGE_CONCURRENCY }, worker));
    if (missing.size > 0) warnings.push(`${missing.size} referenced images were not found in the media folder`);
  }
  const withImages = missing.size > 0 ? (p: Product) => withoutMissingImages(p, missing) : (p: Product) => p;
  const clean = (text: { nl: string; de: string; en: string }) => ({
    nl: sanitizeDescription(text.nl),
    de: sanitizeDescription(text.de),
    en: sanitizeDescription(text.en),
  });

  const shardCount = shardCountFor(products.count);
  products.assignShards(shardCount);
  const body: Omit<CatalogFile, "version" | "createdAt" | "products"> = {
    format: CATALOG_FORMAT,
    source: head.source,
    rootCategoryId: head.rootCategoryId,
    shardCount,
    media: Boolean(options.media ?? options.mediaLater),
    categories: head.categories,
    attributes: head.attributes,
    taxRules: head.taxRules,
  };
  // The version: a hash of the catalogue file's body, each summary, then each shard, in that order.
  const hash = createHash("sha256").update(JSON.stringify(body));

  const compact =
    (options.layout ?? (products.count > FULL_LAYOUT_MAX_PRODUCTS ? "compact" : "full")) === "compact"
      ? new CompactLayout(products, head.categories, shardCount, staging)
      : null;

  // Summaries, in catalogue order, kept in the scratch store until catalog.json is written.
  const available = (sku: string) => products.available(sku);
  for (const [seq, product] of products.numbered()) {
    const summary = summarizeIn(withImages(product), available);
    const json = JSON.stringify(summary);
    hash.update(json);
    products.putSummary(seq, summary.sku, json);
    await compact?.add(summary);
    if ((seq + 1) % PROGRESS_EVERY === 0) log(`  ${(seq + 1).toLocaleString("en")} products summarised`);
  }

  // The shards: full products with clean descriptions, and which parent each variant sku belongs to.
  // Which product each variant sku belongs to, filed by the variant sku's shard; a sku listed under
  // two products belongs to the later one in catalogue order.
  const childIndex = new ShardedKeys(products.scratch, "child");
  let children = 0;
  await mkdir(path.dirname(path.join(staging, shardFile(0))), { recursive: true });
  for (let shard = 0; shard < shardCount; shard++) {
    const content: ShardFile = { products: [] };
    const positions: number[] = [];
    for (const [seq, product] of products.shard(shard)) {
      positions.push(seq);
      content.products.push({
        ...withImages(product),
        description: clean(product.description),
        shortDescription: product.shortDescription ? clean(product.shortDescription) : null,
      });
      for (const child of product.children) childIndex.put(child.sku, shardOf(child.sku, shardCount), product.sku, seq);
      children += product.children.length;
    }
    if (compact) {
      content.summaries = compact.shardSummaries(
        content.products,
        positions.map((seq) => products.summaryAt(seq)),
      );
      content.positions = positions;
    }
    const json = JSON.stringify(content);
    hash.update(json);
    await writeFile(path.join(staging, shardFile(shard)), asciiEscaped(json));
    if ((shard + 1) % 400 === 0) log(`  ${shard + 1} of ${shardCount} shards written`);
  }
  for (let shard = 0; shard < shardCount; shard++)
    await writeJson(path.join(staging, childIndexFile(shard)), {
      children: childIndex.shard(shard),
    } satisfies ChildIndexFile);

  const version = hash.digest("hex").slice(0, 16);
  const createdAt = new Date().toISOString();
  if (compact) {
    const facts = await compact.finish();
    await writeJson(path.join(staging, "catalog.json"), { version, createdAt, ...body, products: [], compact: facts });
  } else
    await writeCatalogFile(path.join(staging, "catalog.json"), { version, createdAt, ...body }, products.summaries());

  const referenced = options.mediaLater ? products.images() : [];
  const manifest: SnapshotManifest = {
    version,
    createdAt,
    source: head.source,
    path: `v/${version}`,
    counts: {
      products: products.count,
      children,
      categories: head.categories.length,
      attributes: head.attributes.length,
      taxRules: head.taxRules.length,
      images: options.mediaLater ? referenced.length : images,
    },
  };
  // What is left to make is noted before the manifest names the new version.
  await options.mediaLater?.(version, referenced);
  // Swap in: the new version folder first, then the manifest that points at it, then clean up.
  const versionDir = path.join(dir, "v", version);
  await rm(versionDir, { recursive: true, force: true });
  await mkdir(path.dirname(versionDir), { recursive: true });
  await rename(staging, versionDir);
  await writeJson(path.join(dir, "manifest.json.tmp"), manifest);
  await rename(path.join(dir, "manifest.json.tmp"), path.join(dir, "manifest.json"));
  for (const old of await readdir(path.join(dir, "v"))) {
    if (old !== version) await rm(path.join(dir, "v", old), { recursive: true, force: true });
  }
  return { manifest, warnings };
}

/**
 * catalog.json written a piece at a time: the file without its products, then the summaries' JSON
 * texts as they are read (about a kilobyte each), a megabyte per write.
 */
async function writeCatalogFile(
  file: string,
  catalog: Omit<CatalogFile, "products">,
  summaries: Iterable<string>,
): Promise<void> {
  const opening = asciiJson({ ...catalog, products: [] });
  const handle = await open(file, "w");
  try {
    let buffer = opening.slice(0, -2); // without the closing "]}"
    let first = true;
    for (const summary of summaries) {
      buffer += (first ? "" : ",") + asciiEscaped(summary);
      first = false;
      if (buffer.length >= 1 << 20) {
        await handle.write(buffer);
        buffer = "";
      }
    }
    await handle.write(`${buffer}]}`);
  } finally {
    await handle.close();
  }
}
