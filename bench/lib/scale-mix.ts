/**
 * The scale part's request mix on the demo catalogue: the judged demo queries (bench/relevance) in
 * their store views, broad one-word queries that half the catalogue holds, more typos and longer
 * multi-word queries, skus, and category listings plain and with filters, a price range, sorts and
 * a later page. The same mix runs at every size (replica skus are left out: the base's skus are in
 * every size).
 */
import { attributeValues } from "../../schema/catalog/snapshot";
import type { SearchRequest } from "../../schema/api/catalog-request";
import type { StoreCode } from "../../domain/store-views";
import type { CatalogData } from "../../worker/catalog";
import { DEMO_QUERIES } from "../relevance/demo-queries";

export const MIX_KINDS = [
  "one word",
  "broad word",
  "typo",
  "multi-word",
  "sku",
  "no hit",
  "listing",
  "listing, filtered or sorted",
] as const;
export type MixKind = (typeof MIX_KINDS)[number];

export const LISTING_KINDS: readonly MixKind[] = ["listing", "listing, filtered or sorted"];

export interface MixEntry {
  kind: MixKind;
  store: StoreCode;
  request: SearchRequest;
  /** For the report: the query or the listing. */
  label: string;
}

const text = (kind: MixKind, store: StoreCode, q: string): MixEntry => ({ kind, store, request: { q }, label: q });

const EXTRA: MixEntry[] = [
  ...(["women", "black", "cotton"] as const).map((q) => text("broad word", "en", q)),
  ...(["dames", "zwart"] as const).map((q) => text("broad word", "nl", q)),
  ...(["Damen", "schwarz"] as const).map((q) => text("broad word", "de", q)),
  text("typo", "en", "jakcet"),
  text("typo", "en", "sweter"),
  text("typo", "nl", "kasjmir trui"),
  text("typo", "de", "strickjake"),
  text("multi-word", "en", "black wool coat"),
  text("multi-word", "en", "navy cashmere jumper women"),
  text("multi-word", "nl", "zwarte wollen jas heren"),
  text("multi-word", "de", "schwarzer Wollmantel Damen"),
];

function judgedEntries(): MixEntry[] {
  return DEMO_QUERIES.map((query) => {
    const words = query.q.trim().split(/\s+/).length;
    const kind: MixKind =
      query.kind === "sku"
        ? "sku"
        : query.kind === "none"
          ? "no hit"
          : query.kind === "typo"
            ? "typo"
            : words > 1
              ? "multi-word"
              : "one word";
    return text(kind, query.lang, query.q);
  });
}

/** The most frequent values of an attribute among a category's products. */
function topValues(data: CatalogData, category: number, code: string, count: number): string[] {
  const seen = new Map<string, number>();
  for (const p of data.categoryProducts.get(category) ?? [])
    for (const value of attributeValues(p, code)) seen.set(value, (seen.get(value) ?? 0) + 1);
  return [...seen.entries()]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, count)
    .map(([value]) => value);
}

function listingEntries(data: CatalogData): MixEntry[] {
  const stores: StoreCode[] = ["nl", "de", "en"];
  const count = (id: number) => data.categoryProducts.count(id);
  const name = (id: number) => data.categoriesById.get(id)?.urlPath.en ?? String(id);
  const listed = [...data.categoriesById.values()].filter((c) => count(c.id) > 0);
  const top = listed.filter((c) => c.level === 2).sort((a, b) => count(b.id) - count(a.id));
  const leaves = listed
    .filter((c) => c.level > 2 && !listed.some((d) => d.parentId === c.id))
    .sort((a, b) => count(b.id) - count(a.id));
  const entries: MixEntry[] = [];
  const listing = (kind: MixKind, category: number, extra: Omit<SearchRequest, "category">, what: string) =>
    entries.push({
      kind,
      store: stores[entries.length % stores.length]!,
      request: { category, ...extra },
      label: `${name(category)}${what ? `, ${what}` : ""}`,
    });
  const plain = [...top.slice(0, 3), ...leaves.slice(0, 3), leaves[leaves.length - 1]].filter(Boolean);
  for (const c of plain) listing("listing", c!.id, { size: 24 }, "");
  for (const c of [top[0], leaves[0]]) {
    if (!c) continue;
    const colors = topValues(data, c.id, "color", 2);
    const sizes = topValues(data, c.id, "size", 1);
    listing("listing, filtered or sorted", c.id, { size: 24, filters: { color: colors.slice(0, 1) } }, "one colour");
    listing(
      "listing, filtered or sorted",
      c.id,
      { size: 24, filters: { color: colors, ...(sizes.length ? { size: sizes } : {}) } },
      "two colours and a size",
    );
    listing("listing, filtered or sorted", c.id, { size: 24, price: { from: 100, to: 250 } }, "price 100–250");
    listing("listing, filtered or sorted", c.id, { size: 24, sort: "price_asc" }, "price ascending");
    listing("listing, filtered or sorted", c.id, { size: 24, sort: "new" }, "newest");
    listing(
      "listing, filtered or sorted",
      c.id,
      { size: 24, sort: "price_desc", from: 24 },
      "price descending, page 2",
    );
  }
  return entries;
}

/** The whole mix. */
export function scaleMix(data: CatalogData): MixEntry[] {
  return [...judgedEntries(), ...EXTRA, ...listingEntries(data)];
}

/** A deterministic shuffle (mulberry32), so every run interleaves the same way. */
export function shuffled<T>(items: readonly T[], seed: number): T[] {
  let state = seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
