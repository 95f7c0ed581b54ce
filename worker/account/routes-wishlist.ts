/**
 * SPEC §7 wishlist calls (logged in only): GET the list (result.items with product_id), POST add
 * and delete with {productId} (or the sku, which listings know), and merge: a guest's hearts join
 * the customer's list at login (issue 9 point 6). Products are checked against the catalogue.
 */
import { Hono, type Context } from "hono";
import { and, eq, sql } from "drizzle-orm";
import { wishlistItemRequestSchema, wishlistMergeRequestSchema, type WishlistDto } from "../../schema/api/account";
import { WISHLIST_MAX_ITEMS } from "../../schema/constants";
import { wishlistItems } from "../../schema/db";
import type { AppEnv } from "../context";
import type { Database } from "../db/client";
import { AppError } from "../errors/app-error";
import { validate } from "../http/validate";
import { sessionCustomer } from "./repo";
import { text, unauthorized } from "./context";

/** The caller's customer id (one round trip), or a 401. */
async function customerId(c: Context<AppEnv>): Promise<number> {
  const tokenHash = await c.get("session").tokenHash();
  if (!tokenHash) throw unauthorized(c);
  const rows = await c
    .get("db")
    .all<{ id: number | null }>(sql`select ${sessionCustomer(tokenHash, new Date())} as id`);
  const id = rows[0]?.id;
  if (id === null || id === undefined) throw unauthorized(c);
  return id;
}

async function product(c: Context<AppEnv>, body: { productId?: number; sku?: string }) {
  const catalog = c.get("catalog");
  const found =
    body.productId !== undefined
      ? (await catalog.summariesById([body.productId])).get(body.productId)
      : (await catalog.summaries([body.sku!])).get(body.sku!);
  if (!found) throw new AppError(404, "NOT_FOUND", text(c, "cart.unknownProduct"));
  return found;
}

async function list(db: Database, id: number): Promise<WishlistDto> {
  const rows = await db
    .select()
    .from(wishlistItems)
    .where(eq(wishlistItems.customerId, id))
    .orderBy(wishlistItems.createdAt);
  return { items: rows.map((r) => ({ product_id: r.productId, sku: r.sku, added_at: r.createdAt.toISOString() })) };
}

/** /api/wishlist. */
export function createWishlistApi(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const noStore = { "Cache-Control": "no-store" };

  app.get("/", async (c) =>
    c.json({ code: 200 as const, result: await list(c.get("db"), await customerId(c)) }, 200, noStore),
  );

  app.post("/add", validate("json", wishlistItemRequestSchema), async (c) => {
    const [id, p] = await Promise.all([customerId(c), product(c, c.req.valid("json"))]);
    const db = c.get("db");
    // Below the cap only: one statement, so concurrent adds cannot pass it together.
    await db.run(sql`insert into ${wishlistItems} (customer_id, product_id, sku, created_at)
      select ${id}, ${p.id}, ${p.sku}, ${Date.now()}
      where (select count(*) from ${wishlistItems} where customer_id = ${id}) < ${WISHLIST_MAX_ITEMS}
      on conflict do nothing`);
    return c.json({ code: 200 as const, result: await list(db, id) }, 200, noStore);
  });

  app.post("/delete", validate("json", wishlistItemRequestSchema), async (c) => {
    const body = c.req.valid("json");
    const id = await customerId(c);
    await c
      .get("db")
      .delete(wishlistItems)
      .where(
        and(
          eq(wishlistItems.customerId, id),
          body.productId !== undefined ? eq(wishlistItems.productId, body.productId) : eq(wishlistItems.sku, body.sku!),
        ),
      );
    return c.json({ code: 200 as const, result: await list(c.get("db"), id) }, 200, noStore);
  });

  app.post("/merge", validate("json", wishlistMergeRequestSchema), async (c) => {
    const { skus } = c.req.valid("json");
    const id = await customerId(c);
    const known = [...(await c.get("catalog").summaries(new Set(skus))).values()];
    const db = c.get("db");
    if (known.length > 0) {
      const now = Date.now();
      await db.batch([
        db.run(sql`insert into ${wishlistItems} (customer_id, product_id, sku, created_at)
          select ${id}, value ->> '$.id', value ->> '$.sku', ${now}
          from json_each(${JSON.stringify(known.map((p) => ({ id: p.id, sku: p.sku })))})
          where true on conflict do nothing`),
        // Keep the newest within the cap.
        db.delete(wishlistItems).where(
          and(
            eq(wishlistItems.customerId, id),
            sql`${wishlistItems.productId} not in (select product_id from ${wishlistItems} where customer_id = ${id}
              order by created_at desc limit ${WISHLIST_MAX_ITEMS})`,
          ),
        ),
      ]);
    }
    return c.json({ code: 200 as const, result: await list(db, id) }, 200, noStore);
  });

  return app;
}

/** The customer's wishlist skus (for the account page). */
export async function wishlistSkus(db: Database, id: number): Promise<string[]> {
  const rows = await db
    .select({ sku: wishlistItems.sku })
    .from(wishlistItems)
    .where(eq(wishlistItems.customerId, id))
    .orderBy(sql`${wishlistItems.createdAt} desc`);
  return rows.map((r) => r.sku);
}
