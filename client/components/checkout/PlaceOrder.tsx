import { useI18n } from "../../i18n/translate";
import { openModal } from "../../stores/modal";
import { Button } from "../Button";
import { Icon } from "../Icon";

interface PlaceOrderProps {
  terms: boolean;
  termsError: string | undefined;
  /** What went wrong with the last attempt, beside the button. */
  formError: string | null;
  busy: boolean;
  ready: boolean;
  /** The id of the checkout's form, which this button submits from beside it. */
  form: string;
  onTerms: (checked: boolean) => void;
}

/**
 * The checkout's last step (SPEC §2): the terms and conditions (read in their modal) to accept, what
 * went wrong, and 'Place order', which says 'Processing order...' while the order is placed.
 */
export function PlaceOrder({ terms, termsError, formError, busy, ready, form, onTerms }: PlaceOrderProps) {
  const { t } = useI18n();
  const termsParts = t("checkout.terms.accept").split("{link}");
  return (
    <section className="checkout-place" aria-labelledby="checkout-step-review">
      <h2 id="checkout-step-review" className="visually-hidden">
        {t("checkout.step.review")}
      </h2>
      <div className={`checkout-terms${termsError ? " field--invalid" : ""}`}>
        <input
          id="checkout-terms"
          type="checkbox"
          checked={terms}
          disabled={busy}
          aria-invalid={termsError ? true : undefined}
          aria-describedby={termsError ? "checkout-terms-error" : undefined}
          onChange={(e) => onTerms(e.target.checked)}
        />
        <label htmlFor="checkout-terms">
          {termsParts[0]}
          <button type="button" className="checkout-terms__link" onClick={() => openModal("terms")}>
            {t("checkout.terms.link")}
          </button>
          {termsParts[1]}
        </label>
        {termsError && (
          <p className="field__error" id="checkout-terms-error" role="alert">
            {termsError}
          </p>
        )}
      </div>
      {formError && (
        <p className="checkout-alert" role="alert">
          <Icon name="alert" size={20} />
          <span>{formError}</span>
        </p>
      )}
      <Button type="submit" form={form} block className="checkout-place__button" disabled={!ready} aria-disabled={busy}>
        {busy ? (
          <>
            <span className="checkout-spinner checkout-spinner--light" aria-hidden="true" />
            {t("checkout.processing")}
          </>
        ) : (
          <>
            <Icon name="lock" size={18} />
            {t("checkout.place")}
          </>
        )}
      </Button>
      <p className="visually-hidden" aria-live="polite">
        {busy ? t("checkout.processing") : ""}
      </p>
    </section>
  );
}
