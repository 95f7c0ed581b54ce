import { useI18n } from "../../i18n/translate";
import { MAX_LINE_QTY } from "../../../schema/constants";
import type { LinkedItemView } from "./product-types";

interface LinkedItemsProps {
  items: LinkedItemView[];
  title: string;
  /** Formats cents in the store view's money (the product options island's, so this chunk needs no money code). */
  money: (cents: number) => string;
  /** The add-to-bag form the quantity fields belong to. */
  form?: string;
  /** Quantities the shopper chose, by sku (grouped products); the item's own quantity until then. */
  quantities?: Record<string, number>;
  /** Makes each quantity a field (0–99, cart-request.ts clamps what is typed); without JavaScript they post with the add-to-bag form. */
  onQuantity?: (sku: string, qty: number) => void;
}

/** The items of a grouped product with their price and quantity. */
export function LinkedItems({ items, title, money, form, quantities = {}, onQuantity }: LinkedItemsProps) {
  const { t } = useI18n();
  // An emptied field shows empty (NaN) and counts as 0.
  const qtyOf = (item: LinkedItemView) => (item.inStock ? (quantities[item.sku] ?? item.qty) : 0);
  return (
    <table className="linked-items">
      <tbody>
        {items.map((item) => (
          <tr key={item.sku} className={item.inStock ? "" : "is-out-of-stock"}>
            <td className="linked-items__qty">
              {onQuantity ? (
                <input
                  className="qty-field"
                  type="number"
                  name="qty"
                  form={form}
                  min={0}
                  max={MAX_LINE_QTY}
                  value={qtyOf(item)}
                  disabled={!item.inStock}
                  aria-label={t("cart.quantityOf", { name: item.name })}
                  onChange={(e) => onQuantity(item.sku, e.target.valueAsNumber)}
                />
              ) : (
                `${item.qty} ×`
              )}
            </td>
            <td>{item.url ? <a href={item.url}>{item.name}</a> : item.name}</td>
            <td className="linked-items__price">{item.inStock ? money(item.price.final) : t("product.outOfStock")}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th colSpan={2} scope="row">
            {title}
          </th>
          <td className="linked-items__price">
            {money(items.reduce((sum, i) => sum + i.price.final * (qtyOf(i) || 0), 0))}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
