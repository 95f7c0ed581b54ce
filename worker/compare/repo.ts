/**
 * The compare list's SQL (issue 32.2). Every request is one batch: its write (if any), the caller's
 * customer id and the list after it, all naming the customer through the session in the statement
 * itself (`sessionCustomer`), so a revoked or expired session reads and writes nothing.
 */
import { sql, type SQL } from "drizzle-orm";
import { COMPARE_MAX_ITEMS } from "../../schema/constants";
import { compareItems } from "../../schema/db";
import type { CompareListDto } from "../../schema/api/compare";
import type { Database } from "../db/client";
import { sessionCustomer } from "../account";

interface ListRow {
  sku: string;
  product_id: number;
  created_at: number;
}

/** What a batch answers: the customer (null without a live customer session) and their list, oldest first. */
export interface CompareState {
  customerId: number | null;
  list: CompareListDto;
  /** Rows the batch's write changed (0 for a read). */
  changed: number;
}

const customer = (tokenHash: string, now: Date): SQL => sessionCustomer(tokenHash, now);

/** Adds a product below the cap only: one statement, so concurrent adds cannot pass it together. */
function addStatement(db: Database, tokenHash: string, now: Date, product: { sku: string; id: number }) {
  return db.run(sql`insert into ${compareItems} (customer_id, sku, product_id, created_at)
    select cid, ${product.sku}, ${product.id}, ${now.getTime()} from (select ${customer(tokenHash, now)} as cid)
    where cid is not null
      and (select count(*) from ${compareItems} where customer_id = cid) < ${COMPARE_MAX_ITEMS}
    on conflict do nothing`);
}

function deleteStatement(db: Database, tokenHash: string, now: Date, sku: string) {
  return db.run(sql`delete from ${compareItems}
    where customer_id = ${customer(tokenHash, now)} and sku = ${sku}`);
}

/**
 * The guest's products join the list as its newest, in the order given (an item already there moves
 * up); the oldest beyond the cap are dropped. Two statements of one batch.
 */
function mergeStatements(db: Database, tokenHash: string, now: Date, products: readonly { sku: string; id: number }[]) {
  const rows = products.map((p, i) => ({ sku: p.sku, id: p.id, at: now.getTime() + i }));
  return [
    db.run(sql`insert into ${compareItems} (customer_id, sku, product_id, created_at)
      select cid, value ->> '$.sku', value ->> '$.id', value ->> '$.at'
      from (select ${customer(tokenHash, now)} as cid), json_each(${JSON.stringify(rows)})
      where cid is not null
      on conflict (customer_id, sku) do update set created_at = excluded.created_at`),
    db.run(sql`delete from ${compareItems} where customer_id = ${customer(tokenHash, now)}
      and sku not in (select sku from ${compareItems} where customer_id = ${customer(tokenHash, now)}
        order by created_at desc, rowid desc limit ${COMPARE_MAX_ITEMS})`),
  ] as const;
}

function readStatements(db: Database, tokenHash: string, now: Date) {
  return [
    db.all<{ id: number | null }>(sql`select ${customer(tokenHash, now)} as id`),
    db.all<ListRow>(sql`select sku, product_id, created_at from ${compareItems}
      where customer_id = ${customer(tokenHash, now)} order by created_at, rowid`),
  ] as const;
}

function stateOf(idRows: { id: number | null }[], listRows: ListRow[], changed: number): CompareState {
  return {
    customerId: idRows[0]?.id ?? null,
    list: {
      items: listRows.map((r) => ({
        sku: r.sku,
        product_id: Number(r.product_id),
        added_at: new Date(Number(r.created_at)).toISOString(),
      })),
    },
    changed,
  };
}

/** The list, without writing. */
export async function readCompare(db: Database, tokenHash: string, now: Date): Promise<CompareState> {
  const [ids, list] = await db.batch(readStatements(db, tokenHash, now));
  return stateOf(ids, list, 0);
}

/** Adds within the cap, then reads; `changed` is 0 when the product was there already or the list is full. */
export async function addToCompare(
  db: Database,
  tokenHash: string,
  now: Date,
  product: { sku: string; id: number },
): Promise<CompareState> {
  const [added, ids, list] = await db.batch([
    addStatement(db, tokenHash, now, product),
    ...readStatements(db, tokenHash, now),
  ]);
  return stateOf(ids, list, added.rowsAffected);
}

export async function deleteFromCompare(
  db: Database,
  tokenHash: string,
  now: Date,
  sku: string,
): Promise<CompareState> {
  const [deleted, ids, list] = await db.batch([
    deleteStatement(db, tokenHash, now, sku),
    ...readStatements(db, tokenHash, now),
  ]);
  return stateOf(ids, list, deleted.rowsAffected);
}

export async function mergeIntoCompare(
  db: Database,
  tokenHash: string,
  now: Date,
  products: readonly { sku: string; id: number }[],
): Promise<CompareState> {
  if (products.length === 0) return readCompare(db, tokenHash, now);
  const [inserted, , ids, list] = await db.batch([
    ...mergeStatements(db, tokenHash, now, products),
    ...readStatements(db, tokenHash, now),
  ]);
  return stateOf(ids, list, inserted.rowsAffected);
}
