import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { formatMoney } from "../../domain/money";
import type { OrderRequest } from "../api/checkout";
import { Button } from "../components/Button";
import { SELF_LOADED } from "../i18n/messages/self-loaded";
import type { Translate } from "../i18n/translate";
import { useWithMessages } from "../i18n/with-messages";
import {
  cancelOfflineOrder,
  offlineOrders,
  queueOfflineOrder,
  sendOfflineOrders,
  type OfflineOrder,
  type OfflineOrderMeta,
  type OfflineOrderOutcome,
} from "../offline/offline-order";
import { closeModal } from "../stores/modal";

// Its strings load with it, in the page's language (messages/offline; not in every page's chunk).
const LOADERS = SELF_LOADED.offline;

/** An order 'Place order' could not send: the checkout opens this modal with it. */
export interface OfflineDraft {
  body: OrderRequest;
  meta: Omit<OfflineOrderMeta, "kind" | "placedAt">;
  /** The chosen payment needs the provider's page (a connection): its title. */
  redirectPayment: string | null;
}

type Note = { kind: "error" | "info"; text: string } | null;

const online = () => typeof navigator === "undefined" || navigator.onLine;

/**
 * SPEC §4 offline orders. Opened by 'Place order' without a connection (payload: the draft), it warns
 * that stock cannot be checked and keeps the order on this device; that order is then sent from here
 * as soon as the browser is online (the SPEC's thank-you page). Opened from "Order waiting!" (no
 * payload) it lists the orders made offline, each to confirm or cancel (the order confirmation modal).
 */
export default function OfflineOrderModal({ payload }: { payload: unknown }) {
  const i18n = useWithMessages(LOADERS);
  const draft = (payload as { draft?: OfflineDraft } | null)?.draft ?? null;
  const [orders, setOrders] = useState<OfflineOrder[] | null>(draft ? [] : null);
  /** The order made in this modal: sent by itself once online. */
  const [own, setOwn] = useState<string | null>(null);
  const [sending, setSending] = useState<string | null>(null);
  const [notes, setNotes] = useState<Record<string, Note>>({});
  const [isOnline, setOnline] = useState(online);
  const status = useRef<HTMLDivElement>(null);

  const reload = useCallback(() => void offlineOrders().then(setOrders), []);
  useEffect(() => {
    if (!draft) reload();
  }, [draft, reload]);
  useEffect(() => {
    const follow = () => setOnline(online());
    addEventListener("online", follow);
    addEventListener("offline", follow);
    return () => {
      removeEventListener("online", follow);
      removeEventListener("offline", follow);
    };
  }, []);

  const send = useCallback(
    async (id: string) => {
      if (!i18n) return;
      setSending(id);
      setNotes((n) => ({ ...n, [id]: null }));
      const outcome: OfflineOrderOutcome =
        (await sendOfflineOrders(i18n.t("notification.ok"), (o) => o.task_id === id)).get(id) ??
        ({ kind: "waiting" } as const);
      if (outcome.kind === "placed") {
        location.assign(outcome.confirmation);
        return;
      }
      setSending(null);
      setNotes((n) => ({
        ...n,
        [id]:
          outcome.kind === "waiting"
            ? { kind: "info", text: i18n.t("offline.order.notYet") }
            : {
                kind: "error",
                text: `${outcome.message ?? i18n.t("offline.order.failed")} ${i18n.t("offline.order.bagKept")}`,
              },
      }));
      reload();
    },
    [i18n, reload],
  );

  // The order made here goes by itself once the browser is online (the thank-you page's part).
  useEffect(() => {
    if (own && isOnline && !sending && !notes[own]) void send(own);
  }, [own, isOnline, sending, notes, send]);
  // The warning gives way to what happened: focus follows, so it never falls out of the dialog.
  useLayoutEffect(() => {
    if (own) status.current?.focus();
  }, [own]);

  if (!i18n) return <p className="modal__text" aria-busy="true" />;
  const { t, store } = i18n;
  const money = (cents: number) => formatMoney(cents, store.currencyCode, store.locale, store.fractionDigits);

  if (draft && !own) {
    if (draft.redirectPayment)
      return (
        <div className="offline-order">
          <p className="modal__text">{t("offline.order.needsConnection", { method: draft.redirectPayment })}</p>
          <Button variant="secondary" block onClick={() => closeModal("offline-order")}>
            {t("offline.order.close")}
          </Button>
        </div>
      );
    const place = async () => {
      const order = await queueOfflineOrder(draft.body, draft.meta);
      setOrders([order]);
      setOwn(order.task_id);
    };
    return (
      <div className="offline-order">
        <p className="offline-order__warning" role="alert">
          {t("offline.order.warning")}
        </p>
        <Summary
          meta={{ ...draft.meta, kind: "order", placedAt: Date.now() }}
          money={money}
          t={t}
          locale={store.locale}
        />
        <div className="offline-order__actions">
          <Button block onClick={() => void place()}>
            {t("offline.order.place")}
          </Button>
          <Button variant="secondary" block onClick={() => closeModal("offline-order")}>
            {t("offline.order.back")}
          </Button>
        </div>
      </div>
    );
  }

  if (orders === null) return <p className="modal__text" aria-busy="true" />;
  return (
    <div className="offline-order" ref={status} tabIndex={-1}>
      {own ? (
        <p className="modal__text" role="status">
          {isOnline ? t("offline.order.sending") : t("offline.order.saved")}
        </p>
      ) : (
        <p className="modal__text">{orders.length > 0 ? t("offline.order.intro") : t("offline.order.none")}</p>
      )}
      <ul className="offline-order__list">
        {orders.map((order) => {
          const note = notes[order.task_id];
          const busy = sending === order.task_id;
          return (
            <li key={order.task_id} className="offline-order__item">
              <Summary meta={order.meta} money={money} t={t} locale={store.locale} />
              {note && (
                <p className={note.kind === "error" ? "field__error" : "modal__text"} role="alert">
                  {note.text}
                </p>
              )}
              {!own && (
                <div className="offline-order__actions">
                  <Button
                    block
                    disabled={!isOnline || sending !== null}
                    aria-describedby={isOnline ? undefined : "offline-order-offline"}
                    onClick={() => void send(order.task_id)}
                  >
                    {busy ? t("offline.order.sending") : t("offline.order.confirm")}
                  </Button>
                  <Button
                    variant="secondary"
                    block
                    disabled={sending !== null}
                    onClick={() => void cancelOfflineOrder(order.task_id).then(reload)}
                  >
                    {t("offline.order.cancel")}
                  </Button>
                </div>
              )}
            </li>
          );
        })}
      </ul>
      {!isOnline && !own && orders.length > 0 && (
        <p className="modal__text" id="offline-order-offline">
          {t("offline.order.saved")}
        </p>
      )}
    </div>
  );
}

/** What the shopper recognises an order by: when, how much, for whom, paid how. */
function Summary({
  meta,
  money,
  t,
  locale,
}: {
  meta: OfflineOrderMeta;
  money: (cents: number) => string;
  t: Translate;
  locale: string;
}) {
  const rows: [string, string][] = [
    [
      t("offline.order.made"),
      new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(meta.placedAt),
    ],
    [t("offline.order.total"), money(meta.grandTotal)],
    [t("offline.order.items"), String(meta.items)],
    [t("offline.order.for"), `${meta.name}, ${meta.city}`],
    [t("offline.order.payment"), meta.payment],
  ];
  return (
    <dl className="offline-order__summary">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
