/**
 * The importer against the real Vue Storefront dumps in ../shared/data (read in place, never copied
 * into the repository). Skipped where that folder is absent; the run's summary names them.
 */
import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { catalogSchema, variantFile } from "../../../schema/catalog/snapshot";
import { folderMediaSource } from "../media-variants";
import { writeSnapshot } from "../snapshot-writer";
import { importCatalog, type ImportResult } from "./index";
import { REAL_DATA_DIR, realData } from "../../../test/support/real-data";

const DATA = REAL_DATA_DIR;
const luma = realData("vsf-luma-2017/catalog.json");
const sample = realData("vsf-sample");
const localised = realData("vsf-2020", "vsf-2019-localised");
const media = realData("luma-media");

const temps: string[] = [];
async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "catalog-import-"));
  temps.push(dir);
  return dir;
}
afterAll(async () => {
  for (const dir of temps) await rm(dir, { recursive: true, force: true });
});

luma.describe("importing vsf-luma-2017 (the 2017 shape)", () => {
  let result: ImportResult;
  beforeAll(async () => {
    result = await importCatalog([path.join(DATA, "vsf-luma-2017/catalog.json")]);
  });

  it("imports every product, child, attribute and category", () => {
    const { report } = result;
    expect(report.products).toEqual({
      total: 2000,
      byType: { simple: 1850, configurable: 147, grouped: 1, bundle: 1, virtual: 0, downloadable: 1 },
      children: 1803,
    });
    expect(report.attributes).toBe(98);
    expect(report.categories).toBe(36);
    expect(report.rootCategoryId).toBe(2);
    expect(report.ignored.total).toBe(0);
  });

  it("skips exactly the two percolator query documents, by id", () => {
    expect(result.report.skipped.map((s) => `${s.entity} ${s.id}: ${s.reason}`)).toEqual([
      "product AV6Y766sylWUeb2FvYYY: type_id: missing",
      "product AV6Y74KBylWUeb2FvYYX: type_id: missing",
    ]);
  });

  it("labels configurable options from the attribute documents", () => {
    const hoodie = result.catalog.products.find((p) => p.sku === "MH01")!;
    const color = hoodie.configurableOptions.find((o) => o.code === "color")!;
    const size = hoodie.configurableOptions.find((o) => o.code === "size")!;
    expect(color).toMatchObject({ attributeId: 93, label: { en: "Color" } });
    expect(color.values.find((v) => v.valueIndex === "49")?.label).toEqual({ nl: "Black", de: "Black", en: "Black" });
    expect(size.values.find((v) => v.valueIndex === "167")?.label.en).toBe("XS");
    expect(hoodie.children).toHaveLength(15);
    expect(hoodie.children[0]).toMatchObject({
      sku: "MH01-XS-Black",
      options: { color: "49", size: "167" },
      image: "/m/h/mh01-black_main.jpg",
      status: 1,
    });
    const everyOptionLabelled = result.catalog.products.every((p) =>
      p.configurableOptions.every((o) => o.values.length > 0 && o.values.every((v) => v.label.en !== "")),
    );
    expect(everyOptionLabelled).toBe(true);
  });

  it("derives url paths from the category tree and product url keys", () => {
    const byId = new Map(result.catalog.categories.map((c) => [c.id, c]));
    expect(byId.get(14)?.urlPath.en).toBe("men/tops/jackets");
    expect(byId.get(26)?.urlPath.nl).toBe("women/tops/bras-and-tanks");
    expect(byId.get(2)?.parentId).toBeNull();
    const paths = result.catalog.products.map((p) => p.urlPath.en);
    expect(new Set(paths).size).toBe(paths.length);
    expect(result.catalog.products.find((p) => p.sku === "24-WG080")?.urlPath.en).toBe("sprite-yoga-companion-kit");
  });

  it("converts prices and adds our tax rule", () => {
    const bundle = result.catalog.products.find((p) => p.type === "bundle")!;
    expect(bundle).toMatchObject({ price: 0, specialPrice: null, createdAt: "2017-07-18T04:56:45Z" });
    expect(result.catalog.products.find((p) => p.sku === "MH01")?.price).toBe(5200);
    expect(result.catalog.taxRules.map((r) => r.rates.map((x) => `${x.countryId} ${x.rate}`))).toEqual([
      ["NL 21", "DE 19"],
    ]);
  });

  it("passes the snapshot schema and writes a snapshot", async () => {
    expect(catalogSchema.safeParse(result.catalog).success).toBe(true);
    const dir = await tempDir();
    const { manifest } = await writeSnapshot(result.catalog, { dir });
    expect(manifest.counts).toEqual({
      products: 2000,
      children: 1803,
      categories: 36,
      attributes: 98,
      taxRules: 1,
      images: 0,
    });
    const written = JSON.parse(await readFile(path.join(dir, "manifest.json"), "utf8")) as { version: string };
    expect(written.version).toBe(manifest.version);
  });

  media.it("writes image variants from luma-media (--media)", async () => {
    const bag = result.catalog.products.find((p) => p.sku === "24-MB01")!;
    const dir = await tempDir();
    const { manifest } = await writeSnapshot(
      { ...result.catalog, products: [bag] },
      { dir, media: folderMediaSource(media.path) },
    );
    expect(manifest.counts.images).toBe(1);
    const file = path.join(dir, manifest.path, "media", variantFile("tile", 375, "/m/b/mb01-blue-0.jpg"));
    expect((await stat(file)).size).toBeGreaterThan(1000);
  });
});

sample.describe("importing vsf-sample (the modern shape)", () => {
  let result: ImportResult;
  beforeAll(async () => {
    result = await importCatalog([path.join(DATA, "vsf-sample")]);
  });

  it("imports the configurables with their children, categories and attributes", () => {
    expect(result.report.products).toMatchObject({ total: 50, byType: { configurable: 50 }, children: 578 });
    expect(result.report.categories).toBe(39);
    expect(result.report.attributes).toBe(10);
    expect(result.report.skipped).toEqual([]);
    expect(catalogSchema.safeParse(result.catalog).success).toBe(true);
  });

  it("keeps url paths without .html, galleries and stock", () => {
    const tank = result.catalog.products.find((p) => p.sku === "WT06")!;
    expect(tank.urlPath.en).toBe("women/tops-women/tanks-women/bras-and-tanks-26/chloe-compete-tank-1769");
    expect(result.catalog.products.every((p) => !p.urlPath.en.endsWith(".html"))).toBe(true);
    expect(tank.gallery.map((g) => g.image)).toEqual(["/w/t/wt06-blue_main.jpg", "/w/t/wt06-blue_back.jpg"]);
    expect(result.catalog.products.filter((p) => p.gallery.length > 1).length).toBeGreaterThan(40);
    expect(tank.configurableOptions.find((o) => o.code === "size")?.values.map((v) => v.label.en)).toEqual([
      "XS",
      "S",
      "M",
      "L",
      "XL",
    ]);
    const jackets = result.catalog.categories.find((c) => c.id === 14)!;
    expect(jackets.urlPath.en).toBe("men/tops-men/jackets-men/jackets-14");
  });
});

localised.describe("importing vsf-2020 with the localised category dumps", () => {
  let result: ImportResult;
  beforeAll(async () => {
    result = await importCatalog([path.join(DATA, "vsf-2020"), path.join(DATA, "vsf-2019-localised")]);
  });

  it("merges German category names by id and leaves the others in the source language", () => {
    const byId = new Map(result.catalog.categories.map((c) => [c.id, c]));
    expect(byId.get(20)?.name).toEqual({ nl: "Women", de: "Frauen", en: "Women" });
    expect(byId.get(11)?.name.de).toBe("Herren");
    expect(byId.get(3)?.urlPath.de).toBe("gear/gerat-3");
    expect(byId.get(51)?.name.de).toBe("tees");
    expect(result.report.categories).toBe(48);
    expect(result.report.storeViews).toEqual(["de: 39 of 39 category documents merged into the de texts"]);
  });

  it("reads and counts the Italian dump but says there is no Italian store view", () => {
    expect(result.report.read["category@it"]).toBe(39);
    expect(result.report.warnings).toContain(
      "it store view: 39 category documents read, but there is no Italian store view (ours are nl, de, en); not imported",
    );
  });

  it("ignores cms blocks, pages and reviews, and replaces the DE rate of the source's tax rule", () => {
    expect(result.report.ignored.byEntity).toEqual({ cms_block: 20, cms_page: 6, review: 971, "category@it": 39 });
    expect(result.report.attributes).toBe(80);
    expect(result.catalog.taxRules.map((r) => r.rates.map((x) => `${x.countryId} ${x.rate}`))).toEqual([
      ["NL 21", "DE 19"],
      ["US 23", "IT 23", "PL 23"],
    ]);
    expect(catalogSchema.safeParse(result.catalog).success).toBe(true);
  });
});
