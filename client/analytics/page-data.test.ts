import { describe, expect, it } from "vitest";
import { crumbNames, parseMoney, skuOfLink } from "./page-data";
import { categoryFields } from "./items";
import { dottedDate } from "./account-events";
import { consentSignals } from "./consent-state";

describe("what the data layer reads from a page", () => {
  it("reads shown prices in every store view's format", () => {
    expect(parseMoney("€ 49,95")).toBe(49.95);
    expect(parseMoney("€1.234,50")).toBe(1234.5);
    expect(parseMoney("€1,234.50")).toBe(1234.5);
    expect(parseMoney("49,95\u00a0€")).toBe(49.95);
    expect(parseMoney("€ 120")).toBe(120);
    expect(parseMoney("sold out")).toBeUndefined();
  });

  it("takes a tile's sku from its product link, with or without a store prefix", () => {
    expect(skuOfLink("/p/MJ01-XS-Blue/jacket")).toBe("MJ01-XS-Blue");
    expect(skuOfLink("/de/p/a%2Fb/slug?x=1")).toBe("a/b");
    expect(skuOfLink("/c/women")).toBeUndefined();
  });

  it("reports at most five category levels from the breadcrumbs after home", () => {
    const ld = [
      {
        "@type": "BreadcrumbList",
        itemListElement: ["Home", "A", "B", "C", "D", "E", "F"].map((name, i) => ({ position: i + 1, name })),
      },
    ];
    expect(crumbNames(ld)).toEqual(["A", "B", "C", "D", "E", "F"]);
    expect(categoryFields(crumbNames(ld))).toEqual({
      item_category: "A",
      item_category2: "B",
      item_category3: "C",
      item_category4: "D",
      item_category5: "E",
    });
  });

  it("writes the membership date with dots (SPEC §3 marketing user data)", () => {
    expect(dottedDate("2026-03-07 10:11:12")).toBe("07.03.2026");
    expect(dottedDate("2026-03-07T10:11:12.000Z")).toBe("07.03.2026");
    expect(dottedDate("")).toBe("");
  });

  it("denies every Consent Mode signal until a choice, then follows the purposes", () => {
    expect(Object.values(consentSignals(null)).every((v) => v === "denied")).toBe(true);
    expect(consentSignals({ preferences: false, statistics: true, marketing: false, at: 1 })).toEqual({
      ad_storage: "denied",
      analytics_storage: "granted",
      ad_user_data: "denied",
      ad_personalization: "denied",
      functionality_storage: "denied",
      personalization_storage: "denied",
      security_storage: "granted",
    });
  });
});
