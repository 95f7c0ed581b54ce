/** A small hand-made catalogue for unit tests of the catalogue code (the demo and Luma data cover scale). */
import { summarize } from "../../scripts/catalog/summaries";
import { CATALOG_FORMAT } from "../../schema/catalog/files";
import type { Catalog, CatalogFile, Category, Localized, Product, ProductChild } from "../../schema/catalog/snapshot";

const l = (nl: string, de: string, en: string): Localized => ({ nl, de, en });
const iso = "2026-01-01T00:00:00Z";

function category(
  id: number,
  parentId: number | null,
  level: number,
  name: Localized,
  path: Localized,
  position = 1,
): Category {
  const key = (p: string) => p.split("/").pop() ?? p;
  return {
    id,
    parentId,
    level,
    position,
    isActive: true,
    includeInMenu: true,
    name,
    urlKey: { nl: key(path.nl), de: key(path.de), en: key(path.en) },
    urlPath: path,
    displayMode: "PRODUCTS",
    productCount: 0,
  };
}

function product(id: number, sku: string, name: Localized, over: Partial<Product> = {}): Product {
  const slug = name.en.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  return {
    id,
    sku,
    type: "simple",
    status: 1,
    visibility: 4,
    name,
    description: l("<p>NL</p>", "<p>DE</p>", "<p>EN</p>"),
    shortDescription: null,
    urlKey: { nl: slug, de: slug, en: slug },
    urlPath: { nl: `dames/${slug}`, de: `damen/${slug}`, en: `women/${slug}` },
    categoryIds: [11],
    categoryPositions: { "11": id },
    brand: "Atelier Noord",
    price: 10000,
    specialPrice: null,
    specialFrom: null,
    specialTo: null,
    taxClassId: 2,
    isNew: false,
    onSale: false,
    image: `/fx/${sku}.jpg`,
    gallery: [{ image: `/fx/${sku}.jpg`, video: null, label: null }],
    attributes: {},
    createdAt: iso,
    updatedAt: iso,
    stock: { qty: 5, isInStock: true, manageStock: true },
    configurableOptions: [],
    children: [],
    links: [],
    bundleOptions: [],
    customOptions: [],
    ...over,
  };
}

function child(id: number, sku: string, color: string, size: string, inStock = true): ProductChild {
  return {
    id,
    sku,
    status: 1,
    price: 10000,
    specialPrice: null,
    specialFrom: null,
    specialTo: null,
    options: { color, size },
    image: null,
    stock: { qty: inStock ? 3 : 0, isInStock: inStock, manageStock: true },
  };
}

export const FIXTURE: Catalog = {
  source: "fixture",
  rootCategoryId: 2,
  categories: [
    category(2, 1, 1, l("Alles", "Alles", "All"), l("", "", "")),
    category(10, 2, 2, l("Dames", "Damen", "Women"), l("dames", "damen", "women"), 1),
    category(11, 10, 3, l("Jassen", "Jacken", "Coats"), l("dames/jassen", "damen/jacken", "women/coats"), 1),
    category(12, 10, 3, l("Jurken", "Kleider", "Dresses"), l("dames/jurken", "damen/kleider", "women/dresses"), 2),
    category(20, 2, 2, l("Heren", "Herren", "Men"), l("heren", "herren", "men"), 2),
  ],
  attributes: [
    {
      id: 93,
      code: "color",
      label: l("Kleur", "Farbe", "Colour"),
      input: "select",
      isUserDefined: true,
      isVisible: true,
      isComparable: false,
      isFilterable: true,
      defaultValue: null,
      options: [
        { value: "1", label: l("Zwart", "Schwarz", "Black"), swatch: "#111111" },
        { value: "2", label: l("Camel", "Kamel", "Camel"), swatch: "#b58a5a" },
        { value: "3", label: l("Blauw", "Blau", "Blue"), swatch: "#2d4d8a" },
      ],
    },
    {
      id: 157,
      code: "size",
      label: l("Maat", "Größe", "Size"),
      input: "select",
      isUserDefined: true,
      isVisible: true,
      isComparable: false,
      isFilterable: true,
      defaultValue: null,
      options: [
        { value: "10", label: l("S", "S", "S") },
        { value: "11", label: l("M", "M", "M") },
      ],
    },
  ],
  taxRules: [],
  products: [
    product(1, "AN-1", l("Wollen jas met sjaalkraag", "Wollmantel mit Schalkragen", "Wool coat with shawl collar"), {
      type: "configurable",
      price: 20000,
      specialPrice: 15000,
      specialFrom: "2026-01-01T00:00:00Z",
      specialTo: "2030-12-31T23:59:59Z",
      onSale: true,
      configurableOptions: [
        {
          attributeId: 93,
          code: "color",
          label: l("Kleur", "Farbe", "Colour"),
          position: 0,
          values: [
            { valueIndex: "1", label: l("Zwart", "Schwarz", "Black") },
            { valueIndex: "2", label: l("Camel", "Kamel", "Camel") },
          ],
        },
        {
          attributeId: 157,
          code: "size",
          label: l("Maat", "Größe", "Size"),
          position: 1,
          values: [
            { valueIndex: "10", label: l("S", "S", "S") },
            { valueIndex: "11", label: l("M", "M", "M") },
          ],
        },
      ],
      children: [
        child(101, "AN-1-BLK-S", "1", "10"),
        child(102, "AN-1-BLK-M", "1", "11", false),
        child(103, "AN-1-CML-S", "2", "10"),
        child(104, "AN-1-CML-M", "2", "11"),
      ],
    }),
    product(2, "AN-2", l("Linnen jurk", "Leinenkleid", "Linen dress"), {
      categoryIds: [12],
      categoryPositions: { "12": 1 },
      price: 60000,
      attributes: { color: ["3"] },
      brand: "Studio Mare",
      isNew: true,
      updatedAt: "2026-06-01T00:00:00Z",
    }),
    product(3, "AN-3", l("Wollen jas heren", "Herrenmantel aus Wolle", "Men's wool coat"), {
      categoryIds: [20],
      categoryPositions: { "20": 1 },
      stock: { qty: 0, isInStock: false, manageStock: true },
      attributes: { color: ["1"] },
    }),
    product(4, "AN-4", l("Riem onderdeel", "Gürtelteil", "Belt part"), { visibility: 1, price: 2000 }),
    product(5, "AN-5", l("Oude jas", "Alter Mantel", "Old coat"), { status: 2 }),
    product(6, "AN-6", l("Jurk in blauw", "Kleid in Blau", "Dress in blue"), {
      categoryIds: [12],
      categoryPositions: { "12": 2 },
      price: 8000,
      attributes: { color: ["3"] },
    }),
  ],
};

/** The fixture as the worker reads it (catalog.json). */
export function fixtureCatalogFile(overrides: Partial<Catalog> = {}): CatalogFile {
  const catalog = { ...FIXTURE, ...overrides };
  return {
    format: CATALOG_FORMAT,
    version: "fixture",
    source: catalog.source,
    createdAt: iso,
    rootCategoryId: 2,
    shardCount: 1,
    media: true,
    categories: catalog.categories,
    attributes: catalog.attributes,
    taxRules: catalog.taxRules,
    products: catalog.products.map(summarize),
  };
}
