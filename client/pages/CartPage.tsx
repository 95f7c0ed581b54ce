import { storePath } from "../../domain/urls";
import { Breadcrumbs } from "../components/Breadcrumbs";
import { Icon } from "../components/Icon";
import { Island } from "../island";
import Cart from "../islands/Cart";
import type { MessageKey } from "../i18n/messages/types";
import { useI18n } from "../i18n/translate";

/** SPEC §8 words for the refusals the add-to-bag form without JavaScript lands here with (`?error=`). */
const REFUSALS: Record<string, MessageKey> = {
  OUT_OF_STOCK: "cart.outOfStock",
  VARIANT_UNAVAILABLE: "cart.sizeCombination",
  PRICE_UNKNOWN: "cart.priceUnknown",
  NOT_FOUND: "cart.unknownProduct",
  CART_CLOSED: "cart.closed",
  CONFLICT: "cart.tooManyLines",
  NOTHING_TO_ADD: "cart.nothingToAdd",
};

export interface CartPageProps {
  /** `?added=` and `?error=` (`&max=`) of the form without JavaScript: what became of the add. */
  added?: string | null;
  error?: string | null;
  max?: string | null;
}

/**
 * /cart/ (SPEC §2): the same page for every visitor (never a shopper's cart in the HTML); the Cart
 * island reads the bag in the browser. The outcome of an add without JavaScript is shown above it.
 */
export function CartPage({ added, error, max }: CartPageProps) {
  const { t, store } = useI18n();
  const maxQuantity = Number(max);
  const refusal = !error
    ? null
    : error === "QUANTITY_UNAVAILABLE" && Number.isInteger(maxQuantity) && maxQuantity > 0
      ? t("cart.maxQuantity", { maxQuantity })
      : t(REFUSALS[error] ?? "cart.error");
  return (
    <div className="cart-page container">
      <Breadcrumbs
        items={[{ label: t("breadcrumbs.home"), href: storePath(store.code, "/") }, { label: t("cart.page.title") }]}
      />
      <h1 className="cart-page__title">{t("cart.page.title")}</h1>
      {added && (
        <p className="cart-page__notice cart-page__notice--success" role="status">
          <Icon name="check" size={20} />
          {t("cart.added")}
        </p>
      )}
      {refusal && (
        <p className="cart-page__notice cart-page__notice--danger" role="status">
          <Icon name="alert" size={20} />
          {refusal}
        </p>
      )}
      <noscript>
        <p className="cart-page__noscript">{t("cart.page.noscript")}</p>
      </noscript>
      {/* Below the bag, "You may also like" and "Recently viewed" (issue 32.3), asked for once scrolled near. */}
      <Island
        name="Cart"
        component={Cart}
        props={{ suggestions: { suggestions: t("recs.youMayAlsoLike"), viewed: t("recs.recentlyViewed") } }}
        hydrate="load"
      />
    </div>
  );
}
