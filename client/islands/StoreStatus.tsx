import { useEffect, useState } from "react";
import { openingState, type OpeningSource } from "../../domain/stores/opening";
import { openingText } from "../components/stores/opening-text";
import { useI18n } from "../i18n/translate";

export interface StoreStatusProps {
  source: OpeningSource;
  /** When the server rendered (ms): the markup says the state then; the browser updates it to now. */
  at: number;
}

/**
 * A store's opening state in its own time zone, on a cached page: the server writes the state at
 * render time, the browser recomputes it at once and every minute (domain/stores/opening.ts).
 */
export default function StoreStatus({ source, at }: StoreStatusProps) {
  const { t, store } = useI18n();
  const [now, setNow] = useState(at);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  const state = openingState(source, new Date(now));
  return (
    <span className={`store-status store-status--${state.open ? "open" : "closed"}`}>
      {openingText(state, t, store.locale)}
    </span>
  );
}
