import { useCallback, useEffect, useRef, useState } from "react";
import { storePath } from "../../domain/urls";
import { ApiError } from "../api/errors";
import { checkoutStatus, type CheckoutStatusDto } from "../api/checkout";
import { Button } from "../components/Button";
import { Icon } from "../components/Icon";
import { PickupNote } from "../components/checkout/PickupNote";
import { useI18n } from "../i18n/translate";
import { clearDraft } from "../stores/checkout-draft";

/** How often and how long the page asks for the order's status while the payment is pending. */
const POLL_MS = 1000;
const POLL_TIMES = 5;
/** After that it says the payment is still being confirmed and keeps asking, less often, for two minutes. */
const SLOW_POLL_MS = 5000;
const SLOW_POLL_TIMES = 24;

type View =
  | { kind: "pending"; slow: boolean }
  | { kind: "placed"; order: CheckoutStatusDto }
  | { kind: "canceled" }
  | { kind: "missing" };

const DONE = new Set(["placed", "processed", "returned"]);

/**
 * /checkout-return (SPEC §2): reads `orderId` (and the provider's `outcome`) from the query and
 * asks GET /api/ext/checkout/status a few times, 1 s apart, until the order is placed or canceled.
 */
export default function CheckoutReturn() {
  const { t, store } = useI18n();
  const [view, setView] = useState<View>({ kind: "pending", slow: false });
  const run = useRef(0);

  const poll = useCallback(async () => {
    const id = ++run.current;
    setView({ kind: "pending", slow: false });
    const orderId = new URLSearchParams(location.search).get("orderId");
    if (!orderId) return setView({ kind: "missing" });
    for (let i = 0; i < POLL_TIMES + SLOW_POLL_TIMES && id === run.current; i++) {
      if (i === POLL_TIMES) setView({ kind: "pending", slow: true });
      if (i > 0) await new Promise((resolve) => setTimeout(resolve, i < POLL_TIMES ? POLL_MS : SLOW_POLL_MS));
      if (id !== run.current) return;
      try {
        const order = await checkoutStatus({ orderId });
        if (DONE.has(order.status)) {
          clearDraft(localStorage);
          void import("../analytics/purchase").then((m) => m.reportPurchase(order.orderId));
          return setView({ kind: "placed", order });
        }
        if (order.status === "canceled") return setView({ kind: "canceled" });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return setView({ kind: "missing" });
      }
    }
    if (id === run.current) setView({ kind: "pending", slow: true });
  }, []);

  useEffect(() => {
    void poll();
    // A counter, not a node: the cleanup makes a poll still under way stop at its next step.
    const runs = run;
    return () => {
      runs.current++;
    };
  }, [poll]);

  const home = storePath(store.code, "/");
  if (view.kind === "placed") {
    return (
      <div className="checkout-return checkout-return--placed">
        <span className="checkout-return__mark" aria-hidden="true">
          <Icon name="check" size={28} />
        </span>
        <h1 className="checkout-return__title">{t("checkout.return.title")}</h1>
        <p className="checkout-return__number">
          {t("checkout.return.number")} <strong data-testid="order-number">{view.order.incrementId}</strong>
        </p>
        {view.order.pickupStore && <PickupNote pickup={view.order.pickupStore} />}
        <div className="checkout-return__next">
          <h2 className="checkout-return__subtitle">{t("checkout.return.next")}</h2>
          <ol className="checkout-return__steps">
            <li>{t("checkout.return.step1")}</li>
            <li>{t(view.order.pickupStore ? "checkout.return.collectStep2" : "checkout.return.step2")}</li>
            <li>{t(view.order.pickupStore ? "checkout.return.collectStep3" : "checkout.return.step3")}</li>
          </ol>
        </div>
        <p className="checkout-return__returns">
          <Icon name="returns" size={20} />
          {t("checkout.freeReturns")}
        </p>
        <a className="btn btn--primary" href={home}>
          {t("checkout.return.continue")}
        </a>
      </div>
    );
  }
  if (view.kind === "canceled") {
    return (
      <div className="checkout-return checkout-return--declined" role="alert">
        <span className="checkout-return__mark checkout-return__mark--declined" aria-hidden="true">
          <Icon name="alert" size={28} />
        </span>
        <h1 className="checkout-return__title">{t("checkout.return.declinedTitle")}</h1>
        <p className="checkout-return__text">{t("checkout.return.declined")}</p>
        <a className="btn btn--primary" href={storePath(store.code, "/checkout")}>
          {t("checkout.return.back")}
        </a>
      </div>
    );
  }
  if (view.kind === "missing") {
    return (
      <div className="checkout-return">
        <h1 className="checkout-return__title">{t("checkout.return.notFound")}</h1>
        <a className="btn btn--primary" href={home}>
          {t("checkout.return.continue")}
        </a>
      </div>
    );
  }
  return (
    <div className="checkout-return checkout-return--pending" aria-live="polite">
      <span className="checkout-spinner checkout-spinner--large" aria-hidden="true" />
      <h1 className="checkout-return__title">{t("checkout.return.pending")}</h1>
      {view.slow && (
        <>
          <p className="checkout-return__text">{t("checkout.return.pendingSlow")}</p>
          <Button variant="secondary" onClick={() => void poll()}>
            {t("checkout.return.check")}
          </Button>
        </>
      )}
    </div>
  );
}
