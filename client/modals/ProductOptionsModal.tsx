import { useCallback, useEffect, useState, type ComponentType } from "react";
import type { ProductTile } from "../../schema/api/catalog";
import { loadProductOptions } from "../api/product-options";
import { ProductImage } from "../components/catalog/ProductImage";
import type { EditedLine, ProductOptionsProps } from "../components/catalog/product-types";
import { useI18n } from "../i18n/translate";
import { closeModal } from "../stores/modal";

type OptionsComponent = ComponentType<ProductOptionsProps & { onAdded?: () => void; edit?: EditedLine }>;

/**
 * What opens the modal: a listing tile (schema/api/catalog.ts ProductTile), or a bag line in cart
 * edit mode (SPEC §4), whose line key and current variant come along.
 */
type QuickAddPayload = Pick<ProductTile, "url" | "name" | "image"> & { edit?: EditedLine };

/**
 * SPEC §2 "product configurable options" modal: a listing's quick add. It reads the product's
 * options from its product page (api/product-options.ts) and shows the product page's own buying
 * area (price, stock, colour and size, add to bag) without leaving the listing.
 */
export default function ProductOptionsModal({ payload }: { payload: unknown }) {
  const { url, name, image, edit } = payload as QuickAddPayload;
  const { t } = useI18n();
  const [loaded, setLoaded] = useState<{ props: ProductOptionsProps; Options: OptionsComponent } | null>(null);
  const [failed, setFailed] = useState(false);
  const added = useCallback(() => closeModal("product-options"), []);
  useEffect(() => {
    const controller = new AbortController();
    // The island's own chunk (a static import would split it from the product page's entry).
    Promise.all([loadProductOptions(url, { signal: controller.signal }), import("../islands/ProductOptions")]).then(
      ([props, module]) => setLoaded({ props, Options: module.default }),
      () => !controller.signal.aborted && setFailed(true),
    );
    return () => controller.abort();
  }, [url]);
  return (
    <div className="quick-add">
      <div className="quick-add__product">
        {image ? (
          <ProductImage path={image} variant="cart" alt="" sizes="96px" />
        ) : (
          <div className="product-image--empty" />
        )}
        <p className="quick-add__name">{name}</p>
      </div>
      {loaded ? (
        <loaded.Options {...loaded.props} onAdded={added} {...(edit ? { edit } : {})} />
      ) : failed ? (
        <p className="modal__text" role="alert">
          {t("panel.error.load")}
        </p>
      ) : (
        <div className="quick-add__loading">
          <div className="spinner" role="status" aria-label={t("loader.loading")} />
        </div>
      )}
      <a className="btn btn--tertiary quick-add__details" href={url}>
        {t("cart.viewProduct")}
      </a>
    </div>
  );
}
