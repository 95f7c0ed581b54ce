import { describe, expect, it } from "vitest";
import { shippedSnapshot } from "../../../test/support/snapshot";
import { withWorker } from "../../../test/support/worker";
import { islandProps } from "../../../test/support/html";
import { IMAGE_VARIANTS } from "../../../schema/catalog/media";
import { productUrlKey } from "../../../schema/catalog/files";

const worker = withWorker();
const snapshot = shippedSnapshot();
const leaf = () =>
  snapshot.catalog.categories.find(
    (c) => c.level === 3 && c.isActive && snapshot.listed.some((p) => p.categoryIds.includes(c.id)),
  )!;

const escape = (text: string) => text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll('"', "&quot;");
const html = async (path: string) => {
  const res = await worker.fetch(path);
  return { res, body: await res.text() };
};

describe("category pages", () => {
  it("link the catalogue's swatch stylesheet, immutable, which colours every tile's swatch class", async () => {
    const { res, body } = await html(`/${leaf().urlPath.nl}`);
    const href = /<link rel="stylesheet" href="(\/catalog\/v\/[^"]+\/swatches\.css)"\/>/.exec(body)?.[1];
    expect(href).toBe(`/catalog/v/${snapshot.manifest.version}/swatches.css`);
    // It only colours dots: linked after the page's content, it blocks no paint.
    const mainEnd = body.indexOf("</main>");
    expect(mainEnd).toBeGreaterThan(0);
    expect(body.indexOf(href!)).toBeGreaterThan(mainEnd);
    // The headers name it, so it is fetched from the start and holds back no script at the end of the body.
    expect(res.headers.get("link")).toMatch(new RegExp(`, <${href!.replaceAll(".", "\\.")}>; rel=preload; as=style$`));
    const css = await worker.fetch(href!);
    expect(css.status).toBe(200);
    expect(css.headers.get("content-type")).toMatch(/^text\/css/);
    expect(css.headers.get("cache-control")).toContain("immutable");
    const rules = await css.text();
    const used = [...new Set([...body.matchAll(/<li class="(sw-[0-9a-f]{6})"/g)].map((m) => m[1]!))];
    expect(used.length).toBeGreaterThan(1);
    for (const name of used) expect(rules).toContain(`.${name}{--swatch:#${name.slice(3)}}`);
  });

  it("are reached by url path in every store view and by /c/{slug}", async () => {
    const category = leaf();
    for (const [prefix, store] of [
      ["", "nl"],
      ["/de", "de"],
      ["/en", "en"],
    ] as const) {
      const { res, body } = await html(`${prefix}/${category.urlPath[store]}`);
      expect(res.status, store).toBe(200);
      expect(body).toContain(`<h1 class="catalog-page__title">${escape(category.name[store])}</h1>`);
      expect(body).toContain('class="tile"');
    }
    const { body } = await html(`/${category.urlPath.nl}`);
    expect(body).toContain(`<link rel="canonical" href="http://localhost/${category.urlPath.nl}"/>`);
    // /c/{slug} is an alias of that URL.
    const slug = await html(`/c/${category.urlKey.nl}-${category.id}`);
    expect(slug.res.status).toBe(301);
    expect(slug.res.headers.get("location")).toBe(`/${category.urlPath.nl}`);
  });

  it("render filters as one form that works without JavaScript: a pressed filter answers with the canonical URL, without the page", async () => {
    // A category with a second page (a page past the last is a 404).
    const category = snapshot.catalog.categories.find((c) => c.level === 2 && c.urlPath.en === "women")!;
    const base = `/en/${category.urlPath.en}`;
    // What a browser submits: the form's hidden fields, then the pressed button's name and value.
    const submission = (body: string, button: RegExp) => {
      const fields = [...body.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/>/g)].map(
        (m) => [m[1]!, m[2]!.replaceAll("&amp;", "&")] as [string, string],
      );
      const pressed = button.exec(body);
      expect(pressed, String(button)).not.toBeNull();
      return `?${new URLSearchParams([...fields, ["toggle", pressed![1]!.replaceAll("&amp;", "&")]])}`;
    };
    const { body } = await html(`${base}?page=2&sort=new`);
    expect(body).toContain(`<form class="facets" id="filters" action="${base}">`);
    // The state is in the form once, not in every option: no option or chip is a link.
    expect(body).not.toMatch(/<div class="facet__list"><a /);
    const first = submission(body, /<button value="([^"]+)"(?: class="[^"]+")? aria-pressed="false" name="toggle">/);
    const [code, value] = new URLSearchParams(first).get("toggle")!.split(":");
    const res = await worker.fetch(`${base}${first}`);
    expect(res.status).toBe(303);
    const location = res.headers.get("location")!;
    expect(location).toBe(`${base}?${new URLSearchParams([[code!, value!]])}&sort=new`);

    const filtered = await html(location);
    expect(filtered.res.status).toBe(200);
    expect(filtered.body).toContain(`<button value="${code}:${value}" aria-pressed="true" name="toggle">`);
    // Its chip submits the same form and takes the filter off again.
    const again = submission(
      filtered.body,
      /<button value="([^"]+)" form="filters" aria-pressed="true" name="toggle">/,
    );
    const off = await worker.fetch(`${base}${again}`);
    expect(off.status).toBe(303);
    expect(off.headers.get("location")).toBe(`${base}?sort=new`);

    // A forged toggle is ignored, not an error: the rest of the state is kept, canonically.
    for (const [query, to] of [
      ["?toggle=nope:1&color=b,a", `${base}?color=a,b`],
      ["?toggle=color&color=a", `${base}?color=a`],
      ["?toggle=price:cheap", base],
      [`?toggle=color:${"x".repeat(61)}`, base],
      ["?color=a&color=b&toggle=color:c&page=3", `${base}?color=a,b,c`],
    ] as const) {
      const forged = await worker.fetch(`${base}${query}`);
      expect(forged.status, query).toBe(303);
      expect(forged.headers.get("location"), query).toBe(to);
    }
  });

  it("name each tile's heart and quick add by the listing's shared words and the tile's heading, ids the page holds once", async () => {
    const { body } = await html(`/de/${leaf().urlPath.de}`);
    const refs = [...body.matchAll(/aria-labelledby="([^"]+)"/g)].flatMap((m) => m[1]!.split(" "));
    expect(refs.filter((id) => id.startsWith("tn-")).length).toBeGreaterThan(4);
    for (const id of new Set(refs)) expect(body.split(` id="${id}"`).length - 1, id).toBe(1);
    expect(body).toContain('<span id="tl-w1" hidden="">zu den Favoriten hinzufügen</span>');
    expect(body).toContain('<span id="tl-q0" hidden="">Schnell hinzufügen:</span>');
    expect(body).not.toMatch(/aria-label="[^"]*(zu den Favoriten|Schnell hinzufügen)/);
  });

  it("tile images: the first row eager with high priority, the rest lazy, one image a tile (no placeholder or hover image in the HTML), srcset widths and explicit size", async () => {
    const { body } = await html(`/${leaf().urlPath.nl}`);
    const tiles = body
      .split('<li class="tile')
      .slice(1)
      .map((t) => t.slice(0, t.indexOf("</li>")));
    expect(tiles.length).toBeGreaterThan(2);
    const tile = IMAGE_VARIANTS.tile;
    tiles.forEach((markup, i) => {
      const images = [...markup.matchAll(/<img\b[^>]*>/g)].map((m) => m[0]);
      expect(images).toHaveLength(1);
      const main = images[0]!;
      // Sized by its frame (an aspect ratio in CSS), not by attributes repeated on every tile.
      expect(markup).toContain('<div class="tile__media"><img ');
      expect(main).not.toMatch(/ (class|width|height|decoding)=/);
      const widths = /srcSet="([^"]+)"/
        .exec(main)![1]!
        .split(", ")
        .map((entry) => Number(/ (\d+)w$/.exec(entry)![1]));
      expect(widths).toEqual([...tile.widths]);
      if (i < 2) {
        // The first row (two tiles on a phone) holds the LCP image.
        expect(main).not.toContain("loading=");
        expect(main).toContain('fetchPriority="high"');
      } else {
        expect(main).toContain('loading="lazy"');
        expect(main).not.toContain("fetchPriority");
      }
    });
  });

  it("page with numbered links", async () => {
    const top = snapshot.catalog.categories.find((c) => c.level === 2 && c.isActive)!;
    const { body } = await html(`/${top.urlPath.nl}`);
    expect(body).toContain('class="pagination"');
    expect(body).toMatch(/href="\/[^"]+\?page=2"/);
  });

  it("survive hostile query strings", async () => {
    const category = leaf();
    // A page past the last is not found (issue 11), never an error.
    expect((await html(`/${category.urlPath.nl}?page=99999999`)).res.status).toBe(404);
    for (const query of ["page=-4", "size=-1", "color=nope", "price=1-2-3", "sort=drop", `q=${"x".repeat(10_000)}`]) {
      const { res } = await html(`/${category.urlPath.nl}?${query}`);
      expect(res.status, query).toBe(200);
    }
    expect((await html(`/${category.urlPath.nl}?q=%FF`)).res.status).toBe(400);
  });

  it("unknown categories and products are a 404 page", async () => {
    expect((await html("/c/no-such-category")).res.status).toBe(404);
    expect((await html("/dames/geen-idee")).res.status).toBe(404);
    expect((await html("/p/NO-SUCH-SKU/x")).res.status).toBe(404);
  });
});

describe("product pages", () => {
  const configurable = () =>
    snapshot.find(
      (p) =>
        p.type === "configurable" &&
        p.status === 1 &&
        p.visibility === 4 &&
        p.children.filter((c) => c.stock.isInStock).length >= 2,
    );

  it("render with breadcrumbs, price incl. tax, stock state and schema.org data", async () => {
    const product = configurable();
    const { res, body } = await html(`/p/${product.sku}/${productUrlKey(product, "nl")}`);
    expect(res.status).toBe(200);
    expect(body).toContain(`<h1 class="product__name">${escape(product.name.nl)}</h1>`);
    expect(body).toContain('class="breadcrumbs"');
    expect(body).toMatch(/Op voorraad!|Niet op voorraad/);
    const ld = JSON.parse(
      /<script type="application\/ld\+json"[^>]*>([^<]*"@type":"ProductGroup"[^<]*)<\/script>/.exec(body)![1]!,
    ) as {
      "@type": string;
      hasVariant: { offers: { price: string; priceCurrency: string; availability: string } }[];
    };
    // A configurable is a ProductGroup with an offer per variant (product-json-ld.test.ts has the rest).
    expect(ld["@type"]).toBe("ProductGroup");
    const offer = ld.hasVariant[0]!.offers;
    expect(offer.priceCurrency).toBe("EUR");
    expect(offer.price).toMatch(/^\d+\.\d{2}$/);
    expect(offer.availability).toMatch(/schema.org\/(InStock|OutOfStock)/);
  });

  it("choose the requested variant from the URL", async () => {
    const product = configurable();
    const child = product.children.filter((c) => c.stock.isInStock && c.status === 1)[1]!;
    const { body } = await html(`/en/p/${product.sku}/${productUrlKey(product, "en")}/${child.sku}`);
    const props = islandProps<{ selectedSku: string }>(body, "ProductOptions");
    expect(props.selectedSku).toBe(child.sku);
  });

  it("a variant opened directly redirects to its parent with the variant chosen (301)", async () => {
    const product = configurable();
    const child = product.children[0]!;
    const res = await worker.fetch(`/p/${child.sku}/anything`);
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe(`/p/${product.sku}/${productUrlKey(product, "nl")}/${child.sku}`);
  });

  it("a wrong slug redirects to the right one", async () => {
    const product = configurable();
    const res = await worker.fetch(`/de/p/${product.sku}/wrong-slug`);
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe(`/de/p/${product.sku}/${productUrlKey(product, "de")}`);
  });

  it("a disabled product is a 404", async () => {
    const disabled = snapshot.catalog.products.find((p) => p.status >= 2);
    if (!disabled) return;
    expect((await worker.fetch(`/p/${disabled.sku}/${productUrlKey(disabled, "nl")}`)).status).toBe(404);
  });

  it("shows the Dutch gross price in the German store too (cross-border pricing, 19 % inside)", async () => {
    const product = snapshot.find(
      (p) => p.type === "simple" && p.status === 1 && p.visibility === 4 && p.specialPrice === null,
    );
    const price = async (prefix: string, slug: string) => {
      const body = (await html(`${prefix}/p/${product.sku}/${slug}`)).body;
      return JSON.parse(
        /<script type="application\/ld\+json"[^>]*>([^<]*"@type":"Product"[^<]*)<\/script>/.exec(body)![1]!,
      ).offers.price as string;
    };
    const gross = (Math.round((product.price * 121) / 100) / 100).toFixed(2);
    expect(await price("", productUrlKey(product, "nl"))).toBe(gross);
    expect(await price("/de", productUrlKey(product, "de"))).toBe(gross);
    // Not the net price plus German VAT (which would end in odd cents: 176,98 €).
    expect(gross).not.toBe((Math.round((product.price * 119) / 100) / 100).toFixed(2));
  });
});

describe("search pages", () => {
  it("show results for a query and the no-result content otherwise", async () => {
    const product = snapshot.listed.find((p) => p.inStock)!;
    const found = await html(`/en/search?q=${encodeURIComponent(product.name.en)}`);
    expect(found.res.status).toBe(200);
    expect(found.body).toContain(escape(product.name.en));
    const none = await html("/en/search?q=zzqxv");
    expect(none.body).toContain("No results");
    expect((await html("/no-result")).res.status).toBe(200);
  });

  it("say what was searched when the fallback found the products (issue 35 point 9), in each language", async () => {
    const wordOf = (code: "nl" | "de" | "en") =>
      snapshot.listed
        .filter((p) => p.inStock)
        .flatMap((p) => p.name[code].toLowerCase().split(/[^a-zäöüß]+/))
        .find((w) => w.length >= 6)!;
    const en = wordOf("en");
    const relaxed = await html(`/en/search?q=zzqxv+${en}`);
    expect(relaxed.body).toContain(`Showing results for “${en}”.`);
    expect(relaxed.body).toContain("No product matches every word you typed");
    expect(relaxed.body).not.toContain("Did you mean");
    const nl = wordOf("nl");
    expect((await html(`/search?q=zzqxv+${encodeURIComponent(nl)}`)).body).toContain(
      `We tonen resultaten voor ‘${nl}’.`,
    );
    const de = wordOf("de");
    expect((await html(`/de/search?q=zzqxv+${encodeURIComponent(de)}`)).body).toContain(
      `Wir zeigen Ergebnisse für „${de}“.`,
    );
    // Found as typed: no such line.
    expect((await html(`/en/search?q=${en}`)).body).not.toContain("Showing results for");
  });
});

describe("images", () => {
  it("serves the generated variants and refuses odd paths", async () => {
    const image = snapshot.listed.find((p) => p.image)?.image;
    if (!image || !snapshot.catalog.media) return;
    const res = await worker.fetch(`/img/tile/375${image}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/webp");
    expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(500);
    expect((await worker.fetch(`/img/tile/400${image}`)).status).toBe(200);
    expect((await worker.fetch(`/img/poster/375${image}`)).status).toBe(404);
    expect((await worker.fetch("/img/tile/375/../../etc/passwd.jpg")).status).toBe(404);
  });
});
