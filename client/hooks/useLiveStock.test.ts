import { describe, expect, it } from "vitest";
import { STOCK_FRESH_MS } from "../../schema/constants";
import { stockFresh } from "./useLiveStock";

describe("stock a page was rendered with", () => {
  const now = 1_800_000_000_000;

  it("stands while fresh", () => {
    expect(stockFresh(now, now)).toBe(true);
    expect(stockFresh(now - STOCK_FRESH_MS, now)).toBe(true);
  });

  it("is refreshed when older, unknown, or from a server clock ahead of the browser's", () => {
    expect(stockFresh(now - STOCK_FRESH_MS - 1, now)).toBe(false);
    expect(stockFresh(undefined, now)).toBe(false);
    expect(stockFresh(now + 5_000, now)).toBe(false);
  });
});
