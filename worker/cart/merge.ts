/**
 * Guest → customer at login or registration (issue 9 point 6, SPEC §4 cart sync): the guest
 * session's open cart joins the customer's. When the customer has no open cart the guest cart
 * becomes theirs; otherwise its lines are added to the customer's newest open cart (quantities
 * summed, capped at MAX_LINE_QTY) and the guest cart is closed as "merged". Statements for the
 * login's batch: they read their inputs in SQL, so the merge is atomic and costs no extra round trip.
 */
import { sql } from "drizzle-orm";
import { MAX_LINE_QTY } from "../../schema/constants";
import { cartItems, carts, sessions } from "../../schema/db";
import type { Database } from "../db/client";

export interface GuestMerge {
  /** Token hash of the guest session the shopper had before logging in. */
  guestTokenHash: string;
  customerId: number;
  /** Token hash of the new customer session (owner of an adopted cart). */
  ownerSession: string;
  now: Date;
}

/** The statements of a guest → customer cart merge, in order; run them inside one batch. */
export function mergeGuestCartStatements(db: Database, m: GuestMerge) {
  const t = m.now.getTime();
  // The guest's newest open cart, only while that guest session is live and not a customer's.
  const guestCart = sql`(select ${carts.id} from ${carts} join ${sessions} on ${sessions.tokenHash} = ${carts.ownerSession}
    where ${carts.ownerSession} = ${m.guestTokenHash} and ${carts.customerId} is null and ${carts.status} = 'open'
      and ${sessions.customerId} is null and ${sessions.revokedAt} is null and ${sessions.expiresAt} > ${t}
    order by ${carts.updatedAt} desc limit 1)`;
  const customerCart = sql`(select ${carts.id} from ${carts} where ${carts.customerId} = ${m.customerId}
    and ${carts.status} = 'open' order by ${carts.updatedAt} desc limit 1)`;
  return [
    // 1. Lines of the guest cart into the customer's cart, when both exist.
    db.run(sql`insert into ${cartItems} (cart_id, sku, option_key, product_option, qty, created_at, updated_at)
      select ${customerCart}, g.sku, g.option_key, g.product_option, min(g.qty, ${MAX_LINE_QTY}), ${t}, ${t}
      from ${cartItems} g where g.cart_id = ${guestCart} and ${customerCart} is not null
      on conflict (cart_id, sku, option_key) do update
        set qty = min(qty + excluded.qty, ${MAX_LINE_QTY}), updated_at = excluded.updated_at`),
    // 2. The customer's cart keeps its own coupon, or takes the guest's.
    db.run(sql`update ${carts} set coupon_code = coalesce(coupon_code,
        (select c2.coupon_code from ${carts} c2 where c2.id = ${guestCart})), updated_at = ${t}
      where id = ${customerCart} and ${guestCart} is not null`),
    // 3. The guest cart is closed as merged when the customer had a cart of their own.
    db.run(sql`update ${carts} set status = 'merged', updated_at = ${t}
      where id = ${guestCart} and ${customerCart} is not null`),
    // 4. Otherwise (still open after 3) it becomes the customer's cart.
    db.run(sql`update ${carts} set customer_id = ${m.customerId}, owner_session = ${m.ownerSession}, updated_at = ${t}
      where id = ${guestCart}`),
  ] as const;
}
