import { useI18n } from "../i18n/translate";
import { discountPercent, formatMoney } from "../../domain/money";

interface PriceProps {
  /** Regular price in cents, incl. tax for our store views. */
  regular: number;
  /** Special price in cents when a special price applies now. */
  special?: number | null;
  /** Shows "From" before the price (configurable and grouped products). */
  from?: boolean;
  size?: "regular" | "large";
  showDiscount?: boolean;
  /** Beside a special price: the lowest price of the 30 days before the reduction (EU price indication rules). */
  prior?: number | null;
}

/** Formats a price in the store view's locale; a special price shows with the regular one struck through. */
export function Price({
  regular,
  special,
  from = false,
  size = "regular",
  showDiscount = false,
  prior = null,
}: PriceProps) {
  const { store, t } = useI18n();
  const money = (cents: number) => formatMoney(cents, store.currencyCode, store.locale, store.fractionDigits);
  const onSale = special != null && special < regular;
  const price = (
    // A regular-size price carries no modifier class, and a plain price is the paragraph's own text:
    // on a listing it is 50 tiles' worth of markup (issue 12).
    <p className={size === "large" ? "price price--large" : "price"}>
      {from && <span className="price__from">{t("price.from")} </span>}
      {onSale ? (
        <>
          {/* One text node each (no `<!-- -->` between a message and its space). */}
          <span className="visually-hidden">{`${t("price.special")} `}</span>
          <span className="price__special">{money(special)}</span>{" "}
          <span className="visually-hidden">{`${t("price.regular")} `}</span>
          <s className="price__old">{money(regular)}</s>
          {showDiscount && (
            <span className="price__discount">
              {t("price.discount", { percent: discountPercent(regular, special) })}
            </span>
          )}
        </>
      ) : (
        money(regular)
      )}
    </p>
  );
  if (!onSale || prior === null) return price;
  return (
    <>
      {price}
      <p className="price__prior">{t("price.priorLowest", { price: money(prior) })}</p>
    </>
  );
}
