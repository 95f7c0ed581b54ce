import { describe, expect, it } from "vitest";
import { CATEGORY_TREE } from "../../../client/config/navigation";
import { catalogSchema, type Catalog, type Product } from "../../../schema/catalog/snapshot";
import { addTax } from "../../../domain/pricing/store-price";
import { generateDemoCatalog } from "./generate";
import { parseMediaPath } from "./images/paths";
import { SPECIAL_WINDOWS } from "./prices";
import { IMAGE_VARIANTS } from "../../../schema/catalog/media";
import { SEED_STORIES } from "../../content/stories";
import { referencedImages } from "../snapshot-writer";
import { WRITTEN_VARIANTS } from "../media-variants";

// The structure of the demo catalogue: size, types, categories, links, prices, artwork files.
// How real it looks to a shopper (names, pictures, shop prices) is looks-real.test.ts.
const catalog = generateDemoCatalog();
const bySku = new Map(catalog.products.map((p) => [p.sku, p]));
const LANGS = ["nl", "de", "en"] as const;

function treePaths(): string[] {
  const out: string[] = [];
  const walk = (nodes: readonly (typeof CATEGORY_TREE)[number][]): void => {
    for (const node of nodes) {
      for (const lang of LANGS) out.push(`${lang}:${node.path[lang].replace(/^\//, "")}`);
      walk(node.children ?? []);
    }
  };
  walk(CATEGORY_TREE);
  return out.sort();
}

describe("generateDemoCatalog", () => {
  it("is deterministic: the same arguments give the same JSON, another seed another catalogue", () => {
    expect(JSON.stringify(generateDemoCatalog())).toBe(JSON.stringify(catalog));
    expect(generateDemoCatalog({ products: 200, seed: 2 }).products[0]!.name).not.toEqual(
      generateDemoCatalog({ products: 200, seed: 3 }).products[0]!.name,
    );
  });

  it("holds 1,000 products by default that pass the snapshot schema", () => {
    expect(catalog.products).toHaveLength(1000);
    const parsed = catalogSchema.safeParse(catalog);
    expect(parsed.success ? [] : parsed.error.issues.slice(0, 3)).toEqual([]);
    expect(new Set(catalog.products.map((p) => p.sku)).size).toBe(1000);
    expect(new Set(catalog.products.map((p) => p.id)).size).toBe(1000);
  });

  it("has every product type, mostly configurable colour × size", () => {
    const types = new Map<string, number>();
    for (const p of catalog.products) types.set(p.type, (types.get(p.type) ?? 0) + 1);
    for (const type of ["configurable", "simple", "grouped", "bundle"]) expect(types.get(type)).toBeGreaterThan(0);
    expect(types.get("configurable")!).toBeGreaterThan(600);
    const child = catalog.products.find((p) => p.type === "configurable")!.children[0]!;
    expect(child.sku).toMatch(/^AN-\d{5}-[A-Z]{3}-(XS|S|M|L|XL|XXL|OS)$/);
    expect(Object.keys(child.options).sort()).toEqual(["color", "size"]);
  });

  it("names and describes every product in Dutch, German and English", () => {
    for (const p of catalog.products) {
      for (const lang of LANGS) {
        expect(p.name[lang]).not.toBe("");
        expect(p.description[lang]).toMatch(/^<p>.+<\/p>/);
      }
      expect(new Set([p.name.nl, p.name.de, p.name.en]).size, p.name.en).toBe(3);
    }
    expect(catalog.products.filter((p) => p.brand !== "Atelier Noord").length).toBeGreaterThan(30);
  });

  it("generates exactly the navigation's category tree under root 2", () => {
    const root = catalog.categories.find((c) => c.id === 2)!;
    expect(root.parentId).toBeNull();
    const paths = catalog.categories
      .filter((c) => c.id !== 2)
      .flatMap((c) => LANGS.map((lang) => `${lang}:${c.urlPath[lang]}`));
    expect(paths.sort()).toEqual(treePaths());
    for (const c of catalog.categories.filter((c) => c.level === 3)) {
      expect(c.urlKey.de).toBe(c.urlPath.de.split("/").pop());
      expect(c.productCount, c.urlPath.en).toBeGreaterThan(5);
    }
  });

  it("gives each product unique url paths per language below its category", () => {
    for (const lang of LANGS) expect(new Set(catalog.products.map((p) => p.urlPath[lang])).size).toBe(1000);
    const coat = catalog.products.find((p) => p.urlPath.en.startsWith("women/coats/"))!;
    expect(coat.urlPath.nl.startsWith("dames/jassen/")).toBe(true);
    expect(coat.categoryIds).toHaveLength(2);
    for (const id of coat.categoryIds) expect(coat.categoryPositions[String(id)]).toBeGreaterThan(0);
  });

  it("prices at nice Dutch shelf prices and has active, expired and future special prices", () => {
    for (const p of catalog.products.filter((p) => p.type === "configurable"))
      expect(addTax(p.price, 21) % 5, p.sku).toBe(0);
    const windows = new Set(catalog.products.map((p) => p.specialFrom));
    for (const w of [SPECIAL_WINDOWS.active, SPECIAL_WINDOWS.expired, SPECIAL_WINDOWS.future])
      expect(windows.has(w.from)).toBe(true);
    for (const p of catalog.products.filter((p) => p.specialPrice !== null)) {
      expect(p.specialPrice!).toBeLessThan(p.price);
      expect(p.onSale).toBe(
        p.specialFrom === SPECIAL_WINDOWS.active.from || p.specialFrom === SPECIAL_WINDOWS.activeOpen.from,
      );
    }
    expect(catalog.products.some((p) => p.isNew && p.createdAt.startsWith("2026"))).toBe(true);
  });

  it("has sold-out variants, sold-out products and a few disabled products", () => {
    const variants = catalog.products.flatMap((p) => p.children);
    expect(variants.filter((c) => !c.stock.isInStock && c.stock.qty === 0).length).toBeGreaterThan(100);
    expect(variants.every((c) => (c.stock.isInStock ? c.stock.qty >= 1 && c.stock.qty <= 60 : c.stock.qty === 0))).toBe(
      true,
    );
    expect(catalog.products.some((p) => p.type === "configurable" && p.children.every((c) => !c.stock.isInStock))).toBe(
      true,
    );
    expect(catalog.products.filter((p) => p.status === 2).length).toBeGreaterThan(0);
  });

  it("links grouped and bundle products to simple products of the catalogue", () => {
    const members = (p: Product) => [
      ...p.links.filter((l) => l.type === "associated").map((l) => l.sku),
      ...p.bundleOptions.flatMap((o) => o.links.map((l) => l.sku)),
    ];
    const sets = catalog.products.filter((p) => p.type === "grouped" || p.type === "bundle");
    for (const set of sets) {
      expect(members(set).length, set.sku).toBeGreaterThan(1);
      for (const sku of members(set)) expect(bySku.get(sku)?.type).toBe("simple");
    }
    for (const bundle of sets.filter((p) => p.type === "bundle")) {
      for (const option of bundle.bundleOptions) expect(option.links.filter((l) => l.isDefault)).toHaveLength(1);
      expect(bundle.price).toBe(
        bundle.bundleOptions.reduce((sum, o) => sum + bySku.get(o.links.find((l) => l.isDefault)!.sku)!.price, 0),
      );
    }
    expect(catalog.products.some((p) => p.visibility === 1)).toBe(true);
  });

  it("links colour relations both ways", () => {
    const related = catalog.products.filter((p) => p.links.some((l) => l.type === "colorrelation"));
    expect(related.length).toBeGreaterThan(20);
    for (const p of related) {
      for (const link of p.links.filter((l) => l.type === "colorrelation")) {
        expect(
          bySku.get(link.sku)!.links.some((back) => back.type === "colorrelation" && back.sku === p.sku),
          `${p.sku} ↔ ${link.sku}`,
        ).toBe(true);
      }
    }
  });

  it("gives some clothes merchandising links to listed products, never to themselves, and leaves most without", () => {
    const merchandised = catalog.products.filter((p) => p.links.some((l) => l.type === "crosssell"));
    const listed = catalog.products.filter((p) => p.status === 1 && p.visibility >= 2);
    expect(merchandised.length).toBeGreaterThan(50);
    expect(merchandised.length).toBeLessThan(listed.length / 2);
    for (const p of merchandised)
      for (const link of p.links) {
        const target = bySku.get(link.sku)!;
        expect(target.sku).not.toBe(p.sku);
        expect(target.status).toBe(1);
        if (link.type === "upsell") expect(target.price).toBeGreaterThan(p.price);
      }
    expect(merchandised.some((p) => p.links.some((l) => l.type === "related"))).toBe(true);
    expect(merchandised.some((p) => p.links.some((l) => l.type === "upsell"))).toBe(true);
  });

  it("offers custom options with fixed and percent prices on positive option type ids", () => {
    const values = catalog.products.flatMap((p) => p.customOptions.flatMap((o) => o.values));
    expect(new Set(values.map((v) => v.priceType))).toEqual(new Set(["fixed", "percent"]));
    expect(values.every((v) => v.optionTypeId > 0)).toBe(true);
  });

  it("references shared demo artwork: some 830 originals for 1,000 products, well under 10,000 files", () => {
    const images = new Set(
      catalog.products
        .flatMap((p) => [p.image, ...p.gallery.map((g) => g.image), ...p.children.map((c) => c.image)])
        .filter((i): i is string => i !== null),
    );
    // Every drawn look in every colour it is sold in, one back view per family's first colour.
    expect(images.size).toBeGreaterThan(600);
    expect(images.size).toBeLessThan(900);
    for (const image of images) expect(parseMediaPath(image), image).not.toBeNull();
    // Each original becomes a file per variant width pages ask for (Workers Static Assets: 20,000 files).
    const files = WRITTEN_VARIANTS.reduce((sum, v) => sum + IMAGE_VARIANTS[v].widths.length, 0) * images.size;
    expect(files).toBeLessThan(10_000);
  });

  it("shows editorial photographs the catalogue draws anyway (home, blog and pages add no originals)", () => {
    const images = new Set(referencedImages(catalog.products));
    const photos = new Set<string>();
    for (const story of SEED_STORIES)
      for (const code of story.stores ?? (["nl", "de", "en"] as const))
        for (const [path] of JSON.stringify(story.content(code)).matchAll(/\/demo\/[\w/-]+\.jpg/g)) photos.add(path);
    expect(photos.size).toBeGreaterThan(5);
    for (const photo of photos) expect(images.has(photo), photo).toBe(true);
  });

  // How long it takes is the bench's business (it generates the 10k and 25k catalogues), not a test's:
  // a timed assertion fails on a busy machine, so it gets a timeout far above the few seconds it needs alone.
  it("scales to 25,000 products, each with its own url path", () => {
    const big: Catalog = generateDemoCatalog({ products: 25_000 });
    expect(big.products).toHaveLength(25_000);
    expect(new Set(big.products.map((p) => p.urlPath.de)).size).toBe(25_000);
  }, 120_000);

  it("refuses sizes too small to hold its sets", () => {
    expect(() => generateDemoCatalog({ products: 10 })).toThrow(RangeError);
  });
});
