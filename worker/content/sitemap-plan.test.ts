import { describe, expect, it } from "vitest";
import { MAX_SITEMAP_URLS, planSitemaps, xmlEscape } from "./sitemap-plan";

describe("planSitemaps", () => {
  it("keeps one urlset while every URL fits", () => {
    expect(
      planSitemaps({
        pages: { count: 40, urlsPerEntry: 3 },
        categories: { count: 19, urlsPerEntry: 3 },
        products: { count: 1000, urlsPerEntry: 3 },
      }),
    ).toBeNull();
  });

  it("splits 25k products in three store views under an index, no file past 50,000 URLs", () => {
    const files = planSitemaps({
      pages: { count: 40, urlsPerEntry: 3 },
      categories: { count: 300, urlsPerEntry: 3 },
      products: { count: 25_000, urlsPerEntry: 3 },
    })!;
    expect(files).not.toBeNull();
    const products = files.filter((f) => f.kind === "products");
    expect(products.map((f) => f.part)).toEqual([1, 2]);
    expect(products[0]!.to - products[0]!.from).toBe(Math.floor(MAX_SITEMAP_URLS / 3));
    expect(products.at(-1)!.to).toBe(25_000);
    for (const f of files) expect((f.to - f.from) * 3).toBeLessThanOrEqual(MAX_SITEMAP_URLS);
    // Every entry is in exactly one file.
    expect(products.reduce((n, f) => n + f.to - f.from, 0)).toBe(25_000);
  });

  it("escapes XML", () => {
    expect(xmlEscape(`/c/a&b?x="<y>'`)).toBe("/c/a&amp;b?x=&quot;&lt;y&gt;&apos;");
  });
});
