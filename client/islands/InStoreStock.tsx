import { useState } from "react";
import { useLazyComponent } from "../hooks/useLazyComponent";

export interface InStoreStockProps {
  /** The product's own sku (a simple product's stock is its own). */
  sku: string;
  /** A configurable product's variants, named by their option values ("Black · M"). */
  variants: { sku: string; label: string }[];
  selectedSku: string | null;
}

/** The button's words, from the server: the island loads no strings (the dialog brings the stores' own). */
export interface InStoreStockLabels {
  button: string;
  failed: string;
}

const loadDialog = () => import("../components/stores/InStoreDialog");
// SPEC §9: a panel not loaded in 3 s shows an error.
const DIALOG_TIMEOUT_MS = 3000;

/**
 * "Check availability in store" on the product page (issue 31 point 4): a button; the dialog (the
 * postcode table, the opening rules, the API call) loads when it is first pressed, so the product
 * page carries nothing of it until then.
 */
export default function InStoreStock({ labels, ...props }: InStoreStockProps & { labels: InStoreStockLabels }) {
  const [openCount, setOpenCount] = useState(0);
  const dialog = useLazyComponent(loadDialog, openCount > 0, DIALOG_TIMEOUT_MS);
  return (
    <div className="in-store">
      <button
        type="button"
        className="in-store__open"
        onClick={() => (dialog.status === "error" ? dialog.retry() : setOpenCount((n) => n + 1))}
        aria-haspopup="dialog"
      >
        {labels.button}
      </button>
      {dialog.status === "error" && <p role="status">{labels.failed}</p>}
      {dialog.status === "ready" && <dialog.Component {...props} openCount={openCount} />}
    </div>
  );
}
