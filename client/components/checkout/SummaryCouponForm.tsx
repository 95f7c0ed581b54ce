import { useState, type FormEvent } from "react";
import { Button } from "../Button";
import { useI18n } from "../../i18n/translate";

/**
 * The checkout summary's discount code form, loaded when the shopper opens it (OrderSummary): most
 * orders carry no code, and the checkout's JavaScript budget has no room for code few use.
 */
export default function SummaryCouponForm({
  onApply,
  onApplied,
}: {
  /** Applies the code; the server's refusal in its words, or null. */
  onApply: (code: string) => Promise<string | null>;
  onApplied: () => void;
}) {
  const { t } = useI18n();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [applying, setApplying] = useState(false);

  const apply = async (e: FormEvent) => {
    e.preventDefault();
    if (!code.trim()) return;
    setApplying(true);
    const refusal = await onApply(code.trim());
    setApplying(false);
    setError(refusal);
    if (!refusal) onApplied();
  };

  return (
    <form className="summary-coupon__form" onSubmit={(e) => void apply(e)} noValidate>
      <div className={`field${error ? " field--invalid" : ""}`}>
        <label className="field__label" htmlFor="checkout-coupon">
          {t("checkout.coupon.label")}
        </label>
        <div className="summary-coupon__row">
          <input
            id="checkout-coupon"
            className="field__input"
            value={code}
            autoComplete="off"
            // The shopper has just asked for the field.
            autoFocus
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "checkout-coupon-error" : undefined}
            onChange={(e) => setCode(e.target.value)}
          />
          <Button type="submit" variant="secondary" disabled={applying || !code.trim()}>
            {t("checkout.coupon.apply")}
          </Button>
        </div>
        {error && (
          <p className="field__error" id="checkout-coupon-error" role="alert">
            {error}
          </p>
        )}
      </div>
    </form>
  );
}
