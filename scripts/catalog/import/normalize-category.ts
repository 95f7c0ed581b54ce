/**
 * Category documents → SPEC §3 Category. Category docs nest their subtree in `children_data`; the
 * flat documents win, nested entries only fill in categories that have no document of their own.
 * Url keys and paths are resolved later for the whole tree (url-paths.ts).
 */
import { sameInAll, type Category } from "../../../schema/catalog/snapshot";
import type { NormalizeResult } from "./normalize-attribute";
import type { RawDoc } from "./read-dump";
import type { Notes } from "./report";
import { cleanUrlPath, maybeInAll, resolveCategoryUrls, type MaybeLocalized } from "./url-paths";
import { isRecord, read, required, toBool, toInt, toText, type Source } from "./values";

export interface CategoryDraft extends Omit<Category, "urlKey" | "urlPath" | "level" | "productCount"> {
  /** null when the source does not say (derived from the tree / counted from products). */
  level: number | null;
  productCount: number | null;
  urlKey: MaybeLocalized;
  urlPath: MaybeLocalized;
}

const DISPLAY_MODES = ["PRODUCTS", "PAGE", "PRODUCTS_AND_PAGE"] as const;

/** Adds the categories that only appear nested in another category's `children_data`. */
export function withNestedCategories(docs: RawDoc[]): RawDoc[] {
  const known = new Set(docs.map((d) => String(d.source.id)));
  const extra: RawDoc[] = [];
  const walk = (doc: RawDoc, children: unknown) => {
    if (!Array.isArray(children)) return;
    for (const child of children.filter(isRecord)) {
      const id = String(child.id);
      if (!known.has(id)) {
        known.add(id);
        extra.push({ ...doc, id, source: child, location: `${doc.location} children_data` });
      }
      walk(doc, child.children_data);
    }
  };
  for (const doc of docs) walk(doc, doc.source.children_data);
  return [...docs, ...extra];
}

function optionalText(source: Source, key: string): string | null {
  const value = source[key];
  return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
}

export function normalizeCategory(source: Source, notes: Notes): NormalizeResult<CategoryDraft> {
  const problems: string[] = [];
  const id = read(problems, "id", () => toInt(source.id));
  const name = read(problems, "name", () => toText(source.name));
  required(problems, "id", id);
  required(problems, "name", name);
  const parentId = read(problems, "parent_id", () => toInt(source.parent_id));
  const level = read(problems, "level", () => toInt(source.level));
  const position = read(problems, "position", () => toInt(source.position)) ?? 0;
  const isActive = read(problems, "is_active", () => toBool(source.is_active)) ?? true;
  const includeInMenu = read(problems, "include_in_menu", () => toBool(source.include_in_menu)) ?? true;
  const productCount = read(problems, "product_count", () => toInt(source.product_count));
  if (id !== null && id < 0) problems.push("id: negative");
  if (productCount !== null && productCount < 0) problems.push("product_count: negative");
  if (problems.length > 0 || id === null || name === null) return { ok: false, reason: problems.join("; ") };

  const rawMode = typeof source.display_mode === "string" ? source.display_mode.toUpperCase() : null;
  const displayMode = DISPLAY_MODES.find((m) => m === rawMode) ?? "PRODUCTS";
  if (rawMode !== null && rawMode !== displayMode)
    notes.add("unknown category display_mode, used PRODUCTS", `${id}: ${rawMode}`);
  const metaTitle = optionalText(source, "meta_title");
  const metaDescription = optionalText(source, "meta_description");
  return {
    ok: true,
    value: {
      id,
      // The parent is checked against the imported categories once all are read.
      parentId: parentId !== null && parentId >= 0 ? parentId : null,
      level,
      position,
      isActive,
      includeInMenu,
      name: sameInAll(name.trim()),
      urlKey: maybeInAll(optionalText(source, "url_key") ?? optionalText(source, "slug")),
      urlPath: maybeInAll(cleanUrlPath(optionalText(source, "url_path"))),
      displayMode,
      productCount,
      ...(metaTitle ? { metaTitle: sameInAll(metaTitle) } : {}),
      ...(metaDescription ? { metaDescription: sameInAll(metaDescription) } : {}),
    },
  };
}

/** SPEC §9: the root category id is 2, unless the dump has no category 2 and another root instead. */
export function findRootCategory(drafts: CategoryDraft[]): number {
  const ids = new Set(drafts.map((d) => d.id));
  if (ids.has(2)) return 2;
  const roots = drafts.filter((d) => d.parentId === null || !ids.has(d.parentId));
  const descendants = (id: number): number => {
    // Breadth-first with a visited set: a malformed dump may contain a parent cycle.
    const seen = new Set([id]);
    for (let frontier = [id]; frontier.length > 0;) {
      frontier = drafts
        .filter((d) => d.parentId !== null && frontier.includes(d.parentId) && !seen.has(d.id))
        .map((d) => d.id);
      for (const child of frontier) seen.add(child);
    }
    return seen.size - 1;
  };
  const best = roots.sort((a, b) => (a.level ?? 99) - (b.level ?? 99) || descendants(b.id) - descendants(a.id))[0];
  return best?.id ?? 2;
}

/**
 * Finishes the drafts as a tree: parents that are not imported become null (Magento's invisible
 * "Root Catalog" 1 above the store root), levels missing from the source follow the tree,
 * product counts missing from the source are counted from the imported products.
 */
export function finishCategories(
  drafts: CategoryDraft[],
  productCounts: Map<number, number>,
  notes: Notes,
): Category[] {
  const ids = new Set(drafts.map((d) => d.id));
  for (const draft of drafts) {
    if (draft.parentId === null || ids.has(draft.parentId)) continue;
    if ((draft.level ?? 2) > 1)
      notes.add(
        "categories whose parent is not in the dump (made top-level)",
        `${draft.id} (parent ${draft.parentId})`,
      );
    draft.parentId = null;
  }
  const byId = new Map(drafts.map((d) => [d.id, d]));
  const levelOf = (d: CategoryDraft, seen = 0): number => {
    if (d.level !== null) return d.level;
    const parent = d.parentId === null ? undefined : byId.get(d.parentId);
    return parent && seen < drafts.length ? levelOf(parent, seen + 1) + 1 : 1;
  };
  const urls = resolveCategoryUrls(drafts, notes);
  return drafts.map((d) => {
    const url = urls.get(d.id)!;
    const { urlKey: _k, urlPath: _p, ...rest } = d;
    return {
      ...rest,
      level: levelOf(d),
      productCount: d.productCount ?? productCounts.get(d.id) ?? 0,
      urlKey: url.urlKey,
      urlPath: url.urlPath,
    };
  });
}
