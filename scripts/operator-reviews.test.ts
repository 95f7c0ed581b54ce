/** `npm run operator -- review …` against the real test libSQL database: the moderation queue and decisions. */
import { createClient } from "@libsql/client";
import { afterAll, describe, expect, inject, it } from "vitest";
import { operatorCli } from "../test/support/operator-cli";

const db = createClient({ url: inject("libsqlUrl") });
afterAll(() => db.close());

const operator = operatorCli({ PUBLIC_ORIGIN: "", CONTENT_ADMIN_TOKEN: "" });

describe("npm run operator -- review", () => {
  it("lists pending reviews, approves and rejects them, and keeps the product's aggregate", async () => {
    const sku = `CLI-${Date.now().toString(36)}`;
    const insert = async (rating: number, title: string) =>
      Number(
        (
          await db.execute({
            sql: `insert into reviews (product_sku, store, nickname, title, detail, rating, status, created_at)
              values (?, 'en', 'Ilse', ?, 'Fits well.', ?, 'pending', ?) returning id`,
            args: [sku, title, rating, Date.now()],
          })
        ).rows[0]!.id,
      );
    const a = await insert(5, "First");
    const b = await insert(2, "Second");

    const listed = await operator("review", "list", "--sku", sku);
    expect(listed.code).toBe(0);
    expect(listed.out).toContain(`#${a}`);
    expect(listed.out).toContain('"Second"');
    expect(listed.out).toContain("2 pending review(s)");

    expect((await operator("review", "approve", String(a))).out).toContain(`review #${a} is now approved`);
    expect((await operator("review", "approve", String(a))).out).toContain(`review #${a} was approved already`);
    expect((await operator("review", "reject", String(b))).out).toContain(`review #${b} is now rejected`);
    const aggregate = (await db.execute({ sql: "select * from review_aggregates where product_sku = ?", args: [sku] }))
      .rows[0]!;
    expect(aggregate).toMatchObject({ count: 1, rated: 1, rating_sum: 5, distribution: "[0,0,0,0,1]" });

    const missing = await operator("review", "approve", "999999999");
    expect(missing.code).toBe(1);
    expect(missing.out).toContain("does not exist");
    expect((await operator("review", "list", "--status", "maybe")).out).toContain("--status must be one of");
  }, 60_000);
});
