import { PRIOR_PRICE_DAYS } from "../../schema/constants";
import { instantOf, type PriceFields } from "./store-price";

const DAY_MS = 86_400_000;

/**
 * A product's prices as the catalogue had them from `observedAt` (ms) until the next point: the
 * regular price and its special price with the special's own window. Points are what the price
 * history records (one each time a loaded snapshot changes a price); the current snapshot is the last.
 */
export interface PricePoint extends PriceFields {
  observedAt: number;
}

/** The special window as half-open [from, until) in ms (the catalogue's ends are inclusive). */
function specialWindow(p: PriceFields): { from: number; until: number } | null {
  if (p.specialPrice === null || p.specialPrice >= p.price) return null;
  const from = p.specialFrom ? instantOf(p.specialFrom) : -Infinity;
  const until = p.specialTo ? instantOf(p.specialTo) + 1 : Infinity;
  return from < until ? { from, until } : null;
}

/** The net price a point charges at `t`: its special price inside its window, else its regular price. */
export function effectivePrice(p: PriceFields, t: number): number {
  const w = specialWindow(p);
  return w && t >= w.from && t < w.until ? p.specialPrice! : p.price;
}

/** The index of the point in effect at `t`; the first point also stands for the time before it (what the catalogue said then). */
function pointIndexAt(points: readonly PricePoint[], t: number): number {
  let index = 0;
  for (let i = 1; i < points.length && points[i]!.observedAt <= t; i++) index = i;
  return index;
}

/** The point in effect at `t` (see pointIndexAt). */
function pointAt(points: readonly PricePoint[], t: number): PricePoint {
  return points[pointIndexAt(points, t)]!;
}

/** The lowest net price in effect at any moment of [from, to), or null for an empty interval. */
export function lowestBetween(points: readonly PricePoint[], from: number, to: number): number | null {
  let lowest: number | null = null;
  const take = (price: number) => (lowest = lowest === null ? price : Math.min(lowest, price));
  points.forEach((p, i) => {
    const start = Math.max(i === 0 ? -Infinity : p.observedAt, from);
    const end = Math.min(points[i + 1]?.observedAt ?? Infinity, to);
    if (start >= end) return;
    const w = specialWindow(p);
    if (w && w.from < end && w.until > start) take(p.specialPrice!);
    // Some of [start, end) lies outside the window: the regular price applied then.
    if (!w || start < w.from || end > w.until) take(p.price);
  });
  return lowest;
}

/**
 * When the price charged at `now` began to apply without a break (the start of the current
 * reduction), or -Infinity when the history knows no other price before it.
 */
export function currentPriceSince(points: readonly PricePoint[], now: number): number {
  const current = effectivePrice(pointAt(points, now), now);
  const instants = new Set<number>();
  for (const p of points) {
    instants.add(p.observedAt);
    const w = specialWindow(p);
    if (w) {
      instants.add(w.from);
      instants.add(w.until);
    }
  }
  const before = [...instants].filter((t) => Number.isFinite(t) && t <= now).sort((a, b) => b - a);
  for (const t of before) if (effectivePrice(pointAt(points, t - 1), t - 1) !== current) return t;
  return -Infinity;
}

/**
 * The prior price a reduced price must be shown with (EU price indication rules, Directive 98/6/EC
 * art. 6a): the lowest net price in effect during the PRIOR_PRICE_DAYS before the reduction began.
 * Null when no reduction runs at `now` (the regular price is charged). A reduction older than the
 * whole history compares with itself: the lowest of the last 30 days is then the price charged now.
 * The value is fixed for the life of a reduction, so a cached page holds it as long as the price it sits beside.
 */
export function lowestPriorPrice(points: readonly PricePoint[], now: number, days = PRIOR_PRICE_DAYS): number | null {
  const running = reductionAt(points, now);
  if (running < 0) return null;
  const since = currentPriceSince(points, now);
  if (since === -Infinity) return points[running]!.specialPrice;
  return lowestBetween(points, since - days * DAY_MS, since);
}

/**
 * The index of the point whose reduction runs at `now`, or -1 when none does. `lowestPriorPrice`
 * gives the same answer at every moment this gives the same index (the reduction's start and the
 * 30 days before it are fixed while it runs), so a caller may keep the answer by it.
 */
export function reductionAt(points: readonly PricePoint[], now: number): number {
  if (points.length === 0) return -1;
  const index = pointIndexAt(points, now);
  const w = specialWindow(points[index]!);
  return w && now >= w.from && now < w.until ? index : -1;
}
