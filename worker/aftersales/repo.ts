/**
 * After-sales SQL. Every shopper request is one batch: the lookup counts its attempts beside the
 * order it reads; a return is written by guarded inserts that check the window and the quantities
 * left inside the write itself (libSQL runs a batch as one transaction), so two requests at once for
 * the same lines make one return, and its e-mail is queued only when the return was written.
 */
import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { mailOutbox, orderItems, orders, returnLines, returns, shipments } from "../../schema/db";
import type { ReturnReason, ReturnStatus, ShipCarrier } from "../../schema/api/aftersales";
import type { Database } from "../db/client";
import type { MailMessage } from "../mail";

/**
 * Everything order detail's after-sales part needs, for one order, in one round trip: the order by
 * its id, or a customer's order by its number (so order detail reads it beside its own query).
 */
export async function readAfterSales(db: Database, which: string | { customerId: number; orderNumber: string }) {
  const id: SQL =
    typeof which === "string"
      ? sql`${which}`
      : sql`(select ${orders.id} from ${orders} where ${orders.customerId} = ${which.customerId} and ${orders.incrementId} = ${which.orderNumber})`;
  const [order, lines, shipment, returnRows, returned] = await db.batch([
    db
      .select()
      .from(orders)
      .where(sql`${orders.id} = ${id}`)
      .limit(1),
    db
      .select()
      .from(orderItems)
      .where(sql`${orderItems.orderId} = ${id}`)
      .orderBy(asc(orderItems.id)),
    db
      .select()
      .from(shipments)
      .where(sql`${shipments.orderId} = ${id}`)
      .limit(1),
    db
      .select()
      .from(returns)
      .where(sql`${returns.orderId} = ${id}`)
      .orderBy(asc(returns.createdAt)),
    db
      .select({ returnNumber: returnLines.returnNumber, orderItemId: returnLines.orderItemId, qty: returnLines.qty })
      .from(returnLines)
      .where(
        inArray(
          returnLines.returnNumber,
          db
            .select({ n: returns.number })
            .from(returns)
            .where(sql`${returns.orderId} = ${id}`),
        ),
      ),
  ]);
  if (!order[0]) return null;
  return { order: order[0], lines, shipment: shipment[0] ?? null, returns: returnRows, returned };
}
export type AfterSalesRecord = NonNullable<Awaited<ReturnType<typeof readAfterSales>>>;

/** The order id of a number and e-mail (compared without case), as a statement for the lookup's batch. */
export function lookupStatement(db: Database, orderNumber: string, email: string) {
  return db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.incrementId, orderNumber),
        sql`lower(${orders.email}) = ${email.trim().toLowerCase()}`,
        sql`${orders.status} <> 'pending_payment'`,
      ),
    )
    .limit(1);
}

/** The order id of a customer's order by its number, or null. */
export async function customerOrderId(db: Database, customerId: number, orderNumber: string): Promise<string | null> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.customerId, customerId), eq(orders.incrementId, orderNumber)))
    .limit(1);
  return rows[0]?.id ?? null;
}

/** A queued e-mail written only when `when` holds (SQL over the same batch's earlier writes). */
export function guardedMailStatement(
  db: Database,
  id: string,
  message: MailMessage,
  at: Date,
  when: ReturnType<typeof sql>,
) {
  return db.run(sql`insert into ${mailOutbox} (id, kind, store, to_address, subject, text_body, html_body, created_at)
    select ${id}, ${message.kind}, ${message.store}, ${message.to}, ${message.subject}, ${message.text}, ${message.html}, ${at.getTime()}
    where ${when}`);
}

/**
 * Writes a return when, at the moment of writing, the order shipped (or was delivered) after
 * `since` and every line asks for no more than was ordered minus what earlier returns took. One
 * batch: the return, its lines and its e-mail; `written` tells whether it happened.
 */
export async function insertReturn(
  db: Database,
  input: {
    number: string;
    orderId: string;
    reason: ReturnReason;
    lines: { itemId: number; qty: number }[];
    now: Date;
    since: Date;
    mail: { id: string; message: MailMessage };
  },
): Promise<boolean> {
  const lines = JSON.stringify(input.lines);
  const exists = sql`exists (select 1 from ${returns} where ${returns.number} = ${input.number})`;
  const results = await db.batch([
    db.run(sql`insert into ${returns} (number, order_id, status, reason, created_at)
      select ${input.number}, ${input.orderId}, 'requested', ${input.reason}, ${input.now.getTime()}
      where exists (select 1 from ${shipments} where ${shipments.orderId} = ${input.orderId}
          and coalesce(${shipments.deliveredAt}, ${shipments.shippedAt}) >= ${input.since.getTime()})
        and not exists (
          select 1 from json_each(${lines}) j
          left join ${orderItems} oi on oi.id = json_extract(j.value, '$.itemId') and oi.order_id = ${input.orderId}
          where oi.id is null or json_extract(j.value, '$.qty') > oi.qty - coalesce(
            (select sum(rl.qty) from ${returnLines} rl where rl.order_item_id = oi.id), 0))`),
    db.run(sql`insert into ${returnLines} (return_number, order_item_id, qty)
      select ${input.number}, json_extract(value, '$.itemId'), json_extract(value, '$.qty') from json_each(${lines})
      where ${exists}`),
    guardedMailStatement(db, input.mail.id, input.mail.message, input.now, exists),
  ]);
  return (results[0] as { rowsAffected: number }).rowsAffected === 1;
}

/** A return with its order, lines and the order's shipping address (for the operator and the e-mails). */
export async function readReturn(db: Database, number: string) {
  const [rows, lines] = await db.batch([
    db
      .select({ ret: returns, order: orders })
      .from(returns)
      .innerJoin(orders, eq(orders.id, returns.orderId))
      .where(eq(returns.number, number))
      .limit(1),
    db
      .select({ itemId: returnLines.orderItemId, qty: returnLines.qty, sku: orderItems.sku, name: orderItems.name })
      .from(returnLines)
      .innerJoin(orderItems, eq(orderItems.id, returnLines.orderItemId))
      .where(eq(returnLines.returnNumber, number)),
  ]);
  return rows[0] ? { ...rows[0], lines } : null;
}

/**
 * Moves a return from one status to the next, with its e-mail, only while it is still in `from`.
 * Once the returns received cover every unit of the order, the order itself is returned (from
 * processed only; one batch, so the order moves exactly when its last parcel comes in).
 */
export async function moveReturnStatement(
  db: Database,
  number: string,
  from: ReturnStatus,
  to: "received" | "refunded",
  now: Date,
  mail: { id: string; message: MailMessage },
): Promise<boolean> {
  const stamp = to === "received" ? { receivedAt: now } : { refundedAt: now };
  const [moved] = await db.batch([
    db
      .update(returns)
      .set({ status: to, ...stamp })
      .where(and(eq(returns.number, number), eq(returns.status, from))),
    // changes(): the update just before, on the batch's own connection.
    guardedMailStatement(db, mail.id, mail.message, now, sql`changes() = 1`),
    wholeOrderReturnedStatement(db, number, now),
  ]);
  return (moved as { rowsAffected: number }).rowsAffected === 1;
}

/** SQL: the return's order becomes `returned` when its received (or refunded) returns hold every unit. */
function wholeOrderReturnedStatement(db: Database, number: string, now: Date) {
  return db.run(sql`update ${orders} set status = 'returned', updated_at = ${now.getTime()}
    where ${orders.id} = (select order_id from ${returns} where number = ${number})
      and ${orders.status} = 'processed'
      and not exists (
        select 1 from ${orderItems} as oi
        where oi.order_id = ${orders.id}
          and oi.qty > (
            select coalesce(sum(rl.qty), 0) from ${returnLines} as rl
            join ${returns} as r on r.number = rl.return_number
            where rl.order_item_id = oi.id and r.status in ('received', 'refunded')))`);
}

/**
 * Records the parcel (or a corrected tracking number) and, when the order was placed, moves it to
 * processed; the shipped e-mail is queued only when the parcel changed. One batch.
 */
export async function shipStatement(
  db: Database,
  input: {
    orderId: string;
    carrier: ShipCarrier;
    trackingNumber: string;
    now: Date;
    mail: { id: string; message: MailMessage };
  },
): Promise<boolean> {
  const [upserted] = await db.batch([
    db.run(sql`insert into ${shipments} (order_id, carrier, tracking_number, shipped_at)
      values (${input.orderId}, ${input.carrier}, ${input.trackingNumber}, ${input.now.getTime()})
      on conflict (order_id) do update set carrier = excluded.carrier, tracking_number = excluded.tracking_number
      where ${shipments.carrier} <> excluded.carrier or ${shipments.trackingNumber} <> excluded.tracking_number`),
    guardedMailStatement(db, input.mail.id, input.mail.message, input.now, sql`changes() = 1`),
    db
      .update(orders)
      .set({ status: "processed", updatedAt: input.now })
      .where(and(eq(orders.id, input.orderId), eq(orders.status, "placed"))),
  ]);
  return (upserted as { rowsAffected: number }).rowsAffected === 1;
}

/** Marks the parcel delivered (once); false when it was not shipped or was delivered already. */
export async function markDelivered(db: Database, orderId: string, at: Date): Promise<boolean> {
  const result = await db
    .update(shipments)
    .set({ deliveredAt: at })
    .where(and(eq(shipments.orderId, orderId), sql`${shipments.deliveredAt} is null`));
  return result.rowsAffected === 1;
}

/** Returns of one status, newest first, for the operator. */
export async function listReturns(db: Database, status?: ReturnStatus, limit = 50) {
  return db
    .select({
      number: returns.number,
      status: returns.status,
      reason: returns.reason,
      createdAt: returns.createdAt,
      order: orders.incrementId,
    })
    .from(returns)
    .innerJoin(orders, eq(orders.id, returns.orderId))
    .where(status ? eq(returns.status, status) : undefined)
    .orderBy(sql`${returns.createdAt} desc`)
    .limit(limit);
}
