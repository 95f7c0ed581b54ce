/**
 * Turns a normalised catalogue into the snapshot files the worker reads (schema/catalog/files.ts):
 * validates it, splits product summaries from full products (sharded by sku), writes the image
 * variants, and swaps the new version in atomically. Used by catalog:import and catalog:demo.
 */
import { createHash } from "node:crypto";
import { mkdir, readdir, rename, rm, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import path from "node:path";
import {
  ATTRIBUTE_VALUE_SEPARATOR,
  CATALOG_FORMAT,
  catalogSchema,
  childIndexFile,
  lastPathSegment,
  shardCountFor,
  shardFile,
  shardOf,
  type Catalog,
  type CatalogFile,
  type ChildIndexFile,
  type Product,
  type ProductSummary,
  type ShardFile,
  type SnapshotManifest,
} from "../../schema/catalog/snapshot";
import { writeImageVariants, type MediaSource, type VariantOptions } from "./media-variants";
import { sanitizeDescription } from "./sanitize";
import { asciiJson } from "./ascii-json";
import { STORE_CODES } from "../../domain/store-views";

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
}

export interface WriteResult {
  manifest: SnapshotManifest;
  warnings: string[];
}

/** The summary of a product that listings, search and URL resolution use. */
export function summarize(product: Product): ProductSummary {
  const attributes: Record<string, string[]> = {};
  const add = (code: string, value: string) => {
    const list = (attributes[code] ??= []);
    if (!list.includes(value)) list.push(value);
  };
  for (const [code, values] of Object.entries(product.attributes)) for (const v of values) add(code, v);
  const enabledChildren = product.children.filter((c) => c.status === 1);
  for (const child of enabledChildren) for (const [code, value] of Object.entries(child.options)) add(code, value);
  const inStock =
    product.type === "configurable" ? enabledChildren.some((c) => c.stock.isInStock) : product.stock.isInStock;
  return {
    id: product.id,
    sku: product.sku,
    type: product.type,
    status: product.status,
    visibility: product.visibility,
    name: product.name,
    ...(STORE_CODES.every((code) => product.urlKey[code] === lastPathSegment(product.urlPath[code]))
      ? {}
      : { urlKey: product.urlKey }),
    urlPath: product.urlPath,
    categoryIds: product.categoryIds,
    categoryPositions: product.categoryPositions,
    brand: product.brand,
    price: product.price,
    specialPrice: product.specialPrice,
    specialFrom: product.specialFrom,
    specialTo: product.specialTo,
    taxClassId: product.taxClassId,
    isNew: product.isNew,
    onSale: product.onSale,
    image: product.image,
    hoverImage: product.gallery.find((g) => g.image !== product.image)?.image ?? null,
    ...colorImagesOf(product, enabledChildren),
    attributes: Object.fromEntries(
      Object.entries(attributes).map(([code, values]) => [code, values.join(ATTRIBUTE_VALUE_SEPARATOR)]),
    ),
    createdAt: product.createdAt,
    updatedAt: product.updatedAt,
    inStock,
  };
}

/** The first enabled variant's image per colour, when some colour's differs from the product's own image. */
function colorImagesOf(product: Product, children: Product["children"]): { colorImages?: Record<string, string> } {
  const images: Record<string, string> = {};
  for (const child of children) {
    const color = child.options.color;
    if (color !== undefined && child.image && !(color in images)) images[color] = child.image;
  }
  return Object.values(images).some((image) => image !== product.image) ? { colorImages: images } : {};
}

/**
 * Summaries of all products; a bundle is in stock only as it comes by default: its default items in
 * stock, and each required option with an item in stock (a gift box whose default scarf is sold out
 * is not listed as available).
 */
export function summarizeAll(products: Product[]): ProductSummary[] {
  const bySku = new Map(products.map((p) => [p.sku, p]));
  const available = (sku: string) => {
    const p = bySku.get(sku);
    return Boolean(p && p.status === 1 && p.stock.isInStock && (!p.stock.manageStock || p.stock.qty > 0));
  };
  return products.map((product) => {
    const summary = summarize(product);
    if (product.type !== "bundle" || !summary.inStock) return summary;
    const inStock = product.bundleOptions.every(
      (o) =>
        o.links.every((l) => !l.isDefault || available(l.sku)) &&
        (!o.required || o.links.some((l) => available(l.sku))),
    );
    return { ...summary, inStock };
  });
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
  const log = options.log ?? (() => undefined);
  const problems = schemaProblems(input);
  if (problems.length > 0)
    throw new Error(`The catalogue does not match the snapshot schema:\n  ${problems.join("\n  ")}`);
  // The schema's objects are all strict, with no defaults or transforms: a catalogue that passes is
  // exactly what the check would have copied, so the input is written and the copy is not kept (at
  // 100,000 products it was some 400 MB held through the whole write).
  const catalog = input;
  const dir = options.dir ?? DEFAULT_SNAPSHOT_DIR;
  const warnings: string[] = [];
  const staging = path.join(dir, `.staging-${process.pid}`);
  await rm(staging, { recursive: true, force: true });

  // Images first: products only reference images that exist.
  let images = 0;
  const missing = new Set<string>();
  const media = options.mediaLater ? undefined : options.media;
  if (media) {
    const all = referencedImages(catalog.products);
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
  const clean = (text: { nl: string; de: string; en: string }) => ({
    nl: sanitizeDescription(text.nl),
    de: sanitizeDescription(text.de),
    en: sanitizeDescription(text.en),
  });
  const products = (
    options.media || options.mediaLater
      ? catalog.products.map((p) => withoutMissingImages(p, missing))
      : catalog.products
  ).map((p) => ({
    ...p,
    description: clean(p.description),
    shortDescription: p.shortDescription ? clean(p.shortDescription) : null,
  }));

  const shardCount = shardCountFor(products.length);
  const shards: ShardFile[] = Array.from({ length: shardCount }, () => ({ products: [] }));
  const childIndex: ChildIndexFile[] = Array.from({ length: shardCount }, () => ({ children: {} }));
  let children = 0;
  for (const product of products) {
    shards[shardOf(product.sku, shardCount)]!.products.push(product);
    for (const child of product.children) {
      childIndex[shardOf(child.sku, shardCount)]!.children[child.sku] = product.sku;
      children++;
    }
  }

  const body = {
    format: CATALOG_FORMAT,
    source: catalog.source,
    rootCategoryId: catalog.rootCategoryId,
    shardCount,
    media: Boolean(options.media ?? options.mediaLater),
    categories: catalog.categories,
    attributes: catalog.attributes,
    taxRules: catalog.taxRules,
    products: summarizeAll(products),
  };
  // The hash of JSON.stringify(shards), written shard by shard: the whole text outgrows a string past 100k products.
  const hash = createHash("sha256").update(JSON.stringify(body)).update("[");
  shards.forEach((shard, i) => hash.update(`${i > 0 ? "," : ""}${JSON.stringify(shard)}`));
  const version = hash.update("]").digest("hex").slice(0, 16);
  const createdAt = new Date().toISOString();
  const catalogFile: CatalogFile = { version, createdAt, ...body };
  await writeJson(path.join(staging, "catalog.json"), catalogFile);
  for (const [i, shard] of shards.entries()) await writeJson(path.join(staging, shardFile(i)), shard);
  for (const [i, index] of childIndex.entries()) await writeJson(path.join(staging, childIndexFile(i)), index);

  const manifest: SnapshotManifest = {
    version,
    createdAt,
    source: catalog.source,
    path: `v/${version}`,
    counts: {
      products: products.length,
      children,
      categories: catalog.categories.length,
      attributes: catalog.attributes.length,
      taxRules: catalog.taxRules.length,
      images: options.mediaLater ? referencedImages(products).length : images,
    },
  };
  // What is left to make is noted before the manifest names the new version.
  await options.mediaLater?.(version, referencedImages(products));
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
