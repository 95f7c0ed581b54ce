/** Stock levels and the product dates, all drawn from the seeded generator with fixed bounds. */
import type { Product } from "../../../schema/catalog/product";
import type { Random } from "./random";

/** In stock with 1–60 pieces, or sold out with probability `soldOut`. */
export function stockOf(random: Random, soldOut: number): Product["stock"] {
  if (random.chance(soldOut)) return { qty: 0, isInStock: false, manageStock: true };
  return { qty: random.int(1, 60), isInStock: true, manageStock: true };
}

const DAY = 86_400_000;
const FIRST_LISTED = Date.parse("2024-02-01T00:00:00Z");
const LAST_LISTED = Date.parse("2026-05-31T00:00:00Z");
const LAST_UPDATE = Date.parse("2026-06-15T00:00:00Z");
/** Products listed since February 2026 carry the SPEC §3 "new" label. */
export const NEW_SINCE = Date.parse("2026-02-01T00:00:00Z");

export interface Dates {
  createdAt: string;
  updatedAt: string;
  isNew: boolean;
}

/** A listing date between February 2024 and May 2026 (minute precision), updated up to 45 days later. */
export function chooseDates(random: Random): Dates {
  const minutes = Math.floor((LAST_LISTED - FIRST_LISTED) / 60_000);
  const created = FIRST_LISTED + random.int(0, minutes) * 60_000;
  const updated = Math.min(LAST_UPDATE, created + random.int(0, (45 * DAY) / 60_000) * 60_000);
  return {
    createdAt: new Date(created).toISOString(),
    updatedAt: new Date(updated).toISOString(),
    isNew: created >= NEW_SINCE,
  };
}
