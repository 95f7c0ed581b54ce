/**
 * The listing's count and progress line in each language: exact totals as they are, and a total the
 * libSQL search tier stopped counting at its cap (flags.capped) as a lower bound, "1000+".
 */
import { describe, expect, it } from "vitest";
import { renderToString } from "react-dom/server";
import type { SearchResult } from "../../schema/api/catalog";
import { getStoreView, STORE_CODES } from "../../domain/store-views";
import { ALL_MESSAGES } from "../i18n/messages/all";
import { createI18n, I18nContext } from "../i18n/translate";
import Listing from "./Listing";

const result = (total: number, flags: SearchResult["flags"]): SearchResult => ({
  items: [],
  total,
  start: 0,
  perPage: 24,
  aggregations: [],
  priceRange: null,
  suggestions: [],
  searched: null,
  flags,
});

const render = (code: (typeof STORE_CODES)[number], shown: SearchResult) =>
  renderToString(
    <I18nContext.Provider value={createI18n(getStoreView(code), ALL_MESSAGES[code])}>
      <Listing
        source={{ store: code, pageSize: 24, basePath: "/en/search" }}
        state={{ q: "coat", filters: {}, page: 1 }}
        result={shown}
        defaultSort="relevance"
      />
    </I18nContext.Provider>,
  );

describe("the listing's total", () => {
  it("reads 1000+ when the search stopped at its cap, the number itself otherwise, in each language", () => {
    for (const code of STORE_CODES) {
      const messages = ALL_MESSAGES[code];
      const capped = render(code, result(1000, { noresults: false, capped: true }));
      expect(capped).toContain(messages["listing.count"].replace("{count}", "1000+"));
      expect(capped).toContain(messages["listing.progress"].replace("{shown}", "24").replace("{total}", "1000+"));
      const exact = render(code, result(412, { noresults: false }));
      expect(exact).toContain(messages["listing.count"].replace("{count}", "412"));
      expect(exact).not.toContain("412+");
    }
  });
});
