/**
 * The demo's category tree, built from the shop's navigation (client/config/navigation.ts) so the
 * header menu and the category pages always agree. Ids are given in tree order under root 2.
 */
import { CATEGORY_TREE } from "../../../client/config/navigation";
import type { Category } from "../../../schema/catalog/category";
import type { Localized } from "../../../schema/catalog/localized";

/** SPEC §9: the root category id. */
export const ROOT_CATEGORY_ID = 2;

type TreeNode = (typeof CATEGORY_TREE)[number];

export interface DemoCategories {
  categories: Category[];
  /** Category by its English url path ("women/coats"), the key garments are filed under. */
  byKey: Map<string, Category>;
}

const map = (value: Localized, fn: (text: string) => string): Localized => ({
  nl: fn(value.nl),
  de: fn(value.de),
  en: fn(value.en),
});
const withoutSlash = (path: string): string => path.replace(/^\/+/, "");
const lastSegment = (path: string): string => path.split("/").pop() ?? path;

function category(
  id: number,
  parentId: number | null,
  level: number,
  position: number,
  name: Localized,
  path: Localized,
): Category {
  const urlPath = map(path, withoutSlash);
  return {
    id,
    parentId,
    level,
    position,
    isActive: true,
    includeInMenu: level > 1,
    name,
    urlKey: map(urlPath, lastSegment),
    urlPath,
    displayMode: "PRODUCTS",
    // Filled in by the generator once products are assigned.
    productCount: 0,
    metaTitle: map(name, (n) => `${n} | Atelier Noord`),
  };
}

export function buildCategories(): DemoCategories {
  const root: Category = {
    ...category(
      ROOT_CATEGORY_ID,
      null,
      1,
      0,
      { nl: "Alle producten", de: "Alle Produkte", en: "All products" },
      { nl: "", de: "", en: "" },
    ),
    // The root is not a page of its own: the home page stands in for it.
    includeInMenu: false,
  };
  const categories: Category[] = [root];
  let nextId = ROOT_CATEGORY_ID + 1;
  const add = (node: TreeNode, parentId: number, level: number, position: number): void => {
    const created = category(nextId++, parentId, level, position, node.name, node.path);
    categories.push(created);
    (node.children ?? []).forEach((child, i) => add(child, created.id, level + 1, i + 1));
  };
  CATEGORY_TREE.forEach((node, i) => add(node, ROOT_CATEGORY_ID, 2, i + 1));
  return {
    categories,
    byKey: new Map(categories.filter((c) => c.id !== ROOT_CATEGORY_ID).map((c) => [c.urlPath.en, c])),
  };
}
