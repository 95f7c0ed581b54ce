/** Whether a coupon or gift card may be used now (SPEC §5 'This is not a valid giftcard'). Pure. */
import type { MessageKey } from "../../client/i18n/messages/types";
import type { CouponRecord, GiftCardRecord } from "./repo";
import type { AppliedCoupon } from "./totals";

export type CouponVerdict = { ok: true; coupon: AppliedCoupon } | { ok: false; key: MessageKey; minSubtotal?: number };

/** Coupon codes are compared in upper case, without surrounding spaces. */
export function normalizeCode(code: string): string {
  return code.trim().toUpperCase();
}

/** A coupon applies when active, inside its window, under its usage limit and at or above its minimum subtotal. */
export function checkCoupon(record: CouponRecord | null, now: Date, subtotal: number): CouponVerdict {
  if (!record || !record.active || (record.validFrom && record.validFrom > now))
    return { ok: false, key: "cart.couponInvalid" };
  if (record.validTo && record.validTo < now) return { ok: false, key: "cart.couponExpired" };
  if (record.usageLimit !== null && record.timesUsed >= record.usageLimit)
    return { ok: false, key: "cart.couponUsedUp" };
  if (subtotal < record.minSubtotal) return { ok: false, key: "cart.couponMinimum", minSubtotal: record.minSubtotal };
  return {
    ok: true,
    coupon: { code: record.code, kind: record.kind, value: record.value, freeShipping: record.freeShipping },
  };
}

/** A gift card is usable when active, unexpired and not empty. */
export function usableGiftCard(record: GiftCardRecord | null, now: Date): GiftCardRecord | null {
  if (!record || !record.active || record.balance <= 0 || (record.validTo && record.validTo < now)) return null;
  return record;
}
