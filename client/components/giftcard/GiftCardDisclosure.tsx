import { lazy, Suspense, useState } from "react";
import type { TotalsDto } from "../../../schema/api/cart";
import { useI18n } from "../../i18n/translate";

// The form, its calls and its strings load when a shopper opens the disclosure (JS budget).
const GiftCardForm = lazy(() => import("./GiftCardForm"));

/**
 * 'Gift card' in the cart's summary and the checkout's (issue 32 point 5): a native disclosure whose
 * form checks, applies and removes a card; open from the start while a card is applied.
 * `onChanged` reloads the totals (and, at checkout, the payment methods) after the card changed.
 */
export function GiftCardDisclosure(props: { cartId: string; totals: TotalsDto; onChanged: () => Promise<void> }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(props.totals.giftcard_code !== null);
  return (
    <details className="giftcard" open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="giftcard__toggle">{t("cart.giftCard.toggle")}</summary>
      {open && (
        <Suspense>
          <GiftCardForm {...props} />
        </Suspense>
      )}
    </details>
  );
}
