import { describe, expect, it } from "vitest";
import type { LinkedItemView, ProductOptionsProps } from "../components/catalog/product-types";
import {
  cartLines,
  groupedQuantities,
  initialChoice,
  productOption,
  wholeQty,
  type ProductChoice,
} from "./cart-request";

const price = (final: number) => ({ regular: final, special: null, final });
const base: ProductOptionsProps = {
  sku: "AN-1",
  type: "simple",
  name: "Canvas parka",
  image: "/demo/parka.jpg",
  baseUrl: "/p/AN-1/canvas-parka",
  price: price(14900),
  inStock: true,
  stockKnown: true,
  variants: [],
  options: [],
  selected: {},
  selectedSku: null,
  variantError: null,
  customOptions: [],
  grouped: [],
  bundle: [],
  colorRelations: [],
};
const choice = (over: Partial<ProductChoice> = {}): ProductChoice => ({ ...initialChoice(base), ...over });
const item = (sku: string, over: Partial<LinkedItemView> = {}): LinkedItemView => ({
  id: 0,
  sku,
  name: `Item ${sku}`,
  url: `/p/${sku}/item`,
  price: price(1000),
  qty: 1,
  isDefault: false,
  inStock: true,
  ...over,
});

describe("a configurable product", () => {
  const props: ProductOptionsProps = {
    ...base,
    type: "configurable",
    options: [
      { code: "color", label: "Kleur", values: [{ value: "49", label: "Marineblauw", swatch: "#1f2a44" }] },
      {
        code: "size",
        label: "Maat",
        values: [
          { value: "1", label: "S", swatch: null },
          { value: "2", label: "M", swatch: null },
        ],
      },
    ],
    variants: [
      {
        sku: "AN-1-S",
        enabled: true,
        inStock: true,
        options: { color: "49", size: "1" },
        finalPrice: 14900,
        price: price(14900),
        image: "/demo/parka-navy.jpg",
        url: "/p/AN-1/canvas-parka/AN-1-S",
      },
      {
        sku: "AN-1-M",
        enabled: true,
        inStock: true,
        options: { color: "49", size: "2" },
        finalPrice: 15900,
        price: price(15900),
        image: null,
        url: "/p/AN-1/canvas-parka/AN-1-M",
      },
    ],
    selectedSku: "AN-1-S",
  };

  it("adds the chosen variant's sku, with its picture, page and option labels", () => {
    expect(cartLines(props, { ...initialChoice(props), variantSku: "AN-1-M", price: 15900 })).toEqual([
      {
        sku: "AN-1-M",
        qty: 1,
        name: "Canvas parka",
        price: 15900,
        product_type: "configurable",
        image: "/demo/parka.jpg",
        url: "/p/AN-1/canvas-parka/AN-1-M",
        options: [
          { label: "Kleur", value: "Marineblauw" },
          { label: "Maat", value: "M" },
        ],
      },
    ]);
    expect(cartLines(props, initialChoice(props))[0]).toMatchObject({ sku: "AN-1-S", image: "/demo/parka-navy.jpg" });
  });

  it("adds nothing without a variant", () => {
    expect(cartLines(props, { ...initialChoice(props), variantSku: null })).toEqual([]);
  });
});

describe("custom options", () => {
  const props: ProductOptionsProps = {
    ...base,
    customOptions: [
      {
        optionId: 5,
        title: "Monogram",
        type: "drop_down",
        required: true,
        values: [
          { optionTypeId: 51, title: "AN", priceType: "fixed", price: 500 },
          { optionTypeId: 52, title: "JD", priceType: "fixed", price: 500 },
        ],
      },
      {
        optionId: 6,
        title: "Gift wrap",
        type: "checkbox",
        required: false,
        values: [{ optionTypeId: 61, title: "Yes", priceType: "percent", price: 1000 }],
      },
    ],
  };

  it("send a required select's first value until the shopper picks another, as the page shows it", () => {
    expect(productOption(props, choice())).toEqual({
      extension_attributes: { custom_options: [{ option_id: 5, option_value: "51" }] },
    });
  });

  it("send every chosen value, several of a checkbox joined by commas", () => {
    expect(productOption(props, choice({ custom: { 5: [52], 6: [61] } }))).toEqual({
      extension_attributes: {
        custom_options: [
          { option_id: 5, option_value: "52" },
          { option_id: 6, option_value: "61" },
        ],
      },
    });
    expect(cartLines(props, choice({ custom: { 5: [52] }, price: 15400 }))[0]).toMatchObject({
      sku: "AN-1",
      price: 15400,
      product_option: { extension_attributes: { custom_options: [{ option_id: 5, option_value: "52" }] } },
    });
  });

  it("are left out when there are none", () => {
    expect(productOption(base, choice())).toBeUndefined();
    expect(cartLines(base, choice())[0]).not.toHaveProperty("product_option");
  });
});

describe("a bundle", () => {
  const link = (id: number, isDefault = false) => ({ ...item(`L${id}`), id, isDefault });
  const props: ProductOptionsProps = {
    ...base,
    type: "bundle",
    bundle: [
      { optionId: 1, title: "Sjaal", type: "select", required: true, links: [link(11), link(12, true)] },
      { optionId: 2, title: "Muts", type: "select", required: true, links: [link(21), link(22)] },
      { optionId: 3, title: "Leeg", type: "select", required: false, links: [] },
    ],
  };

  it("sends each option's default link, else its first, as bundle_options", () => {
    expect(productOption(props, choice())).toEqual({
      extension_attributes: {
        bundle_options: [
          { option_id: 1, option_selections: [12] },
          { option_id: 2, option_selections: [21] },
        ],
      },
    });
  });

  it("sends what the shopper chose", () => {
    expect(cartLines(props, choice({ bundle: { 2: [22] } }))[0]!.product_option).toEqual({
      extension_attributes: {
        bundle_options: [
          { option_id: 1, option_selections: [12] },
          { option_id: 2, option_selections: [22] },
        ],
      },
    });
  });
});

describe("a grouped product", () => {
  const props: ProductOptionsProps = {
    ...base,
    type: "grouped",
    grouped: [item("A", { qty: 1 }), item("B", { qty: 2 }), item("C", { inStock: false }), item("D", { url: null })],
  };

  it("adds one line per associated product with a quantity above 0", () => {
    const lines = cartLines(props, choice({ grouped: { A: 0, D: 3 } }));
    expect(lines.map((l) => [l.sku, l.qty, l.url])).toEqual([
      ["B", 2, "/p/B/item"],
      ["D", 3, "/p/AN-1/canvas-parka"],
    ]);
    expect(lines[0]).toMatchObject({ name: "Item B", price: 1000, product_type: "simple" });
  });

  it("adds nothing when every quantity is 0", () => {
    expect(cartLines(props, choice({ grouped: { A: 0, B: 0, D: 0 } }))).toEqual([]);
  });

  it("takes typed quantities as whole numbers from 0 to 99", () => {
    expect(groupedQuantities(props, { A: 2.7, B: -1, C: Number.NaN, D: 500 })).toEqual({ A: 2, B: 0, C: 0, D: 99 });
    expect([wholeQty(Number.POSITIVE_INFINITY), wholeQty(0), wholeQty(99)]).toEqual([0, 0, 99]);
  });
});
