import { WishlistButton } from "../components/WishlistButton";

/** The product page's heart (its tile hearts live inside the listing island). */
export default function WishlistHeart({ sku, name }: { sku: string; name: string }) {
  return <WishlistButton sku={sku} name={name} className="wishlist-button--product" />;
}
