import { describe, expect, it } from "vitest";
import { productSchema } from "../../../schema/catalog/snapshot";
import { AttributeIndex, normalizeAttribute } from "./normalize-attribute";
import { normalizeProduct, UNKNOWN_DATE, type ProductDraft } from "./normalize-product";
import { Notes } from "./report";
import { resolveProductUrls } from "./url-paths";
import type { Source } from "./values";

const attributeDocs = [
  {
    attribute_id: 93,
    attribute_code: "color",
    frontend_input: "select",
    is_user_defined: true,
    is_filterable: true,
    default_frontend_label: "Color",
    options: [
      { label: " ", value: "" },
      { label: "Black", value: "49" },
      { label: "Gray", value: "52" },
    ],
  },
  {
    attribute_id: 157,
    attribute_code: "size",
    frontend_input: "select",
    is_user_defined: true,
    is_filterable: true,
    default_frontend_label: "Size",
    options: [
      { label: "XS", value: "167" },
      { label: "S", value: "168" },
    ],
  },
  {
    attribute_id: 155,
    attribute_code: "gender",
    frontend_input: "multiselect",
    is_user_defined: true,
    is_filterable: true,
    default_frontend_label: "Gender",
    options: [
      { label: "Men", value: "80" },
      { label: "Women", value: "81" },
    ],
  },
  {
    attribute_id: 149,
    attribute_code: "tax_class_id",
    frontend_input: "select",
    is_user_defined: false,
    is_filterable: false,
    default_value: "2",
    options: [{ label: "Taxable Goods", value: "2" }],
  },
];

function context(products: Source[] = []) {
  const notes = new Notes();
  const attributes = attributeDocs.map((doc) => {
    const result = normalizeAttribute(doc, notes);
    if (!result.ok) throw new Error(result.reason);
    return result.value;
  });
  const bySku = new Map(products.map((p) => [String(p.sku), p]));
  return { attributes: new AttributeIndex(attributes), bySku, notes };
}

function product(source: Source, ctx = context()): ProductDraft {
  const result = normalizeProduct(source, ctx);
  if (!result.ok) throw new Error(result.reason);
  return result.value;
}

/** Checks the draft against the snapshot schema once its url fields are resolved. */
function expectValid(draft: ProductDraft) {
  const [urls] = resolveProductUrls([draft], new Notes());
  const parsed = productSchema.safeParse({ ...draft, ...urls });
  expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
}

const simple2017 = (id: number, sku: string, color: string, size: string) => ({
  id,
  sku,
  name: sku,
  price: 52,
  status: 1,
  visibility: 1,
  type_id: "simple",
  created_at: "2017-07-18 04:56:51",
  updated_at: "2017-07-18 04:56:51",
  image: `/m/h/${sku.toLowerCase()}.jpg`,
  color,
  size,
  tax_class_id: "2",
});

/** The 2017 shape (abridged from the Luma dump). */
const configurable2017 = {
  id: 19,
  sku: "MH01",
  name: "Chaz Kangeroo Hoodie",
  price: 52,
  status: 1,
  visibility: 4,
  type_id: "configurable",
  created_at: "2017-07-18 04:56:51",
  updated_at: "2017-07-18 04:56:51",
  product_links: [],
  custom_attributes: null,
  category: [
    { category_id: 2, name: "Default Category" },
    { category_id: 15, name: "Hoodies & Sweatshirts" },
  ],
  description: "<p>Warm.</p>",
  image: "/m/h/mh01-gray_main.jpg",
  url_key: "chaz-kangeroo-hoodie",
  tax_class_id: "2",
  gender: "80,81",
  sale: "1",
  configurable_options: [
    {
      attribute_id: "93",
      values: [{ value_index: 49 }, { value_index: 52 }, { value_index: 60 }],
      product_id: 19,
      id: 3,
      label: "Color",
      position: 0,
    },
    { attribute_id: "157", values: [{ value_index: 167 }], product_id: 19, id: 2, label: "Size", position: 0 },
  ],
  configurable_children: [
    {
      price: 52,
      name: "Chaz Kangeroo Hoodie-XS-Black",
      sku: "MH01-XS-Black",
      custom_attributes: [
        { value: "167", attribute_code: "size" },
        { value: "49", attribute_code: "color" },
        { value: "/m/h/mh01-black_main.jpg", attribute_code: "image" },
      ],
    },
    // As the 12 MP04 children of the Luma dump: no custom_attributes, completed from the simple product.
    { price: 54, name: "Chaz Kangeroo Hoodie-XS-Gray", sku: "MH01-XS-Gray" },
  ],
};

/** The modern shape (abridged from vsf-sample). */
const configurableModern = {
  id: 1769,
  name: "Chloe Compete Tank",
  image: "/w/t/wt06-blue_main.jpg",
  sku: "WT06",
  url_key: "chloe-compete-tank",
  url_path: "women/tops-women/tanks-women/bras-and-tanks-26/chloe-compete-tank-1769.html",
  type_id: "configurable",
  price: 39,
  special_price: 0,
  special_to_date: null,
  special_from_date: null,
  status: 1,
  visibility: 4,
  size: null,
  color: null,
  category_ids: ["26"],
  category: [
    {
      category_id: 26,
      name: "Bras & Tanks",
      slug: "bras-and-tanks-26",
      path: "women/tops-women/tanks-women/bras-and-tanks-26",
    },
  ],
  media_gallery: [
    { image: "/w/t/wt06-blue_back.jpg", pos: 2, typ: "image", lab: null, vid: null },
    { image: "/w/t/wt06-blue_main.jpg", pos: 1, typ: "image", lab: "Front", vid: null },
    {
      image: "/w/t/wt06-video.jpg",
      pos: 3,
      typ: "video",
      lab: null,
      vid: { url: "https://www.youtube.com/watch?v=abc", title: "Tank" },
    },
  ],
  configurable_options: [
    {
      id: 300,
      attribute_id: "93",
      label: "Color",
      position: 1,
      values: [
        { value_index: 50, label: "Blue" },
        { value_index: 51, label: "" },
      ],
      product_id: 1769,
      attribute_code: "color",
    },
  ],
  stock: [{ is_in_stock: true, qty: 9 }],
  configurable_children: [
    {
      type_id: null,
      sku: "WT06-XS-Blue",
      special_price: 0,
      special_to_date: null,
      special_from_date: null,
      name: "Chloe Compete Tank-XS-Blue",
      price: 39,
      id: 1754,
      image: "/w/t/wt06-blue_main.jpg",
      url_key: "chloe-compete-tank-xs-blue",
      url_path: null,
      status: 1,
      size: "167",
      color: "50",
      stock: null,
    },
  ],
};

describe("normalizeProduct, 2017 shape", () => {
  const ctx = context([
    simple2017(20, "MH01-XS-Black", "49", "167"),
    { ...simple2017(21, "MH01-XS-Gray", "52", "167"), status: 2, special_price: "40.0000" },
  ]);
  const value = product(configurable2017, ctx);

  it("labels configurable options from the attribute documents and drops values without a label", () => {
    expect(value.configurableOptions).toEqual([
      {
        attributeId: 93,
        code: "color",
        label: { nl: "Color", de: "Color", en: "Color" },
        position: 0,
        values: [
          { valueIndex: "49", label: { nl: "Black", de: "Black", en: "Black" } },
          { valueIndex: "52", label: { nl: "Gray", de: "Gray", en: "Gray" } },
        ],
      },
      {
        attributeId: 157,
        code: "size",
        label: { nl: "Size", de: "Size", en: "Size" },
        position: 0,
        values: [{ valueIndex: "167", label: { nl: "XS", de: "XS", en: "XS" } }],
      },
    ]);
    expect(ctx.notes.list()).toContain("configurable option values without a label dropped: MH01: color 60");
  });

  it("reads children from custom_attributes and completes them from the simple product documents", () => {
    expect(value.children).toEqual([
      {
        id: 20,
        sku: "MH01-XS-Black",
        status: 1,
        price: 5200,
        specialPrice: null,
        specialFrom: null,
        specialTo: null,
        options: { color: "49", size: "167" },
        image: "/m/h/mh01-black_main.jpg",
        stock: { qty: 0, isInStock: true, manageStock: false },
      },
      {
        id: 21,
        sku: "MH01-XS-Gray",
        status: 2,
        price: 5400,
        specialPrice: 4000,
        specialFrom: null,
        specialTo: null,
        options: { color: "52", size: "167" },
        image: "/m/h/mh01-xs-gray.jpg",
        stock: { qty: 0, isInStock: true, manageStock: false },
      },
    ]);
  });

  it("maps prices, dates, categories, multiselect values, flags and missing stock", () => {
    expect(value).toMatchObject({
      id: 19,
      type: "configurable",
      price: 5200,
      specialPrice: null,
      createdAt: "2017-07-18T04:56:51Z",
      categoryIds: [2, 15],
      categoryPositions: { "2": 0, "15": 0 },
      attributes: { gender: ["80", "81"] },
      onSale: true,
      isNew: false,
      taxClassId: 2,
      urlKey: { en: "chaz-kangeroo-hoodie" },
      urlPath: { en: null },
      gallery: [{ image: "/m/h/mh01-gray_main.jpg", video: null, label: null }],
      stock: { qty: 0, isInStock: true, manageStock: false },
    });
    expectValid(value);
  });

  it("drops a child it cannot identify and still imports the product", () => {
    const notes = context();
    const result = product({ ...configurable2017, configurable_children: [{ sku: "NOPE", price: 1 }] }, notes);
    expect(result.children).toEqual([]);
    expect(notes.notes.list().join("\n")).toContain("MH01/NOPE (id: missing (no product document with this sku))");
  });

  it("children without status are enabled", () => {
    const result = product({
      ...configurable2017,
      configurable_children: [{ id: 5, sku: "C", color: "49", size: "167" }],
    });
    expect(result.children[0]).toMatchObject({ status: 1, price: 5200 });
  });
});

describe("normalizeProduct, modern shape", () => {
  const value = product(configurableModern);

  it("takes labels from the product, the url path without .html, the gallery and the stock array", () => {
    expect(value.configurableOptions).toEqual([
      {
        attributeId: 93,
        code: "color",
        label: { nl: "Color", de: "Color", en: "Color" },
        position: 1,
        values: [{ valueIndex: "50", label: { nl: "Blue", de: "Blue", en: "Blue" } }],
      },
    ]);
    expect(value.urlPath.en).toBe("women/tops-women/tanks-women/bras-and-tanks-26/chloe-compete-tank-1769");
    expect(value.gallery).toEqual([
      { image: "/w/t/wt06-blue_main.jpg", video: null, label: "Front" },
      { image: "/w/t/wt06-blue_back.jpg", video: null, label: null },
      { image: "/w/t/wt06-video.jpg", video: "https://www.youtube.com/watch?v=abc", label: null },
    ]);
    expect(value.stock).toEqual({ qty: 9, isInStock: true, manageStock: true });
    expect(value.children[0]).toMatchObject({
      id: 1754,
      options: { color: "50" },
      specialPrice: null,
      stock: { qty: 0, isInStock: true, manageStock: false },
    });
    expect(value.createdAt).toBe(UNKNOWN_DATE);
    expectValid(value);
  });

  it("reads the stock object of the documented format", () => {
    const stock = { is_in_stock: false, qty: "0.0000", manage_stock: true, product_id: 19 };
    expect(product({ ...configurableModern, stock }).stock).toEqual({ qty: 0, isInStock: false, manageStock: true });
  });
});

describe("other product types", () => {
  const base = {
    id: 1,
    sku: "S1",
    name: "Strap",
    price: "24.0000",
    status: 1,
    visibility: 4,
    created_at: "2017-07-18 04:57:34",
    updated_at: "2017-07-18 04:57:34",
    tax_class_id: 2,
    url_key: "strap",
  };

  it("converts special prices and dates", () => {
    const value = product({
      ...base,
      type_id: "simple",
      special_price: "19.5000",
      special_from_date: "2017-09-16 15:46:46",
      stock: { qty: 3, is_in_stock: true },
    });
    expect(value).toMatchObject({
      price: 2400,
      specialPrice: 1950,
      specialFrom: "2017-09-16T15:46:46Z",
      specialTo: null,
      onSale: true,
      stock: { qty: 3, manageStock: true },
    });
    expectValid(value);
  });

  it("imports grouped products with associated links, colour relations and merchandising links", () => {
    const links = [
      {
        sku: "S1",
        link_type: "associated",
        linked_product_sku: "24-WG085",
        linked_product_type: "simple",
        position: 1,
        extension_attributes: { qty: 2 },
      },
      { sku: "S1", link_type: "colorrelation", linked_product_sku: "S1-red", position: 2 },
      { sku: "S1", link_type: "upsell", linked_product_sku: "S9", position: 3 },
      { sku: "S1", link_type: "crosssell", linked_product_sku: "S7", position: 4 },
      { sku: "S1", link_type: "related", linked_product_sku: "S8", position: 5 },
      { sku: "S1", link_type: "super", linked_product_sku: "S6", position: 6 },
    ];
    const ctx = context();
    const value = product({ ...base, type_id: "grouped", product_links: links }, ctx);
    expect(value.links).toEqual([
      { type: "associated", sku: "24-WG085", qty: 2, position: 1 },
      { type: "colorrelation", sku: "S1-red", qty: 0, position: 2 },
      { type: "upsell", sku: "S9", qty: 0, position: 3 },
      { type: "crosssell", sku: "S7", qty: 0, position: 4 },
      { type: "related", sku: "S8", qty: 0, position: 5 },
    ]);
    expect(ctx.notes.list()).toEqual(["product links of types the storefront does not use (dropped): S1: super"]);
    expectValid(value);
  });

  it("imports a grouped product without links and a bundle without options, with warnings", () => {
    const ctx = context();
    product({ ...base, type_id: "grouped", product_links: [] }, ctx);
    const bundle = product({ ...base, sku: "B1", type_id: "bundle", price: 0, special_price: "32.0000" }, ctx);
    expect(bundle.specialPrice).toBeNull();
    expect(ctx.notes.list()).toEqual([
      "grouped products without associated products (imported): S1",
      "bundle special prices are percentages in Magento; dropped: B1: 32.0000 %",
      "bundle products without bundle_options (imported): B1",
    ]);
  });

  it("imports bundle options", () => {
    const bundle_options = [
      {
        option_id: 1,
        title: "Ball",
        required: true,
        type: "radio",
        position: 1,
        product_links: [{ id: "5", sku: "24-WG081-blue", qty: "1", is_default: true, can_change_quantity: 0 }],
      },
    ];
    const value = product({ ...base, type_id: "bundle", bundle_options });
    expect(value.bundleOptions).toEqual([
      {
        optionId: 1,
        title: { nl: "Ball", de: "Ball", en: "Ball" },
        type: "radio",
        required: true,
        position: 1,
        links: [{ id: 5, sku: "24-WG081-blue", qty: 1, isDefault: true, canChangeQty: false }],
      },
    ]);
    expectValid(value);
  });

  it("imports virtual and downloadable products, defaulting the tax class from the attribute", () => {
    const ctx = context();
    expect(product({ ...base, type_id: "virtual", tax_class_id: null }, ctx)).toMatchObject({
      type: "virtual",
      taxClassId: 2,
    });
    expect(product({ ...base, type_id: "downloadable", tax_class_id: "0" }, ctx)).toMatchObject({
      type: "downloadable",
      taxClassId: 0,
    });
  });
});

describe("malformed product documents", () => {
  const reason = (source: Source) => {
    const result = normalizeProduct(source, context());
    return result.ok ? null : result.reason;
  };

  it("names the field that makes a document unusable", () => {
    expect(reason({ query: { match: { name: "Bag" } } })).toBe("type_id: missing");
    expect(reason({ type_id: "gift", id: 1, sku: "G", name: "G" })).toBe("type_id: unknown product type (gift)");
    expect(reason({ type_id: "simple", sku: "A", name: "A" })).toBe("id: missing");
    expect(reason({ type_id: "simple", id: 3, sku: " ", name: "A", price: "-2" })).toBe(
      'sku: missing; price: negative price ("-2")',
    );
    expect(reason({ type_id: "simple", id: 3, sku: "A", name: "A", visibility: 7 })).toBe("visibility: not 1–4 (7)");
    expect(
      reason({
        type_id: "configurable",
        id: 3,
        sku: "A",
        name: "A",
        configurable_options: [{ attribute_id: "999", values: [] }],
      }),
    ).toBe("configurable_options.0.attribute_code: missing (and attribute_id 999 is not in the attribute documents)");
  });

  it("keeps a product whose optional fields are malformed, with a warning", () => {
    const ctx = context();
    const value = product(
      { type_id: "simple", id: 4, sku: "D", name: "D", price: 5, special_from_date: "someday", image: "bad path.jpg" },
      ctx,
    );
    expect(value).toMatchObject({ specialFrom: null, image: null, gallery: [] });
    expect(ctx.notes.list().join("\n")).toMatch(/invalid special_from_date ignored: D \(not a date/);
  });
});
