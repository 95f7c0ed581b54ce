import type { ProductTile } from "../../../schema/api/catalog";
import { useI18n } from "../../i18n/translate";
import { Price } from "../Price";
import { ProductImage } from "../catalog/ProductImage";

/** Half the row on a phone, a quarter from 1024 px (recommendations.css), like a listing's tiles. */
const SIZES = "(min-width: 1024px) 22vw, 50vw";

export interface RecommendationRowProps {
  /** The heading's id (the section is named by it). */
  id: string;
  title: string;
  tiles: readonly ProductTile[];
}

/**
 * A row of recommended products (issue 32.3), drawn as the listing's tiles (its classes, picture,
 * labels, name, price) without their heart, quick add and colours: the product page writes it into
 * its cached HTML with no island behind it, and the cart's island stays small.
 */
export function RecommendationRow({ id, title, tiles }: RecommendationRowProps) {
  const { t } = useI18n();
  if (tiles.length === 0) return null;
  return (
    <section className="recs" aria-labelledby={id}>
      <h2 className="recs__title" id={id}>
        {title}
      </h2>
      <ul className="product-grid recs__grid">
        {tiles.map((tile) => (
          <li key={tile.sku} className={tile.inStock ? "tile" : "tile tile--sold-out"}>
            <a className="tile__link" href={tile.url}>
              <ProductImage
                path={tile.image}
                variant="tile"
                alt=""
                sizes={SIZES}
                placeholder={false}
                frame="tile__media"
              >
                {(tile.isNew || tile.price.discountPercent > 0 || !tile.inStock) && (
                  <div className="tile__badges">
                    {/* Badge's markup, written out: importing it split it from the listing's tile chunk. */}
                    {tile.isNew && <span className="badge badge--new">{t("badge.new")}</span>}
                    {tile.price.discountPercent > 0 && (
                      <span className="badge badge--sale">
                        {t("price.discount", { percent: tile.price.discountPercent })}
                      </span>
                    )}
                    {!tile.inStock && <span className="badge badge--sold-out">{t("badge.soldOut")}</span>}
                  </div>
                )}
              </ProductImage>
              <h3 className="tile__name">{tile.name}</h3>
            </a>
            <Price
              regular={tile.price.regular}
              special={tile.price.special}
              from={tile.price.from}
              prior={tile.price.priorLowest ?? null}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
