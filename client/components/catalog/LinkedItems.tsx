import { useI18n } from "../../i18n/translate";
import { formatMoney } from "../../../domain/money";
import type { LinkedItemView } from "./product-types";

/** The items of a grouped product with their price and quantity. */
export function LinkedItems({ items, title }: { items: LinkedItemView[]; title: string }) {
  const { t, store } = useI18n();
  const money = (cents: number) => formatMoney(cents, store.currencyCode, store.locale);
  return (
    <table className="linked-items">
      <tbody>
        {items.map((item) => (
          <tr key={item.sku} className={item.inStock ? "" : "is-out-of-stock"}>
            <td className="linked-items__qty">{item.qty} ×</td>
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
          <td className="linked-items__price">{money(items.reduce((sum, i) => sum + i.price.final * i.qty, 0))}</td>
        </tr>
      </tfoot>
    </table>
  );
}
