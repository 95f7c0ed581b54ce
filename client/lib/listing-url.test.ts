import { describe, expect, it } from "vitest";
import { listingQuery, parseListingState, toggleFilter, toggledState, withPage, withSort } from "./listing-url";

describe("listing URL state", () => {
  it("round-trips filters, price, sort and page", () => {
    const state = parseListingState(new URLSearchParams("color=2,1&size=10&price=100-250&sort=price_asc&page=3&utm=x"));
    expect(state).toEqual({
      filters: { color: ["2", "1"], size: ["10"] },
      price: "100-250",
      sort: "price_asc",
      page: 3,
    });
    expect(listingQuery(state)).toBe("?color=1,2&size=10&price=100-250&sort=price_asc&page=3");
  });

  it("joins a filter's values with a literal comma and escapes what is inside a value", () => {
    const state = parseListingState(new URLSearchParams("q=wol+%26+zijde&brand=Studio+Kade,A%26B,C%2BD&size=1"));
    expect(listingQuery(state)).toBe("?q=wol+%26+zijde&brand=A%26B,C%2BD,Studio+Kade&size=1");
    const again = parseListingState(new URLSearchParams(listingQuery(state).slice(1)));
    expect(again.q).toBe("wol & zijde");
    expect(again.filters).toEqual({ brand: ["A&B", "C+D", "Studio Kade"], size: ["1"] });
  });

  it("a submitted filter form: its fields (repeated or comma lists) with the pressed value switched, without the page", () => {
    const submitted = (query: string) => toggledState(new URLSearchParams(query));
    expect(submitted("color=1,2&sort=new")).toBeNull();
    expect(listingQuery(submitted("color=1%2C2&sort=new&page=3&toggle=color:3")!)).toBe("?color=1,2,3&sort=new");
    expect(listingQuery(submitted("color=1&color=2&toggle=color:2")!)).toBe("?color=1");
    expect(listingQuery(submitted("q=wol&toggle=price:100-250")!)).toBe("?q=wol&price=100-250");
    expect(listingQuery(submitted("price=100-250&toggle=price:100-250")!)).toBe("");
    expect(listingQuery(submitted("brand=A%26B&toggle=brand:Studio Kade")!)).toBe("?brand=A%26B,Studio+Kade");
    // Unknown filters and malformed toggles change nothing.
    for (const toggle of ["nope:1", "color", ":1", "color:", "price:cheap", "__proto__:1", `size:${"9".repeat(61)}`])
      expect(listingQuery(submitted(`size=4&toggle=${encodeURIComponent(toggle)}`)!), toggle).toBe("?size=4");
  });

  it("changing a filter removes the page", () => {
    const state = withPage(parseListingState(new URLSearchParams("color=1")), 4);
    expect(listingQuery(toggleFilter(state, "color", "2"))).toBe("?color=1,2");
    expect(listingQuery(toggleFilter(state, "color", "1"))).toBe("");
    expect(listingQuery(toggleFilter(state, "price", "500-"))).toBe("?color=1&price=500-");
    expect(listingQuery(withSort(state, "new"))).toBe("?color=1&sort=new");
  });

  it("ignores hostile values", () => {
    const state = parseListingState(
      new URLSearchParams(`page=-5&price=abc&sort=drop&color=${"x".repeat(100)}&page=99999999`),
    );
    expect(state).toEqual({ filters: {}, page: 1 });
    expect(parseListingState(new URLSearchParams("page=99999999")).page).toBe(10000);
  });
});
