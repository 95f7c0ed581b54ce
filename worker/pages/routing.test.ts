/** Page routing at the edge, through the worker in Miniflare: cache keys, aliases, methods, hostile input. */
import { describe, expect, it } from "vitest";
import { categoryUrl } from "../../domain/urls";
import { shippedSnapshot } from "../../test/support/snapshot";
import { withWorker } from "../../test/support/worker";

const snapshot = shippedSnapshot();
const category = snapshot.catalog.categories.find((c) => c.level === 2 && c.isActive)!;
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];

describe("without PUBLIC_ORIGIN", () => {
  const worker = withWorker();

  it("keys cached pages by host, so a forged Host header never plants links for other visitors", async () => {
    const path = categoryUrl(category, "de");
    const forged = await (await worker.fetch(`http://evil.example${path}`)).text();
    expect(canonicalOf(forged)).toBe(`http://evil.example${path}`);
    const honest = await worker.fetch(path);
    const html = await honest.text();
    expect(html).not.toContain("evil.example");
    expect(canonicalOf(html)).toBe(`http://localhost${path}`);
  });

  it("ignores unknown and tracking query parameters in the cache key, but not the listing's own", async () => {
    const path = categoryUrl(category, "en");
    expect((await worker.fetch(`${path}?sort=price_up`)).headers.get("x-cache")).toBe("MISS");
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(
      (await worker.fetch(`${path}?sort=price_up&whatever=1&utm_campaign=x&fbclid=y`)).headers.get("x-cache"),
    ).toBe("HIT");
    expect((await worker.fetch(`${path}?sort=price_up&page=2`)).headers.get("x-cache")).toBe("MISS");
  });

  it("answers /c/{slug} aliases with 301 to the category's own URL, keeping the query", async () => {
    const res = await worker.fetch(`/de/c/${category.urlKey.de}-${category.id}?sort=new`);
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe(`${categoryUrl(category, "de")}?sort=new`);
  });

  it("refuses PUT, PATCH and DELETE on pages with 405 and Allow", async () => {
    for (const method of ["PUT", "PATCH", "DELETE"]) {
      for (const path of ["/", "/de/styleguide", categoryUrl(category, "nl")]) {
        const res = await worker.fetch(path, { method });
        expect(res.status, `${method} ${path}`).toBe(405);
        expect(res.headers.get("allow")).toBe("GET, HEAD");
      }
    }
  });

  it("answers HEAD on pages like GET, without a body", async () => {
    const res = await worker.fetch("/en", { method: "HEAD" });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("");
  });

  it("answers image paths that name object internals 404, not 500", async () => {
    for (const variant of ["__proto__", "constructor", "toString", "hasOwnProperty"]) {
      expect((await worker.fetch(`/img/${variant}/400/a/b.jpg`)).status, variant).toBe(404);
    }
  });

  it("answers URL map requests for things that are no URL with 400 or 404, never 500", async () => {
    const map = (url: string) =>
      worker.fetch("/api/url/map", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ url }),
      });
    // A bare word is a path that leads nowhere.
    expect((await map("httpfoo")).status).toBe(404);
    for (const url of ["http://", "https://[broken", "javascript:alert(1)", "mailto:a@b.c"]) {
      const res = await map(url);
      expect(res.status, url).toBe(400);
      expect(await res.json()).toMatchObject({
        code: 400,
        result: { errorCode: "INVALID_INPUT", fields: { url: "malformed" } },
      });
    }
  });

  it("caps the search page size at MAX_LISTING_SIZE", async () => {
    const res = await worker.fetch("/api/catalog/search?q=&size=100000");
    expect(res.status).toBe(200);
    const body = (await res.json()) as { result: { total: number; perPage: number; items: unknown[] } };
    expect(body.result.total).toBeGreaterThan(200);
    expect(body.result.perPage).toBe(200);
    expect(body.result.items.length).toBe(200);
  });

  it("answers a JSON POST without a JSON content type 415, not 403", async () => {
    const res = await worker.fetch("/api/url/map", { method: "POST", body: JSON.stringify({ url: "/" }) });
    expect(res.status).toBe(415);
    expect(await res.json()).toMatchObject({ code: 415, result: { errorCode: "UNSUPPORTED_MEDIA_TYPE" } });
  });
});

describe("with PUBLIC_ORIGIN", () => {
  const worker = withWorker({ bindings: { PUBLIC_ORIGIN: "https://www.ateliernoord.example" } });

  it("builds canonical and hreflang URLs from it whatever the Host header says", async () => {
    const path = categoryUrl(category, "nl");
    const html = await (await worker.fetch(`http://evil.example${path}`)).text();
    expect(canonicalOf(html)).toBe(`https://www.ateliernoord.example${path}`);
    expect(html).not.toContain("evil.example");
  });
});
