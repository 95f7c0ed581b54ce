/**
 * What a page tells the data layer without any island (issue 34), read from the server's markup:
 * its structured data (the product's JSON-LD, the breadcrumbs' BreadcrumbList) and its product
 * tiles (link `/p/{sku}/…`, name, shown price). Pure over a Document, so the tests can feed it HTML.
 */
import type { AnalyticsItem } from "../../schema/api/analytics";
import { categoryFields } from "./items";

type Ld = Record<string, unknown>;

/** Every JSON-LD object of the page (a @graph's members included). */
export function structuredData(doc: Document): Ld[] {
  return [...doc.querySelectorAll('script[type="application/ld+json"]')].flatMap((el) => {
    try {
      const data = JSON.parse(el.textContent ?? "") as Ld;
      return Array.isArray(data["@graph"]) ? (data["@graph"] as Ld[]) : [data];
    } catch {
      return [];
    }
  });
}

/** The breadcrumbs' names after "home" (the category path; on a product page, the product last). */
export function crumbNames(ld: readonly Ld[]): string[] {
  const list = ld.find((x) => x["@type"] === "BreadcrumbList");
  const items = (list?.itemListElement as { name?: unknown }[] | undefined) ?? [];
  return items.slice(1).flatMap((i) => (typeof i.name === "string" ? [i.name] : []));
}

/** A shown price ("€ 1.234,50", "€49.95") in units, or undefined. */
export function parseMoney(text: string): number | undefined {
  const m = /(\d[\d.,\s\u00a0\u202f]*)/.exec(text);
  if (!m) return undefined;
  const raw = m[1]!.replace(/[\s\u00a0\u202f]/g, "").replace(/[.,]$/, "");
  const decimal = /[.,](\d{1,2})$/.exec(raw);
  const whole = (decimal ? raw.slice(0, -decimal[0].length) : raw).replace(/[.,]/g, "");
  const value = Number(`${whole}.${decimal?.[1] ?? "0"}`);
  return Number.isFinite(value) ? value : undefined;
}

/** The sku of a product link (`/p/{sku}/…`, with or without a store prefix). */
export function skuOfLink(href: string): string | undefined {
  const m = /\/p\/([^/?#]+)/.exec(href);
  return m ? decodeURIComponent(m[1]!) : undefined;
}

/** A product tile (`li.tile`) as a GA4 item. */
export function tileItem(
  tile: Element,
  index: number,
  list: string,
  categories: readonly string[],
): AnalyticsItem | null {
  const link = tile.querySelector<HTMLAnchorElement>("a.tile__link");
  const sku = link ? skuOfLink(link.getAttribute("href") ?? "") : undefined;
  if (!sku) return null;
  const priceEl = tile.querySelector(".price__special") ?? tile.querySelector(".price");
  const price = parseMoney(priceEl?.textContent ?? "");
  return {
    item_id: sku,
    item_name: tile.querySelector(".tile__name")?.textContent?.trim() ?? sku,
    price: price ?? 0,
    quantity: 1,
    index,
    item_list_name: list,
    ...categoryFields(categories),
  };
}

/** The product of a product page (its JSON-LD Product or ProductGroup) as a GA4 item. */
export function productItem(ld: readonly Ld[]): AnalyticsItem | null {
  const product = ld.find((x) => x["@type"] === "Product" || x["@type"] === "ProductGroup");
  if (!product) return null;
  const sku = (product.productGroupID ?? product.sku) as string | undefined;
  const offers = (product.offers ?? (product.hasVariant as Ld[] | undefined)?.[0]?.offers) as Ld | undefined;
  const price = Number(offers?.price ?? offers?.lowPrice ?? 0);
  if (typeof sku !== "string") return null;
  return {
    item_id: sku,
    item_name: typeof product.name === "string" ? product.name : sku,
    price: Number.isFinite(price) ? price : 0,
    quantity: 1,
    ...categoryFields(crumbNames(ld).slice(0, -1)),
  };
}
