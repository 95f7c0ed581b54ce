import { PRICE_RANGES, SEARCH_MIN_CHARS, SEARCH_PAGE_SIZE } from "../../../schema/constants";
import type { Facet, FilterCode, SearchResult } from "../../../schema/api/catalog";
import type { SearchRequest } from "../../../schema/api/catalog-request";
import type { ProductSummary } from "../../../schema/catalog/snapshot";
import type { Translate } from "../../../client/i18n/translate";
import { priceRangeLabel } from "../../../domain/money";
import { isListable, optionLabel, type CatalogData } from "../catalog-data";
import { runListing } from "./listing";
import type { StoreIndex } from "./store-index";
import { suggestQuery } from "./suggest";
import { matchText } from "./text-match";
import { toTile } from "./tiles";

export interface SearchContext {
  data: CatalogData;
  index: StoreIndex;
  t: Translate;
  /** Finds the parent of a variant sku (the child index lives in shards). */
  parentOfChild: (sku: string) => Promise<string | null>;
  includeOutOfStock?: boolean;
  now?: Date;
}

const LOOKS_LIKE_SKU = /^[A-Za-z0-9][A-Za-z0-9_.-]*\d[A-Za-z0-9_.-]*$/;

/** A query that is exactly a product or variant sku puts that product first. */
async function exactSku(ctx: SearchContext, term: string): Promise<ProductSummary | null> {
  if (!LOOKS_LIKE_SKU.test(term)) return null;
  const direct = ctx.data.productsBySku.get(term) ?? ctx.data.productsBySku.get(term.toUpperCase());
  // A variant may also exist as a product of its own (visibility 1): its parent is what is listed.
  if (direct && isListable(direct)) return direct;
  const sku = direct?.sku ?? term;
  const parent = (await ctx.parentOfChild(sku)) ?? (await ctx.parentOfChild(sku.toUpperCase()));
  return parent ? (ctx.data.productsBySku.get(parent) ?? null) : null;
}

function facetLabel(ctx: SearchContext, code: FilterCode | "price"): string {
  if (code === "brand") return ctx.t("filter.brand");
  if (code === "price") return ctx.t("filter.price");
  return ctx.data.attributesByCode.get(code)?.label[ctx.index.store.code] ?? code;
}

/**
 * Catalogue search and category listing (SPEC §5/§9): text relevance from the store's Orama
 * index, then filters, facets, sort and paging; "did you mean" when nothing matches.
 */
export async function searchCatalog(ctx: SearchContext, request: SearchRequest): Promise<SearchResult> {
  const { data, index } = ctx;
  const store = index.store;
  const term = request.q?.trim() ?? "";
  const size = request.size ?? SEARCH_PAGE_SIZE;
  const from = request.from ?? 0;
  const hasTerm = term.length >= SEARCH_MIN_CHARS;

  let candidates: ProductSummary[] =
    request.category !== undefined ? (data.categoryProducts.get(request.category) ?? []) : index.listing.products;
  let scores: Map<number, number> | undefined;
  if (hasTerm) {
    scores = matchText(index, term);
    const top = await exactSku(ctx, term);
    if (top) scores.set(top.id, Number.MAX_SAFE_INTEGER);
    candidates = candidates.filter((p) => scores!.has(p.id));
  } else if (request.category === undefined && term.length > 0) {
    candidates = [];
  }

  const sort = request.sort ?? (hasTerm ? "relevance" : "position");
  const page = runListing(index, {
    candidates,
    scores,
    filters: request.filters ?? {},
    price: request.price ?? null,
    sort: sort === "relevance" && !scores ? "position" : sort,
    from,
    size,
    includeOutOfStock: ctx.includeOutOfStock ?? false,
  });

  // Attribute buckets follow the attribute's own option order (S, M, L rather than by count).
  const optionOrder = (code: string, value: string) => {
    const options = data.attributesByCode.get(code)?.options ?? [];
    const i = options.findIndex((o) => o.value === value);
    return i < 0 ? options.length : i;
  };
  const aggregations: Facet[] = (Object.entries(page.facets) as [FilterCode | "price", typeof page.facets.price][])
    .filter(([, buckets]) => buckets.length > 0)
    .map(
      ([code, buckets]) =>
        [
          code,
          code === "brand" || code === "price"
            ? buckets
            : [...buckets].sort((a, b) => optionOrder(code, a.value) - optionOrder(code, b.value)),
        ] as const,
    )
    .map(([code, buckets]) => ({
      code,
      label: facetLabel(ctx, code),
      buckets: buckets.map((b) => {
        if (code === "price") {
          const range = PRICE_RANGES.find((r) => `${r.from}-${r.to ?? ""}` === b.value);
          return {
            ...b,
            label: range ? priceRangeLabel(range.from, range.to, store.currencyCode, store.locale) : b.value,
          };
        }
        const swatch =
          code === "color"
            ? (data.attributesByCode.get("color")?.options.find((o) => o.value === b.value)?.swatch ?? null)
            : undefined;
        return {
          ...b,
          label: code === "brand" ? b.value : optionLabel(data, code, b.value, store.code),
          ...(swatch !== undefined ? { swatch } : {}),
        };
      }),
    }));

  let suggestions: string[] = [];
  if (page.total === 0 && hasTerm) {
    const suggestion = suggestQuery(term, index.vocabulary());
    if (suggestion && matchText(index, suggestion).size > 0) suggestions = [suggestion];
  }

  return {
    items: page.items.map((p) => toTile(data, store, p, ctx.now)),
    total: page.total,
    start: from,
    perPage: size,
    aggregations,
    priceRange: page.priceRange,
    suggestions,
    flags: { noresults: page.total === 0 },
  };
}
