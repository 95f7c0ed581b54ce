/**
 * `npm run operator -- stock set` and an operator's order cancel against the real test libSQL
 * database (issue 32 point 4): web stock is set, and a size that is back sends each active alert its
 * one e-mail; a repeat sends nothing more.
 */
import { createClient } from "@libsql/client";
import { afterAll, describe, expect, inject, it } from "vitest";
import { operatorCli } from "../test/support/operator-cli";
import { fixtureOrder } from "../test/support/orders";
import { shippedSnapshot } from "../test/support/snapshot";

const db = createClient({ url: inject("libsqlUrl") });
afterAll(() => db.close());

const operator = operatorCli({ MAIL_PROVIDER: "outbox" });

// This file's own sizes: configurables 260–264 of the test catalogue (one shared database).
const snapshot = shippedSnapshot();
const sizes = snapshot.listed
  .filter((p) => p.type === "configurable")
  .slice(260, 265)
  .flatMap((summary) => snapshot.product(summary.sku).children.filter((child) => child.status === 1));

let seq = 0;
/** An active alert of a fresh address (as a confirmed sign-up leaves it). */
async function activeAlert(sku: string, store = "en"): Promise<string> {
  const email = `cli.${Date.now().toString(36)}.${seq++}@example.com`;
  await db.execute({
    sql: `insert into stock_alerts (id, email, sku, store, status, product_name, size_label, product_path, origin, created_at, confirmed_at)
      values (?, ?, ?, ?, 'active', 'Wollen trui', 'M', '/en/p/x/wollen-trui', 'http://localhost:8787', ?, ?)`,
    args: [crypto.randomUUID(), email, sku, store, Date.now(), Date.now()],
  });
  return email;
}
const mailsTo = async (email: string) =>
  (
    await db.execute({
      sql: "select subject, text_body from mail_outbox where to_address = ? and kind = 'stock-alert'",
      args: [email],
    })
  ).rows;
/** Sold out as orders leave a size: no quantity, the in-stock flag as it was. */
const setStock = (sku: string, qty: number) =>
  db.execute({
    sql: "update stock_items set qty = ?, is_in_stock = 1, manage_stock = 1 where sku = ?",
    args: [qty, sku],
  });

describe("npm run operator -- stock set", () => {
  it("sets web stock and sends each alert of a size that is back its one mail", async () => {
    const sku = sizes[0]!.sku;
    await setStock(sku, 0);
    const a = await activeAlert(sku);
    const b = await activeAlert(sku, "de");
    const zero = await operator("stock", "set", "--sku", sku, "--qty", "0");
    expect(zero.out).toContain(`web stock of ${sku} is now 0`);
    expect(await mailsTo(a)).toHaveLength(0);

    const set = await operator("stock", "set", "--sku", sku, "--qty", "4");
    expect(set.code).toBe(0);
    expect(set.out).toContain(`web stock of ${sku} is now 4`);
    expect(set.out).toContain("2 back-in-stock e-mail(s) queued");
    const row = (await db.execute({ sql: "select qty, is_in_stock from stock_items where sku = ?", args: [sku] }))
      .rows[0];
    expect(row).toMatchObject({ qty: 4, is_in_stock: 1 });
    const [mail] = await mailsTo(a);
    expect(await mailsTo(a)).toHaveLength(1);
    expect(mail!.subject).toBe("Back in stock: Wollen trui");
    expect(mail!.text_body as string).toContain("http://localhost:8787/en/p/x/wollen-trui");
    expect(mail!.text_body as string).toMatch(/http:\/\/localhost:8787\/en\/stock-alert\/unsubscribe\?token=/);
    expect((await mailsTo(b))[0]!.subject).toBe("Wieder da: Wollen trui");

    expect((await operator("stock", "set", "--sku", sku, "--qty", "6")).out).toContain(
      "0 back-in-stock e-mail(s) queued",
    );
    expect(await mailsTo(a)).toHaveLength(1);
  }, 60_000);

  it("refuses a missing quantity, a negative one and an unknown sku", async () => {
    expect((await operator("stock", "set", "--sku", sizes[1]!.sku)).out).toContain("usage: stock set");
    expect((await operator("stock", "set", "--sku", sizes[1]!.sku, "--qty=-2")).out).toContain(
      "--qty must be a whole number",
    );
    const unknown = await operator("stock", "set", "--sku", "NO-SUCH-SKU-CLI", "--qty", "1");
    expect(unknown.code).toBe(1);
    expect(unknown.out).toContain("no stock for sku NO-SUCH-SKU-CLI");
  }, 60_000);

  it("an order the operator cancels gives the last one back, and the alert's mail goes out", async () => {
    const sku = sizes[2]!.sku;
    await setStock(sku, 0);
    const order = await fixtureOrder(db, { email: "buyer@example.com", lines: [{ sku, name: "Wollen trui", qty: 1 }] });
    await db.execute({
      sql: "update order_items set stock_claims = ? where order_id = ?",
      args: [JSON.stringify([{ sku, qty: 1 }]), order.id],
    });
    const waiting = await activeAlert(sku, "nl");
    const cancelled = await operator("order", "status", order.number, "canceled");
    expect(cancelled.code, cancelled.out).toBe(0);
    expect(cancelled.out).toContain("1 back-in-stock e-mail(s) queued");
    expect(await mailsTo(waiting)).toHaveLength(1);
    expect((await db.execute({ sql: "select qty from stock_items where sku = ?", args: [sku] })).rows[0]).toMatchObject(
      { qty: 1 },
    );
  }, 60_000);
});
