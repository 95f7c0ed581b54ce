import { describe, expect, it } from "vitest";
import { NAVIGATION_HISTORY_SIZE } from "../../schema/constants";
import { previousOf, withVisit, type Visit } from "./history";

const visit = (path: string, type = "ProductListing"): Visit => ({ path, type });

describe("navigation history (SPEC §2: 30 paths, previous-path lookup)", () => {
  it("keeps the newest 30 visits, newest last, and a reload once", () => {
    let history: Visit[] = [];
    for (let i = 0; i < 45; i++) history = withVisit(history, visit(`/p/${i}`, "ProductDetail"));
    history = withVisit(history, visit("/p/44", "ProductDetail"));
    expect(history).toHaveLength(NAVIGATION_HISTORY_SIZE);
    expect(history[0]!.path).toBe("/p/15");
    expect(history.at(-1)!.path).toBe("/p/44");
  });

  it("finds the newest visit of the wanted types before the current page", () => {
    const history = [
      visit("/", "Homepage"),
      visit("/dames/jassen?color=49"),
      visit("/p/AN-1/jas", "ProductDetail"),
      visit("/cart", "ShoppingCart"),
      visit("/login", "Account"),
    ];
    expect(previousOf(history, "/cart", ["ProductListing", "ProductDetail"])).toBe("/p/AN-1/jas");
    expect(previousOf(history, "/cart", ["ProductListing"])).toBe("/dames/jassen?color=49");
    expect(previousOf(history, "/", ["Homepage"])).toBeUndefined();
    expect(previousOf([], "/cart", ["Homepage"])).toBeUndefined();
  });
});
