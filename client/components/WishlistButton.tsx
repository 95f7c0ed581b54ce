import { useEffect, useState } from "react";
import { useI18n } from "../i18n/translate";
import { notify } from "../stores/notifications";
import { Icon } from "./Icon";

const loadWishlist = () => import("../stores/wishlist");

/**
 * The heart on listings and product pages (issue 9 point 7): a toggle button, optimistic; a
 * customer's change that the server refuses is reverted with a notification (SPEC §8). The wishlist
 * store loads in its own chunk once a heart is on screen, so listings stay within their JS budget.
 */
export function WishlistButton({
  sku,
  name,
  className = "",
  icon = true,
  labelledBy,
}: {
  sku: string;
  name: string;
  className?: string;
  /** False where the class draws the heart in CSS (a listing tile's `.tile__heart`). */
  icon?: boolean;
  /**
   * A listing tile's: named by these ids (the listing's shared words and the tile's heading) and
   * its state told by aria-pressed alone, not by a copy of the name in every tile. Such a tile is
   * never inside a form, so the button goes without a type (its click is prevented anyway).
   */
  labelledBy?: string;
}) {
  const { t } = useI18n();
  const [active, setActive] = useState(false);
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    void loadWishlist().then(({ $wishlist, inWishlist }) => {
      if (!cancelled) stop = $wishlist.subscribe((list) => setActive(inWishlist(list, sku)));
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [sku]);
  return (
    <button
      type={labelledBy ? undefined : "button"}
      className={`wishlist-button${active ? " is-active" : ""} ${className}`.trim()}
      aria-pressed={active}
      aria-label={labelledBy ? undefined : t(active ? "wishlist.remove" : "wishlist.add", { name })}
      aria-labelledby={labelledBy}
      onClick={(e) => {
        e.preventDefault();
        void loadWishlist()
          .then(({ toggleWishlist }) => toggleWishlist({ sku }))
          .then((ok) => {
            if (!ok) notify({ type: "danger", message: t("wishlist.failed") });
          });
      }}
    >
      {icon && <Icon name="heart" size={20} />}
    </button>
  );
}
