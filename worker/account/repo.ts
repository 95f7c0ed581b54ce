/**
 * The accounts' queries. A logged-in call names its customer through the session in the same
 * statement (`sessionCustomer`), so reading "me" is one round trip and a revoked or expired session
 * reads nothing; writes that belong together go in one batch (nothing half-saved).
 */
import { and, desc, eq, isNull, sql, type SQL } from "drizzle-orm";
import {
  customerAddresses,
  customers,
  loyaltyTransactions,
  orderItems,
  orders,
  passwordResets,
  sessions,
} from "../../schema/db";
import type { Database } from "../db/client";
import { pointsEarned } from "../../domain/account/loyalty";
import { MAX_ADDRESSES } from "../../schema/constants";

export type CustomerRecord = typeof customers.$inferSelect;
export type AddressRecord = typeof customerAddresses.$inferSelect;
export type NewAddress = Omit<typeof customerAddresses.$inferInsert, "id" | "customerId" | "createdAt">;

/** The customer id of a live session with this token hash, as a scalar subquery. */
export function sessionCustomer(tokenHash: string, now: Date): SQL {
  return sql`(select ${sessions.customerId} from ${sessions} where ${sessions.tokenHash} = ${tokenHash}
    and ${sessions.expiresAt} > ${now.getTime()} and ${sessions.revokedAt} is null)`;
}

/** A customer by (normalised) e-mail. */
export async function findByEmail(db: Database, email: string): Promise<CustomerRecord | null> {
  return (await db.select().from(customers).where(eq(customers.email, email)).limit(1))[0] ?? null;
}

/** The session's customer and their addresses, in one round trip; null without a live customer session. */
export async function readMe(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<{ customer: CustomerRecord; addresses: AddressRecord[] } | null> {
  const who = sessionCustomer(tokenHash, now);
  const [rows, addresses] = await db.batch([
    db
      .select()
      .from(customers)
      .where(sql`${customers.id} = ${who}`)
      .limit(1),
    db
      .select()
      .from(customerAddresses)
      .where(sql`${customerAddresses.customerId} = ${who}`)
      .orderBy(customerAddresses.id),
  ]);
  const customer = rows[0];
  return customer ? { customer, addresses } : null;
}

type NewCustomer = Omit<typeof customers.$inferInsert, "id">;

/**
 * Creates a customer with the addresses their registration carried, in one batch; null when the
 * e-mail is taken (one statement decides: concurrent sign-ups cannot both win). Each address is
 * written for the row with this e-mail *and* this registration's loyalty card number (random and
 * unique), so when the e-mail was taken nothing is added to the existing account.
 */
export async function insertCustomer(
  db: Database,
  row: NewCustomer,
  addresses: readonly NewAddress[] = [],
): Promise<number | null> {
  const insert = db
    .insert(customers)
    .values(row)
    .onConflictDoNothing({ target: customers.email })
    .returning({ id: customers.id });
  if (addresses.length === 0) return (await insert)[0]?.id ?? null;
  const [inserted] = await db.batch([insert, ...addresses.map((a) => newCustomerAddress(db, row, a))]);
  return inserted[0]?.id ?? null;
}

function newCustomerAddress(db: Database, owner: NewCustomer, a: NewAddress) {
  const flag = (value: boolean | undefined) => (value ? 1 : 0);
  return db.run(sql`insert into ${customerAddresses} (customer_id, firstname, lastname, street, house_number, affix,
      postcode, city, region, country_id, telephone, company, vat_id, default_shipping, default_billing, created_at)
    select ${customers.id}, ${a.firstname}, ${a.lastname}, ${a.street}, ${a.houseNumber}, ${a.affix ?? ""},
      ${a.postcode}, ${a.city}, ${a.region ?? ""}, ${a.countryId}, ${a.telephone ?? ""}, ${a.company ?? ""},
      ${a.vatId ?? ""}, ${flag(a.defaultShipping)}, ${flag(a.defaultBilling)}, ${owner.createdAt.getTime()}
    from ${customers} where ${customers.email} = ${owner.email} and ${customers.loyaltyCard} = ${owner.loyaltyCard}`);
}

/**
 * Saves an address a customer checked out with into their book (issue 31.8), as a statement of the
 * order's own batch (no round trip of its own): not when the book is full (MAX_ADDRESSES) or already
 * holds the same address; the first address of a book becomes its default delivery address.
 */
export function saveCheckoutAddressStatement(db: Database, customerId: number, a: NewAddress, now: Date) {
  const owned = sql`${customerAddresses.customerId} = ${customerId}`;
  return db.run(sql`insert into ${customerAddresses} (customer_id, firstname, lastname, street, house_number, affix,
      postcode, city, region, country_id, telephone, company, vat_id, default_shipping, default_billing, created_at)
    select ${customerId}, ${a.firstname}, ${a.lastname}, ${a.street}, ${a.houseNumber}, ${a.affix ?? ""},
      ${a.postcode}, ${a.city}, ${a.region ?? ""}, ${a.countryId}, ${a.telephone ?? ""}, ${a.company ?? ""},
      ${a.vatId ?? ""}, (select count(*) = 0 from ${customerAddresses} where ${owned}), 0, ${now.getTime()}
    where (select count(*) from ${customerAddresses} where ${owned}) < ${MAX_ADDRESSES}
      and not exists (select 1 from ${customerAddresses} where ${owned}
        and lower(${customerAddresses.street}) = lower(${a.street}) and ${customerAddresses.houseNumber} = ${a.houseNumber}
        and lower(${customerAddresses.affix}) = lower(${a.affix ?? ""}) and ${customerAddresses.postcode} = ${a.postcode}
        and ${customerAddresses.countryId} = ${a.countryId} and lower(${customerAddresses.lastname}) = lower(${a.lastname}))`);
}

/** Replaces the modifiable profile (SPEC §6: names, e-mail, addresses) in one batch. */
export async function updateProfile(
  db: Database,
  customerId: number,
  profile: { firstname: string; lastname: string; email: string; addresses?: NewAddress[] },
  now: Date,
): Promise<void> {
  const update = db
    .update(customers)
    .set({ firstname: profile.firstname, lastname: profile.lastname, email: profile.email, updatedAt: now })
    .where(eq(customers.id, customerId));
  if (!profile.addresses) {
    await update;
    return;
  }
  const remove = db.delete(customerAddresses).where(eq(customerAddresses.customerId, customerId));
  if (profile.addresses.length === 0) {
    await db.batch([update, remove]);
    return;
  }
  await db.batch([
    update,
    remove,
    db.insert(customerAddresses).values(profile.addresses.map((a) => ({ ...a, customerId, createdAt: now }))),
  ]);
}

/** Sets a new password hash (rehash on login, change, reset). */
export function setPasswordStatement(db: Database, customerId: number, passwordHash: string, now: Date) {
  return db.update(customers).set({ passwordHash, updatedAt: now }).where(eq(customers.id, customerId));
}

/** Revokes every live session of a customer (password change, reset, account deletion). */
export function revokeAllStatement(db: Database, customerId: number, now: Date) {
  return db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.customerId, customerId), isNull(sessions.revokedAt)));
}

/** Stores a reset token's hash. */
export async function insertReset(
  db: Database,
  row: { tokenHash: string; customerId: number; now: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(passwordResets).values({
    tokenHash: row.tokenHash,
    customerId: row.customerId,
    createdAt: row.now,
    expiresAt: row.expiresAt,
  });
}

/**
 * Uses up a reset token of the customer with `email` and sets their new password in one batch:
 * the token is marked used only if unused and unexpired, and the password and session revocation
 * apply only when that mark happened. Answers the customer id, or null when the token is no good.
 */
export async function consumeReset(
  db: Database,
  input: { tokenHash: string; email: string; passwordHash: string; now: Date },
): Promise<number | null> {
  const t = input.now.getTime();
  const owner = sql`(select ${customers.id} from ${customers} where ${customers.email} = ${input.email})`;
  const [used] = await db.batch([
    db
      .update(passwordResets)
      .set({ usedAt: input.now })
      .where(
        sql`${passwordResets.tokenHash} = ${input.tokenHash} and ${passwordResets.usedAt} is null
          and ${passwordResets.expiresAt} > ${t} and ${passwordResets.customerId} = ${owner}`,
      )
      .returning({ customerId: passwordResets.customerId }),
    db
      .update(customers)
      .set({ passwordHash: input.passwordHash, updatedAt: input.now })
      .where(
        sql`${customers.email} = ${input.email} and exists (select 1 from ${passwordResets}
          where ${passwordResets.tokenHash} = ${input.tokenHash} and ${passwordResets.usedAt} = ${t}
          and ${passwordResets.customerId} = ${customers.id})`,
      ),
    db
      .update(sessions)
      .set({ revokedAt: input.now })
      .where(
        sql`${sessions.revokedAt} is null and ${sessions.customerId} = (select ${passwordResets.customerId}
          from ${passwordResets} where ${passwordResets.tokenHash} = ${input.tokenHash} and ${passwordResets.usedAt} = ${t})`,
      ),
    // Every other open link of this customer dies with this one.
    db
      .update(passwordResets)
      .set({ usedAt: input.now })
      .where(
        sql`${passwordResets.usedAt} is null and ${passwordResets.customerId} = (select ${passwordResets.customerId}
          from ${passwordResets} where ${passwordResets.tokenHash} = ${input.tokenHash} and ${passwordResets.usedAt} = ${t})`,
      ),
  ]);
  return used[0]?.customerId ?? null;
}

/** One page of a customer's orders with their lines (two statements, one round trip), newest first. */
export async function orderHistory(db: Database, customerId: number, page: { size: number; current: number }) {
  const offset = (page.current - 1) * page.size;
  const pageIds = sql`(select ${orders.id} from ${orders} where ${orders.customerId} = ${customerId}
    order by ${orders.createdAt} desc limit ${page.size} offset ${offset})`;
  const [rows, lines, counted] = await db.batch([
    db
      .select()
      .from(orders)
      .where(eq(orders.customerId, customerId))
      .orderBy(desc(orders.createdAt))
      .limit(page.size)
      .offset(offset),
    db
      .select()
      .from(orderItems)
      .where(sql`${orderItems.orderId} in ${pageIds}`)
      .orderBy(orderItems.id),
    db
      .select({ n: sql<number>`count(*)` })
      .from(orders)
      .where(eq(orders.customerId, customerId)),
  ]);
  return { orders: rows, lines, total: counted[0]?.n ?? 0 };
}

/** One order of a customer by its number, with its lines; null when it is not theirs (or does not exist). */
export async function customerOrder(db: Database, customerId: number, incrementId: string) {
  const [rows, lines] = await db.batch([
    db
      .select()
      .from(orders)
      .where(and(eq(orders.customerId, customerId), eq(orders.incrementId, incrementId)))
      .limit(1),
    db
      .select()
      .from(orderItems)
      .where(
        sql`${orderItems.orderId} = (select ${orders.id} from ${orders} where ${orders.customerId} = ${customerId}
          and ${orders.incrementId} = ${incrementId})`,
      )
      .orderBy(orderItems.id),
  ]);
  return rows[0] ? { order: rows[0], lines } : null;
}

/**
 * The loyalty balance and history of a customer (one round trip): earned from their placed and
 * processed orders (a canceled or returned order earns nothing), plus the stored transactions
 * (redemptions, bonuses, adjustments). Newest first.
 */
export async function loyalty(db: Database, customerId: number) {
  const [transactions, earning] = await db.batch([
    db
      .select()
      .from(loyaltyTransactions)
      .where(eq(loyaltyTransactions.customerId, customerId))
      .orderBy(desc(loyaltyTransactions.createdAt), desc(loyaltyTransactions.id)),
    db
      .select({ incrementId: orders.incrementId, grandTotal: orders.grandTotal, createdAt: orders.createdAt })
      .from(orders)
      .where(and(eq(orders.customerId, customerId), sql`${orders.status} in ('placed', 'processed')`)),
  ]);
  const earned = earning
    .map((o) => ({
      points: pointsEarned(o.grandTotal),
      reason: "order",
      orderIncrementId: o.incrementId,
      createdAt: o.createdAt,
    }))
    .filter((e) => e.points > 0);
  const history = [...transactions, ...earned].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  return { balance: history.reduce((sum, h) => sum + h.points, 0), history: history.slice(0, 50) };
}
