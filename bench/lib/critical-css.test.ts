import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { allowInlineStyle, criticalStylesheet, inlineCritical, withoutStylePreloads } from "./critical-css";

const page = [
  '<!DOCTYPE html><html lang="nl"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width"/>',
  '<link rel="stylesheet" href="/assets/styles-A.css"/><link rel="stylesheet" href="/catalog/v/1/swatches.css"/>',
  '<link rel="preload" as="image" href="/img/a.jpg"/><title>Truien</title></head>',
  '<body><main><h1>Truien</h1></main><script type="module" src="/assets/boot.js"></script></body></html>',
].join("");

describe("inlineCritical", () => {
  it("puts the rules first in the head and moves the head's stylesheets to the end of the body", () => {
    const html = inlineCritical(page, "h1{color:red}");
    expect(html.indexOf("<style>h1{color:red}</style>")).toBe(html.indexOf("/>", html.indexOf('name="viewport"')) + 2);
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).not.toContain('rel="stylesheet"');
    expect(html).toContain(
      '<script type="module" src="/assets/boot.js"></script><link rel="stylesheet" href="/assets/styles-A.css"/><link rel="stylesheet" href="/catalog/v/1/swatches.css"/></body>',
    );
    // Nothing else moves.
    expect(html.replace(/<style>.*?<\/style>/, "").replace(/<link rel="stylesheet"[^>]*>/g, "")).toBe(
      page.replace(/<link rel="stylesheet"[^>]*>/g, ""),
    );
  });
  it("keeps a rule's text from closing the style element, and refuses a page it cannot inline into", () => {
    expect(inlineCritical(page, 'a::after{content:"</style>"}')).toContain('content:"<\\/style>"');
    expect(() => inlineCritical(page.replace(/<link rel="stylesheet"[^>]*>/g, ""), "a{}")).toThrow(/no stylesheet/);
    expect(() => inlineCritical(page.replace(/<meta name="viewport"[^>]*>/, ""), "a{}")).toThrow(/viewport/);
  });
});

describe("headers of the inlined variants", () => {
  it("drops only the stylesheet preloads from a Link header", () => {
    const link =
      '</assets/media/jost.woff2>; rel=preload; as=font; type="font/woff2"; crossorigin, </assets/styles-A.css>; rel=preload; as=style, </catalog/v/1/swatches.css>; rel=preload; as=style';
    expect(withoutStylePreloads(link)).toBe(
      '</assets/media/jost.woff2>; rel=preload; as=font; type="font/woff2"; crossorigin',
    );
  });
  it("allows the inline rules by their hash in style-src, adding the directive when there is none", () => {
    const hash = `'sha256-${createHash("sha256").update("h1{color:red}").digest("base64")}'`;
    expect(allowInlineStyle("default-src 'self'; style-src 'self'; img-src 'self'", "h1{color:red}")).toBe(
      `default-src 'self'; style-src 'self' ${hash}; img-src 'self'`,
    );
    expect(allowInlineStyle("default-src 'self'", "h1{color:red}")).toBe(
      `default-src 'self'; style-src 'self' ${hash}`,
    );
  });
});

describe("criticalStylesheet", () => {
  it("keeps each rule inside its at-rules, once, and minifies", async () => {
    const css = await criticalStylesheet([
      { within: [], text: "@layer reset, layout;" },
      { within: ["@layer layout"], text: ".a { color: red; }" },
      { within: ["@layer layout", "@media (min-width: 1024px)"], text: ".a { color: blue; }" },
      { within: ["@layer layout"], text: ".a { color: red; }" },
    ]);
    expect(css).toBe(
      "@layer reset,layout;@layer layout{.a{color:red}}@layer layout{@media(min-width:1024px){.a{color:#00f}}}",
    );
  });
});
