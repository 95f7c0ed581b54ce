/**
 * The cart's bounded line writes (issue 35 point 2): each adds to, sets or changes one line in a
 * statement that also bounds its quantity by lineBoundSql, so concurrent writes never take a line
 * past its stock or MAX_LINE_QTY. One round trip each.
 */
import { and, eq, gt, sql, type SQL } from "drizzle-orm";
import { cartItems, carts } from "../../schema/db";
import type { Database } from "../db/client";

/** A line as a bounded write left it. */
export interface BoundedLine {
  id: number;
  /** The line's quantity now. */
  qty: number;
  /** Its quantity before the write (0 for a new line). */
  before: number;
  /** The most it may hold (lineBoundSql), as the write saw it. */
  bound: number;
}

/** Why a bounded write wrote nothing: the cart closed meanwhile, or the line may hold no unit at all. */
export type BoundedRefusal = "closed" | "out_of_stock" | "gone";

/**
 * The batch around a bounded write: first a write that takes the database's write lock (so the
 * reads after it and the write see one state), then the line's quantity before, the cart's status
 * and the bound, then the write itself (returning the line).
 */
async function boundedWrite(
  db: Database,
  cartId: string,
  now: Date,
  before: SQL,
  bound: SQL,
  write: SQL,
): Promise<BoundedLine | BoundedRefusal> {
  const [, [seen], rows] = await db.batch([
    db.update(carts).set({ updatedAt: now }).where(eq(carts.id, cartId)),
    db.all<{ status: string | null; before: number | null; bound: number }>(
      sql`select (select status from carts where id = ${cartId}) as status, (${before}) as before, ${bound} as bound`,
    ),
    db.all<{ id: number; qty: number }>(write),
  ]);
  const row = rows[0];
  if (seen?.status !== "open") return "closed";
  if (!row) return seen.before === null ? "gone" : "out_of_stock";
  return { id: row.id, qty: row.qty, before: seen.before ?? 0, bound: seen.bound };
}

/**
 * Adds `qty` to the line of (sku, options) — creating it when new — in one statement that also
 * bounds the line's total by `bound` (lineBoundSql): concurrent adds never lose a unit and never
 * take the line past its stock or MAX_LINE_QTY. Only while the cart is still open.
 */
export async function addToLine(
  db: Database,
  line: {
    cartId: string;
    sku: string;
    optionKey: string;
    productOption: unknown;
    qty: number;
    bound: SQL;
    now: Date;
  },
): Promise<BoundedLine | BoundedRefusal> {
  const now = line.now.getTime();
  const option = line.productOption === null ? null : JSON.stringify(line.productOption);
  const result = await boundedWrite(
    db,
    line.cartId,
    line.now,
    sql`select coalesce((select qty from cart_items where cart_id = ${line.cartId} and sku = ${line.sku}
      and option_key = ${line.optionKey}), 0)`,
    line.bound,
    sql`insert into ${cartItems} (cart_id, sku, option_key, product_option, qty, created_at, updated_at)
      select ${line.cartId}, ${line.sku}, ${line.optionKey}, ${option}, min(${line.qty}, ${line.bound}), ${now}, ${now}
      where exists (select 1 from ${carts} where ${carts.id} = ${line.cartId} and ${carts.status} = 'open')
        and ${line.bound} >= 1
      on conflict (cart_id, sku, option_key) do update set qty = min(qty + ${line.qty}, ${line.bound}),
        updated_at = excluded.updated_at
      returning id, qty`,
  );
  return result === "gone" ? "out_of_stock" : result;
}

/**
 * Sets a line's quantity (cart edit, quantity stepper), bounded in the same statement by `bound`;
 * "gone" when the line is not there.
 */
export async function setLineQty(
  db: Database,
  cartId: string,
  itemId: number,
  qty: number,
  bound: SQL,
  now: Date,
): Promise<BoundedLine | BoundedRefusal> {
  return boundedWrite(
    db,
    cartId,
    now,
    sql`select qty from cart_items where id = ${itemId} and cart_id = ${cartId}`,
    bound,
    sql`update ${cartItems} set qty = min(${qty}, ${bound}), updated_at = ${now.getTime()}
      where id = ${itemId} and cart_id = ${cartId} and ${bound} >= 1
        and exists (select 1 from ${carts} where ${carts.id} = ${cartId} and ${carts.status} = 'open')
      returning id, qty`,
  );
}

/**
 * Cart edit mode: the line `itemId` becomes another sku/options with quantity `qty`, in one batch.
 * With a `twinId` (a line of that choice already in the bag) the twin takes the quantity and the
 * edited line goes. The quantity is bounded in the writing statement by `bound` (lineBoundSql with
 * the edited line as `exceptId`), as adds are. Returns the line that now holds the choice with its
 * quantity, "out_of_stock" when the bound left no unit for it, or null when a line is gone.
 */
export async function changeLine(
  db: Database,
  edit: {
    cartId: string;
    itemId: number;
    twinId: number | null;
    sku: string;
    optionKey: string;
    productOption: unknown;
    qty: number;
    bound: SQL;
    now: Date;
  },
): Promise<{ id: number; qty: number } | "out_of_stock" | null> {
  const ofCart = (id: number) => and(eq(cartItems.id, id), eq(cartItems.cartId, edit.cartId));
  const touch = db.update(carts).set({ updatedAt: edit.now }).where(eq(carts.id, edit.cartId));
  const line = { id: cartItems.id, qty: cartItems.qty };
  if (edit.twinId !== null) {
    // Each step only when the other line is still there: a line gone meanwhile loses no units. The
    // twin already holds units of this choice, so it keeps at least one whatever the bound says (a
    // line over its stock is cut down when the cart is next read).
    const both = sql`(select count(*) from ${cartItems} where ${cartItems.cartId} = ${edit.cartId}
      and ${cartItems.id} in (${edit.itemId}, ${edit.twinId})) = 2`;
    const [kept, removed] = await db.batch([
      db
        .update(cartItems)
        .set({ qty: sql`min(${edit.qty}, max(${edit.bound}, 1))`, updatedAt: edit.now })
        .where(and(ofCart(edit.twinId), both))
        .returning(line),
      db
        .delete(cartItems)
        .where(
          and(ofCart(edit.itemId), sql`exists (select 1 from ${cartItems} where ${cartItems.id} = ${edit.twinId})`),
        ),
      touch,
    ]);
    return removed.rowsAffected === 1 && kept[0] ? kept[0] : null;
  }
  const [changed, [present]] = await db.batch([
    db
      .update(cartItems)
      .set({
        sku: edit.sku,
        optionKey: edit.optionKey,
        productOption: edit.productOption,
        qty: sql`min(${edit.qty}, ${edit.bound})`,
        updatedAt: edit.now,
      })
      .where(and(ofCart(edit.itemId), sql`${edit.bound} >= 1`))
      .returning(line),
    db.select({ id: cartItems.id }).from(cartItems).where(ofCart(edit.itemId)),
    touch,
  ]);
  if (changed[0]) return changed[0];
  return present ? "out_of_stock" : null;
}

/**
 * Cuts over-full lines down (clamp.ts), each to its bound: a conditional update that never raises
 * a line, so a racing read or add cannot undo it or be undone by it. One round trip.
 */
export async function cutLines(db: Database, cartId: string, cuts: ReadonlyMap<number, number>): Promise<void> {
  const [first, ...rest] = [...cuts].map(([id, qty]) =>
    db
      .update(cartItems)
      .set({ qty: sql`min(${cartItems.qty}, ${qty})` })
      .where(and(eq(cartItems.id, id), eq(cartItems.cartId, cartId), gt(cartItems.qty, qty))),
  );
  if (first) await db.batch([first, ...rest]);
}
