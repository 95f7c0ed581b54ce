import { RegExpRouter } from "hono/router/reg-exp-router";
import { describe, expect, it } from "vitest";
import { createApp } from "./app";

describe("the route table", () => {
  // Hono's default SmartRouter uses RegExpRouter (one regular expression per method) when it can
  // and falls back to TrieRouter without a word when it cannot: a parameter beside a static segment
  // (`/x/:id` and `/x/static`) is enough. The fallback cost every request, cache hits included,
  // about 0.3 ms of the product page's CPU in plain workerd.
  it("is one Hono's RegExpRouter takes, and the app's router is that one", () => {
    const app = createApp({ parcelCarrierCode: "dhlparcel" });
    const router = new RegExpRouter<number>();
    // An unsupported path throws here, naming the path.
    app.routes.forEach((route, i) => router.add(route.method, route.path, i));
    expect(() => router.match("GET", "/")).not.toThrow();
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
