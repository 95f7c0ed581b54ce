import { describe, expect, it } from "vitest";
import { CATEGORY_TREE } from "../../../client/config/navigation";
import { catalogSchema, type Catalog, type Product } from "../../../schema/catalog/snapshot";
import { addTax } from "../../../domain/pricing/store-price";
import { getStoreView } from "../../../domain/store-views";
import { storePrice } from "../../../domain/pricing/store-price";
import { demoSource, generateDemoCatalog, isStaleDemo, TILE_PAGE } from "./generate";
import { lookOf, type Feature } from "./images/looks";
import { parseMediaPath } from "./images/paths";
import { shotSvg } from "./images/render";
import { MEN_MODELS, PLACE_MODELS, WOMEN_MODELS } from "./models";
import { SPECIAL_WINDOWS } from "./prices";
import { IMAGE_VARIANTS } from "../../../schema/catalog/media";
import { SEED_STORIES } from "../../content/stories";
import { referencedImages } from "../snapshot-writer";
import { WRITTEN_VARIANTS } from "../media-variants";

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
  // a timed assertion fails on a busy machine.
  it("scales to 25,000 products, each with its own url path", () => {
    const big: Catalog = generateDemoCatalog({ products: 25_000 });
    expect(big.products).toHaveLength(25_000);
    expect(new Set(big.products.map((p) => p.urlPath.de)).size).toBe(25_000);
  });

  it("refuses sizes too small to hold its sets", () => {
    expect(() => generateDemoCatalog({ products: 10 })).toThrow(RangeError);
  });
});

describe("a demo shop that looks real", () => {
  const listed = catalog.products.filter((p) => p.visibility === 4 && p.status === 1);
  const categoryOf = (p: Product) => catalog.categories.find((c) => c.id === p.categoryIds[1])?.urlPath.en ?? "";
  const MODELS = new Set([...WOMEN_MODELS, ...MEN_MODELS, ...PLACE_MODELS]);

  it("gives every product family a name of its own: a model name before the garment, no two alike", () => {
    for (const lang of LANGS) {
      const names = listed.map((p) => p.name[lang]);
      expect(new Set(names).size, lang).toBe(names.length);
    }
    for (const p of listed) expect(MODELS.has(p.name.en.split(" ")[0]!), p.name.en).toBe(true);
    // The garment noun stays in the English name (the judged relevance queries read it).
    const NOUN: Record<string, RegExp> = {
      "women/coats": /coat|jacket|blazer|bomber/,
      "men/coats": /coat|jacket|blazer|parka/,
      "women/dresses": /dress/,
      "men/trousers": /trousers|jeans|chinos/,
      "accessories/belts": /belt/,
    };
    for (const p of listed) {
      const noun = NOUN[categoryOf(p)];
      if (noun) expect(p.name.en, p.sku).toMatch(noun);
    }
  });

  it("prices like a shop: every Dutch shelf price ends in ,95 or ,00", () => {
    const nl = getStoreView("nl");
    const now = new Date("2027-06-01T00:00:00Z");
    for (const p of catalog.products.filter((x) => x.type === "simple" || x.type === "configurable")) {
      const price = storePrice(p, p.taxClassId, catalog.taxRules, nl, now);
      for (const cents of [price.regular, price.special].filter((c): c is number => c !== null))
        expect([0, 95], `${p.sku} ${cents}`).toContain(cents % 100);
    }
  });

  it("shows the same gross price in the German store by default, net plus 19 % on request", () => {
    const now = new Date("2027-06-01T00:00:00Z");
    const [nl, de] = [getStoreView("nl"), getStoreView("de")];
    const netPlusVat = { ...de, priceMode: "net-plus-vat" as const };
    let differs = 0;
    for (const p of listed) {
      const nlPrice = storePrice(p, p.taxClassId, catalog.taxRules, nl, now);
      const dePrice = storePrice(p, p.taxClassId, catalog.taxRules, de, now);
      expect(dePrice.final, p.sku).toBe(nlPrice.final);
      expect(dePrice.taxRate).toBe(19);
      if (storePrice(p, p.taxClassId, catalog.taxRules, netPlusVat, now).final !== nlPrice.final) differs++;
    }
    expect(differs).toBeGreaterThan(listed.length / 2);
  });

  it("pictures every colour of a configurable in its own image, front first and a back view or detail second", () => {
    for (const p of listed.filter((x) => x.type === "configurable")) {
      const colors = p.configurableOptions.find((o) => o.code === "color")!.values.map((v) => v.valueIndex);
      const images = new Map<string, string>();
      for (const child of p.children) images.set(child.options.color!, child.image!);
      expect(images.size, p.sku).toBe(colors.length);
      expect(new Set(images.values()).size, p.sku).toBe(colors.length);
      for (const image of images.values())
        expect(
          p.gallery.map((g) => g.image),
          p.sku,
        ).toContain(image);
      const [first, second] = p.gallery.map((g) => parseMediaPath(g.image)!);
      expect(first!.view).toBe("front");
      expect(["back", "detail"]).toContain(second!.view);
      expect(second!.color).toBe(first!.color);
    }
  });

  it("draws what the name says: hood, sleeves, neck and pattern words match the picture", async () => {
    const promises: [RegExp, Feature][] = [
      [/\bhood/i, "hood"],
      [/long-sleeve|long sleeves/i, "long-sleeves"],
      [/sleeveless/i, "sleeveless"],
      [/roll-neck/i, "roll-neck"],
      [/v-neck/i, "v-neck"],
      [/striped/i, "stripes"],
      [/checked/i, "check"],
      [/cable/i, "cable"],
    ];
    const PART: Partial<Record<Feature, string>> = {
      hood: "hood",
      "long-sleeves": "long-sleeves",
      sleeveless: "sleeveless",
      "roll-neck": "roll-neck",
      "v-neck": "v-neck",
      stripes: "stripes",
      check: "check",
      cable: "cable",
    };
    let checked = 0;
    for (const p of listed) {
      const key = parseMediaPath(p.image!)!;
      for (const [words, feature] of promises) {
        const named = words.test(p.name.en);
        // A look says it; every product in a T-shirt/dress/... type with the word draws the feature.
        // Every cardigan and dress is drawn with a V opening.
        if ((key.type === "cardigan" || key.type === "dress") && feature === "v-neck") continue;
        if (lookOf(key.type, p.name.en).has(feature) || named)
          expect(key.look.has(feature), `${p.name.en}`).toBe(named);
      }
    }
    // And the rendered drawings hold those parts (one product per feature, named and not named).
    for (const [words, feature] of promises) {
      const withIt = listed.find((p) => words.test(p.name.en) && parseMediaPath(p.image!)!.look.has(feature))!;
      const without = listed.find(
        (p) => !words.test(p.name.en) && parseMediaPath(p.image!)!.type === parseMediaPath(withIt.image!)!.type,
      )!;
      const marker = `data-part="${PART[feature]}"`;
      expect(await shotSvg(parseMediaPath(withIt.image!)!), withIt.name.en).toContain(marker);
      expect(await shotSvg(parseMediaPath(without.image!)!), without.name.en).not.toContain(marker);
      checked++;
    }
    expect(checked).toBe(promises.length);
    // The names the issue found wrong: no 'longsleeve' with short sleeves, no hooded bomber without a hood.
    for (const p of listed.filter((x) => /long-sleeve/.test(x.name.en)))
      expect(parseMediaPath(p.image!)!.look.has("long-sleeves")).toBe(true);
  });

  it(`does not repeat a picture on a page of ${TILE_PAGE} tiles where the category has that many pictures`, () => {
    for (const category of catalog.categories) {
      const tiles = listed
        .filter((p) => p.categoryIds.includes(category.id))
        .sort((a, b) => a.categoryPositions[String(category.id)]! - b.categoryPositions[String(category.id)]!);
      const pictures = new Set(tiles.map((p) => p.image)).size;
      const page = tiles.slice(0, TILE_PAGE);
      const repeats = page.length - new Set(page.map((p) => p.image)).size;
      if (pictures >= TILE_PAGE) expect(repeats, category.urlPath.en).toBe(0);
      // Smaller ranges repeat no more than their number of pictures forces.
      else expect(repeats, category.urlPath.en).toBe(Math.max(0, page.length - pictures));
    }
    // The clothing categories have enough pictures for a page of their own (accessories do not yet).
    const clothing = catalog.categories.filter((c) => /^(women|men)\/./.test(c.urlPath.en));
    const many = clothing.filter(
      (c) => new Set(listed.filter((p) => p.categoryIds.includes(c.id)).map((p) => p.image)).size >= 40,
    );
    expect(many.length).toBeGreaterThanOrEqual(clothing.length - 1);
  });

  it("marks the snapshot with the generator's generation, so npm start replaces an older demo", () => {
    expect(catalog.source).toBe(demoSource(2026, 1000));
    expect(isStaleDemo(catalog.source)).toBe(false);
    expect(isStaleDemo("demo: seed 2026, 1000 products")).toBe(true);
    // Generation 3 shares originals between identical drawings: a generation 2 demo is replaced.
    expect(isStaleDemo("demo v2: seed 2026, 1000 products")).toBe(true);
    expect(isStaleDemo("Magento 2 Luma export")).toBe(false);
  });
});
