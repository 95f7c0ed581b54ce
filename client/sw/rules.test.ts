import { describe, expect, it } from "vitest";
import { offlinePage } from "./offline-page";
import { isShareable, routeFamily, storeOfPath, type RequestFacts } from "./rules";

const get = (url: string, more: Partial<RequestFacts> = {}): RequestFacts => ({
  method: "GET",
  url,
  mode: "cors",
  destination: "",
  authorized: false,
  sameOrigin: true,
  ...more,
});
const page = (url: string) => get(url, { mode: "navigate", destination: "document" });
const headers = (values: Record<string, string>) => new Headers(values);

describe("the service worker's route families", () => {
  it("keeps catalogue and CMS pages, in every store view, network first", () => {
    for (const url of ["/", "/de", "/en/", "/c/dames/jassen", "/en/p/AN-1/coat", "/blog/spring", "/de/search?q=jas"])
      expect(routeFamily(page(url)), url).toBe("page");
  });

  it("never keeps the shopper's own pages", () => {
    for (const url of [
      "/cart",
      "/en/cart?added=1",
      "/checkout",
      "/de/checkout-return?order=1",
      "/my-account",
      "/en/my-account/orders",
      "/login",
      "/password-reset?token=x",
      "/newsletter/confirm?token=x",
      "/editor/story",
      "/dev/mailbox",
    ])
      expect(routeFamily(page(url)), url).toBe("network");
  });

  it("shares only catalogue, url and content reads of the API", () => {
    expect(routeFamily(get("/api/catalog/search?q=jas"))).toBe("api-read");
    expect(routeFamily(get("/api/catalog/categories"))).toBe("api-read");
    expect(routeFamily(get("/api/url/map?url=x"))).toBe("api-read");
    expect(routeFamily(get("/api/content/fragment?slug=footer"))).toBe("api-read");
    for (const url of [
      "/api/cart/pull?cartId=1",
      "/api/cart/totals?cartId=1",
      "/api/user/me",
      "/api/order/history",
      "/api/ext/checkout/status",
      "/api/ext/payment/x",
      "/api/stock/check?sku=x",
      "/api/wishlist",
      "/api/catalogx",
    ])
      expect(routeFamily(get(url)), url).toBe("network");
  });

  it("sends writes, other origins, authorised calls and preview tokens to the network", () => {
    expect(routeFamily(get("/api/catalog/search", { method: "POST" }))).toBe("network");
    expect(routeFamily(get("https://elsewhere.example/x.png", { destination: "image", sameOrigin: false }))).toBe(
      "network",
    );
    expect(routeFamily(get("/api/catalog/search", { authorized: true }))).toBe("network");
    expect(routeFamily(get("/api/content/story?token=abc"))).toBe("network");
    expect(routeFamily(page("/blog/draft?_storyblok=12"))).toBe("network");
  });

  it("keeps images network first, and leaves scripts to the precache", () => {
    expect(routeFamily(get("/img/gallery/1024/a/b.webp", { destination: "image" }))).toBe("image");
    expect(routeFamily(get("/catalog/v/abc/media/x-480.webp"))).toBe("image");
    expect(routeFamily(get("/assets/entry-abc.js", { destination: "script" }))).toBe("network");
  });

  it("keeps only complete answers that are neither private nor no-store nor set a cookie", () => {
    expect(isShareable(200, headers({ "cache-control": "public, max-age=60, stale-while-revalidate=600" }))).toBe(true);
    expect(isShareable(200, headers({}))).toBe(true);
    expect(isShareable(200, headers({ "cache-control": "no-store" }))).toBe(false);
    expect(isShareable(200, headers({ "cache-control": "private, max-age=0" }))).toBe(false);
    expect(isShareable(200, headers({ "cache-control": "max-age=0,private" }))).toBe(false);
    expect(isShareable(200, headers({ "set-cookie": "a=1" }))).toBe(false);
    expect(isShareable(206, headers({}))).toBe(false);
    expect(isShareable(404, headers({}))).toBe(false);
    expect(isShareable(503, headers({}))).toBe(false);
  });
});

describe("the offline page", () => {
  it("finds the store view and its home", () => {
    expect(storeOfPath("/c/dames")).toEqual({ code: "nl", home: "/" });
    expect(storeOfPath("/de/p/x")).toEqual({ code: "de", home: "/de" });
    expect(storeOfPath("/en")).toEqual({ code: "en", home: "/en" });
    expect(storeOfPath("/english")).toEqual({ code: "nl", home: "/" });
  });

  it("says the SPEC's words in the store view's language and goes to its home", () => {
    const { html: en, policy } = offlinePage("/en/p/x", "/assets/styles-1.css", "n0nce");
    expect(en).toContain("The product, category or CMS page is not available in Offline mode. Redirecting to Home.");
    expect(en).toContain('<script nonce="n0nce">setTimeout(function(){location.replace("/en")},3000)</script>');
    expect(policy).toContain("script-src 'nonce-n0nce'");
    expect(en).toContain('<html lang="en">');
    expect(en).toContain('href="/assets/styles-1.css"');
    const de = offlinePage("/de/c/x", null, "n").html;
    expect(de).toContain("offline nicht verfügbar");
    expect(de).not.toContain("stylesheet");
    expect(offlinePage("/c/x", null, "n").html).toContain('location.replace("/")');
  });

  it("does not loop at the home itself, and escapes what it writes", () => {
    expect(offlinePage("/en", null, "n").html).not.toContain("<script");
    expect(offlinePage("/", null, "n").html).not.toContain("<script");
    expect(offlinePage("/en/", null, "n").html).not.toContain("<script");
    expect(offlinePage("/x", '"><script>', "n").html).not.toContain('"><script>');
  });
});
