import { NAVIGATION_HISTORY_DELAY_MS, NAVIGATION_HISTORY_SIZE } from "../../schema/constants";

/**
 * SPEC §2 navigation history: the last 30 paths visited in this tab, each with its page type,
 * recorded once the shopper has stayed 100 ms (a redirect or a page left at once is not a visit),
 * for a previous-path lookup: "Continue shopping" goes back to the last listing or product, not
 * to the home page. Kept in sessionStorage (this tab, this visit); losing it is harmless.
 */
export interface Visit {
  /** Path and query, as in the address bar. */
  path: string;
  /** The page type of `<html data-page-type>` (analytics' names), "" when the page has none. */
  type: string;
}

const KEY = "navigation-history";

/** The history with `visit` added: newest last, the same path twice in a row once, at most 30. */
export function withVisit(history: readonly Visit[], visit: Visit): Visit[] {
  const last = history.at(-1);
  const next = last?.path === visit.path ? [...history.slice(0, -1), visit] : [...history, visit];
  return next.slice(-NAVIGATION_HISTORY_SIZE);
}

/** The newest visit before the current page whose type is one of `types`. */
export function previousOf(history: readonly Visit[], current: string, types: readonly string[]): string | undefined {
  for (let i = history.length - 1; i >= 0; i--) {
    const visit = history[i]!;
    if (visit.path !== current && types.includes(visit.type)) return visit.path;
  }
  return undefined;
}

export function readHistory(): Visit[] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? "[]");
    return Array.isArray(parsed)
      ? parsed.filter(
          (v: unknown): v is Visit =>
            typeof (v as Partial<Visit> | null)?.path === "string" && typeof (v as Partial<Visit>).type === "string",
        )
      : [];
  } catch {
    return [];
  }
}

const here = () => location.pathname + location.search;

function record(): void {
  try {
    const visit = { path: here(), type: document.documentElement.dataset.pageType ?? "" };
    sessionStorage.setItem(KEY, JSON.stringify(withVisit(readHistory(), visit)));
  } catch {
    // Private mode or a full storage: the lookup falls back to the home page.
  }
}

let timer: ReturnType<typeof setTimeout> | undefined;
/** Records the page now in the address bar once it has stayed 100 ms (call after pushState). */
export function noteNavigation(): void {
  clearTimeout(timer);
  timer = setTimeout(record, NAVIGATION_HISTORY_DELAY_MS);
}

/** Records this page, and every in-page navigation after it (back and forward; listings call noteNavigation). */
export function startHistory(): void {
  noteNavigation();
  addEventListener("popstate", noteNavigation);
  // Back to a page the back-forward cache kept: a visit again.
  addEventListener("pageshow", (event) => event.persisted && noteNavigation());
}

/** Where "Continue shopping" leads: the last listing, search, product or home page of this visit. */
export function previousShoppingPath(): string | undefined {
  return previousOf(readHistory(), here(), ["ProductListing", "SearchResults", "ProductDetail", "Homepage"]);
}
