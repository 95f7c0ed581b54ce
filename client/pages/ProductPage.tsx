import { Accordion } from "../components/Accordion";
import { Breadcrumbs, type Crumb } from "../components/Breadcrumbs";
import { Icon } from "../components/Icon";
import type { ProductOptionsProps } from "../components/catalog/product-types";
import { AddToBagForm } from "../components/catalog/AddToBagForm";
import { Island } from "../island";
import InStoreStock from "../islands/InStoreStock";
import Gallery, { type GalleryProps } from "../islands/Gallery";
import ProductOptions from "../islands/ProductOptions";
import SizeGuideButton from "../islands/SizeGuideButton";
import { storePath } from "../../domain/urls";
import WishlistHeart from "../islands/WishlistHeart";
import Reviews, { type ReviewsProps } from "../islands/Reviews";
import { ReviewSummary } from "../components/reviews/ReviewSummary";
import { Stars } from "../components/reviews/Stars";
import { useI18n } from "../i18n/translate";
import type { ProductTile } from "../../schema/api/catalog";
import { RecommendationRow } from "../components/recommendations/RecommendationRow";

export interface ProductPageProps {
  crumbs: Crumb[];
  name: string;
  brand: string | null;
  sku: string;
  gallery: GalleryProps;
  options: ProductOptionsProps;
  /** Sanitised when the snapshot was written (scripts/catalog/sanitize.ts). */
  descriptionHtml: string;
  details: { label: string; value: string }[];
  /** schema.org Product (SPEC §3 rich snippets). */
  jsonLd: object;
  /** Approved reviews: the summary and newest page, in the cached HTML (worker/reviews). */
  reviews: ReviewsProps;
  /** "Complete the look" (worker/recommendations): in the cached HTML, no island. */
  completeTheLook: ProductTile[];
}

/** A product page for any product type (SPEC §2/§4). */
export function ProductPage({
  crumbs,
  name,
  brand,
  sku,
  gallery,
  options,
  descriptionHtml,
  details,
  jsonLd,
  reviews,
  completeTheLook,
}: ProductPageProps) {
  const { t, store } = useI18n();
  // The cart line "Add to bag" makes shows the product's name and picture before the server answers.
  const islandProps = { ...options, name, image: gallery.images[0] ?? null };
  // When the stock was read differs on every render, and only the browser reads it (useLiveStock).
  const { stockAt: _readAt, ...markupProps } = islandProps;
  return (
    <div className="product container">
      <Breadcrumbs items={crumbs} />
      <div className="product__layout">
        <Island name="Gallery" component={Gallery} props={gallery} hydrate="idle" />
        <div className="product__info">
          {brand && <p className="eyebrow product__brand">{brand}</p>}
          <div className="product__title-row">
            <h1 className="product__name">{name}</h1>
            <Island
              name="WishlistHeart"
              component={WishlistHeart}
              // Compare takes the product's own sku (the chosen variant's is `sku`) and its words as props.
              props={{
                sku,
                name,
                productSku: reviews.sku,
                compare: { text: t("compare.toggle"), name: t("compare.toggleOf", { name }) },
              }}
              hydrate="idle"
            />
          </div>
          {reviews.aggregate.average !== null && (
            <a className="product__rating" href="#reviews">
              <Stars
                rating={reviews.aggregate.average}
                size="small"
                label={t("reviews.average", { average: reviews.aggregate.average.toFixed(1) })}
              />
              <span>
                {reviews.aggregate.count === 1
                  ? t("reviews.countOne")
                  : t("reviews.count", { count: reviews.aggregate.count })}
              </span>
            </a>
          )}
          <Island
            name="ProductOptions"
            component={ProductOptions}
            props={islandProps}
            markupProps={markupProps}
            hydrate="load"
          />
          <AddToBagForm options={islandProps} />
          <Island
            name="InStoreStock"
            component={InStoreStock}
            props={{
              sku,
              labels: { button: t("stores.stock.button"), failed: t("stores.stock.failed") },
              selectedSku: options.selectedSku,
              variants: options.variants.map((v) => ({
                sku: v.sku,
                label: options.options
                  .map((o) => o.values.find((value) => value.value === v.options[o.code])?.label)
                  .filter(Boolean)
                  .join(" · "),
              })),
            }}
            hydrate="idle"
          />
          <Island
            name="SizeGuideButton"
            component={SizeGuideButton}
            props={{ href: storePath(store.code, "/size-guide"), label: t("sizeGuide.open") }}
            hydrate="interaction"
          />
          <ul className="product__usps">
            <li>
              <Icon name="truck" size={20} /> {t("product.delivery")}
            </li>
            <li>
              <Icon name="returns" size={20} /> {t("product.returns")}
            </li>
          </ul>
          <div className="accordion-group">
            {descriptionHtml && (
              <Accordion title={t("product.description")} open>
                <div className="product__description" dangerouslySetInnerHTML={{ __html: descriptionHtml }} />
              </Accordion>
            )}
            <Accordion title={t("product.details")}>
              <dl className="product__details">
                <div>
                  <dt>{t("product.sku")}</dt>
                  <dd>{sku}</dd>
                </div>
                {details.map((d) => (
                  <div key={d.label}>
                    <dt>{d.label}</dt>
                    <dd>{d.value}</dd>
                  </div>
                ))}
              </dl>
            </Accordion>
          </div>
        </div>
      </div>
      <RecommendationRow id="recs-look" title={t("recs.completeTheLook")} tiles={completeTheLook} />
      <section className="reviews" id="reviews" aria-labelledby="reviews-heading">
        <h2 className="reviews__heading" id="reviews-heading">
          {t("reviews.heading")}
        </h2>
        <div className="reviews__body">
          <ReviewSummary aggregate={reviews.aggregate} />
          <Island name="Reviews" component={Reviews} props={reviews} hydrate="visible" />
        </div>
      </section>
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, "\\u003c") }}
      />
    </div>
  );
}
