import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { useStore } from "@nanostores/react";
import { ApiError } from "../../api/errors";
import { requestStockAlert } from "../../api/stock-alerts";
import { SELF_LOADED } from "../../i18n/messages/self-loaded";
import { useWithMessages } from "../../i18n/with-messages";
import { $user } from "../../stores/user";
import { Button } from "../Button";

// Its strings and its API call load with it, in the page's language (messages/stock-alerts; not in
// every page's chunk): the product page is at its JS budget.
const LOADERS = SELF_LOADED.stockAlerts;

interface StockAlertFormProps {
  id: string;
  sku: string;
  size: string;
  /** Escape or the close button: the product page puts the focus back on its "Notify me" button. */
  onClose: () => void;
}

type Note = { kind: "done" | "error"; text: string; field?: boolean } | null;

/**
 * "Notify me when back in stock" (issue 32 point 4), shown under the add-to-bag button of a sold-out
 * size once the shopper asks for it: a guest types an address (a confirmation mail follows), a signed-in
 * customer sends with one click. The server's answer is shown in its own words.
 */
export default function StockAlertForm({ id, sku, size, onClose }: StockAlertFormProps) {
  const i18n = useWithMessages(LOADERS);
  const user = useStore($user);
  const field = useId();
  const first = useRef<HTMLInputElement & HTMLButtonElement>(null);
  const done = useRef<HTMLParagraphElement>(null);
  const [email, setEmail] = useState("");
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<Note>(null);
  // The shopper just asked for the form: its first control takes the focus when it appears.
  useEffect(() => first.current?.focus(), [i18n]);
  // Sent: the form is gone, the answer takes the focus (and is read out).
  useEffect(() => done.current?.focus(), [note]);
  if (!i18n) return <div id={id} className="stock-alert" aria-busy="true" />;
  const { t, store } = i18n;
  // A cached user whose session ended hears "please enter your address" and gets the field.
  const asCustomer = user !== null && !note?.field;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    requestStockAlert({ storeCode: store.code, sku, ...(asCustomer ? {} : { email: email.trim() }) })
      .then((result) => setNote({ kind: "done", text: result.message }))
      .catch((error: unknown) =>
        setNote({
          kind: "error",
          text: error instanceof ApiError && error.status > 0 ? error.message : t("stockAlert.failed"),
          field: error instanceof ApiError && error.fields?.email !== undefined,
        }),
      )
      .finally(() => setBusy(false));
  };
  const escape = (e: KeyboardEvent) => {
    if (e.key !== "Escape") return;
    e.stopPropagation();
    onClose();
  };
  const error = note?.kind === "error" ? note.text : null;

  return (
    <div id={id} className="stock-alert" role="group" aria-labelledby={`${field}-title`} onKeyDown={escape}>
      <p className="stock-alert__title" id={`${field}-title`}>
        {t("stockAlert.title")}
      </p>
      {note?.kind === "done" ? (
        <p className="stock-alert__done" role="status" tabIndex={-1} ref={done}>
          {note.text}
        </p>
      ) : (
        <form className="stock-alert__form" onSubmit={submit} noValidate>
          <p className="stock-alert__intro">{t("stockAlert.intro", { size })}</p>
          {!asCustomer && (
            <div className={`field${error ? " field--invalid" : ""}`}>
              <label className="field__label" htmlFor={`${field}-email`}>
                {t("stockAlert.email")}
              </label>
              <input
                ref={first}
                id={`${field}-email`}
                className="field__input"
                type="email"
                name="email"
                autoComplete="email"
                inputMode="email"
                required
                maxLength={254}
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={`${field}-privacy${error ? ` ${field}-error` : ""}`}
              />
            </div>
          )}
          {error && (
            <p className="field__error" id={`${field}-error`} role="alert">
              {error}
            </p>
          )}
          <p className="field__hint" id={`${field}-privacy`}>
            {t("stockAlert.privacy")}
          </p>
          <div className="stock-alert__actions">
            <button
              type="submit"
              className="btn btn--primary"
              disabled={busy}
              aria-busy={busy}
              ref={asCustomer ? first : undefined}
            >
              {busy
                ? t("stockAlert.sending")
                : asCustomer
                  ? t("stockAlert.submitAs", { email: user.email })
                  : t("stockAlert.submit")}
            </button>
            <Button type="button" variant="tertiary" onClick={onClose}>
              {t("stockAlert.close")}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
