import { describe, expect, it } from "vitest";
import { renderToString } from "react-dom/server";
import { ALL_MESSAGES } from "../i18n/messages/all";
import { getStoreView, STORE_CODES } from "../../domain/store-views";
import { createI18n, I18nContext } from "../i18n/translate";
import { CategoryPage } from "./CategoryPage";

describe("CategoryPage", () => {
  it("shows the SPEC message, in each language, for a category without products", () => {
    for (const code of STORE_CODES) {
      const html = renderToString(
        <I18nContext.Provider value={createI18n(getStoreView(code), ALL_MESSAGES[code])}>
          <CategoryPage title="Sjaals" crumbs={[]} subcategories={[]} listing={null} />
        </I18nContext.Provider>,
      );
      expect(html).toContain(
        `<p class="catalog-page__empty" role="status">${ALL_MESSAGES[code]["category.empty"].replace(/'/g, "&#x27;")}</p>`,
      );
      expect(html).not.toContain('data-island="Listing"');
    }
    expect(ALL_MESSAGES.en["category.empty"]).toBe(
      "No products synchronized for this category. Please come back while online!",
    );
  });
});
