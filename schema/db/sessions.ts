import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

/**
 * First-party sessions (ARCHITECTURE §3). The token itself is only ever in the shopper's cookie or
 * the API client's header; the table keeps its SHA-256 hash, so a leaked table opens no session.
 * A session is anonymous (a guest with a cart) until a login binds it to a customer.
 */
export const sessions = sqliteTable(
  "sessions",
  {
    /** Hex SHA-256 of the token. */
    tokenHash: text("token_hash").primaryKey(),
    /** The customer this session is logged in as; null for an anonymous session. */
    customerId: integer("customer_id"),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    lastSeenAt: integer("last_seen_at", { mode: "timestamp_ms" }).notNull(),
    /** Sliding expiry: moved forward when the session is used (at most once a day). */
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    /** Set by logout or a password change; a revoked session is never valid again. */
    revokedAt: integer("revoked_at", { mode: "timestamp_ms" }),
    /** SHA-256 of the refresh token issued with a login (SPEC §7 /api/user/refresh); null for guests. */
    refreshHash: text("refresh_hash"),
    /** The refresh token works until then, even after the session itself expired (not after a revocation). */
    refreshExpiresAt: integer("refresh_expires_at", { mode: "timestamp_ms" }),
  },
  (t) => [
    index("sessions_customer_idx").on(t.customerId),
    index("sessions_expires_idx").on(t.expiresAt),
    uniqueIndex("sessions_refresh_idx").on(t.refreshHash),
  ],
);
