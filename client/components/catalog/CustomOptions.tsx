import { useI18n } from "../../i18n/translate";
import type { CustomOptionView } from "./product-types";

interface CustomOptionsProps {
  options: CustomOptionView[];
  basePrice: number;
  chosen: Record<number, number[]>;
  onChange: (next: Record<number, number[]>) => void;
  /** Formats cents in the store view's money (the product options island's: this lazy chunk needs no money code). */
  money: (cents: number) => string;
}

/** Custom options (gift wrapping, monogram…) with their surcharge shown next to each value (SPEC §4). */
export function CustomOptions({ options, basePrice, chosen, onChange, money }: CustomOptionsProps) {
  const { t } = useI18n();
  const surcharge = (priceType: "fixed" | "percent", price: number) => {
    if (price === 0) return "";
    const cents = priceType === "fixed" ? price : Math.round((basePrice * price) / 10000);
    return ` (${t("product.optionSurcharge", { price: money(cents) })})`;
  };
  const set = (optionId: number, ids: number[]) => onChange({ ...chosen, [optionId]: ids });
  return (
    <div className="custom-options">
      {options.map((option) => {
        const current = chosen[option.optionId] ?? [];
        const name = `custom-option-${option.optionId}`;
        if (option.type === "checkbox") {
          return (
            <fieldset key={option.optionId} className="custom-option">
              <legend className="option-picker__legend">{option.title}</legend>
              {option.values.map((v) => (
                <label key={v.optionTypeId} className="check">
                  <input
                    type="checkbox"
                    name={name}
                    checked={current.includes(v.optionTypeId)}
                    onChange={(e) =>
                      set(
                        option.optionId,
                        e.target.checked ? [...current, v.optionTypeId] : current.filter((id) => id !== v.optionTypeId),
                      )
                    }
                  />
                  <span>
                    {v.title}
                    {surcharge(v.priceType, v.price)}
                  </span>
                </label>
              ))}
            </fieldset>
          );
        }
        return (
          <div key={option.optionId} className="custom-option field">
            <label className="field__label" htmlFor={name}>
              {option.title}
            </label>
            <select
              id={name}
              className="field__input"
              value={current[0] ?? ""}
              onChange={(e) => set(option.optionId, e.target.value ? [Number(e.target.value)] : [])}
            >
              {!option.required && <option value="">{t("product.optionNone")}</option>}
              {option.values.map((v) => (
                <option key={v.optionTypeId} value={v.optionTypeId}>
                  {v.title}
                  {surcharge(v.priceType, v.price)}
                </option>
              ))}
            </select>
          </div>
        );
      })}
    </div>
  );
}
