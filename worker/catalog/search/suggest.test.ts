import { describe, expect, it } from "vitest";
import { closestWord, editDistance, suggestQuery } from "./suggest";

const vocabulary = new Map([
  ["jacket", 40],
  ["jackets", 3],
  ["hoodie", 20],
  ["wool", 10],
  ["coat", 12],
  ["jurk", 5],
]);

describe("did you mean", () => {
  it("measures edits with a cut-off", () => {
    expect(editDistance("jakcet", "jacket", 2)).toBe(2);
    expect(editDistance("hoody", "hoodie", 2)).toBe(2);
    expect(editDistance("abc", "xyzabc", 2)).toBe(3);
  });
  it("finds the closest, most frequent known word", () => {
    expect(closestWord("jackt", vocabulary)).toBe("jacket");
    expect(closestWord("jacket", vocabulary)).toBeNull();
    expect(closestWord("zzzzzz", vocabulary)).toBeNull();
  });
  it("rewrites only the unknown words of a query", () => {
    expect(suggestQuery("wool jackt", vocabulary)).toBe("wool jacket");
    expect(suggestQuery("wool coat", vocabulary)).toBeNull();
  });
});
