/**
 * "Add to bag" for a product page or the quick-add modal: the lines of the shopper's choice go to
 * the cart one by one, then one SPEC §8 notification says how it went. Loaded on the first click.
 */
import type { StoreCode } from "../../domain/store-views";
import { storePath } from "../../domain/urls";
import type { ProductOptionsProps } from "../components/catalog/product-types";
import type { Translate } from "../i18n/translate";
import { cartLines, type ProductChoice } from "../lib/cart-request";
import { addToCart, changeLine, type CartOutcome } from "./cart";
import { notify } from "./notifications";

/** The words for a failure the server did not explain. */
const faultKey = (outcome: CartOutcome) => (outcome.errorCode === "SYNC_DISABLED" ? "cart.syncDisabled" : "cart.error");

/** Adds the chosen product; resolves true when at least one line was added. */
export async function addProduct(
  props: ProductOptionsProps,
  choice: ProductChoice,
  t: Translate,
  store: StoreCode,
): Promise<boolean> {
  const lines = cartLines(props, choice);
  const ok = { label: t("notification.ok") };
  if (lines.length === 0) {
    notify({
      type: "warning",
      message: t(props.type === "grouped" ? "cart.nothingToAdd" : "cart.noVariants"),
      action1: ok,
    });
    return false;
  }
  let added = 0;
  let warning: string | null = null;
  for (const line of lines) {
    const outcome = await addToCart(line);
    if (!outcome.ok) {
      // SPEC §8: the server's refusal as an error with OK; a fault gets the general message.
      notify({ type: "danger", message: outcome.message ?? t(faultKey(outcome)), action1: ok });
      continue;
    }
    added += 1;
    if (outcome.queued) warning = t("cart.queuedOffline");
    // Anything but 'In stock!' is the volatile warning (no stock record: added for pre-reservation).
    if (outcome.info && outcome.info !== t("cart.itemInStock")) warning = outcome.info;
  }
  if (added > 0) {
    notify({
      type: warning ? "warning" : "success",
      message: warning ?? t("cart.added"),
      action1: ok,
      action2: { label: t("cart.proceedToCheckout"), href: storePath(store, "/checkout") },
    });
  }
  return added > 0;
}

/**
 * Cart edit mode (SPEC §4): the bag's line `key` takes the choice made in the product options modal
 * (another size or colour of its product). Resolves true when the bag changed.
 */
export async function editProduct(
  key: string,
  props: ProductOptionsProps,
  choice: ProductChoice,
  t: Translate,
): Promise<boolean> {
  const [line] = cartLines(props, choice);
  const ok = { label: t("notification.ok") };
  if (!line) {
    notify({ type: "warning", message: t("cart.noVariants"), action1: ok });
    return false;
  }
  const outcome = await changeLine(key, line);
  if (!outcome.ok) {
    notify({ type: "danger", message: outcome.message ?? t(faultKey(outcome)), action1: ok });
    return false;
  }
  notify({ type: "success", message: t("cart.edited"), action1: ok });
  return true;
}
