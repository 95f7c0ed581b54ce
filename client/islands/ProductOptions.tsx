import { lazy, Suspense, useMemo, useState, type MouseEvent } from "react";
import { Price } from "../components/Price";
import {
  ADD_TO_BAG_FORM,
  type EditedLine,
  type ProductOptionsProps,
  type VariantView,
} from "../components/catalog/product-types";
import { OptionPicker } from "../components/catalog/OptionPicker";
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
import { $chosenVariantImage, $chosenVariantSku } from "../stores/product";
import { ColorSwatch } from "../components/catalog/ColorSwatch";

// Custom options, grouped and bundle products are rare (most pages sell a plain configurable): their
// parts load on their own. The server renders them in place; in the browser their boundary hydrates
// once the chunk is in. (They format money with the island's `money`: importing it would split chunks.)
const CustomOptions = lazy(() =>
  import("../components/catalog/CustomOptions").then((m) => ({ default: m.CustomOptions })),
);
const LinkedItems = lazy(() => import("../components/catalog/LinkedItems").then((m) => ({ default: m.LinkedItems })));
const BundleChoices = lazy(() =>
  import("../components/catalog/BundleChoices").then((m) => ({ default: m.BundleChoices })),
);
// "Notify me when back in stock" shows only for a sold-out choice: it loads when one is chosen.
const NotifyMe = lazy(() => import("../components/stock-alerts/NotifyMe"));

/**
 * The buying area of a product page (SPEC §4): price, variant choice with the URL following it,
 * stock state, custom options, grouped items and bundle choices. Option values are links, so
 * choosing works without JavaScript too (a page per variant).
 */
export default function ProductOptions({
  onAdded,
  edit,
  ...props
}: ProductOptionsProps & {
  /** Set in the quick-add modal: choosing leaves the page's URL and gallery alone, and a successful add calls it. */
  onAdded?: () => void;
  /** Cart edit mode: the bag line whose size or colour this changes (instead of adding a line). */
  edit?: EditedLine;
}) {
  const { t, store } = useI18n();
  const money = (cents: number) => formatMoney(cents, store.currencyCode, store.locale);
  const live = useLiveStock(
    useMemo(
      () => (props.variants.length > 0 ? props.variants.map((v) => v.sku) : [props.sku]),
      [props.variants, props.sku],
    ),
    props.stockAt,
  );
  const variants: VariantView[] = useMemo(
    () => props.variants.map((v) => (v.sku in live ? { ...v, inStock: live[v.sku]! } : v)),
    [props.variants, live],
  );
  const editedVariant = edit ? props.variants.find((v) => v.sku === edit.sku) : undefined;
  const [selected, setSelected] = useState(editedVariant?.options ?? props.selected);
  const [variantSku, setVariantSku] = useState(editedVariant?.sku ?? props.selectedSku);
  const [custom, setCustom] = useState<Record<number, number[]>>({});
  const [bundleChoice, setBundleChoice] = useState<Record<number, number[]>>({});
  const [groupedQty, setGroupedQty] = useState<Record<string, number>>({});
  const [busy, setBusy] = useState(false);
  const variant = variants.find((v) => v.sku === variantSku) ?? null;
  const inStock = variant ? variant.inStock : (live[props.sku] ?? props.inStock);
  // Rendered while the database could not answer: say so until live stock arrives, never 'In stock!'.
  const stockKnown = props.stockKnown || Object.keys(live).length > 0;

  const choose = (code: string, value: string) => {
    const wanted = { ...selected, [code]: value };
    // A sold-out size the shopper picks is shown as sold out, with "Notify me" (issue 32 point 4).
    const soldOut = edit
      ? undefined
      : variants.find((v) => v.enabled && !v.inStock && Object.entries(wanted).every(([c, x]) => v.options[c] === x));
    if (!soldOut && !hasExactVariant(variants, wanted))
      notify({ type: "warning", message: t("product.noSuchConfiguration") });
    const result = soldOut ? { variant: soldOut } : chooseVariant(variants, { selected: wanted });
    if (!result.variant) return;
    setSelected(result.variant.options);
    setVariantSku(result.variant.sku);
    if (onAdded) return;
    $chosenVariantImage.set(result.variant.image);
    $chosenVariantSku.set(result.variant.sku);
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
  // In cart edit mode a colour sold as another product is not offered (its link would leave the bag).
  const relatedColors = !edit && props.colorRelations.length > 1;
  // Without live stock (database down) the server decides; a variant out of stock cannot be added.
  const canAdd = !props.variantError && (inStock || !stockKnown);
  // The cart's code loads on the first click (its one chunk, cart-chunk.ts); the form is for browsers without JavaScript.
  const add = (event: MouseEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const choice = { variantSku, custom, bundle: bundleChoice, grouped: groupedQty, price: total };
    import("../panels/MicrocartPanel")
      .then((m) => (edit ? m.editProduct(edit.key, props, choice, t) : m.addProduct(props, choice, t, store.code)))
      .then((added) => added && onAdded?.())
      .catch(() => notify({ type: "danger", message: t("cart.error") }))
      .finally(() => setBusy(false));
  };
  const showsSpecial =
    props.type !== "grouped" && props.type !== "bundle" && chosenCustom.length === 0 && base.special !== null;

  return (
    <div className="product-options">
      <Price
        regular={showsSpecial ? base.regular : total}
        special={showsSpecial ? base.special : null}
        size="large"
        showDiscount
        prior={showsSpecial ? (base.priorLowest ?? null) : null}
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
        <Suspense fallback={null}>
          <CustomOptions
            options={props.customOptions}
            basePrice={base.final}
            chosen={custom}
            onChange={setCustom}
            money={money}
          />
        </Suspense>
      )}
      {props.grouped.length > 0 && (
        <Suspense fallback={null}>
          <LinkedItems
            title={t("product.total")}
            items={props.grouped}
            money={money}
            form={ADD_TO_BAG_FORM}
            quantities={groupedQty}
            onQuantity={(sku, qty) => setGroupedQty({ ...groupedQty, [sku]: qty })}
          />
        </Suspense>
      )}
      {props.bundle.length > 0 && (
        <Suspense fallback={null}>
          <BundleChoices options={props.bundle} chosen={bundleChoice} onChange={setBundleChoice} money={money} />
        </Suspense>
      )}
      <button
        type="submit"
        form={ADD_TO_BAG_FORM}
        className="btn btn--primary btn--block add-to-bag"
        disabled={!canAdd}
        aria-busy={busy}
        onClick={add}
      >
        {t(
          busy
            ? edit
              ? "cart.updating"
              : "cart.adding"
            : canAdd
              ? edit
                ? "cart.updateLine"
                : "cart.addToBag"
              : props.type === "configurable"
                ? "cart.variantOutOfStock"
                : "product.outOfStock",
        )}
      </button>
      {
        // A sold-out size (also of a product sold out in every size) or simple product the shopper can
        // ask to hear about; not in the bag's edit mode.
        stockKnown &&
          !edit &&
          (variant ? !variant.inStock : props.type === "simple" && !inStock && !props.variantError) && (
            <Suspense fallback={null}>
              <NotifyMe
                sku={variant?.sku ?? props.sku}
                size={
                  props.options.find((o) => o.code === "size")?.values.find((v) => v.value === variant?.options.size)
                    ?.label ?? ""
                }
              />
            </Suspense>
          )
      }
    </div>
  );
}
