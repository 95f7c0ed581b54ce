import type { ProductTile as Tile } from "../../../schema/api/catalog";
import { useI18n } from "../../i18n/translate";
import { Badge } from "../Badge";
import { Price } from "../Price";
import { ProductImage } from "./ProductImage";
import { ColorSwatch } from "./ColorSwatch";
import { Icon } from "../Icon";
import { openModal } from "../../stores/modal";
import { WishlistButton } from "../WishlistButton";

/** Tiles are a half column on mobile, a quarter (of the content width) on desktop. */
export const TILE_SIZES = "(min-width: 1024px) 22vw, 50vw";

/** A product in a listing: image (a second one on hover), labels, name, price, colours. */
export function ProductTile({ tile, priority = false }: { tile: Tile; priority?: boolean }) {
  const { t } = useI18n();
  return (
    <article className={`tile${tile.inStock ? "" : " tile--sold-out"}`}>
      <a className="tile__link" href={tile.url}>
        <div className="tile__media">
          <ProductImage path={tile.image} variant="tile" alt={tile.name} sizes={TILE_SIZES} priority={priority} />
          {tile.hoverImage && (
            <ProductImage
              path={tile.hoverImage}
              variant="tile"
              alt=""
              sizes={TILE_SIZES}
              placeholder={false}
              className="tile__hover"
            />
          )}
          <div className="tile__badges">
            {tile.isNew && <Badge tone="new">{t("badge.new")}</Badge>}
            {tile.price.discountPercent > 0 && (
              <Badge tone="sale">{t("price.discount", { percent: tile.price.discountPercent })}</Badge>
            )}
            {!tile.inStock && <Badge tone="sold-out">{t("badge.soldOut")}</Badge>}
          </div>
        </div>
        <h3 className="tile__name">{tile.name}</h3>
      </a>
      <WishlistButton sku={tile.sku} name={tile.name} className="tile__heart" />
      {tile.inStock && (
        // Without JavaScript it is the product page; with it, the product page's choices in a modal.
        <a
          className="tile__quick"
          href={tile.url}
          aria-label={t("cart.quickAddOf", { name: tile.name })}
          onClick={(e) => {
            e.preventDefault();
            openModal("product-options", tile);
          }}
        >
          <Icon name="bag" size={20} />
        </a>
      )}
      <Price
        regular={tile.price.regular}
        special={tile.price.special}
        from={tile.price.from}
        prior={tile.price.priorLowest ?? null}
      />
      {tile.colors.length > 1 && (
        <ul className="tile__colors" aria-label={tile.colors.map((c) => c.label).join(", ")}>
          {tile.colors.slice(0, 6).map((c) => (
            <li
              key={c.value}
              className={`swatch-dot${c.swatch ? "" : " swatch-dot--none"}`}
              title={c.label}
              data-swatch={c.swatch ?? undefined}
            >
              <ColorSwatch color={c.swatch} size={12} />
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
