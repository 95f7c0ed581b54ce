/**
 * The listing's rough edges (issue 11, point 4): paging counts, canonical and title of a later page,
 * a page past the last, filters that do not push the products down, heading order, tiles in the
 * filtered colour, bundle stock from its default items. Through the worker in Miniflare.
 */
import { describe, expect, it } from "vitest";
import { shippedSnapshot } from "../../../test/support/snapshot";
import { withWorker } from "../../../test/support/worker";
import { islandProps } from "../../../test/support/html";
import { SEARCH_PAGE_SIZE } from "../../../schema/constants";
import { productUrlKey } from "../../../schema/catalog/files";

const worker = withWorker();
const snapshot = shippedSnapshot();
const women = snapshot.catalog.categories.find((c) => c.level === 2 && c.urlPath.en === "women")!;
const html = async (path: string) => {
  const res = await worker.fetch(path);
  return { res, body: await res.text() };
};
const totalOf = (body: string) => Number(/class="listing__count"[^>]*>(\d+)/.exec(body)?.[1]);

describe("listing pages", () => {
  it("page 2 counts what the shopper has seen, is its own canonical and says its number in the title", async () => {
    const { res, body } = await html(`/${women.urlPath.nl}?page=2`);
    expect(res.status).toBe(200);
    const total = totalOf(body);
    expect(total).toBeGreaterThan(2 * SEARCH_PAGE_SIZE);
    expect(body).toContain(`Je hebt ${2 * SEARCH_PAGE_SIZE} van ${total} producten bekeken`);
    expect(body).toContain(`<link rel="canonical" href="http://localhost/${women.urlPath.nl}?page=2"/>`);
    expect(body).toMatch(/<title>[^<]*Pagina 2[^<]*<\/title>/);
    const first = await html(`/${women.urlPath.nl}`);
    expect(first.body).toContain(`<link rel="canonical" href="http://localhost/${women.urlPath.nl}"/>`);
    expect(first.body).not.toMatch(/<title>[^<]*Pagina/);
  });

  it("a page past the last answers 404, for categories and search", async () => {
    const { body } = await html(`/${women.urlPath.nl}`);
    const last = Math.ceil(totalOf(body) / SEARCH_PAGE_SIZE);
    expect((await worker.fetch(`/${women.urlPath.nl}?page=${last}`)).status).toBe(200);
    expect((await worker.fetch(`/${women.urlPath.nl}?page=${last + 1}`)).status).toBe(404);
    expect((await worker.fetch(`/en/search?q=coat&page=200`)).status).toBe(404);
    expect((await worker.fetch(`/en/search?q=coat&page=1`)).status).toBe(200);
  });

  it("active filters stay collapsed behind a count, and headings go h1 → h2 → h3", async () => {
    const color = snapshot.catalog.attributes.find((a) => a.code === "color")!.options[0]!.value;
    const { body } = await html(`/${women.urlPath.en}?color=${color}`.replace(/^\//, "/en/"));
    expect(body).toContain('<details class="listing__filters">');
    expect(body).toContain('class="listing__filter-count">1<');
    // The page's own content (the closed mobile menu before it has its own headings).
    const main = body.slice(body.indexOf("<main"));
    const levels = [...main.matchAll(/<h([1-6])\b/g)].map((m) => Number(m[1]));
    expect(levels[0]).toBe(1);
    for (let i = 1; i < levels.length; i++) expect(levels[i]! - levels[i - 1]!).toBeLessThanOrEqual(1);
  });

  it("filtered by a colour, a tile shows the product in that colour", async () => {
    const summary = snapshot.listed.find(
      (p) => p.inStock && p.colorImages && Object.values(p.colorImages).some((image) => image !== p.image),
    )!;
    const [color, image] = Object.entries(summary.colorImages!).find(([, image]) => image !== summary.image)!;
    const { body } = await html(`/en/search?q=${encodeURIComponent(summary.sku)}&color=${color}`);
    // The tile is the list item that links to the product; its one picture is the colour's.
    const tile = body
      .split('<li class="tile')
      .slice(1)
      .map((item) => item.slice(0, item.indexOf("</li>")))
      .find((item) => item.includes(`/p/${summary.sku}/`))!;
    expect(tile).toBeDefined();
    if (snapshot.catalog.media) expect(tile).toContain(image);
    else expect(tile).not.toContain("<img");
  });

  it("a bundle is in stock only when its default items are", async () => {
    const bundle = snapshot.listed.find((p) => {
      if (p.type !== "bundle") return false;
      const full = snapshot.product(p.sku);
      return full.bundleOptions.some((o) =>
        o.links.some((l) => {
          const stock = snapshot.product(l.sku).stock;
          return l.isDefault && (!stock.isInStock || (stock.manageStock && stock.qty <= 0));
        }),
      );
    });
    const soldOutDefault = bundle ?? null;
    expect(soldOutDefault, "the demo catalogue has a bundle whose default item is sold out").not.toBeNull();
    expect(soldOutDefault!.inStock).toBe(false);
    const { body } = await html(`/en/p/${soldOutDefault!.sku}/${productUrlKey(soldOutDefault!, "en")}`);
    expect(islandProps<{ inStock: boolean }>(body, "ProductOptions").inStock).toBe(false);
  });
});
