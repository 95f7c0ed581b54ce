import type { ProductTile } from "../../../schema/api/catalog";
import { TileBody, tileClassName } from "../catalog/ProductTile";

export interface RecommendationRowProps {
  /** The heading's id (the section is named by it). */
  id: string;
  title: string;
  tiles: readonly ProductTile[];
}

/**
 * A row of recommended products (issue 32.3) with the listing's tiles, without their heart and quick
 * add: the product page renders it into its cached HTML with no island behind it.
 */
export function RecommendationRow({ id, title, tiles }: RecommendationRowProps) {
  if (tiles.length === 0) return null;
  return (
    <section className="recs" aria-labelledby={id}>
      <h2 className="recs__title" id={id}>
        {title}
      </h2>
      <ul className="product-grid recs__grid">
        {tiles.map((tile) => (
          <li key={tile.sku} className={tileClassName(tile)}>
            <TileBody tile={tile} hover={false} actions={false} />
          </li>
        ))}
      </ul>
    </section>
  );
}
