import { useEffect, useState } from "react";
import { MAX_LINE_QTY } from "../../../schema/constants";
import { useI18n } from "../../i18n/translate";

interface QuantityStepperProps {
  id: string;
  value: number;
  /** The product the quantity is of, for the labels. */
  name: string;
  disabled?: boolean;
  onChange: (qty: number) => void;
}

const clamp = (qty: number) => Math.min(MAX_LINE_QTY, Math.max(1, Math.floor(qty)));

/**
 * A quantity of 1–99: minus and plus buttons around a number field. The field changes the line when
 * it loses focus or on Enter; at a limit its button stays focusable (aria-disabled) so a keyboard
 * user is not dropped.
 */
export function QuantityStepper({ id, value, name, disabled = false, onChange }: QuantityStepperProps) {
  const { t } = useI18n();
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);
  const set = (qty: number) => {
    const next = Number.isFinite(qty) && qty >= 1 ? clamp(qty) : value;
    setDraft(String(next));
    if (next !== value && !disabled) onChange(next);
  };
  const step = (delta: number) => (disabled ? undefined : () => set(value + delta));
  return (
    <div className="stepper" role="group" aria-label={t("cart.quantityOf", { name })}>
      <button
        type="button"
        className="stepper__button"
        aria-label={t("cart.decrease")}
        aria-controls={id}
        aria-disabled={disabled || value <= 1}
        onClick={value > 1 ? step(-1) : undefined}
      >
        <span aria-hidden="true">−</span>
      </button>
      <input
        id={id}
        className="stepper__input"
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_LINE_QTY}
        value={draft}
        disabled={disabled}
        aria-label={t("cart.quantity")}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={() => set(Number(draft))}
        onKeyDown={(e) => {
          if (e.key !== "Enter") return;
          e.preventDefault();
          set(Number(draft));
        }}
      />
      <button
        type="button"
        className="stepper__button"
        aria-label={t("cart.increase")}
        aria-controls={id}
        aria-disabled={disabled || value >= MAX_LINE_QTY}
        onClick={value < MAX_LINE_QTY ? step(1) : undefined}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
