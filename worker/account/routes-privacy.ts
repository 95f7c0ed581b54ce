/**
 * Privacy rights (GDPR, issue 9 point 10): GET /api/user/export gives the customer everything kept
 * about them as a JSON download; POST /api/user/delete (confirmed with the password) erases the
 * account in one batch: profile, addresses, wishlist, points, reset links, carts, sent e-mails and
 * sessions go; orders stay for bookkeeping with the personal fields anonymised.
 */
import { Hono } from "hono";
import { desc, eq, sql } from "drizzle-orm";
import {
  cartItems,
  carts,
  customerAddresses,
  customers,
  loyaltyTransactions,
  mailOutbox,
  orderItems,
  orders,
  passwordResets,
  rateLimits,
  sessions,
  wishlistItems,
} from "../../schema/db";
import type { AppEnv } from "../context";
import { validate } from "../http/validate";
import { sha256Hex } from "../session";
import { invalid, pepperOf, requireMe } from "./context";
import { addressDto, orderDto } from "./dto";
import { deleteAccountRequestSchema } from "../../schema/api/account";
import { loginKeys } from "./limits";
import { verifyPassword } from "./password";

/** What an anonymised order keeps of its addresses: the country (VAT) only. */
const ANONYMISED_ADDRESS = (column: typeof orders.shippingAddress | typeof orders.billingAddress) =>
  sql`json_object('country_id', json_extract(${column}, '$.country_id'))`;

export function createPrivacyRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get("/export", async (c) => {
    const { customer, addresses } = await requireMe(c);
    const db = c.get("db");
    const id = customer.id;
    const [orderRows, lines, wishlist, points, sessionRows, mails] = await db.batch([
      db.select().from(orders).where(eq(orders.customerId, id)).orderBy(desc(orders.createdAt)),
      db
        .select()
        .from(orderItems)
        .where(sql`${orderItems.orderId} in (select ${orders.id} from ${orders} where ${orders.customerId} = ${id})`),
      db.select().from(wishlistItems).where(eq(wishlistItems.customerId, id)),
      db.select().from(loyaltyTransactions).where(eq(loyaltyTransactions.customerId, id)),
      db
        .select({
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
          expiresAt: sessions.expiresAt,
          revokedAt: sessions.revokedAt,
        })
        .from(sessions)
        .where(eq(sessions.customerId, id)),
      db
        .select({ kind: mailOutbox.kind, subject: mailOutbox.subject, createdAt: mailOutbox.createdAt })
        .from(mailOutbox)
        .where(eq(mailOutbox.toAddress, customer.email)),
    ]);
    const data = {
      exported_at: new Date().toISOString(),
      customer: {
        id: customer.id,
        email: customer.email,
        firstname: customer.firstname,
        lastname: customer.lastname,
        store_code: customer.store,
        created_at: customer.createdAt.toISOString(),
        updated_at: customer.updatedAt.toISOString(),
        loyalty_card: customer.loyaltyCard,
      },
      addresses: addresses.map(addressDto),
      orders: orderRows.map((o) => ({ ...orderDto(o, lines), billing_address: o.billingAddress, email: o.email })),
      wishlist: wishlist.map((w) => ({ product_id: w.productId, sku: w.sku, added_at: w.createdAt.toISOString() })),
      loyalty: points.map((p) => ({
        points: p.points,
        reason: p.reason,
        order_increment_id: p.orderIncrementId,
        created_at: p.createdAt.toISOString(),
      })),
      sessions: sessionRows.map((s) => ({
        created_at: s.createdAt.toISOString(),
        last_seen_at: s.lastSeenAt.toISOString(),
        expires_at: s.expiresAt.toISOString(),
        revoked_at: s.revokedAt?.toISOString() ?? null,
      })),
      emails: mails.map((m) => ({ kind: m.kind, subject: m.subject, created_at: m.createdAt.toISOString() })),
    };
    return c.body(JSON.stringify(data, null, 2), 200, {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="atelier-noord-account-${customer.id}.json"`,
      "Cache-Control": "no-store",
    });
  });

  app.post("/delete", validate("json", deleteAccountRequestSchema), async (c) => {
    const { password } = c.req.valid("json");
    const { customer } = await requireMe(c);
    if (!(await verifyPassword(password, customer.passwordHash, pepperOf(c))).ok)
      throw invalid(c, { password: "account.currentPasswordWrong" });
    const db = c.get("db");
    const id = customer.id;
    const now = new Date();
    const counters = loginKeys(await sha256Hex(customer.email), "");
    const customerCarts = sql`(select ${carts.id} from ${carts} where ${carts.customerId} = ${id})`;
    await db.batch([
      db
        .update(orders)
        .set({
          customerId: null,
          ownerSession: null,
          email: sql`'anonymised-' || ${orders.incrementId} || '@invalid.invalid'`,
          shippingAddress: ANONYMISED_ADDRESS(orders.shippingAddress),
          billingAddress: ANONYMISED_ADDRESS(orders.billingAddress),
          updatedAt: now,
        })
        .where(eq(orders.customerId, id)),
      db.delete(cartItems).where(sql`${cartItems.cartId} in ${customerCarts}`),
      db.delete(carts).where(eq(carts.customerId, id)),
      db.delete(wishlistItems).where(eq(wishlistItems.customerId, id)),
      db.delete(loyaltyTransactions).where(eq(loyaltyTransactions.customerId, id)),
      db.delete(passwordResets).where(eq(passwordResets.customerId, id)),
      db.delete(customerAddresses).where(eq(customerAddresses.customerId, id)),
      db.update(sessions).set({ revokedAt: now, customerId: null }).where(eq(sessions.customerId, id)),
      db.delete(mailOutbox).where(eq(mailOutbox.toAddress, customer.email)),
      // The address's sign-in counters (account-wide and per IP) go with it.
      db
        .delete(rateLimits)
        .where(sql`${rateLimits.key} = ${counters.account} or ${rateLimits.key} like ${`${counters.pair}%`}`),
      db.delete(customers).where(eq(customers.id, id)),
    ]);
    await c.get("session").end();
    return c.json({ code: 200 as const, result: true });
  });

  return app;
}
