/** `npm run operator -- order ship|delivered` and `return …` against the real test libSQL database. */
import { createClient } from "@libsql/client";
import { afterAll, describe, expect, inject, it } from "vitest";
import { operatorCli } from "../test/support/operator-cli";
import { fixtureOrder } from "../test/support/orders";

const db = createClient({ url: inject("libsqlUrl") });
afterAll(() => db.close());

const operator = operatorCli({ PUBLIC_ORIGIN: "", CONTENT_ADMIN_TOKEN: "" });

const mailCount = async (to: string, kind: string) =>
  Number(
    (
      await db.execute({
        sql: "select count(*) as n from mail_outbox where to_address = ? and kind = ?",
        args: [to, kind],
      })
    ).rows[0]!.n,
  );

describe("npm run operator -- order ship, return …", () => {
  it("ships with a checked tracking number, once, and moves a return step by step", async () => {
    const email = `cli.${Date.now()}@example.com`;
    const order = await fixtureOrder(db, { email, lines: [{ sku: "CLI-AS", name: "Linen shirt", qty: 1 }] });

    const bad = await operator("order", "ship", order.number, "--carrier", "dpd", "--tracking", "3SABCD123456789");
    expect(bad.code).toBe(1);
    expect(bad.out).toContain("is not a DPD tracking number (such as 01234567890123)");
    const shipped = await operator(
      "order",
      "ship",
      order.number,
      "--carrier",
      "dpd",
      "--tracking",
      "0123 4567 8901 23",
    );
    expect(shipped.code).toBe(0);
    expect(shipped.out).toContain("https://tracking.dpd.de/status/en_US/parcel/01234567890123");
    const again = await operator("order", "ship", order.number, "--carrier", "dpd", "--tracking", "01234567890123");
    expect(again.out).toContain("was shipped with this parcel already");
    expect(await mailCount(email, "order-shipped")).toBe(1);
    expect((await operator("order", "delivered", order.number)).out).toContain("delivered");

    const number =
      "R-CLIT-EST2-" +
      Date.now()
        .toString(36)
        .slice(-4)
        .toUpperCase()
        .replace(/[^A-Z2-9]/g, "Z");
    await db.execute({
      sql: "insert into returns (number, order_id, status, reason, created_at) values (?, ?, 'requested', 'too_small', ?)",
      args: [number, order.id, Date.now()],
    });
    await db.execute({
      sql: "insert into return_lines (return_number, order_item_id, qty) values (?, ?, 1)",
      args: [number, order.items[0]!.id],
    });
    expect((await operator("return", "list", "--status", "requested")).out).toContain(`${number}`);
    const skipped = await operator("return", "refunded", number);
    expect(skipped.code).toBe(1);
    expect(skipped.out).toContain("cannot be marked refunded");
    expect((await operator("return", "received", number)).out).toContain(`return ${number} is now received`);
    expect((await operator("return", "received", number)).out).toContain(`return ${number} was received already`);
    expect((await operator("return", "refunded", number)).out).toContain(`return ${number} is now refunded`);
    expect(await mailCount(email, "return-received")).toBe(1);
    expect(await mailCount(email, "return-refunded")).toBe(1);
    expect((await operator("return", "received", "R-NONE-NONE-NONE")).out).toContain("no return R-NONE-NONE-NONE");
  }, 180_000); // eleven CLI runs, each a Node start-up
});
