/**
 * Store-view dumps (`vue_storefront_catalog_de_category`) hold the same entities with translated
 * texts. Ours are nl, de and en: a store-view document fills that language of the base entity with
 * the same id (the base dump's language fills all three). Other store views (it) have no place.
 */
import type { Attribute } from "../../../schema/catalog/snapshot";
import type { CategoryDraft } from "./normalize-category";
import type { ProductDraft } from "./normalize-product";
import { LANGS, type Lang } from "./url-paths";

export function storeLanguage(store: string): Lang | null {
  return (LANGS as readonly string[]).includes(store) ? (store as Lang) : null;
}

/** Fills `lang` of each base category from the store view's category with the same id; returns how many matched. */
export function mergeCategoryTexts(base: CategoryDraft[], localized: CategoryDraft[], lang: Lang): number {
  const byId = new Map(base.map((c) => [c.id, c]));
  let merged = 0;
  for (const loc of localized) {
    const target = byId.get(loc.id);
    if (!target) continue;
    merged++;
    // Normalised store-view drafts carry their texts in every language; en is as good as any.
    target.name[lang] = loc.name.en;
    target.urlKey[lang] = loc.urlKey.en;
    target.urlPath[lang] = loc.urlPath.en;
    if (loc.metaTitle) target.metaTitle = { ...(target.metaTitle ?? loc.metaTitle), [lang]: loc.metaTitle.en };
    if (loc.metaDescription)
      target.metaDescription = { ...(target.metaDescription ?? loc.metaDescription), [lang]: loc.metaDescription.en };
  }
  return merged;
}

/** Products match by sku (ids differ between dumps). */
export function mergeProductTexts(base: ProductDraft[], localized: ProductDraft[], lang: Lang): number {
  const bySku = new Map(base.map((p) => [p.sku, p]));
  let merged = 0;
  for (const loc of localized) {
    const target = bySku.get(loc.sku);
    if (!target) continue;
    merged++;
    mergeProductText(target, loc, lang);
  }
  return merged;
}

/** A store view's texts of a product (its `en` texts, as normalised) into the base product's `lang` texts. */
export function mergeProductText(target: ProductDraft, loc: ProductDraft, lang: Lang): void {
  target.name[lang] = loc.name.en;
  target.description[lang] = loc.description.en;
  if (loc.shortDescription)
    target.shortDescription = {
      ...(target.shortDescription ?? loc.shortDescription),
      [lang]: loc.shortDescription.en,
    };
  target.urlKey[lang] = loc.urlKey.en;
  target.urlPath[lang] = loc.urlPath.en;
}

/** Attribute and option labels, by attribute code and option value. */
export function mergeAttributeTexts(base: Attribute[], localized: Attribute[], lang: Lang): number {
  const byCode = new Map(base.map((a) => [a.code, a]));
  let merged = 0;
  for (const loc of localized) {
    const target = byCode.get(loc.code);
    if (!target) continue;
    merged++;
    target.label[lang] = loc.label.en;
    for (const option of target.options) {
      const translated = loc.options.find((o) => o.value === option.value);
      if (translated) option.label[lang] = translated.label.en;
    }
  }
  return merged;
}
