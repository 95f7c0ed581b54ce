import { WishlistButton } from "../components/WishlistButton";
import { CompareBar, CompareToggle } from "../components/CompareToggle";

/**
 * The product page's heart and compare toggle (its tiles' live inside the listing island), with the
 * link to the compare page while the list holds a product: one island, not a second on a page near
 * its JavaScript budget.
 */
export default function WishlistHeart({
  sku,
  name,
  productSku,
  compare,
}: {
  sku: string;
  name: string;
  /** The product's own sku (compare takes it; `sku` is the chosen variant's). */
  productSku: string;
  /** The compare toggle's text and name, from the server. */
  compare: { text: string; name: string };
}) {
  return (
    <div className="product__actions">
      <WishlistButton sku={sku} name={name} className="wishlist-button--product" />
      <CompareToggle sku={productSku} name={name} className="compare-toggle--product" labels={compare} />
      <CompareBar />
    </div>
  );
}
