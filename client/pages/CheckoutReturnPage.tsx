import { Island } from "../island";
import CheckoutReturn from "../islands/CheckoutReturn";

/** /checkout-return (SPEC §2): the order's outcome after placing it or after the payment provider. */
export function CheckoutReturnPage() {
  return (
    <div className="checkout-return-page container">
      <Island name="CheckoutReturn" component={CheckoutReturn} props={{}} hydrate="load" />
    </div>
  );
}
