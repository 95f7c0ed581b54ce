/**
 * Which entity (product, category, …) and which store view a dump document belongs to. Vue
 * Storefront indexes name them in three ways: the 2017 dumps in `_type`; from ES 6 on `_type` is
 * "_doc" and the entity is the end of `_index` (`vue_storefront_catalog_category_1587031505`),
 * with a store code before it for store views (`vue_storefront_catalog_de_category`); plain JSON
 * arrays only have their file name (`products.json`).
 */
import { isRecord, type Source } from "./values";

/** The entities the snapshot holds; everything else is counted as ignored. */
export const CATALOG_ENTITIES = ["product", "category", "attribute", "taxrule"] as const;
export type CatalogEntity = (typeof CATALOG_ENTITIES)[number];

export function isCatalogEntity(entity: string): entity is CatalogEntity {
  return (CATALOG_ENTITIES as readonly string[]).includes(entity);
}

/** Spellings seen in index, type and file names → the entity. */
const NAMES: Record<string, string> = {
  product: "product",
  products: "product",
  category: "category",
  categories: "category",
  attribute: "attribute",
  attributes: "attribute",
  taxrule: "taxrule",
  taxrules: "taxrule",
  tax_rule: "taxrule",
  tax_rules: "taxrule",
  cms_block: "cms_block",
  cms_blocks: "cms_block",
  cms_page: "cms_page",
  cms_pages: "cms_page",
  review: "review",
  reviews: "review",
};

function tokens(name: string): string[] {
  return name
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .map((t) => t.replace(/\d+$/, "")) // "catalog1507151193738" → "catalog"
    .filter((t) => t !== "");
}

/** The entity and store view named at the end of an index or file name, if any. */
export function parseName(name: string): { entity: string | null; store: string | null } {
  const parts = tokens(name);
  for (let end = parts.length; end > 0; end--) {
    for (const size of [2, 1]) {
      if (end - size < 0) continue;
      const entity = NAMES[parts.slice(end - size, end).join("_")];
      if (!entity) continue;
      const before = parts[end - size - 1];
      // A two-letter token right before the entity is a store code ("catalog_de_category").
      const store = before && /^[a-z]{2}$/.test(before) ? before : null;
      return { entity, store };
    }
  }
  return { entity: null, store: null };
}

/** The entity a type name stands for ("taxrule", "products"); null for "_doc" and unknown names. */
export function entityFromType(type: unknown): string | null {
  if (typeof type !== "string" || type === "" || type === "_doc" || type === "doc") return null;
  return NAMES[type.toLowerCase()] ?? type.toLowerCase();
}

/** Guesses the entity from a document's fields when no name says it. */
export function sniffEntity(source: Source): string {
  if ("attribute_code" in source) return "attribute";
  if ("type_id" in source || ("sku" in source && "price" in source)) return "product";
  if ("product_tax_class_ids" in source || ("rates" in source && "code" in source)) return "taxrule";
  if ("children_data" in source || ("parent_id" in source && "level" in source)) return "category";
  if ("review_entity" in source || "nickname" in source) return "review";
  if ("identifier" in source && "content" in source)
    return "identifier" in source && "page_layout" in source ? "cms_page" : "cms_block";
  return "unknown";
}

export interface DocumentOrigin {
  entity: string;
  store: string | null;
  id: string | null;
  source: Source;
}

/**
 * Reads one element of a dump: an elasticdump hit `{_index, _type, _id, _source}` or a bare
 * `_source` object; `fallback` is what the file name says.
 */
export function classify(
  element: unknown,
  fallback: { entity: string | null; store: string | null },
): DocumentOrigin | null {
  if (!isRecord(element)) return null;
  if (isRecord(element._source)) {
    const fromIndex = typeof element._index === "string" ? parseName(element._index) : { entity: null, store: null };
    const entity = entityFromType(element._type) ?? fromIndex.entity ?? fallback.entity ?? sniffEntity(element._source);
    const id = typeof element._id === "string" || typeof element._id === "number" ? String(element._id) : null;
    return { entity, store: fromIndex.store ?? fallback.store, id, source: element._source };
  }
  return { entity: fallback.entity ?? sniffEntity(element), store: fallback.store, id: null, source: element };
}
