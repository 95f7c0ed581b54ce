import { useEffect, useState } from "react";
import type { StockItemDto } from "../../schema/api/stock";
import { STOCK_FRESH_MS, STOCK_LIST_BATCH } from "../../schema/constants";
import { ApiError, listStock } from "../api";

/** A batch the API refused (an error status) keeps its server state; failures on the way still reject. */
function ignoreRefusal(error: unknown): StockItemDto[] {
  if (error instanceof ApiError && error.status >= 300) return [];
  throw error;
}

/** Whether stock read at `at` (ms since the epoch) is still fresh; a browser clock behind the server's counts as stale. */
export function stockFresh(at: number | undefined, now = Date.now()): boolean {
  return at !== undefined && now >= at && now - at <= STOCK_FRESH_MS;
}

/**
 * Live stock for skus from the API, in batches of 15 (SPEC §7); skus the API does not know
 * (ENOTFOUND) keep their server state. `serverAt` is when the server read the stock it rendered:
 * while that is fresh (STOCK_FRESH_MS) the page's own stock stands and nothing is fetched; a page
 * rendered longer ago (from the edge cache) or without stock (database down) is refreshed after
 * hydration.
 */
export function useLiveStock(skus: readonly string[], serverAt?: number): Record<string, boolean> {
  const [live, setLive] = useState<Record<string, boolean>>({});
  const key = skus.join(",");
  useEffect(() => {
    if (stockFresh(serverAt)) return undefined;
    const list = key.split(",").filter(Boolean);
    let cancelled = false;
    const batches: string[][] = [];
    for (let i = 0; i < list.length; i += STOCK_LIST_BATCH) batches.push(list.slice(i, i + STOCK_LIST_BATCH));
    void Promise.all(batches.map((batch) => listStock({ skus: batch.join(",") }).catch(ignoreRefusal)))
      .then((results) => {
        if (cancelled) return;
        setLive(Object.fromEntries(results.flat().map((item) => [item.sku, item.stock_status === "ok"])));
      })
      .catch((error: unknown) =>
        console.warn(JSON.stringify({ level: "warn", msg: "stock refresh failed", error: String(error) })),
      );
    return () => {
      cancelled = true;
    };
  }, [key, serverAt]);
  return live;
}
