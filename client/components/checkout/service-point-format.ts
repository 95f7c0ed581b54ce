/**
 * How the service point picker shows a point (SPEC §3, §9): Packstation or not, its distance and its
 * opening hours in the locale. Loaded with the picker only.
 */

/** SPEC §3/§9: a DHL Packstation (shop type packStation) needs a post number. */
export const isPackstation = (point: { shopType: string }) => point.shopType.toLowerCase() === "packstation";

/** "1,2 km" or "850 m" in the locale. */
export function formatDistance(meters: number | undefined, locale: string): string | null {
  if (meters === undefined || !Number.isFinite(meters)) return null;
  if (meters < 1000) return `${Math.round(meters / 10) * 10} m`;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(meters / 1000)} km`;
}

type Hours = readonly { day: number; open: string; close: string }[];

/** Opening hours in rows of consecutive days with the same hours: [[firstDay, lastDay, "08:30–18:00"]], Monday first. */
export function openingRows(hours: Hours): { from: number; to: number; hours: string | null }[] {
  const rows: { from: number; to: number; hours: string | null }[] = [];
  for (let day = 1; day <= 7; day++) {
    const today = hours
      .filter((h) => h.day === day)
      .map((h) => `${h.open}–${h.close}`)
      .join(", ");
    const value = today || null;
    const last = rows.at(-1);
    if (last && last.hours === value && last.to === day - 1) last.to = day;
    else rows.push({ from: day, to: day, hours: value });
  }
  return rows;
}

/** A weekday's short name in the locale, 1 Monday … 7 Sunday. */
export function weekdayName(day: number, locale: string): string {
  // 2024-01-01 was a Monday.
  return new Intl.DateTimeFormat(locale, { weekday: "short", timeZone: "UTC" }).format(
    new Date(Date.UTC(2024, 0, day)),
  );
}
