import type { ProductTile as Tile } from "../../../schema/api/catalog";
import { useI18n, type Translate } from "../../i18n/translate";
import { Badge } from "../Badge";
import { Price } from "../Price";
import { ProductImage } from "./ProductImage";
import { swatchClass } from "../../../schema/catalog/swatches";
import { openModal } from "../../stores/modal";
import { WishlistButton } from "../WishlistButton";
import { CompareToggle } from "../CompareToggle";

/** Tiles are a half column on mobile, a quarter (of the content width) on desktop. */
export const TILE_SIZES = "(min-width: 1024px) 22vw, 50vw";

/** The class of a tile's list item (sold out tiles are dimmed). */
export function tileClassName(tile: Tile, className?: string): string {
  return ["tile", tile.inStock ? "" : "tile--sold-out", className].filter(Boolean).join(" ");
}

/** The words around a product's name in its tile buttons' names, shared by a listing's tiles. */
const SHARED_WORDS = {
  wishlist: { key: "wishlist.add", ids: ["tl-w0", "tl-w1"] },
  quick: { key: "cart.quickAddOf", ids: ["tl-q0", "tl-q1"] },
} as const;

/** A message's words before and after its `{name}`, in the store view's language. */
function aroundName(t: Translate, key: (typeof SHARED_WORDS)[keyof typeof SHARED_WORDS]["key"]): [string, string] {
  const [before = "", after = ""] = t(key, { name: "\u0000" }).split("\u0000");
  return [before.trim(), after.trim()];
}

/** A tile button's aria-labelledby: the shared words (TileLabels) around the tile's heading. */
function sharedName(t: Translate, which: keyof typeof SHARED_WORDS, nameId: string): string {
  const { key, ids } = SHARED_WORDS[which];
  const [before, after] = aroundName(t, key);
  return [before ? ids[0] : "", nameId, after ? ids[1] : ""].filter(Boolean).join(" ");
}

/**
 * The shared words of a listing's tile buttons, once a page, hidden (a name may still be taken
 * from a hidden element): the heart and the quick add of each tile are named by these and the
 * tile's heading ("Add … to favourites"), not by a copy of the product name in an aria-label of
 * each (issue 35).
 */
export function TileLabels() {
  const { t } = useI18n();
  return (
    <>
      {Object.values(SHARED_WORDS).flatMap(({ key, ids }) =>
        aroundName(t, key).map((words, i) =>
          words ? (
            <span key={ids[i]} id={ids[i]} hidden>
              {words}
            </span>
          ) : null,
        ),
      )}
    </>
  );
}

/**
 * A product in a listing, as the list item of its grid: image (a second one on hover), labels,
 * name, price, colours. The image sits on the tile's plain backdrop, not over a blurred placeholder
 * image (lean markup, issue 12). `hover: false` leaves the hover image out: the listing grid adds
 * it to a tile once a mouse comes near (a desktop nicety that was 700 bytes a tile in the HTML).
 */
export function ProductTile({
  tile,
  priority = false,
  hover = true,
  shared = false,
  className,
}: {
  tile: Tile;
  priority?: boolean;
  hover?: boolean;
  /** In a listing that renders TileLabels once: its buttons are named by those and the heading. */
  shared?: boolean;
  /** Added to the list item's class. */
  className?: string;
}) {
  return (
    <li className={tileClassName(tile, className)}>
      <TileBody tile={tile} priority={priority} hover={hover} shared={shared} />
    </li>
  );
}

/** What is inside a tile's list item (the listing grid writes a cached one as HTML, tile-markup.ts). */
export function TileBody({
  tile,
  priority = false,
  hover = true,
  shared = false,
}: {
  tile: Tile;
  priority?: boolean;
  hover?: boolean;
  /** Name the buttons by the listing's TileLabels and the heading (see ProductTile). */
  shared?: boolean;
}) {
  const { t } = useI18n();
  // The heading's id, for the buttons' names: a listing shows a product once.
  const nameId = shared ? `tn-${tile.sku.replace(/[^\w-]/g, "_")}` : undefined;
  return (
    <>
      <a className="tile__link" href={tile.url}>
        <ProductImage
          path={tile.image}
          variant="tile"
          // The link is named by the heading below; an alt repeating it is read twice (axe: image-redundant-alt).
          alt=""
          sizes={TILE_SIZES}
          priority={priority}
          placeholder={false}
          frame="tile__media"
        >
          {hover && tile.hoverImage && (
            <ProductImage
              path={tile.hoverImage}
              variant="tile"
              alt=""
              sizes={TILE_SIZES}
              placeholder={false}
              className="tile__hover"
            />
          )}
          {(tile.isNew || tile.price.discountPercent > 0 || !tile.inStock) && (
            <div className="tile__badges">
              {tile.isNew && <Badge tone="new">{t("badge.new")}</Badge>}
              {tile.price.discountPercent > 0 && (
                <Badge tone="sale">{t("price.discount", { percent: tile.price.discountPercent })}</Badge>
              )}
              {!tile.inStock && <Badge tone="sold-out">{t("badge.soldOut")}</Badge>}
            </div>
          )}
        </ProductImage>
        <h3 className="tile__name" id={nameId}>
          {tile.name}
        </h3>
      </a>
      <WishlistButton
        sku={tile.sku}
        name={tile.name}
        className="tile__heart"
        icon={false}
        labelledBy={nameId && sharedName(t, "wishlist", nameId)}
      />
      {/* Rendered in the browser only: no markup in a listing's HTML (CompareToggle). */}
      <CompareToggle sku={tile.sku} name={tile.name} className="tile__compare" />
      {tile.inStock && (
        // Opens the product page's choices in a modal; a button, not a second link to the product
        // page (the tile's own link is that, also without JavaScript, when this one is hidden: cart.css).
        // In a listing no form holds the tiles, so it needs no type (its click is prevented anyway).
        <button
          type={shared ? undefined : "button"}
          className="tile__quick"
          aria-label={shared ? undefined : t("cart.quickAddOf", { name: tile.name })}
          aria-labelledby={nameId && sharedName(t, "quick", nameId)}
          onClick={(event) => {
            event.preventDefault();
            openModal("product-options", tile);
          }}
        >
          {/* The bag is drawn by CSS (.tile__quick::before): no SVG repeated on every tile. */}
        </button>
      )}
      <Price
        regular={tile.price.regular}
        special={tile.price.special}
        from={tile.price.from}
        prior={tile.price.priorLowest ?? null}
      />
      {tile.rating && (
        // One element (tiles count towards the listing's element budget): stars, average and count.
        <p className="tile__rating">
          ★ {tile.rating.avg.toFixed(1)} ({tile.rating.n})
        </p>
      )}
      {tile.colors.length > 1 && (
        // The colours' names once, for the list (its accessible name and, on hover, its tooltip),
        // not a title on every dot: a listing repeats these up to 300 times (issue 35).
        <ul className="tile__colors" title={tile.colors.map((c) => c.label).join(", ")}>
          {tile.colors.slice(0, 6).map((c) => (
            // The colour is a class of the catalogue's swatch stylesheet (schema/catalog/swatches.ts);
            // the dot itself is drawn by `.tile__colors > li` (catalog.css).
            <li key={c.value} className={c.swatch ? swatchClass(c.swatch) : undefined} />
          ))}
        </ul>
      )}
    </>
  );
}
