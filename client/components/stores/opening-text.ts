import type { OpeningState } from "../../../domain/stores/opening";
import type { Translate } from "../../i18n/translate";

/** A local date's weekday name in the shopper's language ("Monday", "maandag"). */
export function weekdayName(date: string, locale: string): string {
  const [y, m, d] = date.split("-").map(Number);
  return new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" }).format(Date.UTC(y!, m! - 1, d));
}

/** "Open until 18:00", "Closed — opens Monday 10:00" (issue 31 point 3). */
export function openingText(state: OpeningState, t: Translate, locale: string): string {
  if (state.open) return t("stores.openUntil", { time: state.until });
  if (!state.opens) return t("stores.closed");
  const { inDays, time, date } = state.opens;
  if (inDays === 0) return t("stores.opensToday", { time });
  if (inDays === 1) return t("stores.opensTomorrow", { time });
  return t("stores.opensOn", { day: weekdayName(date, locale), time });
}
