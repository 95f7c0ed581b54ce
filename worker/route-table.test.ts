import { RegExpRouter } from "hono/router/reg-exp-router";
import { describe, expect, it } from "vitest";
import { createApp } from "./app";

describe("the route table", () => {
  // Hono's default SmartRouter uses RegExpRouter (one regular expression per method) when it can
  // and falls back to TrieRouter without a word when it cannot: a parameter beside a static segment
  // (`/x/:id` and `/x/static`) is enough. The fallback cost every request, cache hits included,
  // about 0.3 ms of the product page's CPU in plain workerd. The build compiles the table for the
  // configured carrier code with RegExpRouter's own compiler (http/router.ts); an app of another
  // code builds it on its first request.
  it("is one Hono's RegExpRouter takes, and an app without a prepared table uses that one", () => {
    for (const code of ["dhlparcel", "postnl"]) {
      const router = new RegExpRouter<number>();
      // An unsupported path throws here, naming the path.
      createApp({ parcelCarrierCode: code }).routes.forEach((route, i) => router.add(route.method, route.path, i));
      expect(() => router.match("GET", "/")).not.toThrow();
    }
    const app = createApp({ parcelCarrierCode: "postnl" });
    app.router.match("GET", "/");
    expect(app.router.name).toBe("SmartRouter + RegExpRouter");
  });

  it("puts the parcel carrier's calls under the configured code", () => {
    const paths = createApp({ parcelCarrierCode: "postnl" }).routes.map((route) => route.path);
    expect(paths).toContain("/api/ext/postnl/servicepoints");
    expect(paths).toContain("/api/ext/postnl/select-servicepoint");
    expect(paths.filter((path) => path.includes("dhlparcel"))).toEqual([]);
  });
});
