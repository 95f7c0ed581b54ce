import { beforeEach, describe, expect, it, vi } from "vitest";
import { RECENTLY_VIEWED_KEY, RECENTLY_VIEWED_MAX } from "../../schema/recommendations";
import { addViewed, rememberViewed } from "./recently-viewed";

const store = new Map<string, string>();
beforeEach(() => {
  store.clear();
  vi.stubGlobal("localStorage", {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
  });
});
const list = () => JSON.parse(store.get(RECENTLY_VIEWED_KEY) ?? "null") as unknown;

describe("recently viewed", () => {
  it("keeps skus newest first, each once, at most the limit", () => {
    let viewed: string[] = [];
    for (let i = 0; i < RECENTLY_VIEWED_MAX + 3; i++) viewed = addViewed(viewed, `S${i}`);
    expect(viewed).toHaveLength(RECENTLY_VIEWED_MAX);
    expect(viewed[0]).toBe(`S${RECENTLY_VIEWED_MAX + 2}`);
    expect(addViewed(["A", "B", "C"], "C")).toEqual(["C", "A", "B"]);
  });

  it("remembers in localStorage and starts over from junk there", () => {
    rememberViewed("A");
    rememberViewed("B");
    rememberViewed("A");
    expect(list()).toEqual(["A", "B"]);
    store.set(RECENTLY_VIEWED_KEY, "{not json");
    rememberViewed("C");
    expect(list()).toBe(null);
    rememberViewed("C");
    expect(list()).toEqual(["C"]);
    store.set(RECENTLY_VIEWED_KEY, JSON.stringify({ evil: true }));
    rememberViewed("N");
    expect(list()).toEqual(["N"]);
  });
});
