import { useRef } from "react";
import { storePath } from "../../domain/urls";
import { Button } from "../components/Button";
import { CartLineItem } from "../components/cart/CartLineItem";
import { CartTotals } from "../components/cart/CartTotals";
import { Icon } from "../components/Icon";
import { useCartView } from "../hooks/useCartView";
import { useI18n } from "../i18n/translate";
import { refresh, type CartLine } from "../stores/cart";
import type { PanelProps } from "./types";

// The rest of the cart's browser code comes with the panel: one lazy chunk for all of it (cart-chunk.ts).
export * from "../cart-chunk";

/**
 * The microcart side panel (SPEC §2): the bag's lines with quantity and removal, the totals and
 * 'Proceed to checkout'. It loads the cart when it opens (it is code-split with the cart store).
 */
export default function MicrocartPanel({ open, close }: PanelProps) {
  const { t, store } = useI18n();
  const { cart, messages, announcement, changeQuantity, remove, edit } = useCartView(open);
  const list = useRef<HTMLUListElement>(null);
  const emptyCta = useRef<HTMLButtonElement>(null);
  const count = cart.lines.reduce((sum, l) => sum + l.qty, 0);
  // After a removal the focused button is gone: focus goes to the list, or to the empty bag's button.
  const removeLine = (line: CartLine) => {
    remove(line);
    requestAnimationFrame(() => (list.current ?? emptyCta.current)?.focus());
  };

  let content;
  if (cart.lines.length > 0) {
    content = (
      <>
        <p className="microcart__count">{count === 1 ? t("cart.itemsOne") : t("cart.items", { count })}</p>
        <ul ref={list} className="cart-lines" aria-label={t("panel.microcart.title")} tabIndex={-1}>
          {cart.lines.map((line) => (
            <CartLineItem
              key={line.key}
              line={line}
              message={messages[line.key]}
              onQuantity={changeQuantity}
              onRemove={removeLine}
              onEdit={edit}
            />
          ))}
        </ul>
        <div className="microcart__footer">
          <CartTotals totals={cart.totals} />
          <a className="btn btn--primary btn--block" href={storePath(store.code, "/checkout")}>
            {t("cart.proceedToCheckout")}
          </a>
          <a className="btn btn--tertiary microcart__view" href={storePath(store.code, "/cart/")}>
            {t("cart.viewCart")}
          </a>
        </div>
      </>
    );
  } else if (cart.status === "error") {
    content = (
      <div className="load-error" role="alert">
        <Icon name="alert" />
        <p>{t("cart.loadError")}</p>
        <Button variant="primary" size="small" onClick={() => void refresh()}>
          {t("panel.error.retry")}
        </Button>
      </div>
    );
  } else if (cart.status !== "ready") {
    content = <div className="spinner" role="status" aria-label={t("loader.loading")} />;
  } else {
    content = (
      <div className="microcart-empty">
        <Icon name="bag" size={40} />
        <h3 className="microcart-empty__title">{t("cart.empty.title")}</h3>
        <p>{t("cart.empty.text")}</p>
        <button ref={emptyCta} type="button" className="btn btn--primary" onClick={close}>
          {t("cart.empty.cta")}
        </button>
      </div>
    );
  }

  return (
    <div className="microcart">
      {content}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
