import type { PaymentMethodDto } from "../../../schema/api/cart";
import { useI18n } from "../../i18n/translate";
import type { MessageKey } from "../../i18n/messages/types";
import { Icon } from "../Icon";

const HINTS: Record<string, MessageKey> = {
  banktransfer: "checkout.pay.banktransferHint",
  cashondelivery: "checkout.pay.cashondeliveryHint",
  free: "checkout.pay.freeHint",
};

const iconOf = (m: PaymentMethodDto) =>
  m.is_redirect ? "card" : m.code === "banktransfer" ? "bank" : m.code === "cashondelivery" ? "cash" : "lock";

interface PaymentStepProps {
  methods: PaymentMethodDto[] | null;
  selected: string | null;
  onSelect: (code: string) => void;
  disabled?: boolean;
  error?: string | null;
}

/** Step 3: the payment methods the API offers for this bag (provider methods redirect to a hosted page). */
export function PaymentStep({ methods, selected, onSelect, disabled, error }: PaymentStepProps) {
  const { t } = useI18n();
  return (
    <>
      <p className="checkout-trust">
        <Icon name="lock" size={18} />
        {t("checkout.pay.secure")}
      </p>
      {!methods ? (
        <div className="choices" aria-busy="true">
          <div className="choice choice--placeholder" />
          <div className="choice choice--placeholder" />
          <div className="choice choice--placeholder" />
        </div>
      ) : (
        <fieldset className="choices">
          <legend className="visually-hidden">{t("checkout.step.payment")}</legend>
          {methods.map((m) => {
            const checked = selected === m.code;
            return (
              <div key={m.code} className={`choice${checked ? " is-checked" : ""}`}>
                <label className="choice__label">
                  <input
                    type="radio"
                    name="paymentMethod"
                    value={m.code}
                    checked={checked}
                    disabled={disabled}
                    onChange={() => onSelect(m.code)}
                  />
                  <span className="choice__icon">
                    <Icon name={iconOf(m)} size={22} />
                  </span>
                  <span className="choice__text">
                    <span className="choice__title">{m.title}</span>
                    <span className="choice__hint">
                      {t(m.is_redirect ? "checkout.pay.redirectHint" : (HINTS[m.code] ?? "checkout.pay.freeHint"))}
                    </span>
                  </span>
                </label>
              </div>
            );
          })}
        </fieldset>
      )}
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
