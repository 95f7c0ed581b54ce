import { useId, useState, type FormEvent } from "react";
import type { TotalsDto } from "../../../schema/api/cart";
import { formatMoney } from "../../../domain/money";
import { ApiError } from "../../api/errors";
import { applyLoyaltyPoints, removeLoyaltyPoints } from "../../api/loyalty";
import { useI18n } from "../../i18n/translate";
import { Button } from "../Button";

interface LoyaltyPointsProps {
  cartId: string;
  loyalty: NonNullable<TotalsDto["loyalty"]>;
  /** Reloads the totals after the points changed. */
  onChanged: () => Promise<void>;
}

/**
 * Pay part of the goods with loyalty points (customers with a balance only; loaded on demand).
 * The server caps what is used by the balance and the order's value, and says so when asked too much.
 */
export default function LoyaltyPoints({ cartId, loyalty, onChanged }: LoyaltyPointsProps) {
  const { t, store } = useI18n();
  const id = useId();
  const money = (cents: number) => formatMoney(cents, store.currencyCode, store.locale, store.fractionDigits);
  const [value, setValue] = useState(String(loyalty.max));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (call: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await call();
      await onChanged();
    } catch (e) {
      setError(e instanceof ApiError ? (e.fields?.points ?? e.message) : t("checkout.failed"));
    } finally {
      setBusy(false);
    }
  };
  const apply = (e: FormEvent) => {
    e.preventDefault();
    const points = Number(value);
    if (!Number.isInteger(points) || points < 1) {
      setError(t("form.required"));
      return;
    }
    void run(() => applyLoyaltyPoints({ cartId, points }));
  };

  return (
    <section className="summary-points" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="summary-points__title">
        {t("checkout.points.title")}
      </h3>
      <p className="summary-points__balance">
        {t("checkout.points.balance", {
          points: loyalty.balance,
          amount: money(loyalty.balance * loyalty.point_value),
        })}
      </p>
      {loyalty.points > 0 ? (
        <div className="summary-points__used">
          <p role="status">{t("checkout.points.used", { points: loyalty.points, amount: money(loyalty.amount) })}</p>
          <button
            type="button"
            className="summary-points__remove"
            disabled={busy}
            onClick={() => void run(() => removeLoyaltyPoints({ cartId }))}
          >
            {t("checkout.points.remove")}
          </button>
        </div>
      ) : (
        loyalty.max > 0 && (
          <form className="summary-points__form" onSubmit={apply} noValidate>
            <div className={`field${error ? " field--invalid" : ""}`}>
              <label className="field__label" htmlFor={`${id}-points`}>
                {t("checkout.points.label")}
              </label>
              <div className="summary-coupon__row">
                <input
                  id={`${id}-points`}
                  className="field__input"
                  type="number"
                  inputMode="numeric"
                  min={1}
                  step={1}
                  value={value}
                  onChange={(e) => setValue(e.target.value)}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
                />
                <Button type="submit" variant="secondary" disabled={busy}>
                  {t("checkout.points.apply")}
                </Button>
              </div>
              <p className="field__hint" id={`${id}-hint`}>
                {t("checkout.points.hint", { max: loyalty.max })}
              </p>
              {error && (
                <p className="field__error" id={`${id}-error`} role="alert">
                  {error}
                </p>
              )}
            </div>
          </form>
        )
      )}
    </section>
  );
}
