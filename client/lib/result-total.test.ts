/** The search panel's "view all" link reads right for one result, many, and a capped total. */
import { describe, expect, it } from "vitest";
import { STORE_CODES } from "../../domain/store-views";
import { ALL_MESSAGES } from "../i18n/messages/all";
import { createTranslator } from "../i18n/translate";
import { viewAllLabel } from "./result-total";

describe("the search panel's view-all label", () => {
  it("has a singular for one result and a plural with the total otherwise, in each language", () => {
    const labels = STORE_CODES.map((code) => {
      const t = createTranslator(ALL_MESSAGES[code]);
      const one = viewAllLabel(t, { total: 1, flags: { noresults: false } });
      const many = viewAllLabel(t, { total: 12, flags: { noresults: false } });
      const capped = viewAllLabel(t, { total: 1000, flags: { noresults: false, capped: true } });
      expect(one).toBe(ALL_MESSAGES[code]["search.viewOne"]);
      expect(one).not.toMatch(/\d/);
      expect(many).toBe(ALL_MESSAGES[code]["search.viewAll"].replace("{count}", "12"));
      expect(capped).toContain("1000+");
      return one;
    });
    expect(labels).toEqual(["Bekijk het resultaat", "Das Ergebnis ansehen", "View the result"]);
  });
});
