import type { Config } from "../config/env";

/** Whether the libSQL search tier answers for a snapshot of `products` products (SEARCH_TIER). */
export function usesLibsqlTier(
  config: Pick<Config, "SEARCH_TIER" | "SEARCH_TIER_AUTO_PRODUCTS">,
  products: number,
): boolean {
  return (
    config.SEARCH_TIER === "libsql" || (config.SEARCH_TIER === "auto" && products > config.SEARCH_TIER_AUTO_PRODUCTS)
  );
}
