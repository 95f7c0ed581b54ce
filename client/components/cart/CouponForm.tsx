import { useState, type FormEvent } from "react";
import { useI18n } from "../../i18n/translate";
import { applyCouponCode, removeCouponCode } from "../../stores/cart";

/**
 * The discount code field of the cart page (SPEC §7 coupon calls): the server's answer is shown
 * beside it, a refusal in its own words; an applied code can be removed.
 */
export function CouponForm({ applied }: { applied: string | null }) {
  const { t } = useI18n();
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wanted = code.trim();
    if (!wanted || busy) return;
    setBusy(true);
    void applyCouponCode(wanted)
      .then((outcome) => {
        if (outcome.ok) setCode("");
        setMessage(
          outcome.queued
            ? { ok: true, text: t("cart.queuedOffline") }
            : outcome.ok
              ? { ok: true, text: t("cart.coupon.applied", { code: wanted.toUpperCase() }) }
              : { ok: false, text: outcome.message ?? t("cart.error") },
        );
      })
      .finally(() => setBusy(false));
  };
  const remove = () => {
    setBusy(true);
    void removeCouponCode()
      .then((outcome) =>
        setMessage(
          outcome.queued
            ? { ok: true, text: t("cart.queuedOffline") }
            : outcome.ok
              ? { ok: true, text: t("cart.coupon.removed") }
              : { ok: false, text: t("cart.error") },
        ),
      )
      .finally(() => setBusy(false));
  };

  return (
    <form className="coupon" onSubmit={submit} noValidate>
      <label className="field__label" htmlFor="coupon-code">
        {t("cart.coupon.label")}
      </label>
      {applied ? (
        <p className="coupon__applied">
          <span>{t("cart.coupon.active", { code: applied })}</span>
          <button type="button" className="btn btn--tertiary" onClick={remove} aria-busy={busy}>
            {t("cart.coupon.remove")}
          </button>
        </p>
      ) : null}
      <div className="coupon__row">
        <input
          id="coupon-code"
          className="field__input"
          name="coupon"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          aria-invalid={message && !message.ok ? true : undefined}
          aria-describedby="coupon-message"
        />
        <button type="submit" className="btn btn--secondary" aria-busy={busy}>
          {t("cart.coupon.apply")}
        </button>
      </div>
      <p
        id="coupon-message"
        className={`coupon__message${message ? (message.ok ? " is-ok" : " is-error") : ""}`}
        aria-live="polite"
      >
        {message?.text}
      </p>
    </form>
  );
}
