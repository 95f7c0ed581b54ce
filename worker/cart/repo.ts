/**
 * The cart's queries. Every read that needs the caller checks ownership and the session in the
 * same statement (a join on `sessions`), and related reads travel in one batch: one round trip to
 * read, one to write (ARCHITECTURE §6; the database is tens of milliseconds away in production).
 */
import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import { cartItems, carts, coupons, giftCards, sessions, stockItems } from "../../schema/db";
import type { StoreCode } from "../../domain/store-views";
import type { Database } from "../db/client";
import type { StockItem } from "../inventory";
import { balanceSql } from "../loyalty";

export type CartRecord = typeof carts.$inferSelect;
export type CartLineRecord = typeof cartItems.$inferSelect;
export type CouponRecord = typeof coupons.$inferSelect;
export type GiftCardRecord = typeof giftCards.$inferSelect;

/** Who is asking: the token hash of their session (checked live in each query). */
export interface Caller {
  tokenHash: string;
  now: Date;
}

/** The condition "this cart is open and belongs to the caller's live session (or its customer)". */
function ownedBy(caller: Caller, cartId: string): SQL {
  return sql`${carts.id} = ${cartId} and ${carts.status} = 'open' and exists (
    select 1 from ${sessions} where ${sessions.tokenHash} = ${caller.tokenHash}
      and ${sessions.expiresAt} > ${caller.now.getTime()} and ${sessions.revokedAt} is null
      and (${carts.ownerSession} = ${sessions.tokenHash}
        or (${sessions.customerId} is not null and ${carts.customerId} = ${sessions.customerId})))`;
}

export interface CartSnapshot {
  cart: CartRecord;
  lines: CartLineRecord[];
  coupon: CouponRecord | null;
  giftCard: GiftCardRecord | null;
  stock: Map<string, StockItem>;
  /** The loyalty balance of the cart's customer (0 for a guest's cart). */
  loyaltyBalance: number;
  /** Lines this read cut down to what they may hold (clamp.ts): line id → quantity now. */
  clamped?: ReadonlyMap<number, number>;
}

/** The queries that read the caller's open cart with everything pricing needs, for one batch. */
export function ownedCartQueries(db: Database, caller: Caller, cartId: string, extraSkus: readonly string[] = []) {
  const lineSkus = db.select({ sku: cartItems.sku }).from(cartItems).where(eq(cartItems.cartId, cartId));
  const skuFilter =
    extraSkus.length > 0
      ? sql`${stockItems.sku} in ${lineSkus} or ${inArray(stockItems.sku, [...extraSkus])}`
      : sql`${stockItems.sku} in ${lineSkus}`;
  return [
    db.select().from(carts).where(ownedBy(caller, cartId)).limit(1),
    db.select().from(cartItems).where(eq(cartItems.cartId, cartId)).orderBy(cartItems.id),
    db
      .select()
      .from(coupons)
      .where(sql`${coupons.code} = (select ${carts.couponCode} from ${carts} where ${carts.id} = ${cartId})`),
    db
      .select()
      .from(giftCards)
      .where(sql`${giftCards.code} = (select ${carts.giftCardCode} from ${carts} where ${carts.id} = ${cartId})`),
    db
      .select({
        sku: stockItems.sku,
        productId: stockItems.productId,
        qty: stockItems.qty,
        isInStock: stockItems.isInStock,
        manageStock: stockItems.manageStock,
      })
      .from(stockItems)
      .where(skuFilter),
    db
      .select({ balance: balanceSql(sql`(select ${carts.customerId} from ${carts} where ${carts.id} = ${cartId})`) })
      .from(sql`(select 1)`),
  ] as const;
}

type Queries = ReturnType<typeof ownedCartQueries>;
type OwnedCartResults = readonly [
  Awaited<Queries[0]>,
  Awaited<Queries[1]>,
  Awaited<Queries[2]>,
  Awaited<Queries[3]>,
  Awaited<Queries[4]>,
  Awaited<Queries[5]>,
];

/** The snapshot from the results of `ownedCartQueries`; null when the cart is not the caller's or not open. */
export function toSnapshot([
  cartRows,
  lines,
  couponRows,
  giftRows,
  stockRows,
  balanceRows,
]: OwnedCartResults): CartSnapshot | null {
  const cart = cartRows[0];
  if (!cart) return null;
  return {
    cart,
    lines,
    coupon: couponRows[0] ?? null,
    giftCard: giftRows[0] ?? null,
    stock: new Map(stockRows.map((s) => [s.sku, s])),
    loyaltyBalance: cart.customerId === null ? 0 : Number(balanceRows[0]?.balance ?? 0),
  };
}

/**
 * The caller's open cart with its lines, coupon, gift card and the stock of its skus (plus `extraSkus`),
 * in one round trip; null when the cart is not theirs, not open, or does not exist.
 */
export async function readOwnedCart(
  db: Database,
  caller: Caller,
  cartId: string,
  extraSkus: readonly string[] = [],
): Promise<CartSnapshot | null> {
  return toSnapshot(await db.batch(ownedCartQueries(db, caller, cartId, extraSkus)));
}

/** A new open cart owned by a session (and its customer, when logged in). */
export async function insertCart(
  db: Database,
  cart: { id: string; ownerSession: string; customerId: number | null; store: StoreCode; now: Date },
): Promise<void> {
  await db.insert(carts).values({
    id: cart.id,
    ownerSession: cart.ownerSession,
    customerId: cart.customerId,
    store: cart.store,
    createdAt: cart.now,
    updatedAt: cart.now,
  });
}

/** The newest open cart of a session or its customer, if any (one round trip). */
export async function findOpenCartId(db: Database, caller: Caller): Promise<string | null> {
  const rows = await db
    .select({ id: carts.id })
    .from(carts)
    .innerJoin(sessions, eq(sessions.tokenHash, caller.tokenHash))
    .where(
      and(
        eq(carts.status, "open"),
        sql`${sessions.expiresAt} > ${caller.now.getTime()} and ${sessions.revokedAt} is null`,
        sql`(${carts.ownerSession} = ${sessions.tokenHash} or (${sessions.customerId} is not null and ${carts.customerId} = ${sessions.customerId}))`,
      ),
    )
    .orderBy(sql`${carts.updatedAt} desc`)
    .limit(1);
  return rows[0]?.id ?? null;
}

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

/** Removes a line; false when it was not there. */
export async function deleteLine(db: Database, cartId: string, itemId: number, now: Date): Promise<boolean> {
  const [result] = await db.batch([
    db.delete(cartItems).where(and(eq(cartItems.id, itemId), eq(cartItems.cartId, cartId))),
    db.update(carts).set({ updatedAt: now }).where(eq(carts.id, cartId)),
  ]);
  return result.rowsAffected === 1;
}

/** Updates cart fields (coupon, gift card, shipping, payment), only while it is open. */
export async function updateCart(
  db: Database,
  cartId: string,
  fields: Partial<Omit<CartRecord, "id" | "createdAt">>,
): Promise<void> {
  await db
    .update(carts)
    .set({ ...fields, updatedAt: new Date() })
    .where(and(eq(carts.id, cartId), eq(carts.status, "open")));
}
