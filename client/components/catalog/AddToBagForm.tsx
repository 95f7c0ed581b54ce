import { storePath } from "../../../domain/urls";
import { useI18n } from "../../i18n/translate";
import { cartLines, initialChoice } from "../../lib/cart-request";
import { ADD_TO_BAG_FORM, type ProductOptionsProps } from "./product-types";

/**
 * The product page's add-to-bag form for browsers without JavaScript (rendered on the server only):
 * the options island's button submits it by its id. It posts the page's own choice (the variant of
 * this URL, default bundle selections, required custom options' first values) to `/cart/add`:
 * `sku`, `qty`, `product_option` (JSON) and `return`. A grouped product posts one `sku` per
 * associated product in stock, each with a `qty` (0 means none): those are the island's quantity
 * fields, which belong to this form by their `form` attribute (same order).
 */
export function AddToBagForm({ options }: { options: ProductOptionsProps }) {
  const { store } = useI18n();
  const lines = cartLines(options, initialChoice(options));
  const variant = options.variants.find((v) => v.sku === options.selectedSku);
  const grouped = options.type === "grouped";
  return (
    <form id={ADD_TO_BAG_FORM} method="post" action={storePath(store.code, "/cart/add")} hidden>
      {(grouped ? options.grouped.filter((item) => item.inStock) : lines).map((line) => (
        <input key={line.sku} type="hidden" name="sku" value={line.sku} />
      ))}
      {!grouped && <input type="hidden" name="qty" value="1" />}
      {lines[0]?.product_option && (
        <input type="hidden" name="product_option" value={JSON.stringify(lines[0].product_option)} />
      )}
      <input type="hidden" name="return" value={variant?.url ?? options.baseUrl} />
    </form>
  );
}
