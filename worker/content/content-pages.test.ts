/**
 * CMS pages through the worker: the seeded home, content pages and blog, html sanitising against
 * XSS payloads, structured data and sharing tags, sitemap and robots.txt, and the contact form into
 * the outbox.
 */
import { createClient } from "@libsql/client";
import { afterAll, describe, expect, inject, it } from "vitest";
import { islandProps } from "../../test/support/html";
import { withWorker } from "../../test/support/worker";

const ADMIN_TOKEN = "test-content-admin-token-0123456789abcdef";
const worker = withWorker({ bindings: { CONTENT_ADMIN_TOKEN: ADMIN_TOKEN } });
const db = createClient({ url: inject("libsqlUrl") });
afterAll(() => db.close());
const run = Math.random().toString(36).slice(2, 8);

const page = async (path: string) => {
  const res = await worker.fetch(path);
  return { status: res.status, html: await res.text(), headers: res.headers };
};
const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
/** The story's body blocks (the page chrome has its own, trusted, scripts). */
const bodyOf = (html: string) => html.slice(html.indexOf('<div class="story-page__body">'), html.indexOf("</main>"));

describe("home and navigation from the CMS", () => {
  it("renders the home story: hero h1, category tiles, product carousels, journal, CMS menu and footer", async () => {
    const { status, html } = await page("/");
    expect(status).toBe(200);
    expect(html).toMatch(/<h1 class="cms-banner__title">Gemaakt voor de lange duur<\/h1>/);
    expect(html).toContain("has-transparent-header");
    const products = islandProps<{ tiles: { url: string; image: string }[] }>(html, "CmsProducts");
    expect(products.tiles.length).toBeGreaterThanOrEqual(4);
    expect(products.tiles[0]!.url).toMatch(/^\/p\//);
    expect(html).toContain("article-card__title");
    // The body blocks after the first two hydrate when visible.
    expect(html).toMatch(/data-island="CmsProducts" data-hydrate="visible"/);
    const header = islandProps<{ navigation: Record<string, unknown>[] }>(html, "Header");
    expect(header.navigation.map((n) => n.name)).toEqual(["Dames", "Heren", "Accessoires", "Journal", "Winkels"]);
    // Each item's props travel in every page: the CMS defaults are left out, not repeated.
    expect(header.navigation[3]).toEqual({ name: "Journal", url: "/blog" });
    expect(JSON.stringify(header.navigation)).not.toMatch(/"clickable":true|"highlighted":false|"isLight":false|\[\]/);
    // The footer links the legal pages, shipping and returns and contact.
    const footer = html.slice(html.indexOf('<footer class="site-footer"'));
    for (const href of ["/terms", "/privacy", "/cookies", "/shipping-returns", "/contact", "/about"]) {
      expect(footer).toContain(`href="${href}"`);
    }
    expect(footer).toContain('data-slot="newsletter"');
    expect((await page("/de/")).html).toContain('href="/de/impressum"');
  });

  it("every menu link of every store view answers 200", async () => {
    for (const prefix of ["", "/de", "/en"]) {
      const header = islandProps<{ navigation: { url: string; columns?: { rows: { url: string }[] }[] }[] }>(
        (await page(`${prefix}/`)).html,
        "Header",
      );
      const urls = header.navigation.flatMap((n) => [
        n.url,
        ...(n.columns ?? []).flatMap((c) => c.rows.map((r) => r.url)),
      ]);
      for (const url of new Set(urls)) expect((await worker.fetch(url)).status, url).toBe(200);
    }
  });

  it("serves CMS pages at their slug, and an unknown slug is the 404 page", async () => {
    const shipping = await page("/en/shipping-returns");
    expect(shipping.status).toBe(200);
    expect(shipping.html).toContain("Free returns within 30 days");
    expect(shipping.html).toContain('<meta name="description" content="Delivery in 1–3 working days');
    const guide = await page("/de/size-guide");
    expect(guide.html).toContain('<th scope="col">Größe</th>');
    expect((await page("/impressum")).status).toBe(404);
    expect((await page("/de/impressum")).html).toContain("Angaben gemäß § 5 DDG");
    const missing = await page(`/no-such-page-${run}`);
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('name="robots" content="noindex"');
  });
});

describe("size guide", () => {
  it("the size guide page's body is a fragment for the product page's modal", async () => {
    const res = await worker.fetch("/api/content/fragment?slug=size-guide&storeCode=de");
    const fragment = ((await res.json()) as { result: { title: string; html: string; stylesheets: string[] } }).result;
    expect(fragment.title).toBe("Größentabelle");
    expect(fragment.html).toContain('<th scope="col">Größe</th>');
    // The content blocks' stylesheet, which the product page it opens on does not link.
    expect(fragment.stylesheets).toHaveLength(1);
    const css = await worker.fetch(fragment.stylesheets[0]!);
    expect(css.status).toBe(200);
    expect(await css.text()).toContain(".cms-block");
    expect((await worker.fetch("/api/content/fragment?slug=no-such-page")).status).toBe(404);
  });
});

describe("blog", () => {
  it("lists six articles a page with paging, per category, and renders an article with Article data", async () => {
    const first = await page("/en/blog");
    expect(first.status).toBe(200);
    expect(first.html.match(/class="article-card"/g)).toHaveLength(6);
    const care = await page("/en/blog/care");
    expect(care.html.match(/class="article-card"/g)).toHaveLength(3);
    expect(care.html).toContain('aria-current="page">Care</a>');
    const article = await page("/en/blog/washing-wool");
    expect(article.html).toContain('<h1 class="blog-article__title">Washing wool (and mostly: not washing it)</h1>');
    const data = jsonLdOf(article.html);
    const ld = data.find((d) => d["@type"] === "Article")!;
    expect(ld).toMatchObject({ headline: "Washing wool (and mostly: not washing it)", datePublished: "2026-11-03" });
    const crumbs = data.find((d) => d["@type"] === "BreadcrumbList")!;
    expect((crumbs.itemListElement as { name: string }[]).map((i) => i.name)).toEqual([
      "Home",
      "Journal",
      "Care",
      "Washing wool (and mostly: not washing it)",
    ]);
    expect(article.html).toContain('<meta property="og:type" content="article"/>');
    expect((await page("/en/blog?page=9")).status).toBe(404);
  });
});

describe("structured data, sharing, sitemap and robots.txt", () => {
  it("puts Organization and WebSite with a SearchAction, Open Graph and Twitter tags on every page", async () => {
    for (const path of ["/", "/dames", "/en/about"]) {
      const { html } = await page(path);
      const graph = jsonLdOf(html).find((d) => d["@graph"])!["@graph"] as Record<string, unknown>[];
      expect(graph.map((g) => g["@type"])).toEqual(["Organization", "WebSite"]);
      expect(JSON.stringify(graph[1]!.potentialAction)).toContain("search?q={search_term_string}");
      expect(html).toMatch(/<meta property="og:title" content="[^"]+"\/>/);
      expect(html).toMatch(/<meta name="twitter:card" content="summary(_large_image)?"\/>/);
      expect(html).toContain('<link rel="icon" href="/favicon.ico"');
    }
  });

  it("gives each category its own meta description and BreadcrumbList", async () => {
    const women = await page("/en/women/coats");
    const men = await page("/en/men/coats");
    const description = (html: string) => /<meta name="description" content="([^"]*)"/.exec(html)![1];
    expect(description(women.html)).toContain("Coats &amp; jackets");
    expect(description(women.html)).not.toBe(description(men.html));
    const crumbs = jsonLdOf(women.html).find((d) => d["@type"] === "BreadcrumbList")!;
    expect((crumbs.itemListElement as { item: string }[]).at(-1)!.item).toMatch(/\/en\/women\/coats$/);
  });

  it("serves favicon.ico and touch icons", async () => {
    const ico = await worker.fetch("/favicon.ico");
    expect(ico.status).toBe(200);
    expect(new Uint8Array(await ico.arrayBuffer()).slice(0, 4)).toEqual(new Uint8Array([0, 0, 1, 0]));
    expect((await worker.fetch("/apple-touch-icon.png")).status).toBe(200);
  });

  it("lists categories, products, CMS pages and the blog in /sitemap.xml with hreflang alternates; robots.txt names it", async () => {
    const res = await worker.fetch("/sitemap.xml");
    expect(res.headers.get("content-type")).toContain("application/xml");
    const xml = await res.text();
    expect(xml).toContain("<urlset");
    for (const path of [
      "/dames/jassen",
      "/de/damen/jacken",
      "/en/about",
      "/de/impressum",
      "/blog/washing-wool",
      "/en/blog",
    ]) {
      expect(xml, path).toContain(`${path}</loc>`);
    }
    expect(xml).toMatch(/<loc>[^<]*\/p\/[^<]+<\/loc>/);
    expect(xml).toContain('hreflang="de-DE"');
    const robots = await (await worker.fetch("/robots.txt")).text();
    expect(robots).toMatch(/^Sitemap: https?:\/\/[^/]+\/sitemap\.xml$/m);
    expect(robots).toContain("Disallow: /api/");
    // Filtered and sorted listings stay out of crawlers' way (their links carry no rel="nofollow").
    for (const parameter of ["color", "size", "material", "brand", "price", "sort", "toggle"])
      expect(robots).toContain(`Disallow: /*?${parameter}=\nDisallow: /*&${parameter}=`);
    expect(robots).not.toMatch(/Disallow: \/\*[?&]page=/);
  });
});

describe("html sanitising (no script, no event handlers, safe URLs)", () => {
  const PAYLOADS = [
    `<script>alert(1)</script>`,
    `<img src=x onerror=alert(1)>`,
    `<svg onload=alert(1)><circle/></svg>`,
    `<a href="javascript:alert(1)">x</a>`,
    `<a href="  JaVaScRiPt:alert(1)">x</a>`,
    `<a href="java&#x09;script:alert(1)">x</a>`,
    `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>`,
    `<iframe src="https://evil.example"></iframe>`,
    `<div style="background:url(javascript:alert(1))">x</div>`,
    `<p onclick="alert(1)" onmouseover="alert(1)">hover</p>`,
    `<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>`,
    `<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>`,
    `<form action="javascript:alert(1)"><button>go</button></form>`,
    `<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">`,
    `<base href="https://evil.example/">`,
    `<meta http-equiv="refresh" content="0;url=javascript:alert(1)">`,
    `<details open ontoggle=alert(1)>`,
    `<video><source onerror="alert(1)"></video>`,
    `<a href="//evil.example">x</a>`,
    `<img src="x" srcset="javascript:alert(1)">`,
    `<!--<img src=x onerror=alert(1)>-->`,
    `<img src=x onerror=alert(1)//`,
    `<scr<script>ipt>alert(1)</scr</script>ipt>`,
    `<template><script>alert(1)</script></template>`,
  ];

  it("keeps formatting and removes every XSS payload", async () => {
    const body = PAYLOADS.map((html) => ({ component: "html", html }));
    body.push({
      component: "html",
      html: '<h2>Kept</h2><p>A <a href="/contact" onclick="x()">safe link</a> and <strong>bold</strong></p>',
    });
    const slug = `test-${run}-xss`;
    const res = await worker.fetch("/api/content/admin/stories", {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Admin-Token": ADMIN_TOKEN },
      body: JSON.stringify({
        store: "nl",
        fullSlug: slug,
        name: slug,
        publish: true,
        content: { component: "page", title: "XSS", body },
      }),
    });
    expect(res.status).toBe(200);
    const main = bodyOf((await page(`/${slug}`)).html);
    expect(main).toContain("<h2>Kept</h2>");
    expect(main).toContain('<a href="/contact">safe link</a>');
    expect(main).not.toMatch(/<script/i);
    expect(main).not.toMatch(/<(iframe|object|embed|svg|math|form|base|meta|video|source|template|noscript|style)\b/i);
    // No element keeps an event handler (an unterminated tag at the end is escaped to text).
    expect(main).not.toMatch(/<[a-z][^>]*\son[a-z]+\s*=/i);
    expect(main).toContain("&lt;img src=x onerror=alert(1)//");
    expect(main).not.toMatch(/(href|src|action|data)=["']?\s*(javascript:|data:|\/\/evil)/i);
    expect(main).not.toMatch(/style=/i);
  });
});

describe("contact form (mail-service get-token and send-email)", () => {
  const send = (body: Record<string, unknown>) =>
    worker.fetch("/api/ext/mail-service/send-email", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
  const token = async () =>
    ((await (await worker.fetch("/api/ext/mail-service/get-token")).json()) as { result: { token: string } }).result
      .token;
  const form = {
    name: "Eva de Boer",
    email: `eva-${run}@example.nl`,
    subject: `Maat ${run}`,
    message: "Valt de jas ruim?",
    storeCode: "nl",
  };
  const outbox = async () =>
    (
      await db.execute({
        sql: "select kind, store, subject, text_body from mail_outbox where subject like ?",
        args: [`%${run}%`],
      })
    ).rows;

  it("refuses a forged token and a form sent at once, then puts the message in the outbox", async () => {
    expect((await send({ ...form, token: `${Date.now()}.abc.${"0".repeat(64)}` })).status).toBe(403);
    const fresh = await token();
    expect((await send({ ...form, token: fresh })).status).toBe(429);
    const invalid = await send({ ...form, email: "not-an-address", token: fresh });
    expect(invalid.status).toBe(400);
    expect(((await invalid.json()) as { result: { fields: Record<string, string> } }).result.fields).toHaveProperty(
      "email",
    );
    await new Promise((resolve) => setTimeout(resolve, 3100));
    expect((await send({ ...form, website: "http://spam.example", token: fresh })).status).toBe(200);
    expect(await outbox()).toHaveLength(0);
    expect((await send({ ...form, token: fresh })).status).toBe(200);
    const rows = await outbox();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: "contact", store: "nl", subject: `Contactformulier: Maat ${run}` });
    expect(rows[0]!.text_body as string).toContain("Valt de jas ruim?");
  });

  it("shows the form on the contact page", async () => {
    const { html } = await page("/en/contact");
    expect(html).toContain('data-island="ContactForm"');
    expect(html).toContain('<label class="field__label" for="contact-email">E-mail address');
  });
});
