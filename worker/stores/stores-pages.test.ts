/** The store pages (issue 31 point 3) through the worker in Miniflare: search, detail, JSON-LD, sitemap. */
import { describe, expect, it } from "vitest";
import { withWorker } from "../../test/support/worker";

const worker = withWorker();
const page = async (path: string) => {
  const res = await worker.fetch(path);
  return { status: res.status, headers: res.headers, html: await res.text() };
};
const jsonLd = (html: string): Record<string, any>[] =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].flatMap((m) =>
    ([] as Record<string, any>[]).concat(JSON.parse(m[1]!) as Record<string, any> | Record<string, any>[]),
  );
const order = (html: string) =>
  [...html.matchAll(/<h3 class="store-card__name"><a href="[^"]*\/storelocator\/([a-z0-9-]+)"/g)].map((m) => m[1]);

describe("/storelocator", () => {
  it("lists every store with its page type, the search form and a map pin per store", async () => {
    const { status, html, headers } = await page("/storelocator");
    expect(status).toBe(200);
    expect(headers.get("cache-tag") ?? "").toContain("stores");
    expect(html).toContain('data-page-type="Storelocator"');
    expect(html).toContain('<label class="field__label" for="store-search-q">Postcode of plaats</label>');
    expect(order(html).length).toBeGreaterThanOrEqual(12);
    expect(html.match(/class="store-map__pin/g)?.length).toBe(order(html).length);
    expect(html).toContain('aria-label="Atelier Noord Gent, Gent"');
  });

  it("finds the nearest stores by postcode, city and location, by distance", async () => {
    const rotterdam = await page("/en/storelocator?q=3011+AB&country=NL");
    expect(rotterdam.html).toContain("stores near Rotterdam");
    expect(order(rotterdam.html)[0]).toBe("rotterdam-meent");
    expect(rotterdam.html).toContain('name="robots" content="noindex');
    const gent = await page("/en/storelocator?q=9000&country=BE");
    expect(order(gent.html)[0]).toBe("gent-onderbergen");
    const cologne = await page("/de/storelocator?q=K%C3%B6ln");
    expect(order(cologne.html)[0]).toBe("koeln-ehrenstrasse");
    expect(cologne.html).toContain("in der Nähe von Köln");
    const here = await page("/en/storelocator?lat=52.09&lng=5.12");
    expect(order(here.html)[0]).toBe("utrecht-oudegracht");
    expect(here.html).toContain("near your location");
  });

  it("says plainly when nothing matched, and shows every store", async () => {
    const { status, html } = await page("/en/storelocator?q=Atlantis");
    expect(status).toBe(200);
    expect(html).toContain("We could not find “Atlantis”");
    expect(order(html).length).toBeGreaterThanOrEqual(12);
    // Junk never breaks the page.
    for (const junk of ["?lat=abc&lng=1", "?q=%3Cscript%3E", `?q=${"9".repeat(500)}`, "?country=XX&q=1017"]) {
      const res = await page(`/en/storelocator${junk}`);
      expect(res.status).toBe(200);
      expect(res.html).not.toContain("<script>");
    }
  });
});

describe("/storelocator/{storeSlug}", () => {
  it("shows hours, exceptions, services, directions and ClothingStore JSON-LD", async () => {
    const { status, html } = await page("/en/storelocator/amsterdam-huidenstraat");
    expect(status).toBe(200);
    expect(html).toContain('data-page-type="StorelocatorDetail"');
    expect(html).toContain("Opening hours");
    expect(html).toMatch(/Thursday<\/th><td>10:00–21:00/);
    expect(html).toContain("Alterations");
    expect(html).toContain("https://www.google.com/maps/dir/?api=1&amp;destination=52.36910,4.88510");
    const store = jsonLd(html).find((d) => d["@type"] === "ClothingStore")!;
    expect(store).toMatchObject({
      name: "Atelier Noord Amsterdam",
      address: { streetAddress: "Huidenstraat 14", postalCode: "1016 ER", addressCountry: "NL" },
      geo: { latitude: 52.3691, longitude: 4.8851 },
    });
    expect(store.url).toMatch(/\/en\/storelocator\/amsterdam-huidenstraat$/);
    expect(store.openingHoursSpecification).toContainEqual({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: "https://schema.org/Sunday",
      opens: "12:00",
      closes: "17:00",
    });
  });

  it("answers 404 for an unknown or malformed slug", async () => {
    expect((await page("/storelocator/no-such-store")).status).toBe(404);
    expect((await page("/storelocator/..%2f..%2fetc")).status).toBe(404);
  });

  it("is in the sitemap in every store view, and linked from the footer", async () => {
    const { html: xml } = await page("/sitemap.xml");
    expect(xml).toMatch(/<loc>[^<]*\/storelocator<\/loc>/);
    expect(xml).toMatch(/<loc>[^<]*\/de\/storelocator\/koeln-ehrenstrasse<\/loc>/);
    const { html } = await page("/en/");
    expect(html).toMatch(/href="\/en\/storelocator"/);
  });
});
