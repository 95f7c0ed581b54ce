import { Fragment } from "react";
import type { BundleOptionView } from "./product-types";

interface BundleChoicesProps {
  options: BundleOptionView[];
  /** Option id → chosen link ids; an option not in it shows its default link, else its first. */
  chosen: Record<number, number[]>;
  onChange: (next: Record<number, number[]>) => void;
  /** Formats cents in the store view's money (the product options island's, so this chunk needs no money code). */
  money: (cents: number) => string;
}

/** A bundle's options, one select each with the price of every choice (SPEC §4 bundle price). */
export function BundleChoices({ options, chosen, onChange, money }: BundleChoicesProps) {
  // A Fragment from "react" (not `<>`): with only the JSX runtime this lazy chunk would split React's chunk in two.
  return (
    <Fragment>
      {options.map((option) => (
        <fieldset key={option.optionId} className="bundle-option">
          <legend className="option-picker__legend">{option.title}</legend>
          <select
            className="field__input"
            value={(chosen[option.optionId] ?? [option.links.find((l) => l.isDefault)?.id ?? option.links[0]?.id])[0]}
            onChange={(e) => onChange({ ...chosen, [option.optionId]: [Number(e.target.value)] })}
            aria-label={option.title}
          >
            {option.links.map((link) => (
              <option key={link.id} value={link.id}>
                {link.qty > 1 ? `${link.qty} × ` : ""}
                {link.name} – {money(link.price.final * link.qty)}
              </option>
            ))}
          </select>
        </fieldset>
      ))}
    </Fragment>
  );
}
