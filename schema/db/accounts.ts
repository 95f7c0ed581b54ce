import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

/**
 * Customer accounts (SPEC §3 User, §6 roles). A customer logs in with e-mail and password; their
 * sessions are rows of `sessions` carrying `customer_id`. Passwords are PBKDF2 hashes with the
 * parameters beside them (`pbkdf2-sha512$<iterations>$<salt>$<hash>`), peppered with a secret.
 */
export const customers = sqliteTable(
  "customers",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** Lower case, trimmed; unique. */
    email: text("email").notNull(),
    firstname: text("firstname").notNull(),
    lastname: text("lastname").notNull(),
    passwordHash: text("password_hash").notNull(),
    /** The store view the account was made in (its e-mails' language). */
    store: text("store", { enum: ["nl", "de", "en"] }).notNull(),
    /** The loyalty card's number (EAN-13 digits), shown as a barcode. */
    loyaltyCard: text("loyalty_card").notNull(),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [uniqueIndex("customers_email_idx").on(t.email), uniqueIndex("customers_loyalty_card_idx").on(t.loyaltyCard)],
);

/** A customer's addresses (SPEC §3 User addresses: street, house number, affix, postcode, city, …). */
export const customerAddresses = sqliteTable(
  "customer_addresses",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    firstname: text("firstname").notNull(),
    lastname: text("lastname").notNull(),
    street: text("street").notNull(),
    houseNumber: text("house_number").notNull(),
    affix: text("affix").notNull().default(""),
    postcode: text("postcode").notNull(),
    city: text("city").notNull(),
    region: text("region").notNull().default(""),
    countryId: text("country_id").notNull(),
    telephone: text("telephone").notNull().default(""),
    /** A business address's company and VAT number (issue 31.8; the number normalised, format-checked). */
    company: text("company").notNull().default(""),
    vatId: text("vat_id").notNull().default(""),
    defaultShipping: integer("default_shipping", { mode: "boolean" }).notNull().default(false),
    defaultBilling: integer("default_billing", { mode: "boolean" }).notNull().default(false),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("customer_addresses_customer_idx").on(t.customerId)],
);

/** Password reset links: single use, expiring; only the token's SHA-256 is kept. */
export const passwordResets = sqliteTable(
  "password_resets",
  {
    tokenHash: text("token_hash").primaryKey(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    usedAt: integer("used_at", { mode: "timestamp_ms" }),
  },
  (t) => [index("password_resets_customer_idx").on(t.customerId)],
);

/**
 * Fixed-window counters for abuse limits (worker/http/rate-limit.ts): sign-in, reset and registration,
 * coupon and gift card guesses, contact form tokens and messages, newsletter sign-ups. One upsert
 * increments and answers the count, so concurrent attempts are all counted.
 */
export const rateLimits = sqliteTable("rate_limits", {
  /** What is counted: `login:pair:<sha256 of e-mail>:<ip>`, `code:cart:<cart id>`, `contact:token:<nonce>`, … */
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  windowStart: integer("window_start", { mode: "timestamp_ms" }).notNull(),
});

/** SPEC §3 Wishlist, server side for logged-in customers (guests keep theirs in local storage). */
export const wishlistItems = sqliteTable(
  "wishlist_items",
  {
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    productId: integer("product_id").notNull(),
    sku: text("sku").notNull(),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.productId] })],
);

/** Loyalty points: every earning and redemption, the balance is their sum (never below zero). */
export const loyaltyTransactions = sqliteTable(
  "loyalty_transactions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    /** Positive when earned, negative when redeemed. */
    points: integer("points").notNull(),
    /** What it was for: "order", "redeem", "welcome", "adjustment". */
    reason: text("reason").notNull(),
    orderIncrementId: text("order_increment_id"),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [
    index("loyalty_transactions_customer_idx").on(t.customerId, t.createdAt),
    check("loyalty_points_not_zero", sql`${t.points} <> 0`),
  ],
);
