import { useCallback, useEffect, useRef, useState } from "react";
import type { ProductTile, SearchQuery, SearchResult } from "../../schema/api/catalog";
import { RESULT_LIST_TIMEOUT_MS } from "../../schema/constants";
import type { StoreCode } from "../../domain/store-views";
import { searchProducts } from "../api";
import { listingQuery, parseListingState, type ListingState } from "../lib/listing-url";
import { finishProgress, startProgress } from "../stores/loader";
import { noteNavigation } from "../navigation/history";

export interface ListingSource {
  store: StoreCode;
  category?: number;
  pageSize: number;
  basePath: string;
}

interface Saved {
  state: ListingState;
  result: SearchResult;
  items: ProductTile[];
  scrollY: number;
}

const storageKey = () => `listing:${location.pathname}${location.search}`;

/** The search API query for a listing state: one page of the source's size. */
export function searchQueryFor(source: ListingSource, state: ListingState): SearchQuery {
  const { q, filters, price, sort } = state;
  return {
    store: source.store,
    size: source.pageSize,
    from: (state.page - 1) * source.pageSize,
    category: source.category,
    q,
    filters,
    price,
    sort,
  };
}

/**
 * A listing that changes in place: filters, sort and pages load from the search API and update
 * the URL; "load more" appends; back navigation restores the loaded items and scroll position.
 */
export function useListing(source: ListingSource, initialState: ListingState, initialResult: SearchResult) {
  const [state, setState] = useState(initialState);
  const [result, setResult] = useState(initialResult);
  const [items, setItems] = useState(initialResult.items);
  const [status, setStatus] = useState<"idle" | "loading" | "error">("idle");
  const lastRequest = useRef<{ next: ListingState; append: boolean } | null>(null);
  const abort = useRef<AbortController | null>(null);

  const load = useCallback(
    async (
      next: ListingState,
      { append = false, history = "push" }: { append?: boolean; history?: "push" | "replace" | "none" } = {},
    ) => {
      abort.current?.abort();
      const controller = new AbortController();
      abort.current = controller;
      lastRequest.current = { next, append };
      setStatus("loading");
      startProgress();
      try {
        // SPEC §8: result lists time out at 3000 ms (sooner than a search's 5000 ms) and offer a reload.
        const found = await searchProducts(searchQueryFor(source, next), {
          signal: controller.signal,
          timeoutMs: RESULT_LIST_TIMEOUT_MS,
        });
        setResult(found);
        setItems((current) => (append ? [...current, ...found.items] : found.items));
        setState(next);
        setStatus("idle");
        const url = `${source.basePath}${listingQuery(next)}`;
        if (history === "push") window.history.pushState({ listing: true }, "", url);
        if (history === "replace") window.history.replaceState({ listing: true }, "", url);
        noteNavigation();
        if (!append) document.querySelector(".listing")?.scrollIntoView({ block: "start" });
      } catch (error) {
        // A newer load replaced this one: its abort is no failure to show.
        if (controller.signal.aborted && abort.current !== controller) return;
        console.error(JSON.stringify({ level: "error", msg: "listing load failed", error: String(error) }));
        setStatus("error");
      } finally {
        finishProgress();
      }
    },
    [source],
  );

  const retry = useCallback(() => {
    if (lastRequest.current)
      void load(lastRequest.current.next, { append: lastRequest.current.append, history: "none" });
  }, [load]);

  // Browser back/forward between listing states of this page.
  useEffect(() => {
    const onPop = () => void load(parseListingState(new URLSearchParams(location.search)), { history: "none" });
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, [load]);

  // SPEC §2: remember the loaded items and scroll position; restore them on back navigation.
  const snapshot = useRef<Saved>({ state, result, items, scrollY: 0 });
  snapshot.current = { state, result, items, scrollY: 0 };
  useEffect(() => {
    const save = () => {
      try {
        sessionStorage.setItem(storageKey(), JSON.stringify({ ...snapshot.current, scrollY: window.scrollY }));
      } catch {
        // Storage full or disabled: nothing to restore later, which is fine.
      }
    };
    const navigation = performance.getEntriesByType("navigation")[0];
    const raw = navigation?.type === "back_forward" ? sessionStorage.getItem(storageKey()) : null;
    if (raw) {
      const saved = JSON.parse(raw) as Saved;
      setState(saved.state);
      setResult(saved.result);
      setItems(saved.items);
      requestAnimationFrame(() => requestAnimationFrame(() => window.scrollTo(0, saved.scrollY)));
    }
    window.addEventListener("pagehide", save);
    return () => window.removeEventListener("pagehide", save);
  }, []);

  return { state, result, items, status, load, retry };
}
