import { describe, expect, it } from "vitest";
import { categorySchema } from "../../../schema/catalog/snapshot";
import {
  finishCategories,
  findRootCategory,
  normalizeCategory,
  withNestedCategories,
  type CategoryDraft,
} from "./normalize-category";
import type { RawDoc } from "./read-dump";
import { Notes } from "./report";
import { mergeCategoryTexts } from "./store-views";

function draft(source: Record<string, unknown>): CategoryDraft {
  const result = normalizeCategory(source, new Notes());
  if (!result.ok) throw new Error(result.reason);
  return result.value;
}

const doc = (source: Record<string, unknown>): RawDoc => ({
  entity: "category",
  store: null,
  id: String(source.id),
  source,
  location: "catalog.json:1",
});

/** The 2017 shape: no url keys, no display mode, subtree nested in children_data. */
const tree2017 = [
  {
    id: 2,
    parent_id: 1,
    name: "Default Category",
    is_active: true,
    position: 1,
    level: 1,
    product_count: 1181,
    children_data: [],
  },
  {
    id: 11,
    parent_id: 2,
    name: "Men",
    is_active: true,
    position: 3,
    level: 2,
    product_count: 0,
    children_data: [
      {
        id: 12,
        parent_id: 11,
        name: "Tops",
        is_active: true,
        position: 1,
        level: 3,
        product_count: 0,
        children_data: [
          {
            id: 14,
            parent_id: 12,
            name: "Jackets",
            is_active: true,
            position: 1,
            level: 4,
            product_count: 176,
            children_data: [],
          },
        ],
      },
    ],
  },
  { id: 12, parent_id: 11, name: "Tops", is_active: true, position: 1, level: 3, product_count: 0, children_data: [] },
  {
    id: 29,
    parent_id: 2,
    name: "Promotions",
    is_active: false,
    position: 6,
    level: 2,
    product_count: 0,
    children_data: [],
  },
];

describe("normalizeCategory", () => {
  it("maps the 2017 shape, with defaults for what it lacks", () => {
    expect(draft(tree2017[3]!)).toEqual({
      id: 29,
      parentId: 2,
      level: 2,
      position: 6,
      isActive: false,
      includeInMenu: true,
      name: { nl: "Promotions", de: "Promotions", en: "Promotions" },
      urlKey: { nl: null, de: null, en: null },
      urlPath: { nl: null, de: null, en: null },
      displayMode: "PRODUCTS",
      productCount: 0,
    });
  });

  it("maps the modern shape: url key and path, display mode, menu flag, meta texts", () => {
    const value = draft({
      id: 38,
      parent_id: 2,
      name: "What's New",
      is_active: true,
      position: 2,
      level: 2,
      product_count: 0,
      include_in_menu: "0",
      display_mode: "PAGE",
      url_key: "whats-new-38",
      url_path: "what-is-new/whats-new-38",
      meta_title: "New",
    });
    expect(value).toMatchObject({
      includeInMenu: false,
      displayMode: "PAGE",
      urlKey: { en: "whats-new-38" },
      urlPath: { de: "what-is-new/whats-new-38" },
      metaTitle: { nl: "New" },
    });
  });

  it("reports malformed documents by field", () => {
    expect(normalizeCategory({ id: "x", name: "A" }, new Notes())).toEqual({
      ok: false,
      reason: 'id: not a number ("x")',
    });
    expect(normalizeCategory({ id: 3, product_count: -1 }, new Notes())).toEqual({
      ok: false,
      reason: "name: missing; product_count: negative",
    });
  });
});

describe("the category tree", () => {
  it("adds categories that appear only nested, without duplicating documents", () => {
    const docs = withNestedCategories(tree2017.map(doc));
    expect(docs.map((d) => d.source.id)).toEqual([2, 11, 12, 29, 14]);
    expect(docs[4]!.location).toBe("catalog.json:1 children_data");
  });

  it("finishes the tree: root without parent, derived url paths, counted products", () => {
    const drafts = withNestedCategories(tree2017.map(doc)).map((d) => draft(d.source));
    const categories = finishCategories(drafts, new Map([[29, 5]]), new Notes());
    const byId = new Map(categories.map((c) => [c.id, c]));
    expect(byId.get(2)).toMatchObject({ parentId: null, level: 1 });
    expect(byId.get(14)?.urlPath).toEqual({ nl: "men/tops/jackets", de: "men/tops/jackets", en: "men/tops/jackets" });
    expect(byId.get(29)?.productCount).toBe(0);
    for (const c of categories) expect(categorySchema.safeParse(c).success).toBe(true);
    expect(findRootCategory(drafts)).toBe(2);
  });

  it("counts products where the source has no product_count, and fills missing levels from the tree", () => {
    const drafts = [
      draft({ id: 2, parent_id: 1, name: "Root", level: 1 }),
      draft({ id: 5, parent_id: 2, name: "Bags" }),
    ];
    const [, bags] = finishCategories(drafts, new Map([[5, 14]]), new Notes());
    expect(bags).toMatchObject({ level: 2, productCount: 14, urlPath: { en: "bags" } });
  });

  it("takes the root from the data when there is no category 2", () => {
    const drafts = [
      draft({ id: 7, parent_id: 1, name: "Shop", level: 1 }),
      draft({ id: 8, parent_id: 7, name: "Shirts", level: 2 }),
      draft({ id: 9, parent_id: 1, name: "Other", level: 1 }),
    ];
    expect(findRootCategory(drafts)).toBe(7);
  });

  it("fills German texts from a de store view by category id", () => {
    const base = [
      draft({ id: 20, parent_id: 2, name: "Women", url_key: "women-20", url_path: "women/women-20" }),
      draft({ id: 21, parent_id: 20, name: "Tops" }),
    ];
    const de = [
      draft({ id: 20, parent_id: 2, name: "Frauen", url_key: "frauen-20", url_path: "women/frauen-20" }),
      draft({ id: 99, parent_id: 2, name: "Nur hier" }),
    ];
    expect(mergeCategoryTexts(base, de, "de")).toBe(1);
    expect(base[0]!.name).toEqual({ nl: "Women", de: "Frauen", en: "Women" });
    expect(base[0]!.urlPath).toEqual({ nl: "women/women-20", de: "women/frauen-20", en: "women/women-20" });
  });
});
