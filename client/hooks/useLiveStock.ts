import { useEffect, useState } from "react";
import type { StockItemDto } from "../../schema/api/stock";
import { STOCK_LIST_BATCH } from "../../schema/constants";
import { ApiError, listStock } from "../api";

/** A batch the API refused (an error status) keeps its server state; failures on the way still reject. */
function ignoreRefusal(error: unknown): StockItemDto[] {
  if (error instanceof ApiError && error.status >= 300) return [];
  throw error;
}

/**
 * Refreshes stock for skus from the API after hydration (pages may come from the edge cache), in
 * batches of 15 (SPEC §7). Skus the API does not know (ENOTFOUND) keep their server state.
 */
export function useLiveStock(skus: readonly string[]): Record<string, boolean> {
  const [live, setLive] = useState<Record<string, boolean>>({});
  const key = skus.join(",");
  useEffect(() => {
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
  }, [key]);
  return live;
}
