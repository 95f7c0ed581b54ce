import type { Attribute, Category, ProductSummary } from "../../../schema/catalog/snapshot";
import type { StoreCode } from "../../../domain/store-views";
import { categorySlug, type CatalogData } from "../catalog-data";
import { productUrl } from "../../../domain/urls";
import { productUrlKey } from "../../../schema/catalog/files";

/**
 * API documents in the SPEC's field names (snake case, as Vue Storefront clients read them),
 * built explicitly so internal fields never leak (CONVENTIONS 5).
 */
export function categoryDocument(data: CatalogData, c: Category, store: StoreCode) {
  const children = data.childCategories.get(c.id) ?? [];
  const unique = data.categoriesBySlug[store].get(c.urlKey[store].toLowerCase())?.id === c.id;
  return {
    id: c.id,
    parent_id: c.parentId,
    level: c.level,
    path: trailIds(data, c).join("/"),
    name: c.name[store],
    slug: categorySlug(c, store, unique),
    position: c.position,
    is_active: c.isActive,
    include_in_menu: c.includeInMenu,
    product_count: data.categoryProducts.count(c.id),
    children_count: children.length,
    children_data: children.map((child) => ({
      id: child.id,
      name: child.name[store],
      level: child.level,
      position: child.position,
    })),
    url_key: c.urlKey[store],
    url_path: c.urlPath[store],
    display_mode: c.displayMode,
    meta_title: c.metaTitle?.[store] ?? null,
    meta_description: c.metaDescription?.[store] ?? null,
  };
}

function trailIds(data: CatalogData, c: Category): number[] {
  const ids: number[] = [];
  let current: Category | undefined = c;
  while (current && !ids.includes(current.id)) {
    ids.unshift(current.id);
    current = current.parentId === null ? undefined : data.categoriesById.get(current.parentId);
  }
  return ids;
}

export function attributeDocument(a: Attribute, store: StoreCode) {
  return {
    attribute_id: a.id,
    attribute_code: a.code,
    frontend_label: a.label[store],
    frontend_input: a.input,
    default_value: a.defaultValue,
    is_user_defined: a.isUserDefined,
    is_visible: a.isVisible,
    is_comparable: a.isComparable,
    is_filterable: a.isFilterable,
    options: a.options.map((o) => ({
      value: o.value,
      label: o.label[store],
      ...(o.swatch ? { swatch: o.swatch } : {}),
    })),
  };
}

export function productDocument(p: ProductSummary, store: StoreCode, childSku: string | null) {
  return {
    id: p.id,
    sku: p.sku,
    type_id: p.type,
    name: p.name[store],
    status: p.status,
    visibility: p.visibility,
    url_key: productUrlKey(p, store),
    url_path: p.urlPath[store],
    slug: productUrlKey(p, store),
    parentSku: p.sku,
    childSku,
    category_ids: p.categoryIds,
    image: p.image,
    link: productUrl(store, p, childSku),
  };
}
