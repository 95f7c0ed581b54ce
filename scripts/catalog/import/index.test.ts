import { describe, expect, it } from "vitest";
import { catalogSchema } from "../../../schema/catalog/snapshot";
import { buildCatalog, formatReport, importedAnything } from "./index";
import { parseDump } from "./read-dump";

const lines = (...docs: unknown[]) => docs.map((d) => JSON.stringify(d)).join("\n");
const hit = (index: string, type: string, id: string | number, source: unknown) => ({
  _index: index,
  _type: type,
  _id: String(id),
  _source: source,
});

const attribute = (id: number, code: string, options: [string, string][]) => ({
  attribute_id: id,
  attribute_code: code,
  frontend_input: "select",
  is_user_defined: true,
  is_filterable: true,
  default_frontend_label: code[0]!.toUpperCase() + code.slice(1),
  options: options.map(([value, label]) => ({ value, label })),
});

const category = (id: number, parentId: number, name: string, level: number) => ({
  id,
  parent_id: parentId,
  name,
  level,
  position: 1,
  is_active: true,
  product_count: 0,
  children_data: [],
});

const simple = {
  id: 10,
  sku: "S-1",
  name: "Strap",
  type_id: "simple",
  price: 24,
  visibility: 4,
  created_at: "2017-07-18 04:57:34",
  tax_class_id: "2",
  url_key: "strap",
  category: [{ category_id: 3 }],
  color: "49",
};

describe("buildCatalog", () => {
  const luma = parseDump(
    lines(
      hit("vue_storefront_catalog1507151193738", "product", "AV6Y766sylWUeb2FvYYY", {
        query: { match: { name: "Bag" } },
      }),
      hit("vue_storefront_catalog1507151193738", "product", 10, simple),
      hit("vue_storefront_catalog1507151193738", "attribute", 93, attribute(93, "color", [["49", "Black"]])),
      hit("vue_storefront_catalog1507151193738", "attribute", 94, attribute(94, "Bad-Code", [])),
      hit("vue_storefront_catalog1507151193738", "category", 2, category(2, 1, "Default Category", 1)),
      hit("vue_storefront_catalog1507151193738", "category", 3, category(3, 2, "Gear", 2)),
      hit("vue_storefront_catalog1507151193738", "cms_block", 1, { identifier: "footer", content: "" }),
    ) + "\n{oops",
    "vsf-luma-2017/catalog.json",
  );

  it("imports what it can, and reports skipped documents by id and field", () => {
    const { catalog, report } = buildCatalog([luma], "import: test");
    expect(catalogSchema.safeParse(catalog).success).toBe(true);
    expect(catalog.products.map((p) => p.sku)).toEqual(["S-1"]);
    expect(catalog.products[0]!.attributes).toEqual({ color: ["49"] });
    expect(catalog.categories.map((c) => [c.id, c.urlPath.en])).toEqual([
      [2, "default-category"],
      [3, "gear"],
    ]);
    expect(catalog.attributes.map((a) => a.code)).toEqual(["color"]);
    expect(report.skipped.map((s) => `${s.entity} ${s.id}: ${s.reason} (${s.location})`)).toEqual([
      "product AV6Y766sylWUeb2FvYYY: type_id: missing (vsf-luma-2017/catalog.json:1)",
      "attribute 94: code: Invalid string: must match pattern /^[a-z][a-z0-9_]*$/ (vsf-luma-2017/catalog.json:4)",
      expect.stringMatching(/^unknown line 8: unreadable line: .* \(vsf-luma-2017\/catalog.json:8\)$/),
    ]);
    expect(report.ignored).toEqual({ total: 1, byEntity: { cms_block: 1 } });
    expect(report.products).toMatchObject({ total: 1, byType: { simple: 1 }, children: 0 });
    expect(report.read).toEqual({ product: 2, attribute: 2, category: 2, cms_block: 1 });
    expect(importedAnything(report)).toBe(true);
  });

  it("fills German texts from a de store-view dump and warns about it dumps", () => {
    const de = parseDump(
      lines(
        hit("vue_storefront_catalog_de_category", "_doc", 3, {
          ...category(3, 2, "Gerät", 2),
          url_key: "gerat-3",
          url_path: "gear/gerat-3",
        }),
      ),
      "catalog_de_category.json",
    );
    const it_ = parseDump(
      lines(hit("vue_storefront_catalog_it_category", "_doc", 3, category(3, 2, "Equipaggiamento", 2))),
      "catalog_it_category.json",
    );
    const { catalog, report } = buildCatalog([luma, de, it_], "import: test");
    const gear = catalog.categories.find((c) => c.id === 3)!;
    expect(gear.name).toEqual({ nl: "Gear", de: "Gerät", en: "Gear" });
    expect(gear.urlPath).toEqual({ nl: "gear", de: "gear/gerat-3", en: "gear" });
    expect(report.storeViews).toEqual(["de: 1 of 1 category documents merged into the de texts"]);
    expect(report.warnings).toContain(
      "it store view: 1 category documents read, but there is no Italian store view (ours are nl, de, en); not imported",
    );
    expect(report.ignored.byEntity).toMatchObject({ "category@it": 1 });
  });

  it("uses a store-view dump as the texts of all languages when it is the only one", () => {
    const de = parseDump(
      lines(hit("vue_storefront_catalog_de_category", "_doc", 2, category(2, 1, "Hauptkategorie", 1))),
      "catalog_de_category.json",
    );
    const { catalog, report } = buildCatalog([de], "import: test");
    expect(catalog.categories[0]!.name).toEqual({ nl: "Hauptkategorie", de: "Hauptkategorie", en: "Hauptkategorie" });
    expect(report.warnings[0]).toMatch(/no category dump for the default store view/);
  });

  it("merges a store view's product texts by sku, the first document of an id kept, into the last product of a sku", () => {
    const product = (id: number, sku: string, name: string, extra: Record<string, unknown> = {}) => ({
      ...simple,
      id,
      sku,
      name,
      url_key: undefined,
      ...extra,
    });
    const base = parseDump(
      lines(
        hit("vue_storefront_catalog", "product", 10, product(10, "S-1", "Strap")),
        hit("vue_storefront_catalog", "product", 11, product(11, "S-2", "Belt")),
        hit("vue_storefront_catalog", "product", 12, product(12, "S-2", "Belt again")),
      ),
      "catalog.json",
    );
    const de = parseDump(
      lines(
        hit("vue_storefront_catalog_de_product", "_doc", 10, product(10, "S-1", "Riemen", { url_key: "riemen" })),
        hit("vue_storefront_catalog_de_product", "_doc", 10, product(10, "S-1", "Repeated")),
        hit("vue_storefront_catalog_de_product", "_doc", 11, product(21, "S-2", "Gürtel")),
        hit("vue_storefront_catalog_de_product", "_doc", 99, product(99, "S-9", "Nirgends")),
      ),
      "catalog_de_product.json",
    );
    const nl = parseDump(
      lines(hit("vue_storefront_catalog_nl_product", "_doc", 10, product(10, "S-1", "Riem"))),
      "catalog_nl_product.json",
    );
    const { catalog, report } = buildCatalog([base, de, nl], "import: test");
    const [strap, belt, beltAgain] = catalog.products;
    expect(strap!.name).toEqual({ nl: "Riem", de: "Riemen", en: "Strap" });
    expect(strap!.urlPath).toEqual({ nl: "riem", de: "riemen", en: "strap" });
    // Two products share S-2: the store view's texts go to the later one, as pages find skus.
    expect(belt!.name).toEqual({ nl: "Belt", de: "Belt", en: "Belt" });
    expect(beltAgain!.name).toEqual({ nl: "Belt again", de: "Gürtel", en: "Belt again" });
    expect(report.storeViews).toEqual([
      "de: 2 of 3 product documents merged into the de texts",
      "nl: 1 of 1 product documents merged into the nl texts",
    ]);
    expect(report.warnings).toEqual(
      expect.arrayContaining([
        "product documents repeated (the first is kept): 10",
        "de store view: 1 product documents match no product of the default store view (not imported)",
        "skus shared by several products (all kept; pages and carts find the first): S-2 (ids 11, 12)",
      ]),
    );
  });

  it("uses a product store-view dump as the catalogue's products when it is the only one", () => {
    const de = parseDump(
      lines(hit("vue_storefront_catalog_de_product", "_doc", 10, { ...simple, name: "Riemen", url_key: "riemen" })),
      "catalog_de_product.json",
    );
    const { catalog, report } = buildCatalog([de], "import: test");
    expect(catalog.products.map((p) => p.name)).toEqual([{ nl: "Riemen", de: "Riemen", en: "Riemen" }]);
    expect(report.warnings).toContain("no product dump for the default store view: the de dump supplies all languages");
  });

  it("keeps source tax rules for other countries next to ours", () => {
    const rules = parseDump(
      lines(
        hit("vue_storefront_catalog_taxrule_1587031505", "_doc", 2, {
          id: 2,
          code: "General",
          product_tax_class_ids: [2],
          customer_tax_class_ids: [3],
          rates: [
            { tax_country_id: "DE", rate: 23 },
            { tax_country_id: "PL", rate: 23 },
          ],
        }),
      ),
      "catalog_taxrule.json",
    );
    const { catalog, report } = buildCatalog([rules], "import: test");
    expect(catalog.taxRules.map((r) => r.rates.map((x) => `${x.countryId} ${x.rate}`))).toEqual([
      ["NL 21", "DE 19"],
      ["PL 23"],
    ]);
    expect(report.tax[0]).toBe('source rule 2 "General": kept for PL 23 %; its DE 23 % replaced by our rule');
    expect(importedAnything(report)).toBe(true);
  });

  it("reports nothing imported for files without catalogue documents", () => {
    const { report } = buildCatalog([parseDump(JSON.stringify({ email: "a@b.c" }), "testUser.json")], "import: test");
    expect(importedAnything(report)).toBe(false);
    expect(report.ignored.byEntity).toEqual({ unknown: 1 });
  });

  it("prints a summary with counts, skipped documents and warnings", () => {
    const { report } = buildCatalog([luma], "import: vsf-luma-2017/catalog.json");
    const text = formatReport(report, { version: "abc123", dir: "/tmp/out", images: 0, media: false, warnings: [] });
    expect(text).toMatch(/^ {2}products +1 {2}\(simple 1\)$/m);
    expect(text).toMatch(/^ {2}categories +2 {2}\(root category 2\)$/m);
    expect(text).toMatch(/^ {2}ignored +1 {2}\(cms_block 1\)$/m);
    expect(text).toContain("Skipped documents: 3");
    expect(text).toContain("  product AV6Y766sylWUeb2FvYYY: type_id: missing (vsf-luma-2017/catalog.json:1)");
    expect(text).toContain("Snapshot abc123 written to /tmp/out");
  });
});
