import type { SearchResult } from "../../schema/api/catalog";

/**
 * A result's total as the shopper reads it: "1000+" when the libSQL search tier stopped at its
 * candidate cap (`flags.capped`: the total is a lower bound), else the number itself.
 */
export const totalShown = (result: Pick<SearchResult, "total" | "flags">): string | number =>
  result.flags.capped ? `${result.total}+` : result.total;
