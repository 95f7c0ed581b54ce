import { describe, expect, it } from "vitest";
import { addToHistory } from "./search-history";

describe("search history", () => {
  it("keeps at most 4, newest first, only for queries that found something", () => {
    let h: string[] = [];
    for (const q of ["coat", "dress", "scarf", "belt", "shirt"]) h = addToHistory(h, q, 3);
    expect(h).toEqual(["shirt", "belt", "scarf", "dress"]);
    expect(addToHistory(h, "nothing", 0)).toEqual(h);
  });
  it("skips duplicates and prefixes of saved queries; a longer query replaces its prefix", () => {
    const h = addToHistory(addToHistory([], "jacket", 5), "Jacket", 5);
    expect(h).toEqual(["jacket"]);
    expect(addToHistory(h, "jack", 9)).toEqual(["jacket"]);
    expect(addToHistory(["wool"], "wool coat", 2)).toEqual(["wool coat"]);
  });
});
