import { describe, expect, it } from "vitest";
import { getStoreView, splitStorePath } from "./store-views";
import { storePath } from "./urls";

describe("store views", () => {
  it("splits the store prefix off a path", () => {
    expect(splitStorePath("/")).toEqual({ code: "nl", path: "/" });
    expect(splitStorePath("/de")).toEqual({ code: "de", path: "/" });
    expect(splitStorePath("/de/")).toEqual({ code: "de", path: "/" });
    expect(splitStorePath("/en/styleguide")).toEqual({ code: "en", path: "/styleguide" });
    expect(splitStorePath("/design")).toEqual({ code: "nl", path: "/design" });
    expect(splitStorePath("/fr/x")).toEqual({ code: "nl", path: "/fr/x" });
  });

  it("builds store paths that round-trip", () => {
    expect(storePath("nl", "/")).toBe("/");
    expect(storePath("de", "/")).toBe("/de");
    expect(storePath("en", "/styleguide")).toBe("/en/styleguide");
    for (const code of ["nl", "de", "en"] as const) {
      expect(splitStorePath(storePath(code, "/c/shoes"))).toEqual({ code, path: "/c/shoes" });
    }
  });

  it("uses NL tax for English unless configured", () => {
    expect(getStoreView("en").taxCountry).toBe("NL");
    expect(getStoreView("en", "DE").taxCountry).toBe("DE");
    expect(getStoreView("de").taxCountry).toBe("DE");
    expect(getStoreView("nl").locale).toBe("nl-NL");
  });
});
