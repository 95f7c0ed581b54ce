/**
 * Product structured data (schema.org) that merchant tools accept: a ProductGroup with hasVariant
 * and variesBy for a configurable, a Product otherwise; an Offer per variant with its own URL, the
 * price the page shows (grouped and bundle totals included), priceValidUntil while a special price
 * runs, shipping details (home delivery, free from the threshold) and the free 30-day return policy.
 */
import { FREE_RETURN_DAYS, FREE_SHIPPING_FROM_CENTS, HOME_DELIVERY_CENTS } from "../../../schema/constants";
import type { Product } from "../../../schema/catalog/snapshot";
import { imageUrl } from "../../../schema/catalog/media";
import type { StoreView } from "../../../domain/store-views";
import { isSpecialActive, type PriceFields } from "../../../domain/pricing/store-price";
import type { PriceOverlay } from "../price-overlay";
import { bundleTotal, groupedTotal } from "../../../domain/pricing/product-options";
import type { ProductOptionsProps } from "../../../client/components/catalog/product-types";
import type { CatalogData } from "../catalog-data";
import { optionLabel } from "../catalog-data";
import type { ReviewAggregateDto, ReviewDto } from "../../../schema/api/reviews";

export interface JsonLdInput {
  origin: string;
  store: StoreView;
  data: CatalogData;
  product: Product;
  name: string;
  /** Plain text. */
  description: string;
  /** The product page's path. */
  url: string;
  view: ProductOptionsProps;
  now: Date;
  /** Approved reviews only: the aggregate and the newest few (worker/reviews). */
  reviews?: { aggregate: ReviewAggregateDto; reviews: ReviewDto[] };
  /** The operator's price changes over the snapshot (a special's end date comes from them too). */
  prices?: PriceOverlay;
}

/** AggregateRating and Review of approved, rated reviews (none without a rating: a Review needs one). */
function reviewMarkup(input: JsonLdInput["reviews"]): object {
  const rated = input?.reviews.filter((r) => r.rating !== null) ?? [];
  if (!input || input.aggregate.average === null || rated.length === 0) return {};
  return {
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: input.aggregate.average,
      reviewCount: input.aggregate.rated,
      bestRating: 5,
      worstRating: 1,
    },
    review: rated.map((r) => ({
      "@type": "Review",
      name: r.title,
      reviewBody: r.detail,
      datePublished: r.createdAt.slice(0, 10),
      author: { "@type": "Person", name: r.nickname },
      reviewRating: { "@type": "Rating", ratingValue: r.rating, bestRating: 5, worstRating: 1 },
    })),
  };
}

const money = (cents: number) => (cents / 100).toFixed(2);

/** What the page shows as the price before any choice: the grouped or bundle total, else the final price. */
export function shownPrice(view: ProductOptionsProps): number {
  if (view.type === "grouped")
    return groupedTotal(view.grouped.map((i) => ({ finalPrice: i.price.final, qty: i.qty })));
  if (view.type === "bundle")
    return bundleTotal(
      view.bundle.map((o) => ({
        optionId: o.optionId,
        links: o.links.map((l) => ({ id: l.id, finalPrice: l.price.final, qty: l.qty, isDefault: l.isDefault })),
      })),
    );
  return view.price.final;
}

/** Known schema.org properties for the option codes a configurable varies by. */
const VARIES_BY: Record<string, string> = {
  color: "https://schema.org/color",
  size: "https://schema.org/size",
  material: "https://schema.org/material",
};

export function productJsonLd(input: JsonLdInput): object {
  const { origin, store, data, product, name, description, url, view, now } = input;
  const country = store.taxCountry;
  const images = [product.image, ...product.gallery.map((g) => g.image)]
    .filter((i): i is string => Boolean(i))
    .filter((i, n, all) => all.indexOf(i) === n)
    .map((i) => `${origin}${imageUrl("gallery", 600, i)}`);
  const availability = (inStock: boolean) =>
    view.stockKnown ? { availability: inStock ? "https://schema.org/InStock" : "https://schema.org/OutOfStock" } : {};
  const offer = (path: string, cents: number, inStock: boolean, snapshot: PriceFields & { sku: string }) => {
    // A variant without a change of its own takes its product's (PriceOverlay.fields).
    const parentSku = snapshot.sku === product.sku ? undefined : product.sku;
    const fields = input.prices ? input.prices.fields(snapshot.sku, snapshot, parentSku) : snapshot;
    return {
      "@type": "Offer",
      url: `${origin}${path}`,
      priceCurrency: store.currencyCode,
      price: money(cents),
      itemCondition: "https://schema.org/NewCondition",
      ...availability(inStock),
      ...(isSpecialActive(fields, now) && fields.specialTo ? { priceValidUntil: fields.specialTo.slice(0, 10) } : {}),
      shippingDetails: {
        "@type": "OfferShippingDetails",
        shippingRate: {
          "@type": "MonetaryAmount",
          value: money(cents >= FREE_SHIPPING_FROM_CENTS ? 0 : HOME_DELIVERY_CENTS),
          currency: store.currencyCode,
        },
        shippingDestination: { "@type": "DefinedRegion", addressCountry: country },
      },
      hasMerchantReturnPolicy: {
        "@type": "MerchantReturnPolicy",
        applicableCountry: country,
        returnPolicyCategory: "https://schema.org/MerchantReturnFiniteReturnWindow",
        merchantReturnDays: FREE_RETURN_DAYS,
        returnMethod: "https://schema.org/ReturnByMail",
        returnFees: "https://schema.org/FreeReturn",
      },
    };
  };
  const base = {
    "@context": "https://schema.org",
    name,
    description,
    ...(product.brand ? { brand: { "@type": "Brand", name: product.brand } } : {}),
    image: images,
    ...reviewMarkup(input.reviews),
  };

  if (product.type !== "configurable" || view.variants.length === 0)
    return {
      ...base,
      "@type": "Product",
      sku: product.sku,
      offers: offer(url, shownPrice(view), view.inStock, product),
    };

  const childBySku = new Map(product.children.map((c) => [c.sku, c]));
  const codes = view.options.map((o) => o.code);
  return {
    ...base,
    "@type": "ProductGroup",
    productGroupID: product.sku,
    url: `${origin}${url}`,
    variesBy: codes.map((code) => VARIES_BY[code] ?? code),
    hasVariant: view.variants
      .filter((v) => v.enabled)
      .map((v) => {
        const child = childBySku.get(v.sku)!;
        const labels = Object.fromEntries(
          codes.map((code) => [code, optionLabel(data, code, v.options[code] ?? "", store.code)]),
        );
        return {
          "@type": "Product",
          sku: v.sku,
          name: [name, ...codes.map((code) => labels[code]).filter(Boolean)].join(" – "),
          ...(labels.color ? { color: labels.color } : {}),
          ...(labels.size ? { size: labels.size } : {}),
          ...(v.image ? { image: `${origin}${imageUrl("gallery", 600, v.image)}` } : {}),
          offers: offer(v.url, v.price.final, v.inStock, child),
        };
      }),
  };
}
