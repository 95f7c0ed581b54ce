import { useEffect, useRef, useState } from "react";
import { useI18n } from "../../i18n/translate";

/**
 * Removing a line asks first (SPEC §2): the Remove button turns into the question with 'Yes, remove'
 * (focused) and 'Cancel'; Escape or Cancel goes back to the Remove button.
 */
export function RemoveLine({
  name,
  disabled = false,
  onRemove,
}: {
  name: string;
  disabled?: boolean;
  onRemove: () => void;
}) {
  const { t } = useI18n();
  const [asking, setAsking] = useState(false);
  const yes = useRef<HTMLButtonElement>(null);
  const remove = useRef<HTMLButtonElement>(null);
  const group = useRef<HTMLDivElement>(null);
  const wasAsking = useRef(false);
  useEffect(() => {
    if (asking) yes.current?.focus();
    else if (wasAsking.current) remove.current?.focus();
    wasAsking.current = asking;
    const el = group.current;
    if (!el) return undefined;
    // Escape answers the question only. A native listener, so it runs before the side panel's
    // own (which would close the panel) while the event bubbles.
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      event.stopPropagation();
      setAsking(false);
    };
    el.addEventListener("keydown", onKey);
    return () => el.removeEventListener("keydown", onKey);
  }, [asking]);

  if (!asking) {
    return (
      <button
        ref={remove}
        type="button"
        className="cart-line__remove"
        disabled={disabled}
        aria-label={t("cart.removeOf", { name })}
        onClick={() => setAsking(true)}
      >
        {t("cart.remove")}
      </button>
    );
  }
  return (
    <div ref={group} className="cart-line__confirm" role="group" aria-label={t("cart.removeConfirm")}>
      <p className="cart-line__question">{t("cart.removeConfirm")}</p>
      <button ref={yes} type="button" className="btn btn--primary btn--small" onClick={onRemove}>
        {t("cart.removeYes")}
      </button>
      <button type="button" className="btn btn--secondary btn--small" onClick={() => setAsking(false)}>
        {t("cart.removeNo")}
      </button>
    </div>
  );
}
