import { useI18n } from "../../i18n/translate";
import { availableValues, chooseVariant } from "../../../domain/variant";
import type { OptionView, VariantView } from "./product-types";
import { ColorSwatch } from "./ColorSwatch";

interface OptionPickerProps {
  option: OptionView;
  selected: Record<string, string>;
  variants: VariantView[];
  onChoose: (code: string, value: string) => void;
}

/**
 * One configurable option (colour swatches, size buttons). Each value links to the page of the
 * variant it leads to, so it works without JavaScript; combinations without stock are marked.
 */
export function OptionPicker({ option, selected, variants, onChoose }: OptionPickerProps) {
  const { t } = useI18n();
  const available = availableValues(variants, option.code, selected);
  const current = option.values.find((v) => v.value === selected[option.code]);
  return (
    <fieldset className={`option-picker option-picker--${option.code}`}>
      <legend className="option-picker__legend">
        {option.label}
        {current ? (
          <>
            : <strong>{current.label}</strong>
          </>
        ) : null}
      </legend>
      <ul className="option-picker__values">
        {option.values.map((value) => {
          const target = chooseVariant(variants, { selected: { ...selected, [option.code]: value.value } }).variant;
          const isSelected = selected[option.code] === value.value;
          const isAvailable = available.has(value.value);
          const label = isAvailable ? value.label : t("product.unavailableOption", { value: value.label });
          return (
            <li key={value.value}>
              <a
                className={`${value.swatch ? "swatch" : "size-button"}${isSelected ? " is-selected" : ""}${isAvailable ? "" : " is-unavailable"}`}
                href={target?.url ?? "#"}
                aria-current={isSelected ? "true" : undefined}
                aria-label={`${option.label}: ${label}`}
                title={label}
                rel="nofollow"
                onClick={(event) => {
                  event.preventDefault();
                  onChoose(option.code, value.value);
                }}
              >
                {value.swatch ? <ColorSwatch color={value.swatch} size={32} /> : value.label}
              </a>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
