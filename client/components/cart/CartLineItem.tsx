import { useI18n } from "../../i18n/translate";
import type { CartLine } from "../../stores/cart-lines";
import { formatMoney } from "../../../domain/money";
import { ProductImage } from "../catalog/ProductImage";
import { QuantityStepper } from "./QuantityStepper";
import { RemoveLine } from "./RemoveLine";

interface CartLineItemProps {
  line: CartLine;
  /** A refusal of the line's last change (the server's words), shown under it. */
  message?: string | null;
  onQuantity: (line: CartLine, qty: number) => void;
  onRemove: (line: CartLine) => void;
  /** Cart edit mode (SPEC §4): change the line's size or colour; offered for lines with variants. */
  onEdit?: (line: CartLine) => void;
  /** The thumbnail's shown width in CSS pixels (of the 150×150 cart thumb, SPEC §9, and its 300 px twin). */
  thumbSize?: number;
}

/** One line of the bag: thumbnail, name, options, unit price, quantity, row total, removal. */
export function CartLineItem({ line, message, onQuantity, onRemove, onEdit, thumbSize = 96 }: CartLineItemProps) {
  const { t, store } = useI18n();
  // Cart lines have one price (incl. tax, what the server charges now), so money alone, not <Price>.
  const money = (cents: number) => formatMoney(cents, store.currencyCode, store.locale, store.fractionDigits);
  // An add on its way to the server; one made offline (queued) can be changed while it waits.
  const pending = line.item_id === null && !line.queued;
  const name = line.url ? <a href={line.url}>{line.name}</a> : line.name;
  const editable = onEdit && !pending && !line.errors && line.product_type === "configurable";
  return (
    <li className={`cart-line${pending ? " is-pending" : ""}${line.errors ? " has-error" : ""}`} aria-busy={pending}>
      <div className="cart-line__thumb">
        {line.image && <ProductImage path={line.image} variant="cart" alt="" sizes={`${thumbSize}px`} />}
      </div>
      <div className="cart-line__main">
        <h3 className="cart-line__name">{name}</h3>
        {line.options.length > 0 && (
          <dl className="cart-line__options">
            {line.options.map((o) => (
              <div key={`${o.label}:${o.value}`}>
                <dt>{o.label}</dt>
                <dd>{o.value}</dd>
              </div>
            ))}
          </dl>
        )}
        <p className="cart-line__unit">
          <span className="visually-hidden">{t("cart.unitPrice")} </span>
          {money(line.price)}
        </p>
        {line.errors ? (
          <p className="cart-line__error">{line.errors}</p>
        ) : (
          line.info && line.info !== t("cart.itemInStock") && <p className="cart-line__info">{line.info}</p>
        )}
        {message && (
          <p className="cart-line__error" role="alert">
            {message}
          </p>
        )}
      </div>
      <p className="cart-line__total">
        <span className="visually-hidden">{t("cart.rowTotal")} </span>
        {money(line.price * line.qty)}
      </p>
      <div className="cart-line__actions">
        <QuantityStepper
          id={`qty-${line.key}`}
          value={line.qty}
          name={line.name}
          disabled={pending || Boolean(line.errors)}
          onChange={(qty) => onQuantity(line, qty)}
        />
        {editable && (
          <button
            type="button"
            className="cart-line__edit"
            aria-label={t("cart.editOf", { name: line.name })}
            onClick={() => onEdit(line)}
          >
            {t("cart.edit")}
          </button>
        )}
        <RemoveLine name={line.name} disabled={pending} onRemove={() => onRemove(line)} />
      </div>
    </li>
  );
}
