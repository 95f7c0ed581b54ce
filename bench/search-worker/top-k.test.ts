import { describe, expect, it } from "vitest";
import { topK } from "./top-k";

describe("topK", () => {
  it("keeps the k best by score, sorted, ties by id", () => {
    const scores = new Map([
      [7, 1],
      [3, 5],
      [9, 5],
      [1, 0.5],
      [4, 2],
    ]);
    expect(topK(scores, 3)).toEqual([
      [3, 5],
      [9, 5],
      [4, 2],
    ]);
    expect(topK(scores, 10)).toHaveLength(5);
    expect(topK(new Map(), 5)).toEqual([]);
  });
});
