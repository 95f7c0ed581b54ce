/**
 * When a click & collect order is ready (issue 31.5): the first moment, at least `leadHours` after
 * the order, at which the store is open, in the store's own time zone (opening.ts: exceptions,
 * holidays and DST count). A time inside opening hours is rounded up to the quarter hour; one that
 * falls after the last quarter before closing moves to the next opening.
 */
import { localMoment, minutesOf, openingState, type OpeningSource } from "./opening";

export interface PickupMoment {
  /** The store's local date, YYYY-MM-DD. */
  date: string;
  /** The store's local time, HH:MM. */
  time: string;
}

const QUARTER = 15;
const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/** The ready-for-pickup moment, or null when the store does not open within two weeks. */
export function readyForPickup(source: OpeningSource, orderedAt: Date, leadHours: number): PickupMoment | null {
  const earliest = new Date(orderedAt.getTime() + leadHours * 3_600_000);
  const state = openingState(source, earliest);
  if (state.open) {
    const now = localMoment(source.timeZone, earliest);
    const rounded = Math.ceil(now.minutes / QUARTER) * QUARTER;
    if (rounded < minutesOf(state.until)) return { date: now.date, time: hhmm(rounded) };
    // Too close to closing: the next opening after this range ends.
    const after = new Date(earliest.getTime() + (minutesOf(state.until) - now.minutes) * 60_000);
    return readyForPickup(source, after, 0);
  }
  return state.opens ? { date: state.opens.date, time: state.opens.time } : null;
}

/** The ready day as a shopper reads it ("Thursday 3 December"), in the store view's locale. */
export function pickupDay(date: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" }).format(
    new Date(`${date}T12:00:00Z`),
  );
}
