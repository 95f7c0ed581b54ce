import { useCallback, useEffect, useRef, useState } from "react";
import type { ProductTile, SearchResult } from "../../schema/api/catalog";
import { SIDE_PANEL_TIMEOUT_MS } from "../../schema/constants";
import type { StoreCode } from "../i18n/store-views";
import { listingQuery, parseListingState, type ListingState } from "../lib/listing-url";
import { finishProgress, startProgress } from "../stores/loader";

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

/** The search API URL for a listing state (SPEC §9: result lists time out at 3000 ms). */
export function apiUrl(source: ListingSource, state: ListingState): string {
  const params = new URLSearchParams({ store: source.store, size: String(source.pageSize), from: String((state.page - 1) * source.pageSize) });
  if (source.category !== undefined) params.set("category", String(source.category));
  if (state.q) params.set("q", state.q);
  for (const [code, values] of Object.entries(state.filters)) if (values?.length) params.set(`filters[${code}]`, values.join(","));
  if (state.price) params.set("price", state.price);
  if (state.sort) params.set("sort", state.sort);
  return `/api/catalog/search?${params.toString()}`;
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
    async (next: ListingState, { append = false, history = "push" }: { append?: boolean; history?: "push" | "replace" | "none" } = {}) => {
      abort.current?.abort();
      const controller = new AbortController();
      abort.current = controller;
      lastRequest.current = { next, append };
      const timer = setTimeout(() => controller.abort(), SIDE_PANEL_TIMEOUT_MS);
      setStatus("loading");
      startProgress();
      try {
        const response = await fetch(apiUrl(source, next), { signal: controller.signal, headers: { accept: "application/json" } });
        if (!response.ok) throw new Error(`search answered ${response.status}`);
        const body = (await response.json()) as { result: SearchResult };
        setResult(body.result);
        setItems((current) => (append ? [...current, ...body.result.items] : body.result.items));
        setState(next);
        setStatus("idle");
        const url = `${source.basePath}${listingQuery(next)}`;
        if (history === "push") window.history.pushState({ listing: true }, "", url);
        if (history === "replace") window.history.replaceState({ listing: true }, "", url);
        if (!append) document.querySelector(".listing")?.scrollIntoView({ block: "start" });
      } catch (error) {
        if (controller.signal.aborted && abort.current !== controller) return;
        console.error(JSON.stringify({ level: "error", msg: "listing load failed", error: String(error) }));
        setStatus("error");
      } finally {
        clearTimeout(timer);
        finishProgress();
      }
    },
    [source],
  );

  const retry = useCallback(() => {
    if (lastRequest.current) void load(lastRequest.current.next, { append: lastRequest.current.append, history: "none" });
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
    const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
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
