import { useRef } from "react";
import { storePath } from "../../../domain/urls";
import { useCartView } from "../../hooks/useCartView";
import { useContinueShopping } from "../../hooks/useContinueShopping";
import { useI18n } from "../../i18n/translate";
import { refresh, type CartLine } from "../../stores/cart";
import { Button } from "../Button";
import { Icon } from "../Icon";
import { CartLineItem } from "./CartLineItem";
import { CartShell } from "./CartShell";
import { CartTotals } from "./CartTotals";
import { CouponForm } from "./CouponForm";
import { GiftCardDisclosure } from "../giftcard/GiftCardDisclosure";

/**
 * The cart page's bag (SPEC §2 cart route): lines with quantity and removal, the discount code with
 * the server's answer, every total segment, 'Proceed to checkout' and back to the shop.
 */
export function CartView() {
  const { t, store } = useI18n();
  const { cart, messages, announcement, changeQuantity, remove, edit } = useCartView(true);
  const list = useRef<HTMLUListElement>(null);
  const home = useContinueShopping(storePath(store.code, "/"));
  const count = cart.lines.reduce((sum, l) => sum + l.qty, 0);
  const removeLine = (line: CartLine) => {
    remove(line);
    requestAnimationFrame(() => list.current?.focus());
  };
  const live = (
    <p className="visually-hidden" aria-live="polite">
      {announcement}
    </p>
  );

  if (cart.lines.length === 0 && cart.status === "ready") {
    return (
      <div className="cart cart--empty">
        <div className="microcart-empty">
          <Icon name="bag" size={40} />
          <h2 className="microcart-empty__title">{t("cart.empty.title")}</h2>
          <p>{t("cart.empty.text")}</p>
          <a className="btn btn--primary" href={home}>
            {t("cart.empty.cta")}
          </a>
        </div>
        {live}
      </div>
    );
  }

  const lines =
    cart.lines.length > 0 ? (
      <ul ref={list} className="cart-lines cart-lines--page" tabIndex={-1}>
        {cart.lines.map((line) => (
          <CartLineItem
            key={line.key}
            line={line}
            message={messages[line.key]}
            onQuantity={changeQuantity}
            onRemove={removeLine}
            onEdit={edit}
            thumbSize={120}
          />
        ))}
      </ul>
    ) : cart.status === "error" ? (
      <div className="load-error" role="alert">
        <Icon name="alert" />
        <p>{t("cart.loadError")}</p>
        <Button variant="primary" size="small" onClick={() => void refresh()}>
          {t("panel.error.retry")}
        </Button>
      </div>
    ) : undefined;
  return (
    <>
      <CartShell
        heading={cart.lines.length > 0 ? (count === 1 ? t("cart.itemsOne") : t("cart.items", { count })) : undefined}
        lines={lines}
        totals={<CartTotals totals={cart.totals} full />}
        coupon={
          <>
            <CouponForm applied={cart.totals?.coupon_code ?? null} />
            {/* SPEC §4: a gift card only while the cart is connected and its totals sync. */}
            {cart.cartId && cart.totals && !cart.syncDisabled && (
              <GiftCardDisclosure cartId={cart.cartId} totals={cart.totals} onChanged={refresh} />
            )}
          </>
        }
      />
      {live}
    </>
  );
}
