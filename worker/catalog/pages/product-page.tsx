import type { Context } from "hono";
import type { Product, ProductSummary } from "../../../schema/catalog/snapshot";
import { imageUrl } from "../../../schema/catalog/media";
import { STORE_CODES, getStoreView, storePath, type StoreCode } from "../../../client/i18n/store-views";
import { ALL_MESSAGES } from "../../../client/i18n/messages/all";
import { createTranslator } from "../../../client/i18n/translate";
import type { ProductOptionsProps } from "../../../client/components/catalog/product-types";
import { ProductPage } from "../../../client/pages/ProductPage";
import type { AppEnv } from "../../context";
import { renderErrorPage } from "../../errors/on-error";
import { renderPage } from "../../pages/render";
import { categoryTrail, optionLabel, type CatalogData } from "../catalog-data";
import { getProduct, parentOfChild } from "../loader";
import { storeCatalog } from "../request-context";
import { productUrl } from "../search/tiles";
import { stockFor } from "../stock-repo";
import { categoryUrl } from "./category-page";
import { productOptionsView, stockSkus } from "./product-view";

/** Attributes shown in the details list, when the product has them. */
const DETAIL_ATTRIBUTES = ["material", "fit", "pattern"];

function deepestCategory(data: CatalogData, product: ProductSummary): number | null {
  const categories = product.categoryIds.map((id) => data.categoriesById.get(id)).filter((c) => c !== undefined && c.isActive);
  categories.sort((a, b) => b!.level - a!.level);
  return categories[0]?.id ?? null;
}

function plainText(html: string): string {
  return html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").trim();
}

function jsonLd(origin: string, product: Product, name: string, description: string, url: string, view: ProductOptionsProps, currency: string) {
  const variant = view.variants.find((v) => v.sku === view.selectedSku);
  const price = (variant?.price ?? view.price).final;
  const inStock = variant ? variant.inStock : view.inStock;
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name,
    description: plainText(description),
    sku: variant?.sku ?? product.sku,
    ...(product.brand ? { brand: { "@type": "Brand", name: product.brand } } : {}),
    image: [product.image, ...product.gallery.map((g) => g.image)].filter((i): i is string => Boolean(i)).filter((i, n, all) => all.indexOf(i) === n).map((i) => `${origin}${imageUrl("gallery", 600, i)}`),
    offers: {
      "@type": "Offer",
      url: `${origin}${url}`,
      priceCurrency: currency,
      price: (price / 100).toFixed(2),
      itemCondition: "https://schema.org/NewCondition",
      availability: inStock ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
    },
  };
}

/**
 * /p/{parentSku}/{slug}[/{childSku}] (SPEC §2/§4): unknown → 404; disabled (status ≥ 2) or
 * invisible without a parent → 404 with the SPEC's log message; a variant opened directly → 301 to
 * its parent with the variant chosen; a wrong slug → 301 to the right one.
 */
export async function renderProductRoute(c: Context<AppEnv>, sku: string, slug: string | null, childSku: string | null): Promise<Response> {
  const store = c.var.store;
  const { catalog } = await storeCatalog(c);
  const data = catalog.data;
  const summary = data.productsBySku.get(sku);
  if (!summary) {
    const parentSku = await parentOfChild(catalog, c.env.ASSETS, sku);
    const parent = parentSku ? data.productsBySku.get(parentSku) : undefined;
    if (parent) return c.redirect(productUrl(store, parent, sku), 301);
    return renderErrorPage(c, 404);
  }
  if (summary.status >= 2) {
    c.var.log.info(`Product query returned empty result product status = ${summary.status}`, { sku });
    return renderErrorPage(c, 404);
  }
  if (summary.visibility === 1) {
    const parentSku = await parentOfChild(catalog, c.env.ASSETS, sku);
    const parent = parentSku ? data.productsBySku.get(parentSku) : undefined;
    if (parent) return c.redirect(productUrl(store, parent, sku), 301);
    c.var.log.info(`Product query returned empty result product visibility = ${summary.visibility}`, { sku });
    return renderErrorPage(c, 404);
  }
  if (slug !== summary.urlKey[store.code]) return c.redirect(productUrl(store, summary, childSku), 301);

  const product = await getProduct(catalog, c.env.ASSETS, sku);
  if (!product) return renderErrorPage(c, 404);
  const stock = await stockFor(c.var.db, stockSkus(product));
  const view = productOptionsView({ data, store, stock, now: new Date() }, summary, product, childSku);
  const t = createTranslator(ALL_MESSAGES[store.code]);
  const name = product.name[store.code];
  const categoryId = deepestCategory(data, summary);
  const crumbs = [
    { label: t("breadcrumbs.home"), href: storePath(store.code, "/") },
    ...(categoryId === null ? [] : categoryTrail(data, categoryId).map((cat) => ({ label: cat.name[store.code], href: categoryUrl(cat, store.code) }))),
    { label: name },
  ];
  const chosen = view.variants.find((v) => v.sku === view.selectedSku);
  const images = [product.image, ...product.gallery.map((g) => g.image)].filter((i): i is string => Boolean(i)).filter((i, n, all) => all.indexOf(i) === n);
  // The chosen variant's image leads the gallery.
  const galleryImages = data.file.media ? (chosen?.image ? [chosen.image, ...images.filter((i) => i !== chosen.image)] : images) : [];
  const details = DETAIL_ATTRIBUTES.flatMap((code) => {
    const values = product.attributes[code];
    const attribute = data.attributesByCode.get(code);
    return values?.length && attribute ? [{ label: attribute.label[store.code], value: values.map((v) => optionLabel(data, code, v, store.code)).join(", ") }] : [];
  });
  const origin = c.var.config.PUBLIC_ORIGIN ?? new URL(c.req.url).origin;
  const canonical = productUrl(store, summary);
  return renderPage(c, {
    meta: { title: name, description: plainText(product.description[store.code]).slice(0, 160) || name },
    body: (
      <ProductPage
        crumbs={crumbs}
        name={name}
        brand={product.brand}
        sku={chosen?.sku ?? product.sku}
        gallery={{ name, images: galleryImages }}
        options={view}
        descriptionHtml={product.description[store.code]}
        details={details}
        jsonLd={jsonLd(origin, product, name, product.description[store.code], canonical, view, store.currencyCode)}
        nonce={c.var.secureHeadersNonce ?? ""}
      />
    ),
    alternates: Object.fromEntries(STORE_CODES.map((code: StoreCode) => [code, productUrl(getStoreView(code), summary)])) as Record<StoreCode, string>,
  });
}
