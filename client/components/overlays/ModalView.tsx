import { useCallback } from "react";
import { SIDE_PANEL_TIMEOUT_MS } from "../../../schema/constants";
import { BottomSheet } from "../BottomSheet";
import { LoadError } from "../LoadError";
import { useLazyComponent } from "../../hooks/useLazyComponent";
import { useScrollLock } from "../../hooks/useScrollLock";
import { useI18n } from "../../i18n/translate";
import { MODALS } from "../../modals/registry";
import { closeModal, type ModalInstance } from "../../stores/modal";

/** One open modal: its bottom sheet with the content module loaded on first open. */
export default function ModalView({ modal }: { modal: ModalInstance }) {
  const { t } = useI18n();
  const definition = MODALS[modal.name];
  const content = useLazyComponent(definition.load, true, SIDE_PANEL_TIMEOUT_MS);
  const close = useCallback(() => closeModal(modal.name), [modal.name]);
  useScrollLock(!modal.closing);
  const title = typeof definition.title === "function" ? definition.title(modal.payload) : definition.title;
  return (
    <BottomSheet title={t(title)} closeLabel={t("modal.close")} closing={modal.closing} onClose={close}>
      {content.status === "ready" && <content.Component payload={modal.payload} />}
      {content.status === "loading" && <div className="spinner" role="status" aria-label={t("loader.loading")} />}
      {content.status === "error" && <LoadError onRetry={content.retry} onClose={close} />}
    </BottomSheet>
  );
}
