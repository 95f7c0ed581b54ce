/**
 * Whether a store is open, in the store's own time zone (issue 31 point 3: "Open until 18:00",
 * "Closed — opens Monday 10:00"). Pure: the server and the browser both decide with it, so a
 * cached page can say it at the moment it is read. The instant is converted to the store's wall
 * clock with Intl, so a DST change moves nothing by an hour.
 */
import type { HoursException, TimeRange, Weekday, WeeklyHours } from "../../schema/store-types";

export interface OpeningSource {
  timeZone: string;
  hours: WeeklyHours;
  exceptions: readonly HoursException[];
}

export interface LocalMoment {
  /** YYYY-MM-DD */
  date: string;
  weekday: Weekday;
  /** Minutes since local midnight. */
  minutes: number;
}

const WEEKDAY_OF: Record<string, Weekday> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      weekday: "short",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The store's wall-clock date, weekday and minute at an instant. */
export function localMoment(timeZone: string, at: Date): LocalMoment {
  const parts: Record<string, string> = {};
  for (const p of formatterFor(timeZone).formatToParts(at)) parts[p.type] = p.value;
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    weekday: WEEKDAY_OF[parts.weekday!]!,
    minutes: (Number(parts.hour) % 24) * 60 + Number(parts.minute),
  };
}

/** "HH:MM" as minutes since midnight ("24:00" is the end of the day). */
export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** A local date `days` later (calendar arithmetic, no time zone involved). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split("-").map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
}

const weekdayAfter = (weekday: Weekday, days: number) => ((((weekday - 1 + days) % 7) + 7) % 7) + 1;

export interface DayHours {
  date: string;
  weekday: Weekday;
  ranges: TimeRange[];
  /** The exception that sets this day's hours, if any. */
  exception?: HoursException;
}

/** The hours of one local date: its exception's, else its weekday's. */
export function hoursOn(source: OpeningSource, date: string, weekday: Weekday): DayHours {
  const exception = source.exceptions.find((e) => e.date === date);
  const ranges = exception ? exception.hours : (source.hours[`${weekday}`] ?? []);
  return {
    date,
    weekday,
    ranges: [...ranges].sort((a, b) => minutesOf(a.open) - minutesOf(b.open)),
    ...(exception ? { exception } : {}),
  };
}

/** The next `days` days from the store's today, with their effective hours. */
export function upcomingDays(source: OpeningSource, at: Date, days = 7): DayHours[] {
  const now = localMoment(source.timeZone, at);
  return Array.from({ length: days }, (_, i) =>
    hoursOn(source, addDays(now.date, i), weekdayAfter(now.weekday, i) as Weekday),
  );
}

export type OpeningState =
  | { open: true; until: string }
  | {
      open: false;
      /** The next opening within two weeks: in how many days (0 today, 1 tomorrow), which weekday, at what time. */
      opens: { date: string; weekday: Weekday; time: string; inDays: number } | null;
    };

/** How far ahead the next opening is looked for. */
const LOOKAHEAD_DAYS = 14;

/** Open now (until when), or closed (and when it opens next). */
export function openingState(source: OpeningSource, at: Date): OpeningState {
  const now = localMoment(source.timeZone, at);
  const today = hoursOn(source, now.date, now.weekday);
  const current = today.ranges.find((r) => minutesOf(r.open) <= now.minutes && now.minutes < minutesOf(r.close));
  if (current) return { open: true, until: current.close };
  for (let i = 0; i <= LOOKAHEAD_DAYS; i++) {
    const day = i === 0 ? today : hoursOn(source, addDays(now.date, i), weekdayAfter(now.weekday, i) as Weekday);
    const next = day.ranges.find((r) => i > 0 || minutesOf(r.open) > now.minutes);
    if (next) return { open: false, opens: { date: day.date, weekday: day.weekday, time: next.open, inDays: i } };
  }
  return { open: false, opens: null };
}

const SCHEMA_DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

/**
 * schema.org openingHoursSpecification: one entry per weekday range, and one per exception date
 * from `from` on (closed days as 00:00–00:00, as schema.org describes).
 */
export function openingHoursSpecification(source: OpeningSource, from: string): object[] {
  const weekly = Object.entries(source.hours).flatMap(([day, ranges]) =>
    (ranges ?? []).map((r) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: `https://schema.org/${SCHEMA_DAYS[Number(day) - 1]}`,
      opens: r.open,
      closes: r.close,
    })),
  );
  const special = source.exceptions
    .filter((e) => e.date >= from)
    .flatMap((e) =>
      (e.hours.length > 0 ? e.hours : [{ open: "00:00", close: "00:00" }]).map((r) => ({
        "@type": "OpeningHoursSpecification",
        validFrom: e.date,
        validThrough: e.date,
        opens: r.open,
        closes: r.close,
      })),
    );
  return [...weekly, ...special];
}
