/**
 * Pure: the after-sales rules. A return may be asked for within RETURN_WINDOW_DAYS of delivery (or
 * of shipping while no delivery is known), for at most what was ordered minus what earlier returns
 * took; an operator moves it requested → received → refunded, one step at a time, and repeating a
 * step changes nothing. Return numbers are random (R-XXXX-XXXX-XXXX, 60 bits), never a sequence.
 */
import { RETURN_WINDOW_DAYS, type ReturnStatus } from "../../schema/api/aftersales";

const DAY_MS = 24 * 60 * 60_000;

/** The end of the return window, or null before the order shipped. */
export function returnDeadline(shipment: { shippedAt: Date; deliveredAt: Date | null } | null): Date | null {
  if (!shipment) return null;
  const from = shipment.deliveredAt ?? shipment.shippedAt;
  return new Date(from.getTime() + RETURN_WINDOW_DAYS * DAY_MS);
}

/** The earliest shipping (or delivery) time a return asked for `now` may count from, for SQL guards. */
export const windowStart = (now: Date) => new Date(now.getTime() - RETURN_WINDOW_DAYS * DAY_MS);

/** What an operator's move does to a return: the move, nothing (repeated), or a refusal (out of order). */
export function returnMove(from: ReturnStatus, to: "received" | "refunded"): "move" | "same" | "refused" {
  if (from === to) return "same";
  if ((from === "requested" && to === "received") || (from === "received" && to === "refunded")) return "move";
  return "refused";
}

/** The quantities still returnable per order line: ordered minus what earlier returns took. */
export function returnableQty(
  lines: readonly { id: number; qty: number }[],
  returned: readonly { orderItemId: number; qty: number }[],
): Map<number, number> {
  const left = new Map(lines.map((l) => [l.id, l.qty]));
  for (const r of returned) left.set(r.orderItemId, (left.get(r.orderItemId) ?? 0) - r.qty);
  return left;
}

const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
/** A fresh return number: 12 random characters of 32 (60 bits). */
export function newReturnNumber(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  const chars = [...bytes].map((b) => ALPHABET[b % ALPHABET.length]).join("");
  return `R-${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
}
