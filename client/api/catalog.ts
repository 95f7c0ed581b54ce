import type { SearchQuery, SearchResult } from "../../schema/api/catalog";
import { SEARCH_CLIENT_TIMEOUT_MS } from "../../schema/constants";
import { apiRequest, type CallOptions, type QueryParams, type QueryValue } from "./request";

/** The search query as query parameters the worker reads: filters as `filters[code]=a,b`. */
export function searchParams({ store, size, from, category, q, filters, price, sort }: SearchQuery): QueryParams {
  // The order the listing always sent, so answers cached by URL keep being hit.
  const params: Record<string, QueryValue> = { store, size, from, category, q: q || undefined };
  for (const [code, values] of Object.entries(filters ?? {}))
    if (values?.length) params[`filters[${code}]`] = values.join(",");
  return { ...params, price, sort };
}

/** GET /api/catalog/search (SPEC §7 product search): listings and the header search panel. */
export function searchProducts(query: SearchQuery, options?: CallOptions): Promise<SearchResult> {
  return apiRequest<SearchResult>(
    { path: "/api/catalog/search", query: searchParams(query), timeoutMs: SEARCH_CLIENT_TIMEOUT_MS },
    options,
  );
}
