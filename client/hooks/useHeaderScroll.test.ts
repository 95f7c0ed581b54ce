import { describe, expect, it } from "vitest";
import { nextHeaderHidden } from "./useHeaderScroll";

describe("header hide rule", () => {
  it("stays visible within the first 72 px", () => {
    expect(nextHeaderHidden(0, 50, false)).toBe(false);
    expect(nextHeaderHidden(50, 72, false)).toBe(false);
  });
  it("hides on scroll down past 72 px and returns on scroll up", () => {
    expect(nextHeaderHidden(60, 73, false)).toBe(true);
    expect(nextHeaderHidden(300, 400, false)).toBe(true);
    expect(nextHeaderHidden(400, 390, true)).toBe(false);
  });
  it("keeps its state when the position does not change", () => {
    expect(nextHeaderHidden(400, 400, true)).toBe(true);
  });
});
