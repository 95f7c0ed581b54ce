import { and, eq, gt, isNotNull, isNull } from "drizzle-orm";
import { sessions } from "../../schema/db";
import type { Database } from "../db/client";

export interface SessionRow {
  tokenHash: string;
  customerId: number | null;
  expiresAt: Date;
  lastSeenAt: Date;
}

/** The live session with this token hash: not expired, not revoked. One round trip. */
export async function findSession(db: Database, tokenHash: string, now: Date): Promise<SessionRow | null> {
  const rows = await db
    .select({
      tokenHash: sessions.tokenHash,
      customerId: sessions.customerId,
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now), isNull(sessions.revokedAt)))
    .limit(1);
  return rows[0] ?? null;
}

/** Stores a new session. */
export async function insertSession(
  db: Database,
  row: {
    tokenHash: string;
    customerId: number | null;
    now: Date;
    expiresAt: Date;
    refreshHash?: string | null;
    refreshExpiresAt?: Date | null;
  },
): Promise<void> {
  await db.insert(sessions).values({
    tokenHash: row.tokenHash,
    customerId: row.customerId,
    createdAt: row.now,
    lastSeenAt: row.now,
    expiresAt: row.expiresAt,
    refreshHash: row.refreshHash ?? null,
    refreshExpiresAt: row.refreshExpiresAt ?? null,
  });
}

/**
 * Uses up a refresh token: revokes the session it belongs to (if that session is not revoked and the
 * refresh token has not expired) and answers its customer; null otherwise. One statement, so a
 * refresh token replayed concurrently gives one new session only.
 */
export async function consumeRefreshToken(db: Database, refreshHash: string, now: Date): Promise<number | null> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.refreshHash, refreshHash),
        isNull(sessions.revokedAt),
        gt(sessions.refreshExpiresAt, now),
        isNotNull(sessions.customerId),
      ),
    )
    .returning({ customerId: sessions.customerId });
  return rows[0]?.customerId ?? null;
}

/** Moves a session's expiry forward (sliding idle timeout). */
export async function touchSession(db: Database, tokenHash: string, now: Date, expiresAt: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ lastSeenAt: now, expiresAt })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
}

/** Revokes one session (logout). */
export async function revokeSession(db: Database, tokenHash: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
}

/** Revokes every session of a customer (password change, account deletion). */
export async function revokeCustomerSessions(db: Database, customerId: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.customerId, customerId), isNull(sessions.revokedAt)));
}
