/**
 * The stores' SQL. Every read is one round trip (the shop has dozens of stores, so the locator reads
 * the open ones and measures distances in the worker); every write is one statement or one batch.
 */
import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import { stores, storeStock } from "../../schema/db";
import type { StorePatch, StoreRecordInput } from "../../schema/api/stores";
import type { HoursException, StoreService, StoreSummary, WeeklyHours } from "../../schema/store-types";
import type { Database } from "../db/client";
import { isCheckViolation } from "../db/faults";

type StoreRow = typeof stores.$inferSelect;

/** A row as the API answers it. */
export function toSummary(row: StoreRow): StoreSummary {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    street: row.street,
    postcode: row.postcode,
    city: row.city,
    country: row.country,
    lat: row.lat,
    lng: row.lng,
    phone: row.phone,
    email: row.email,
    timeZone: row.timeZone,
    hours: row.hours as WeeklyHours,
    exceptions: row.exceptions as HoursException[],
    is_pickup_location: row.isPickupLocation,
    services: row.services as StoreService[],
    photo: row.photo,
  };
}

/** Every open store, by name; `pickupOnly` keeps the pick-up locations. */
export async function openStores(db: Database, pickupOnly = false): Promise<StoreSummary[]> {
  const rows = await db
    .select()
    .from(stores)
    .where(pickupOnly ? and(eq(stores.status, "open"), eq(stores.isPickupLocation, true)) : eq(stores.status, "open"))
    .orderBy(asc(stores.name));
  return rows.map(toSummary);
}

/** An open store by slug, or null. */
export async function storeBySlug(db: Database, slug: string): Promise<StoreSummary | null> {
  const rows = await db
    .select()
    .from(stores)
    .where(and(eq(stores.slug, slug), eq(stores.status, "open")))
    .limit(1);
  return rows[0] ? toSummary(rows[0]) : null;
}

/** Every open store with its stock of one sku (0 where it has none), in one round trip. */
export async function openStoresWithStock(db: Database, sku: string): Promise<(StoreSummary & { qty: number })[]> {
  const rows = await db
    .select({ store: stores, qty: sql<number>`coalesce(${storeStock.qty}, 0)` })
    .from(stores)
    .leftJoin(storeStock, and(eq(storeStock.storeId, stores.id), eq(storeStock.sku, sku)))
    .where(eq(stores.status, "open"))
    .orderBy(asc(stores.name));
  return rows.map((r) => ({ ...toSummary(r.store), qty: Number(r.qty) }));
}

function columnsOf<T extends Partial<StoreRecordInput>>(input: T) {
  const { is_pickup_location, ...rest } = input;
  return { ...rest, ...(is_pickup_location === undefined ? {} : { isPickupLocation: is_pickup_location }) };
}

/** Creates a store; false when the slug is taken. */
export async function createStore(db: Database, input: StoreRecordInput): Promise<StoreSummary | null> {
  const rows = await db.insert(stores).values(columnsOf(input)).onConflictDoNothing().returning();
  return rows[0] ? toSummary(rows[0]) : null;
}

/** Changes a store's fields (a closed store may be reopened with `status`); null when unknown. */
export async function updateStore(
  db: Database,
  slug: string,
  patch: StorePatch & { status?: "open" | "closed" },
): Promise<StoreSummary | null> {
  const rows = await db
    .update(stores)
    .set({ ...columnsOf(patch), updatedAt: new Date() })
    .where(eq(stores.slug, slug))
    .returning();
  return rows[0] ? toSummary(rows[0]) : null;
}

/** Every store, open or closed, for the operator. */
export async function allStores(db: Database) {
  return db.select().from(stores).orderBy(asc(stores.country), asc(stores.name));
}

/** Sets stock levels (absolute) of one store in one batch; false when the store is unknown. */
export async function setStoreStock(
  db: Database,
  slug: string,
  items: readonly { sku: string; qty: number }[],
): Promise<boolean> {
  const [found] = await db.batch([
    db.select({ id: stores.id }).from(stores).where(eq(stores.slug, slug)),
    ...items.map((item) =>
      db.run(sql`insert into ${storeStock} (store_id, sku, qty)
        select ${stores.id}, ${item.sku}, ${item.qty} from ${stores} where ${stores.slug} = ${slug}
        on conflict (store_id, sku) do update set qty = excluded.qty, updated_at = unixepoch('subsec') * 1000`),
    ),
  ]);
  return found.length > 0;
}

/** The store a click & collect order names, by slug, open or closed (closed is refused, not unknown). */
export function pickupStoreQuery(db: Database, slug: string) {
  return db.select().from(stores).where(eq(stores.slug, slug)).limit(1);
}

/**
 * Takes `qty` units of a sku from one store's stock, or fails: two statements for the order's batch
 * (click & collect). A missing row is made as 0 first (SQLite checks an insert's CHECK before any
 * upsert), then the unconditional decrement breaks `store_stock_qty_not_negative` when the store has
 * fewer — so the whole batch rolls back, and concurrent takers of the last unit leave one winner.
 */
export function takeStoreStockStatements(db: Database, storeId: number, sku: string, qty: number) {
  return [
    db.insert(storeStock).values({ storeId, sku, qty: 0 }).onConflictDoNothing(),
    db
      .update(storeStock)
      .set({ qty: sql`${storeStock.qty} - ${qty}`, updatedAt: new Date() })
      .where(and(eq(storeStock.storeId, storeId), eq(storeStock.sku, sku))),
  ] as const;
}

/** Gives units back to a store (a canceled click & collect order); guarded by `given` like the order's other give-backs. */
export function giveBackStoreStockStatement(db: Database, storeId: number, sku: string, qty: number, given: SQL) {
  return db
    .update(storeStock)
    .set({ qty: sql`${storeStock.qty} + ${qty}`, updatedAt: new Date() })
    .where(and(eq(storeStock.storeId, storeId), eq(storeStock.sku, sku), given));
}

/** True when a batch failed because a store had fewer units than a click & collect order takes. */
export function isStoreStockShortage(error: unknown): boolean {
  return isCheckViolation(error, "store_stock_qty_not_negative");
}
