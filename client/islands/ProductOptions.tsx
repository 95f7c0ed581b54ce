import { useMemo, useState } from "react";
import { Price } from "../components/Price";
import type { ProductOptionsProps, VariantView } from "../components/catalog/product-types";
import { OptionPicker } from "../components/catalog/OptionPicker";
import { CustomOptions } from "../components/catalog/CustomOptions";
import { LinkedItems } from "../components/catalog/LinkedItems";
import { useLiveStock } from "../hooks/useLiveStock";
import { useI18n } from "../i18n/translate";
import { formatMoney } from "../../domain/money";
import {
  bundleTotal,
  groupedTotal,
  withCustomOptions,
  type PricedOptionValue,
} from "../../domain/pricing/product-options";
import { chooseVariant, hasExactVariant } from "../../domain/variant";
import { notify } from "../stores/notifications";
import { $chosenVariantImage } from "../stores/product";
import { ColorSwatch } from "../components/catalog/ColorSwatch";

/**
 * The buying area of a product page (SPEC §4): price, variant choice with the URL following it,
 * stock state, custom options, grouped items and bundle choices. Option values are links, so
 * choosing works without JavaScript too (a page per variant).
 */
export default function ProductOptions(props: ProductOptionsProps) {
  const { t, store } = useI18n();
  const live = useLiveStock(
    useMemo(
      () => (props.variants.length > 0 ? props.variants.map((v) => v.sku) : [props.sku]),
      [props.variants, props.sku],
    ),
  );
  const variants: VariantView[] = useMemo(
    () => props.variants.map((v) => (v.sku in live ? { ...v, inStock: live[v.sku]! } : v)),
    [props.variants, live],
  );
  const [selected, setSelected] = useState(props.selected);
  const [variantSku, setVariantSku] = useState(props.selectedSku);
  const [custom, setCustom] = useState<Record<number, number[]>>({});
  const [bundleChoice, setBundleChoice] = useState<Record<number, number[]>>({});
  const variant = variants.find((v) => v.sku === variantSku) ?? null;
  const inStock = variant ? variant.inStock : (live[props.sku] ?? props.inStock);
  // Rendered while the database could not answer: say so until live stock arrives, never 'In stock!'.
  const stockKnown = props.stockKnown || Object.keys(live).length > 0;

  const choose = (code: string, value: string) => {
    const wanted = { ...selected, [code]: value };
    if (!hasExactVariant(variants, wanted)) notify({ type: "warning", message: t("product.noSuchConfiguration") });
    const result = chooseVariant(variants, { selected: wanted });
    if (!result.variant) return;
    setSelected(result.variant.options);
    setVariantSku(result.variant.sku);
    $chosenVariantImage.set(result.variant.image);
    window.history.replaceState(window.history.state, "", result.variant.url);
  };

  const chosenCustom: PricedOptionValue[] = props.customOptions.flatMap((o) =>
    o.values.filter((v) => (custom[o.optionId] ?? []).includes(v.optionTypeId)),
  );
  const base = variant?.price ?? props.price;
  const total =
    props.type === "grouped"
      ? groupedTotal(props.grouped.map((i) => ({ finalPrice: i.price.final, qty: i.qty })))
      : props.type === "bundle"
        ? bundleTotal(
            props.bundle.map((o) => ({
              optionId: o.optionId,
              links: o.links.map((l) => ({ id: l.id, finalPrice: l.price.final, qty: l.qty, isDefault: l.isDefault })),
            })),
            bundleChoice,
          )
        : withCustomOptions(base.final, chosenCustom);
  const relatedColors = props.colorRelations.length > 1;
  const showsSpecial =
    props.type !== "grouped" && props.type !== "bundle" && chosenCustom.length === 0 && base.special !== null;

  return (
    <div className="product-options">
      <Price
        regular={showsSpecial ? base.regular : total}
        special={showsSpecial ? base.special : null}
        size="large"
        showDiscount
      />
      <p className={`stock-state stock-state--${!stockKnown ? "unknown" : inStock ? "ok" : "out"}`} role="status">
        {props.variantError
          ? t("product.noVariants")
          : !stockKnown
            ? t("product.stockUnknown")
            : inStock
              ? t("product.inStock")
              : t("product.outOfStock")}
      </p>
      {props.options
        // Colour siblings sold as separate products replace a one-value colour option.
        .filter((option) => !(relatedColors && option.code === "color" && option.values.length <= 1))
        .map((option) => (
          <OptionPicker key={option.code} option={option} selected={selected} variants={variants} onChoose={choose} />
        ))}
      {relatedColors && (
        <div className="color-relations">
          <p className="option-picker__legend">
            {props.options.find((o) => o.code === "color")?.label ?? t("product.colour")}:{" "}
            <strong>{props.colorRelations.find((c) => c.current)?.label}</strong>
          </p>
          <ul className="option-picker__values">
            {props.colorRelations.map((c) => (
              <li key={c.sku}>
                <a
                  className={`swatch${c.current ? " is-selected" : ""}`}
                  href={c.url}
                  aria-current={c.current ? "true" : undefined}
                  aria-label={c.label}
                  title={c.label}
                >
                  <ColorSwatch color={c.swatch} size={32} />
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      {props.customOptions.length > 0 && (
        <CustomOptions options={props.customOptions} basePrice={base.final} chosen={custom} onChange={setCustom} />
      )}
      {props.grouped.length > 0 && <LinkedItems title={t("product.total")} items={props.grouped} />}
      {props.bundle.map((option) => (
        <fieldset key={option.optionId} className="bundle-option">
          <legend className="option-picker__legend">{option.title}</legend>
          <select
            className="field__input"
            value={
              (bundleChoice[option.optionId] ?? [option.links.find((l) => l.isDefault)?.id ?? option.links[0]?.id])[0]
            }
            onChange={(e) => setBundleChoice({ ...bundleChoice, [option.optionId]: [Number(e.target.value)] })}
            aria-label={option.title}
          >
            {option.links.map((link) => (
              <option key={link.id} value={link.id}>
                {link.qty > 1 ? `${link.qty} × ` : ""}
                {link.name} – {formatMoney(link.price.final * link.qty, store.currencyCode, store.locale)}
              </option>
            ))}
          </select>
        </fieldset>
      ))}
    </div>
  );
}
