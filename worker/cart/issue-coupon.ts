/**
 * Coupons other features hand out (the newsletter's welcome coupon): the cart owns the coupons
 * table, so the insert is built here and the caller runs it in its own batch, atomically with
 * what the coupon is for.
 */
import { coupons } from "../../schema/db";
import type { Database } from "../db/client";
import { normalizeCode } from "./offers";

/** A coupon to issue: a percentage or a fixed amount (cents) off the items, `usageLimit` orders (1: single use). */
export interface IssuedCoupon {
  code: string;
  kind: "percent" | "fixed";
  value: number;
  usageLimit: number | null;
  validTo?: Date | null;
  description?: string;
}

const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** A new unguessable coupon code: `prefix` then 12 characters (60 bits) in groups of four. */
export function newCouponCode(prefix: string): string {
  const chars = [...crypto.getRandomValues(new Uint8Array(12))].map((b) => CODE_ALPHABET[b % CODE_ALPHABET.length]);
  return normalizeCode(`${prefix}-${chars.join("").replace(/(.{4})(?!$)/g, "$1-")}`);
}

/**
 * The insert of a coupon, for the caller's batch. A plain insert: an existing code fails the
 * statement and so rolls back the whole batch (nothing is issued twice).
 */
export function issueCouponStatement(db: Database, coupon: IssuedCoupon, at: Date) {
  return db.insert(coupons).values({
    code: normalizeCode(coupon.code),
    kind: coupon.kind,
    value: coupon.value,
    minSubtotal: 0,
    validTo: coupon.validTo ?? null,
    usageLimit: coupon.usageLimit,
    description: coupon.description ?? null,
    createdAt: at,
  });
}
