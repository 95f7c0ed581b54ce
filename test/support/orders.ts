/**
 * Orders written straight into the test database, for features that start where an order already
 * exists (after-sales): a placed order with its lines, a guest's or a customer's, optionally
 * shipped some days ago. Placing orders through the API is what worker/order tests.
 */
import type { Client } from "@libsql/client";

let seq = 0;
const DAY_MS = 24 * 60 * 60_000;

export interface FixtureOrder {
  id: string;
  number: string;
  email: string;
  items: { id: number; sku: string; name: string; qty: number }[];
}

/** A placed order of `lines` for `email` (a guest's unless `customerId`), shipped `shippedDaysAgo` days ago when given. */
export async function fixtureOrder(
  db: Client,
  opts: {
    email: string;
    lines: { sku: string; name: string; qty: number }[];
    customerId?: number | null;
    store?: "nl" | "de" | "en";
    shippedDaysAgo?: number;
    carrier?: "dhl" | "postnl" | "dpd";
    tracking?: string;
  },
): Promise<FixtureOrder> {
  const id = crypto.randomUUID();
  const number = `T${Date.now().toString(36).toUpperCase()}${(seq++).toString().padStart(3, "0")}`;
  const now = Date.now();
  const address = JSON.stringify({
    firstname: "Anna",
    lastname: "de Vries",
    street: ["Keizersgracht", "123"],
    postcode: "1015 CJ",
    city: "Amsterdam",
    country_id: "NL",
  });
  await db.execute({
    sql: `insert into orders (id, increment_id, store, cart_id, customer_id, email, status, payment_method, payment_status,
      subtotal, discount, shipping, tax_amount, gift_card_amount, grand_total, shipping_carrier, shipping_method,
      shipping_address, billing_address, created_at, updated_at)
      values (?, ?, ?, ?, ?, ?, 'placed', 'banktransfer', 'open', 10000, 0, 0, 1736, 0, 10000, 'dhlparcel', 'homedelivery', ?, ?, ?, ?)`,
    args: [
      id,
      number,
      opts.store ?? "en",
      `cart-${id}`,
      opts.customerId ?? null,
      opts.email,
      address,
      address,
      now,
      now,
    ],
  });
  const items = [];
  for (const line of opts.lines) {
    const row = await db.execute({
      sql: `insert into order_items (order_id, sku, name, qty, unit_price, row_total, discount, tax_amount, tax_rate, stock_claims)
        values (?, ?, ?, ?, 5000, ?, 0, 868, 21, '[]') returning id`,
      args: [id, line.sku, line.name, line.qty, 5000 * line.qty],
    });
    items.push({ id: Number(row.rows[0]!.id), ...line });
  }
  if (opts.shippedDaysAgo !== undefined) {
    await db.execute({
      sql: "insert into shipments (order_id, carrier, tracking_number, shipped_at) values (?, ?, ?, ?)",
      args: [id, opts.carrier ?? "postnl", opts.tracking ?? "3SABCD123456789", now - opts.shippedDaysAgo * DAY_MS],
    });
    await db.execute({ sql: "update orders set status = 'processed' where id = ?", args: [id] });
  }
  return { id, number, email: opts.email, items };
}
