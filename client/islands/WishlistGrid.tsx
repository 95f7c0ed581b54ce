import { useStore } from "@nanostores/react";
import { useEffect, useState } from "react";
import type { ProductTile as Tile } from "../../schema/api/catalog";
import { ProductTile } from "../components/catalog/ProductTile";
import { useI18n } from "../i18n/translate";
import { $wishlist, setWishlist } from "../stores/wishlist";

/**
 * /my-account/wishlist: the customer's saved products (tiles from the server); removing a heart
 * removes the tile. The server's list also becomes this browser's.
 */
export default function WishlistGrid({ tiles }: { tiles: Tile[] }) {
  const { t } = useI18n();
  const list = useStore($wishlist);
  const [synced, setSynced] = useState(false);
  useEffect(() => {
    setWishlist(tiles.map((tile) => ({ sku: tile.sku })));
    setSynced(true);
  }, [tiles]);
  const shown = synced ? tiles.filter((tile) => list.some((e) => e.sku === tile.sku)) : tiles;
  if (shown.length === 0)
    return (
      <div className="account-empty">
        <p className="account-empty__title">{t("wishlist.empty")}</p>
        <p>{t("wishlist.emptyText")}</p>
      </div>
    );
  return (
    <ul className="wishlist-grid">
      {shown.map((tile) => (
        <ProductTile key={tile.sku} tile={tile} />
      ))}
    </ul>
  );
}
