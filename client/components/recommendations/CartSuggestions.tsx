import { useEffect, useRef, useState } from "react";
import type { RecommendationsDto } from "../../../schema/api/recommendations";
import { fetchRecommendations } from "../../api/recommendations";
import { RecommendationRow } from "./RecommendationRow";
import { useI18n } from "../../i18n/translate";
import { RECENTLY_VIEWED_KEY, RECENTLY_VIEWED_MAX } from "../../../schema/recommendations";

export interface CartSuggestionsProps {
  /** The rows' headings, rendered by the server ("You may also like", "Recently viewed"). */
  titles: { suggestions: string; viewed: string };
}

/**
 * The cart page's "You may also like" (cross-sells of the bag's lines) and "Recently viewed" (this
 * browser's list) (issue 32.3), below the bag: loaded with the cart's view (the Cart island's lazy
 * chunk), it asks once it comes near the viewport, one API call for the bag as it is then. Nothing
 * shows when there is nothing to suggest or the call fails.
 * It reads the bag as the cart stores it, not through the cart's store, whose code it would carry.
 */
/** Distinct strings of a JSON list in localStorage, sorted or as kept; "" when there are none. */
function storedList(key: string, pick: (value: unknown) => unknown[]): string[] {
  try {
    return [...new Set(pick(JSON.parse(localStorage.getItem(key) ?? "null")))].filter(
      (s): s is string => typeof s === "string" && s.length > 0 && s.length <= 64,
    );
  } catch {
    return [];
  }
}

// The bag's skus as the cart keeps it in this browser (CART_STORAGE_KEY of client/stores/ui.ts, the
// format of cart-storage.ts), read without importing either: their exports would grow every page's entry.
const CART_STORAGE_KEY = "an-cart";
const bagSkus = () =>
  storedList(CART_STORAGE_KEY, (v) => ((v as { lines?: { sku?: unknown }[] } | null)?.lines ?? []).map((l) => l.sku))
    .sort()
    .join(",");
// Newest first, as client/lib/recently-viewed.ts writes them.
const viewedSkus = () =>
  storedList(RECENTLY_VIEWED_KEY, (v) => (Array.isArray(v) ? v : []))
    .slice(0, RECENTLY_VIEWED_MAX)
    .join(",");

export function CartSuggestions({ titles }: CartSuggestionsProps) {
  const { store } = useI18n();
  const [found, setFound] = useState<RecommendationsDto | null>(null);
  const [near, setNear] = useState(false);
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = sentinel.current;
    if (!el) return undefined;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: "200px",
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  useEffect(() => {
    if (!near) return undefined;
    const skus = bagSkus();
    const viewed = viewedSkus();
    if (!skus && !viewed) return setFound(null);
    const controller = new AbortController();
    fetchRecommendations(
      { ...(skus ? { cart: skus } : {}), ...(viewed ? { viewed } : {}), storeCode: store.code },
      { signal: controller.signal },
    ).then(setFound, () => setFound(null));
    return () => controller.abort();
  }, [near, store.code]);
  if (!found) return <div ref={sentinel} />;
  return (
    <>
      <RecommendationRow id="recs-cart" title={titles.suggestions} tiles={found.suggestions} />
      <RecommendationRow id="recs-viewed" title={titles.viewed} tiles={found.viewed} />
    </>
  );
}
