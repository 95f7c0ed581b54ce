/** `npm run operator` against the real test libSQL database: coupons, gift cards and order moves. */
import { createClient } from "@libsql/client";
import { afterAll, describe, expect, inject, it } from "vitest";
import { operatorCli } from "../test/support/operator-cli";

const db = createClient({ url: inject("libsqlUrl") });
afterAll(() => db.close());

const operator = operatorCli();

describe("npm run operator", () => {
  it("creates a coupon the cart accepts, and refuses a duplicate or a bad one", async () => {
    expect(
      (
        await operator(
          "coupon",
          "create",
          "--code",
          "winter15",
          "--percent",
          "15",
          "--limit",
          "100",
          "--to",
          "2099-01-01",
        )
      ).code,
    ).toBe(0);
    const row = (await db.execute("select * from coupons where code = 'WINTER15'")).rows[0]!;
    expect(row).toMatchObject({ kind: "percent", value: 15, usage_limit: 100, times_used: 0 });
    expect((await operator("coupon", "create", "--code", "WINTER15", "--percent", "15")).code).toBe(1);
    expect((await operator("coupon", "create", "--code", "X", "--percent", "150")).out).toContain(
      "--percent must be 1 to 100",
    );
  }, 30_000);

  it("creates a gift card with a generated unguessable code", async () => {
    const { code, out } = await operator("giftcard", "create", "--balance", "5000");
    expect(code).toBe(0);
    const giftCode = /gift card ([A-Z0-9-]+) created/.exec(out)![1]!;
    expect(giftCode).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/);
    expect(
      (await db.execute({ sql: "select balance from gift_cards where code = ?", args: [giftCode] })).rows[0]!.balance,
    ).toBe(5000);
  }, 30_000);

  it("refuses an order move the rules do not allow, and names what is allowed", async () => {
    const res = await operator("order", "status", "NL000000", "processed");
    expect(res.code).toBe(1);
    expect(res.out).toContain("no order NL000000");
    expect((await operator("order", "status", "NL000000", "shipped")).out).toContain("usage: order status");
  }, 30_000);
});
