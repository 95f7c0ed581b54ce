/**
 * Shelf prices: chosen as Dutch shoppers expect them incl. 21 % VAT (€ 89.95, € 259.00) and
 * stored net, as the snapshot wants. Not every nice gross price survives the round trip through
 * whole net cents (€ 79.95 would show as € 79.94), so only those that do are used.
 */
import { addTax } from "../../../domain/pricing/store-price";
import type { Random } from "./random";

/** The Dutch VAT rate the shelf prices are chosen for. */
export const NL_VAT = 21;

/** The net cents that show exactly `grossCents` in the Dutch store, or null when no whole net amount does. */
export function netForGross(grossCents: number): number | null {
  const estimate = Math.round((grossCents * 100) / (100 + NL_VAT));
  for (const net of [estimate, estimate - 1, estimate + 1]) if (addTax(net, NL_VAT) === grossCents) return net;
  return null;
}

/** Net cents for a shelf price in euros; the garment lists only hold prices that round-trip. */
export function shelfNet(euros: number): number {
  const net = netForGross(Math.round(euros * 100));
  if (net === null)
    throw new Error(`€ ${euros} cannot be shown exactly incl. ${NL_VAT} % VAT; choose another shelf price`);
  return net;
}

/** Gross prices a shop would print: …4.95 and …9.95, and from € 100 also whole …9.00. */
const NICE_GROSS: readonly number[] = (() => {
  const prices: number[] = [];
  for (let cents = 495; cents <= 99_900; cents += 5) {
    const nice = cents % 500 === 495 || (cents >= 10_000 && cents % 1000 === 900);
    if (nice && netForGross(cents) !== null) prices.push(cents);
  }
  return prices;
})();

/** A sale price about `discount` below the regular shelf price, itself a nice shelf price; net cents. */
export function saleNet(regularNet: number, discount: number): number | null {
  const target = addTax(regularNet, NL_VAT) * (1 - discount);
  const below = NICE_GROSS.filter((g) => g <= target);
  const gross = below[below.length - 1];
  return gross === undefined ? null : netForGross(gross);
}

const iso = (date: string): string => new Date(date).toISOString();

/** Fixed special-price windows (never relative to now, so the output is deterministic). */
export const SPECIAL_WINDOWS = {
  /** Running sale: active from 2026 until the end of 2030. */
  active: { from: iso("2026-01-01T00:00:00Z"), to: iso("2030-12-31T23:59:59Z") },
  /** Open-ended markdown: active since spring 2026, no end date. */
  activeOpen: { from: iso("2026-03-01T00:00:00Z"), to: null },
  /** Black Friday 2024, long over. */
  expired: { from: iso("2024-11-25T00:00:00Z"), to: iso("2024-12-02T23:59:59Z") },
  /** Announced for January 2031. */
  future: { from: iso("2031-01-01T00:00:00Z"), to: iso("2031-01-31T23:59:59Z") },
} as const;
export type SpecialWindow = keyof typeof SPECIAL_WINDOWS;

export interface Special {
  specialPrice: number | null;
  specialFrom: string | null;
  specialTo: string | null;
  /** The SPEC §3 "sale" label: only for a special price that is active in the demo's present. */
  onSale: boolean;
}

export const NO_SPECIAL: Special = { specialPrice: null, specialFrom: null, specialTo: null, onSale: false };

/** About one product in five has a special price: mostly running, some expired, some still to come. */
export function chooseSpecial(random: Random, regularNet: number): Special {
  if (!random.chance(0.2)) return NO_SPECIAL;
  const window = random.weighted<SpecialWindow>([
    ["active", 45],
    ["activeOpen", 10],
    ["expired", 25],
    ["future", 20],
  ]);
  const price = saleNet(regularNet, random.pick([0.2, 0.25, 0.3, 0.4, 0.5]));
  if (price === null || price >= regularNet) return NO_SPECIAL;
  const { from, to } = SPECIAL_WINDOWS[window];
  return {
    specialPrice: price,
    specialFrom: from,
    specialTo: to,
    onSale: window === "active" || window === "activeOpen",
  };
}
