import type { ProductTile as Tile } from "../../schema/api/catalog";
import { ProductTile } from "../components/catalog/ProductTile";

export interface CmsProductsProps {
  title?: string;
  tiles: Tile[];
  layout: "carousel" | "grid";
  link?: { label: string; url: string };
}

/**
 * A CMS product block (SPEC §1 "product blocks"): catalogue products as listing tiles, in a row that
 * scrolls (carousel) or a grid. An island so quick add opens the options modal.
 */
export default function CmsProducts({ title, tiles, layout, link }: CmsProductsProps) {
  return (
    <section className={`cms-products cms-products--${layout}`}>
      {(title || link) && (
        <div className="cms-section-head">
          {title && <h2 className="cms-section-head__title">{title}</h2>}
          {link && (
            <a className="cms-section-head__link" href={link.url}>
              {link.label}
            </a>
          )}
        </div>
      )}
      <ul className="cms-products__list" tabIndex={layout === "carousel" ? 0 : undefined} aria-label={title}>
        {tiles.map((tile) => (
          <ProductTile key={tile.sku} tile={tile} className="cms-products__item" />
        ))}
      </ul>
    </section>
  );
}
