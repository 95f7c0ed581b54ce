/**
 * URL keys and paths. Modern dumps carry `url_path` ("women/tops-women/…/chloe-compete-tank-1769.html",
 * stripped of ".html"); the 2017 dumps carry none, so category paths are built from the tree with
 * slugified names ("men/tops/jackets") and a product's path is its url_key. Paths must be unique
 * per store view (URLs resolve by path), so a duplicate gets "-<id>" appended.
 */
import type { Localized } from "../../../schema/catalog/snapshot";
import type { Notes } from "./report";

export const LANGS = ["nl", "de", "en"] as const satisfies readonly (keyof Localized)[];
export type Lang = (typeof LANGS)[number];
/** Per language: what the source says, or null when it says nothing (then it is derived). */
export type MaybeLocalized = Record<Lang, string | null>;

export function unknownInAll(): MaybeLocalized {
  return { nl: null, de: null, en: null };
}

export function maybeInAll(text: string | null): MaybeLocalized {
  return { nl: text, de: text, en: text };
}

/** Like Vue Storefront's slugify: "Bras & Tanks" → "bras-and-tanks", "What's New" → "whats-new", "Gerät" → "gerat". */
export function slugify(text: string): string {
  return (
    text
      // Magento names carry HTML entities ("CoolTech&trade;"); its url keys keep the entity's name ("cooltech-trade").
      .replace(/&amp;/gi, "&")
      .replace(/&([a-z]+);/gi, " $1 ")
      .replace(/ß/g, "ss")
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/&/g, " and ")
      .replace(/['’`]/g, "")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
  );
}

/** "/women/tops/x.html" → "women/tops/x"; null for an empty path. */
export function cleanUrlPath(path: string | null): string | null {
  if (path === null) return null;
  const clean = path
    .trim()
    .replace(/^\/+|\/+$/g, "")
    .replace(/\.html?$/i, "");
  return clean === "" ? null : clean;
}

function withSuffix(path: string, suffix: string): string {
  return `${path}-${suffix}`;
}

export interface CategoryUrlNode {
  id: number;
  parentId: number | null;
  position: number;
  name: Localized;
  urlKey: MaybeLocalized;
  urlPath: MaybeLocalized;
}

export interface ResolvedUrl {
  urlKey: Localized;
  urlPath: Localized;
}

/**
 * Category keys and paths per language. Roots (no parent) keep their own key as path and are left
 * out of their descendants' paths, as Magento does ("men/tops", not "default-category/men/tops").
 */
export function resolveCategoryUrls(nodes: CategoryUrlNode[], notes: Notes): Map<number, ResolvedUrl> {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const depth = (node: CategoryUrlNode): number => {
    let d = 0;
    for (let p = node.parentId === null ? undefined : byId.get(node.parentId); p && d < nodes.length; d++) {
      p = p.parentId === null ? undefined : byId.get(p.parentId);
    }
    return d;
  };
  // Parents before children, so a child's path builds on its parent's final (deduplicated) path.
  const ordered = [...nodes].sort((a, b) => depth(a) - depth(b) || a.position - b.position || a.id - b.id);
  const result = new Map<number, ResolvedUrl>();
  for (const node of ordered)
    result.set(node.id, { urlKey: { nl: "", de: "", en: "" }, urlPath: { nl: "", de: "", en: "" } });
  for (const lang of LANGS) {
    const taken = new Set<string>();
    for (const node of ordered) {
      const resolved = result.get(node.id)!;
      let key = node.urlKey[lang] ?? (slugify(node.name[lang]) || `category-${node.id}`);
      const parent = node.parentId === null ? undefined : byId.get(node.parentId);
      const parentPath = parent && parent.parentId !== null ? result.get(parent.id)?.urlPath[lang] : undefined;
      const derive = (k: string) => (parentPath ? `${parentPath}/${k}` : k);
      let path = cleanUrlPath(node.urlPath[lang]) ?? derive(key);
      if (taken.has(path.toLowerCase())) {
        const fromKey = node.urlPath[lang] === null;
        key = withSuffix(key, String(node.id));
        path = fromKey ? derive(key) : withSuffix(path, String(node.id));
        if (lang === "en") notes.add("duplicate category url paths made unique with the category id", path);
      }
      taken.add(path.toLowerCase());
      resolved.urlKey[lang] = key;
      resolved.urlPath[lang] = path;
    }
  }
  return result;
}

export interface ProductUrlNode {
  id: number;
  sku: string;
  visibility: number;
  status: number;
  name: Localized;
  urlKey: MaybeLocalized;
  urlPath: MaybeLocalized;
}

/** One language's url facts of a product: what resolving its url in that language reads. */
export interface ProductUrlInLang {
  id: number;
  sku: string;
  name: string;
  urlKey: string | null;
  urlPath: string | null;
}

export function productUrlInLang(p: ProductUrlNode, lang: Lang): ProductUrlInLang {
  return { id: p.id, sku: p.sku, name: p.name[lang], urlKey: p.urlKey[lang], urlPath: p.urlPath[lang] };
}

/**
 * Who gets a contested path first (lower first, then input order): a product whose url key is its
 * own name (the 2017 Luma dump gives some configurables the url key of an unrelated variant: "Rocco
 * Gym Tank" has "erikssen-cooltech-trade-fitness-tank-l-red"), then products shoppers can open
 * (visible, enabled).
 */
export function productUrlRank(p: ProductUrlNode, lang: Lang): number {
  const ownKey = p.urlKey[lang] === null || p.urlKey[lang] === slugify(p.name[lang]);
  return (ownKey ? 0 : 4) + (p.visibility > 1 ? 0 : 2) + (p.status === 1 ? 0 : 1);
}

/**
 * Hands out one language's product paths, in rank order (productUrlRank, then input order): a
 * product whose path is taken falls back to its slugified name, else gets "-<id>" appended.
 */
export function productUrlClaims(
  lang: Lang,
  notes: Notes,
): (product: ProductUrlInLang) => { urlKey: string; urlPath: string } {
  const taken = new Set<string>();
  const free = (path: string) => path !== "" && !taken.has(path.toLowerCase());
  return (product) => {
    const named = slugify(product.name);
    let key = product.urlKey ?? (named || slugify(product.sku) || `product-${product.id}`);
    let path = cleanUrlPath(product.urlPath) ?? key;
    if (!free(path)) {
      const fromKey = path === key;
      const original = path;
      if (fromKey && named !== key && free(named)) key = path = named;
      else {
        path = withSuffix(path, String(product.id));
        // Two documents with the same id and key (a dump listing a product twice) need a counter too.
        for (let n = 2; !free(path); n++) path = withSuffix(`${original}-${product.id}`, String(n));
        if (fromKey) key = path;
      }
      if (lang === "en")
        notes.add(
          "product url paths already taken by another product (renamed)",
          `${product.sku}: ${original} → ${path}`,
        );
    }
    taken.add(path.toLowerCase());
    return { urlKey: key, urlPath: path };
  };
}

/** Product keys and paths per language, in input order (productUrlClaims over all of them). */
export function resolveProductUrls(products: ProductUrlNode[], notes: Notes): ResolvedUrl[] {
  const result: ResolvedUrl[] = products.map(() => ({
    urlKey: { nl: "", de: "", en: "" },
    urlPath: { nl: "", de: "", en: "" },
  }));
  for (const lang of LANGS) {
    const ranks = products.map((p) => productUrlRank(p, lang));
    const order = products.map((_, i) => i).sort((a, b) => ranks[a]! - ranks[b]! || a - b);
    const claim = productUrlClaims(lang, notes);
    for (const i of order) {
      const { urlKey, urlPath } = claim(productUrlInLang(products[i]!, lang));
      result[i]!.urlKey[lang] = urlKey;
      result[i]!.urlPath[lang] = urlPath;
    }
  }
  return result;
}
