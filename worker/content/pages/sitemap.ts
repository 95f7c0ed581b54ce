/**
 * /sitemap.xml (issue point 6): categories, products, CMS pages and the blog, each URL with hreflang
 * alternates to the same page in the other store views; split under a sitemap index past 50,000
 * URLs (./sitemap-plan.ts). /robots.txt names it. Both are cached pages (content and catalogue
 * versions in their key), never personal.
 */
import type { Context, Hono } from "hono";
import { STORE_CODES, getStoreView, type StoreCode } from "../../../domain/store-views";
import { FILTER_CODES } from "../../../schema/api/catalog";
import { TOGGLE_PARAMETER } from "../../../client/lib/listing-url";
import { catalogSitemapEntries, type ProductSitemap, type SitemapEntry } from "../../catalog";
import { storeSitemapEntries } from "../../stores";
import type { AppEnv } from "../../context";
import { AppError } from "../../errors/app-error";
import { cacheTag, tagPage } from "../../pages/cache-tags";
import type { PageCache } from "../../pages/edge-cache";
import { publicOrigin } from "../../pages/render";
import { storyUrl } from "../story-meta";
import { listPublished } from "../repo";
import { planSitemaps, xmlEscape, type SitemapKind } from "../sitemap-plan";

const XML = { "Content-Type": "application/xml; charset=utf-8", "X-Robots-Tag": "noindex" };

/** Published stories as entries: one per slug, with the store views that have it. */
async function storyEntries(c: Context<AppEnv>): Promise<SitemapEntry[]> {
  tagPage(c, ...STORE_CODES.map(cacheTag.stories));
  const rows = await listPublished(c.get("db"));
  const bySlug = new Map<string, { urls: Partial<Record<StoreCode, string>>; lastmod?: string }>();
  for (const row of rows) {
    const entry = bySlug.get(row.fullSlug) ?? { urls: {} };
    entry.urls[row.store as StoreCode] = storyUrl(row.store as StoreCode, row.fullSlug);
    const date = row.publishedAt?.toISOString().slice(0, 10);
    if (date && (!entry.lastmod || date > entry.lastmod)) entry.lastmod = date;
    bySlug.set(row.fullSlug, entry);
  }
  // The blog index has no story of its own: it is there whenever an article is.
  if ([...bySlug.keys()].some((slug) => slug.startsWith("blog/")) && !bySlug.has("blog")) {
    bySlug.set("blog", { urls: Object.fromEntries(STORE_CODES.map((s) => [s, storyUrl(s, "blog")])) });
  }
  return [...bySlug.values()] as SitemapEntry[];
}

function urlset(origin: string, entries: SitemapEntry[]): string {
  const out: string[] = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  for (const entry of entries) {
    const stores = STORE_CODES.filter((s) => entry.urls[s]);
    const alternates = stores
      .map(
        (s) =>
          `<xhtml:link rel="alternate" hreflang="${getStoreView(s).locale}" href="${xmlEscape(origin + entry.urls[s])}"/>`,
      )
      .join("");
    for (const store of stores) {
      out.push(
        `<url><loc>${xmlEscape(origin + entry.urls[store])}</loc>${entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : ""}${stores.length > 1 ? alternates : ""}</url>`,
      );
    }
  }
  out.push("</urlset>");
  return out.join("\n");
}

/** Every kind's entries; the products' are read only for the range a file shows (a big catalogue keeps them in parts). */
async function allEntries(
  c: Context<AppEnv>,
): Promise<Record<Exclude<SitemapKind, "products">, SitemapEntry[]> & { products: ProductSitemap }> {
  const [catalog, pages, stores] = await Promise.all([
    c.get("catalog").get().then(catalogSitemapEntries),
    storyEntries(c),
    storeSitemapEntries(c),
  ]);
  return { pages: [...pages, ...stores], categories: catalog.categories, products: catalog.products };
}

const urlsOf = (entries: SitemapEntry[]) =>
  Math.max(1, ...entries.map((e) => STORE_CODES.filter((s) => e.urls[s]).length));

export function registerSitemapRoutes(pages: Hono<AppEnv>, cached: PageCache): void {
  pages.get(
    "/sitemap.xml",
    cached([], async (c) => {
      const origin = publicOrigin(c);
      const entries = await allEntries(c);
      const plan = planSitemaps({
        pages: { count: entries.pages.length, urlsPerEntry: urlsOf(entries.pages) },
        categories: { count: entries.categories.length, urlsPerEntry: STORE_CODES.length },
        products: { count: entries.products.count, urlsPerEntry: STORE_CODES.length },
      });
      if (!plan) {
        const products = await entries.products.slice(0, entries.products.count);
        return c.body(urlset(origin, [...entries.pages, ...entries.categories, ...products]), 200, XML);
      }
      const index = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        ...plan.map((f) => `<sitemap><loc>${xmlEscape(`${origin}/sitemaps/${f.kind}-${f.part}.xml`)}</loc></sitemap>`),
        "</sitemapindex>",
      ];
      return c.body(index.join("\n"), 200, XML);
    }),
  );

  pages.get(
    "/sitemaps/:file{[a-z]+-[0-9]+\\.xml}",
    cached([], async (c) => {
      const [, kind, part] = /^([a-z]+)-(\d+)\.xml$/.exec(c.req.param("file") ?? "") ?? [];
      const entries = await allEntries(c);
      const plan =
        planSitemaps({
          pages: { count: entries.pages.length, urlsPerEntry: urlsOf(entries.pages) },
          categories: { count: entries.categories.length, urlsPerEntry: STORE_CODES.length },
          products: { count: entries.products.count, urlsPerEntry: STORE_CODES.length },
        }) ?? [];
      const file = plan.find((f) => f.kind === kind && f.part === Number(part));
      if (!file) throw new AppError(404, "NOT_FOUND", "No route found");
      const shown =
        file.kind === "products"
          ? await entries.products.slice(file.from, file.to)
          : entries[file.kind].slice(file.from, file.to);
      return c.body(urlset(publicOrigin(c), shown), 200, XML);
    }),
  );

  /** The listing's filter and sort parameters and its filter form's toggle (client/lib/listing-url.ts): not for crawling. */
  const LISTING_PARAMETERS = [...FILTER_CODES, "price", "sort", TOGGLE_PARAMETER];
  pages.get("/robots.txt", (c) =>
    c.text(
      [
        "User-agent: *",
        ...STORE_CODES.flatMap((s) => {
          const prefix = getStoreView(s).prefix;
          return [
            `Disallow: ${prefix}/styleguide`,
            `Disallow: ${prefix}/editor/`,
            `Disallow: ${prefix}/checkout`,
            `Disallow: ${prefix}/cart`,
          ];
        }),
        "Disallow: /api/",
        "Disallow: /dev/",
        // Filtered and sorted listings (their links carry no rel="nofollow": one rule here instead).
        ...LISTING_PARAMETERS.flatMap((p) => [`Disallow: /*?${p}=`, `Disallow: /*&${p}=`]),
        "",
        `Sitemap: ${publicOrigin(c)}/sitemap.xml`,
        "",
      ].join("\n"),
      200,
      { "Cache-Control": "public, max-age=3600" },
    ),
  );
}
