import { useCallback, useRef, type ReactNode } from "react";
import { SWIPE_TO_CLOSE_PX } from "../../schema/constants";
import { useFocusTrap } from "../hooks/useFocusTrap";
import { Icon } from "./Icon";

interface BottomSheetProps {
  title: string;
  closeLabel: string;
  closing: boolean;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A modal bottom sheet (SPEC §2): closes by the close icon, the overlay, Escape, or a downward
 * swipe of more than 100 px; the 400 ms closing animation is driven by `closing`.
 */
export function BottomSheet({ title, closeLabel, closing, onClose, children }: BottomSheetProps) {
  const sheet = useRef<HTMLDivElement>(null);
  const swipe = useRef<{ startY: number; dy: number } | null>(null);
  const close = useCallback(() => onClose(), [onClose]);
  useFocusTrap(sheet, !closing, close);

  const onPointerDown = (e: React.PointerEvent) => {
    if (e.pointerType === "mouse") return;
    swipe.current = { startY: e.clientY, dy: 0 };
  };
  const onPointerMove = (e: React.PointerEvent) => {
    if (!swipe.current || !sheet.current) return;
    swipe.current.dy = Math.max(0, e.clientY - swipe.current.startY);
    sheet.current.style.transform = `translateY(${swipe.current.dy}px)`;
  };
  const onPointerEnd = () => {
    if (!swipe.current || !sheet.current) return;
    const { dy } = swipe.current;
    swipe.current = null;
    sheet.current.style.transform = "";
    if (dy > SWIPE_TO_CLOSE_PX) close();
  };

  return (
    <div className={`modal${closing ? " is-closing" : ""}`}>
      <div className="overlay" onClick={close} aria-hidden="true" />
      <div
        ref={sheet}
        className="modal__sheet"
        role="dialog"
        aria-modal="true"
        aria-label={title}
        tabIndex={-1}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
      >
        <div className="modal__handle" aria-hidden="true" />
        <div className="modal__header">
          <h2 className="modal__title">{title}</h2>
          <button type="button" className="icon-btn" aria-label={closeLabel} onClick={close}>
            <Icon name="close" />
          </button>
        </div>
        <div className="modal__body">{children}</div>
      </div>
    </div>
  );
}
