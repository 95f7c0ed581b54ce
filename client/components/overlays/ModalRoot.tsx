import { useStore } from "@nanostores/react";
import { SIDE_PANEL_TIMEOUT_MS } from "../../../schema/constants";
import { useLazyComponent } from "../../hooks/useLazyComponent";
import { $modals, closeModal } from "../../stores/modal";
import { LoadError } from "../LoadError";

const loadModalView = () => import("./ModalView");

/**
 * Renders the open modals (SPEC §2 modal area); shown while any is active. The bottom sheet and the
 * modal registry load with the first modal that opens: most pages never open one.
 */
export function ModalRoot() {
  const modals = useStore($modals);
  const view = useLazyComponent(loadModalView, modals.length > 0, SIDE_PANEL_TIMEOUT_MS);
  const open = modals.find((m) => !m.closing);
  return (
    <div className="modal-root">
      {view.status === "ready" && modals.map((modal) => <view.Component key={modal.instance} modal={modal} />)}
      {view.status === "error" && open && (
        <div className="modal">
          <div className="modal__sheet">
            <LoadError onRetry={view.retry} onClose={() => closeModal(open.name)} />
          </div>
        </div>
      )}
    </div>
  );
}
