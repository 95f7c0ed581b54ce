import { lazy, Suspense, useId, useRef, useState } from "react";
import { useI18n } from "../../i18n/translate";

// The form, its strings and its call load when a shopper presses the button.
const StockAlertForm = lazy(() => import("./StockAlertForm"));

/**
 * "Notify me when back in stock" under a sold-out size's (or simple product's) disabled add button
 * (issue 32 point 4), and the form it opens. Its own chunk: most product pages open on a size in
 * stock, so the product page's first download does not carry it; the server renders it in place.
 */
export default function NotifyMe({ sku, size }: { sku: string; size: string }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        type="button"
        ref={button}
        className="btn btn--secondary btn--block stock-alert__open"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen(!open)}
      >
        {t("product.notifyMe")}
      </button>
      {open && (
        <Suspense fallback={null}>
          <StockAlertForm
            key={sku}
            id={id}
            sku={sku}
            size={size}
            onClose={() => {
              setOpen(false);
              button.current?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
