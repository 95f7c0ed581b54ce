import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import type { TotalsDto } from "../../../schema/api/cart";
import { formatMoney } from "../../../domain/money";
import { ApiError } from "../../api/errors";
import { applyGiftCard, checkGiftCard, removeGiftCard } from "../../api/giftcard";
import { SELF_LOADED } from "../../i18n/messages/self-loaded";
import { useWithMessages } from "../../i18n/with-messages";
import { Button } from "../Button";

// Its strings load with it, in the page's language (messages/giftcard; not in every page's chunk).
const LOADERS = SELF_LOADED.giftcard;

interface GiftCardFormProps {
  cartId: string;
  totals: TotalsDto;
  onChanged: () => Promise<void>;
}

type Note = { kind: "error" | "balance" | "removed"; text: string } | null;

/**
 * Check a gift card's balance, apply it, remove it (SPEC §7 gift card calls). The server's refusal
 * ('This is not a valid giftcard', too many tries) is shown in its own words beside the field.
 */
export default function GiftCardForm({ cartId, totals, onChanged }: GiftCardFormProps) {
  const i18n = useWithMessages(LOADERS);
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<Note>(null);
  // The shopper just opened the disclosure: the field takes the focus when it appears.
  useEffect(() => input.current?.focus(), [i18n]);
  if (!i18n) return <p className="giftcard__loading" aria-busy="true" />;
  const { t, store } = i18n;
  const money = (cents: number) => formatMoney(cents, store.currencyCode, store.locale, store.fractionDigits);

  const run = async (call: () => Promise<Note>) => {
    setBusy(true);
    try {
      setNote(await call());
    } catch (e) {
      setNote({ kind: "error", text: e instanceof ApiError && e.status > 0 ? e.message : t("giftcard.failed") });
    } finally {
      setBusy(false);
    }
  };
  const wanted = code.trim();
  const check = () => {
    if (!wanted || busy) return;
    void run(async () => {
      const card = await checkGiftCard({ cartId, code: wanted });
      return { kind: "balance", text: t("giftcard.balance", { amount: money(card.balance) }) };
    });
  };
  const apply = (e: FormEvent) => {
    e.preventDefault();
    if (!wanted || busy) return;
    void run(async () => {
      await applyGiftCard({ cartId, code: wanted });
      await onChanged();
      setCode("");
      return null;
    });
  };
  const remove = () =>
    void run(async () => {
      await removeGiftCard({ cartId });
      await onChanged();
      requestAnimationFrame(() => input.current?.focus());
      return { kind: "removed", text: t("giftcard.removed") };
    });

  const applied = totals.giftcard_code;
  const last = applied?.replace(/[^A-Z0-9]/g, "").slice(-4) ?? "";
  const error = note?.kind === "error" ? note.text : null;
  return (
    <div className="giftcard__body">
      {applied ? (
        <div className="giftcard__applied">
          <p role="status">
            {t("giftcard.applied", { last, amount: money(totals.giftcard_amount) })}{" "}
            {totals.grand_total > 0 ? t("giftcard.rest", { amount: money(totals.grand_total) }) : t("giftcard.covered")}
          </p>
          <button
            type="button"
            className="giftcard__remove"
            disabled={busy}
            aria-label={t("giftcard.removeLabel", { last })}
            onClick={remove}
          >
            {t("giftcard.remove")}
          </button>
        </div>
      ) : (
        <form className="giftcard__form" onSubmit={apply} noValidate>
          <div className={`field${error ? " field--invalid" : ""}`}>
            <label className="field__label" htmlFor={`${id}-code`}>
              {t("giftcard.label")}
            </label>
            <input
              ref={input}
              id={`${id}-code`}
              className="field__input giftcard__input"
              name="giftCardCode"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={64}
              value={code}
              onChange={(e) => setCode(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
            />
            <p className="field__hint" id={`${id}-hint`}>
              {t("giftcard.hint")}
            </p>
            {error && (
              <p className="field__error" id={`${id}-error`} role="alert">
                {error}
              </p>
            )}
          </div>
          <div className="giftcard__actions">
            <Button type="button" variant="tertiary" disabled={busy || !wanted} onClick={check}>
              {t("giftcard.check")}
            </Button>
            <Button type="submit" variant="secondary" disabled={busy || !wanted}>
              {t("giftcard.apply")}
            </Button>
          </div>
        </form>
      )}
      <p className="giftcard__note" aria-live="polite">
        {note && note.kind !== "error" ? note.text : null}
      </p>
    </div>
  );
}
