import { describe, expect, it } from "vitest";
import type { PageAssets } from "../../client/pages/page-types";
import { earlyHints, modulePreloads, withModulePreloads } from "./preload";

const assets: PageAssets = {
  boot: "/assets/boot-X.js",
  entry: "/assets/entry-X.js",
  css: "/assets/styles-X.css",
  pageCss: {
    content: "/assets/page-content-X.css",
    checkout: "/assets/page-checkout-X.css",
    account: "/assets/page-account-X.css",
  },
  fonts: [],
  entryImports: ["/assets/chunks/chunk-react.js"],
  messages: { nl: ["/assets/chunks/ui.nl-A.js"], de: ["/assets/chunks/ui.de-A.js"] },
  islands: {
    ProductOptions: ["/assets/chunks/ProductOptions-A.js", "/assets/chunks/chunk-shared.js"],
    Cart: ["/assets/chunks/Cart-A.js", "/assets/chunks/chunk-shared.js"],
    Header: ["/assets/chunks/chrome-A.js"],
  },
};

const page = (body: string) =>
  `<!DOCTYPE html><html><head><title>t</title><script type="module" src="/assets/boot-X.js" async=""></script></head><body>${body}</body></html>`;

describe("module preloads", () => {
  it("list the entry's imports, each load island's chunks once and the store's messages", () => {
    const html = page(
      '<div data-island="Header" data-hydrate="idle"></div>' +
        '<div data-island="ProductOptions" data-hydrate="load"></div>' +
        '<div data-island="Cart" data-hydrate="load"></div>',
    );
    expect(modulePreloads(html, assets, "de")).toEqual([
      "/assets/chunks/chunk-react.js",
      "/assets/chunks/ProductOptions-A.js",
      "/assets/chunks/chunk-shared.js",
      "/assets/chunks/Cart-A.js",
      "/assets/chunks/ui.de-A.js",
    ]);
  });

  it("are none when no island hydrates on load, and nested islands do not count", () => {
    const html = page(
      '<div data-island="Header" data-hydrate="idle"></div><div data-island="Cart" data-hydrate="load" data-nested=""></div>',
    );
    expect(modulePreloads(html, assets, "nl")).toEqual([]);
    expect(withModulePreloads(html, assets, "nl")).toBe(html);
  });

  it("go at the end of the head, in the template the boot script activates after the first paint", () => {
    const html = withModulePreloads(page('<div data-island="Header" data-hydrate="load"></div>'), assets, "nl");
    expect(html).toContain(
      '<template data-preloads><link rel="modulepreload" href="/assets/chunks/chunk-react.js"/><link rel="modulepreload" href="/assets/chunks/chrome-A.js"/><link rel="modulepreload" href="/assets/chunks/ui.nl-A.js"/></template></head>',
    );
  });
});

describe("earlyHints", () => {
  it("lists the fonts, the main stylesheet and the page's own stylesheets, in that order", () => {
    expect(earlyHints({ ...assets, fonts: ["/assets/media/a.woff2"] }, ["checkout", "account"])).toBe(
      [
        '</assets/media/a.woff2>; rel=preload; as=font; type="font/woff2"; crossorigin',
        "</assets/styles-X.css>; rel=preload; as=style",
        "</assets/page-checkout-X.css>; rel=preload; as=style",
        "</assets/page-account-X.css>; rel=preload; as=style",
      ].join(", "),
    );
    expect(earlyHints(assets)).toBe("</assets/styles-X.css>; rel=preload; as=style");
  });

  it("puts the catalogue's swatch sheet, linked at the end of the body, last", () => {
    expect(earlyHints(assets, ["content"], "/catalog/v/1/swatches.css")).toBe(
      [
        "</assets/styles-X.css>; rel=preload; as=style",
        "</assets/page-content-X.css>; rel=preload; as=style",
        "</catalog/v/1/swatches.css>; rel=preload; as=style",
      ].join(", "),
    );
  });
});
