import { FILTER_CODES, type FilterCode, type SortOption } from "../../schema/api/catalog";

/** A listing's state as the URL carries it (SPEC §2: filters, price from-to, sort and page in the query string). */
export interface ListingState {
  q?: string;
  filters: Partial<Record<FilterCode, string[]>>;
  price?: string;
  sort?: SortOption;
  page: number;
}

/** Reads listing state from a query string; unknown parameters are ignored. */
export function parseListingState(params: URLSearchParams): ListingState {
  const filters: Partial<Record<FilterCode, string[]>> = {};
  for (const code of FILTER_CODES) {
    const values = params
      .getAll(code)
      .flatMap((v) => v.split(","))
      .map((v) => v.trim())
      .filter((v) => v.length > 0 && v.length <= 60);
    if (values.length > 0) filters[code] = [...new Set(values)].slice(0, 50);
  }
  const page = Number.parseInt(params.get("page") ?? "1", 10);
  const price = params.get("price") ?? undefined;
  const sort = params.get("sort") ?? undefined;
  const q = params.get("q") ?? undefined;
  return {
    ...(q !== undefined ? { q } : {}),
    filters,
    ...(price && /^\d{1,6}-(\d{1,6})?$/.test(price) ? { price } : {}),
    ...(sort && ["relevance", "position", "new", "price_asc", "price_desc"].includes(sort)
      ? { sort: sort as SortOption }
      : {}),
    page: Number.isFinite(page) && page >= 1 ? Math.min(page, 10_000) : 1,
  };
}

/**
 * The query string for a state (stable parameter order, so equal states give equal URLs). A
 * filter's values are joined by a literal comma, not `%2C`: a filtered page repeats its state in
 * every filter, chip and page link, so the escape cost about 2 bytes per value per link.
 */
export function listingQuery(state: ListingState): string {
  const parts: string[] = [];
  // Form encoding, as URLSearchParams writes it (a space is "+").
  const encode = (value: string) => new URLSearchParams({ v: value }).toString().slice(2);
  if (state.q) parts.push(`q=${encode(state.q)}`);
  for (const code of FILTER_CODES) {
    const values = state.filters[code];
    if (values && values.length > 0) parts.push(`${code}=${[...values].sort().map(encode).join(",")}`);
  }
  if (state.price) parts.push(`price=${encode(state.price)}`);
  if (state.sort) parts.push(`sort=${state.sort}`);
  if (state.page > 1) parts.push(`page=${state.page}`);
  return parts.length > 0 ? `?${parts.join("&")}` : "";
}

/** Toggles one filter value; changing a filter removes the page (SPEC §2). */
export function toggleFilter(state: ListingState, code: FilterCode | "price", value: string): ListingState {
  if (code === "price") {
    const { price, ...rest } = state;
    return price === value ? { ...rest, page: 1 } : { ...rest, price: value, page: 1 };
  }
  const current = state.filters[code] ?? [];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  const filters = { ...state.filters, [code]: next };
  if (next.length === 0) delete filters[code];
  return { ...state, filters, page: 1 };
}

/** The `toggle` parameter of a listing's filter form (Facets): "code:value", one filter value to switch. */
export const TOGGLE_PARAMETER = "toggle";

/** The toggle a filter button submits ("color:49"). */
export function toggleValue(code: FilterCode | "price", value: string): string {
  return `${code}:${value}`;
}

/**
 * The state a submitted filter form asks for: its state (the hidden fields) with the pressed
 * button's value switched. Null when the query carries no toggle; an unknown filter is ignored.
 */
export function toggledState(params: URLSearchParams): ListingState | null {
  const toggle = params.get(TOGGLE_PARAMETER);
  if (toggle === null) return null;
  const state = parseListingState(params);
  const at = toggle.indexOf(":");
  const code = toggle.slice(0, at);
  const value = toggle.slice(at + 1).trim();
  if (at < 1 || value === "" || value.length > 60) return state;
  if (code === "price") return /^\d{1,6}-(\d{1,6})?$/.test(value) ? toggleFilter(state, "price", value) : state;
  return (FILTER_CODES as readonly string[]).includes(code) ? toggleFilter(state, code as FilterCode, value) : state;
}

export function clearFilters(state: ListingState): ListingState {
  const { price: _price, ...rest } = state;
  return { ...rest, filters: {}, page: 1 };
}

export function withSort(state: ListingState, sort: SortOption | undefined): ListingState {
  const { sort: _sort, ...rest } = state;
  return sort ? { ...rest, sort, page: 1 } : { ...rest, page: 1 };
}

export function withPage(state: ListingState, page: number): ListingState {
  return { ...state, page };
}

export function hasFilters(state: ListingState): boolean {
  return Boolean(state.price) || Object.values(state.filters).some((v) => v && v.length > 0);
}
