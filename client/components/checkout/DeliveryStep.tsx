import type { ReactNode } from "react";
import type { ShippingMethodDto } from "../../../schema/api/cart";
import { formatMoney } from "../../../domain/money";
import { Icon } from "../Icon";
import { useI18n } from "../../i18n/translate";
import { isServicePointMethod } from "../../stores/checkout-draft";
import { COLLECT_METHOD } from "../../../schema/constants";

interface DeliveryStepProps {
  methods: ShippingMethodDto[] | null;
  selected: string | null;
  onSelect: (method: ShippingMethodDto) => void;
  disabled?: boolean;
  /** The service point or store picker, shown under its method while it is chosen. */
  picker: ReactNode;
  error?: string | null;
}

/** Step 2: home delivery or a service point, with their prices for this bag. */
export function DeliveryStep({ methods, selected, onSelect, disabled, picker, error }: DeliveryStepProps) {
  const { t, store } = useI18n();
  const money = (cents: number) => formatMoney(cents, store.currencyCode, store.locale, store.fractionDigits);
  if (!methods)
    return (
      <div className="choices" aria-busy="true">
        <div className="choice choice--placeholder" />
        <div className="choice choice--placeholder" />
      </div>
    );
  return (
    <fieldset className="choices">
      <legend className="visually-hidden">{t("checkout.step.delivery")}</legend>
      {methods
        .filter((m) => m.available !== false)
        .map((m) => {
          const point = isServicePointMethod(m.method_code);
          const collect = m.method_code === COLLECT_METHOD;
          const checked = selected === m.method_code;
          return (
            <div key={`${m.carrier_code}_${m.method_code}`} className={`choice${checked ? " is-checked" : ""}`}>
              <label className="choice__label">
                <input
                  type="radio"
                  name="shippingMethod"
                  value={m.method_code}
                  checked={checked}
                  disabled={disabled}
                  onChange={() => onSelect(m)}
                />
                <span className="choice__icon">
                  <Icon name={collect ? "bag" : point ? "pin" : "truck"} size={22} />
                </span>
                <span className="choice__text">
                  <span className="choice__title">{m.method_title}</span>
                  <span className="choice__hint">
                    {t(
                      collect
                        ? "checkout.delivery.collectHint"
                        : point
                          ? "checkout.delivery.pointHint"
                          : "checkout.delivery.homeHint",
                    )}
                  </span>
                </span>
                <span className="choice__price">{m.amount === 0 ? t("checkout.delivery.free") : money(m.amount)}</span>
              </label>
              {checked && (point || collect) && picker}
            </div>
          );
        })}
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
