import type { SearchResult } from "../../schema/api/catalog";
import type { Translate } from "../i18n/translate";

type Counted = Pick<SearchResult, "total" | "flags">;

/**
 * A result's total as the shopper reads it: "1000+" when the libSQL search tier stopped at its
 * candidate cap (`flags.capped`: the total is a lower bound), else the number itself.
 */
export const totalShown = (result: Counted): string | number =>
  result.flags.capped ? `${result.total}+` : result.total;

/** The search panel's link to the full results: "View the result" for one, "View all 12 results" else. */
export const viewAllLabel = (t: Translate, result: Counted): string =>
  result.total === 1 && !result.flags.capped ? t("search.viewOne") : t("search.viewAll", { count: totalShown(result) });
