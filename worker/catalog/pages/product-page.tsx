import type { Context } from "hono";
import type { ProductSummary } from "../../../schema/catalog/snapshot";
import { STORE_CODES, type StoreCode } from "../../../domain/store-views";
import { storePath } from "../../../domain/urls";
import { ProductPage } from "../../../client/pages/ProductPage";
import type { AppEnv } from "../../context";
import { renderErrorPage } from "../../errors/on-error";
import { cacheTag, tagPage } from "../../pages/cache-tags";
import { publicOrigin, renderPage } from "../../pages/render";
import { categoryTrail, optionLabel, type CatalogData } from "../catalog-data";
import { productUrl } from "../../../domain/urls";
import { stockRead } from "../../inventory";
import { readTogether } from "../../db/read-together";
import { isDatabaseUnavailable } from "../../db/faults";
import { describeError } from "../../logging/logger";
import { categoryUrl } from "../../../domain/urls";
import { productOptionsView, stockSkus } from "./product-view";
import { shownSkus } from "../../../schema/catalog/files";
import { summaryOf } from "../product-lookup";
import { productJsonLd } from "./product-json-ld";
import { priorPrices } from "../prior-prices";
import { productUrlKey } from "../../../schema/catalog/files";
import { EMPTY_REVIEW_SUMMARY, productReviewRead } from "../../reviews";
import { compactShelf, completeTheLook } from "../../recommendations";

/**
 * The page's live data in one round trip: its variants' stock and its review summary, in one
 * statement (db/read-together.ts). When the database is down or too slow the page still renders:
 * without stock (the options say nothing about it) and without reviews.
 */
async function liveReads(c: Context<AppEnv>, skus: string[], sku: string) {
  try {
    const [stock, reviews] = await readTogether(c.get("db"), [stockRead(skus), productReviewRead(sku)]);
    return { stock, reviews };
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    c.get("log").warn("product page without live stock and reviews: database unavailable", describeError(error));
    return { stock: null, reviews: EMPTY_REVIEW_SUMMARY };
  }
}

/** Attributes shown in the details list, when the product has them. */
const DETAIL_ATTRIBUTES = ["material", "fit", "pattern"];

function deepestCategory(data: CatalogData, product: ProductSummary): number | null {
  const categories = product.categoryIds
    .map((id) => data.categoriesById.get(id))
    .filter((c) => c !== undefined && c.isActive);
  categories.sort((a, b) => b!.level - a!.level);
  return categories[0]?.id ?? null;
}

function plainText(html: string): string {
  return html
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * /p/{parentSku}/{slug}[/{childSku}] (SPEC §2/§4): unknown → 404; disabled (status ≥ 2) or
 * invisible without a parent → 404 with the SPEC's log message; a variant opened directly → 301 to
 * its parent with the variant chosen; a wrong slug → 301 to the right one.
 */
export async function renderProductRoute(
  c: Context<AppEnv>,
  sku: string,
  slug: string | null,
  childSku: string | null,
): Promise<Response> {
  const store = c.get("store");
  // Whatever answers here (the page, a redirect to it, a 404) changes with the product.
  tagPage(c, cacheTag.product(sku));
  const catalog = await c.get("catalog").get();
  const data = catalog.data;
  const summary = await summaryOf(catalog.products, sku);
  if (!summary) {
    const parentSku = await c.get("catalog").parentOf(sku);
    const parent = parentSku ? await summaryOf(catalog.products, parentSku) : undefined;
    if (parent) return c.redirect(productUrl(store.code, parent, sku), 301);
    return renderErrorPage(c, 404);
  }
  if (summary.status >= 2) {
    c.get("log").info(`Product query returned empty result product status = ${summary.status}`, { sku });
    return renderErrorPage(c, 404);
  }
  if (summary.visibility === 1) {
    const parentSku = await c.get("catalog").parentOf(sku);
    const parent = parentSku ? await summaryOf(catalog.products, parentSku) : undefined;
    if (parent) return c.redirect(productUrl(store.code, parent, sku), 301);
    c.get("log").info(`Product query returned empty result product visibility = ${summary.visibility}`, { sku });
    return renderErrorPage(c, 404);
  }
  if (slug !== productUrlKey(summary, store.code)) return c.redirect(productUrl(store.code, summary, childSku), 301);

  const product = await c.get("catalog").product(sku);
  if (!product) return renderErrorPage(c, 404);
  const [{ stock, reviews }, prior, summaries, shelf] = await Promise.all([
    liveReads(c, stockSkus(product), summary.sku),
    priorPrices(c, catalog),
    catalog.products.bySkus(shownSkus(product)),
    // A compact snapshot's "Complete the look" shelf: one listing, beside the live reads.
    compactShelf(c, catalog, summary, store.code),
  ]);
  // The request's moment: every price on the page (options, structured data) is the one of this moment.
  const now = new Date();
  const view = productOptionsView({ data, summaries, store, stock, now, prior }, summary, product, childSku);
  const look = completeTheLook(data, summaries, { store, now, prior }, summary, product, shelf);
  // A recommended product's change (price, stock) purges this page too.
  tagPage(c, ...look.map((tile) => cacheTag.product(tile.sku)));
  const t = c.get("t");
  const name = product.name[store.code];
  const categoryId = deepestCategory(data, summary);
  const crumbs = [
    { label: t("breadcrumbs.home"), href: storePath(store.code, "/") },
    ...(categoryId === null
      ? []
      : categoryTrail(data, categoryId).map((cat) => ({
          label: cat.name[store.code],
          href: categoryUrl(cat, store.code),
        }))),
    { label: name },
  ];
  const chosen = view.variants.find((v) => v.sku === view.selectedSku);
  const images = [product.image, ...product.gallery.map((g) => g.image)]
    .filter((i): i is string => Boolean(i))
    .filter((i, n, all) => all.indexOf(i) === n);
  // The chosen variant's image leads the gallery.
  const galleryImages = data.file.media
    ? chosen?.image
      ? [chosen.image, ...images.filter((i) => i !== chosen.image)]
      : images
    : [];
  const details = DETAIL_ATTRIBUTES.flatMap((code) => {
    const values = product.attributes[code];
    const attribute = data.attributesByCode.get(code);
    return values?.length && attribute
      ? [
          {
            label: attribute.label[store.code],
            value: values.map((v) => optionLabel(data, code, v, store.code)).join(", "),
          },
        ]
      : [];
  });
  const origin = publicOrigin(c);
  const description = plainText(product.description[store.code]);
  const canonical = productUrl(store.code, summary);
  return renderPage(c, {
    meta: { title: name, description: description.slice(0, 160) || name, pageType: "ProductDetail" },
    body: (
      <ProductPage
        crumbs={crumbs}
        name={name}
        brand={product.brand}
        sku={chosen?.sku ?? product.sku}
        gallery={{ name, images: galleryImages, zoomLabel: t("recs.zoom") }}
        options={view}
        descriptionHtml={product.description[store.code]}
        details={details}
        jsonLd={productJsonLd({
          origin,
          store,
          data,
          product,
          name,
          description,
          url: canonical,
          view,
          now,
          reviews,
          prices: prior.overlay,
        })}
        reviews={{ sku: summary.sku, productId: summary.id, name, ...reviews }}
        completeTheLook={look}
      />
    ),
    alternates: Object.fromEntries(STORE_CODES.map((code: StoreCode) => [code, productUrl(code, summary)])) as Record<
      StoreCode,
      string
    >,
    // A page without live stock must not be kept by the edge cache.
    ...(stock ? {} : { headers: { "Cache-Control": "no-store" } }),
  });
}
