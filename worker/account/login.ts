/**
 * Signing in (SPEC §7 login, OWASP Authentication): per account-and-IP and per-IP attempt counters
 * and an account-wide slow-down (./limits) in the same round trip as the customer lookup, the same
 * PBKDF2 work and the same answer for an unknown e-mail and a wrong password, then a fresh session (token rotation) into which the guest's cart merges.
 */
import type { Context } from "hono";
import { normalizeEmail } from "../../domain/account/password-rules";
import { customers, sessions } from "../../schema/db";
import { eq, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Database } from "../db/client";
import { mergeGuestCartStatements } from "../cart";
import type { AppEnv } from "../context";
import { AppError } from "../errors/app-error";
import { sha256Hex } from "../session";
import { pepperOf, text, tooMany } from "./context";
import { DECOY_HASH, hashPassword, verifyPassword } from "./password";
import {
  clearStatement,
  clientIp,
  countersStatement,
  hitStatement,
  liveCount,
  refundStatement,
  retryAfter,
} from "../http/rate-limit";
import { LOGIN_ACCOUNT_SLOWDOWN, LOGIN_IP_LIMIT, LOGIN_PAIR_LIMIT, loginDelayMs, loginKeys } from "./limits";

/** What a successful sign-in answers: the token for API clients ("" for the site, which has its cookie). */
export interface SignedIn {
  token: string;
  refreshToken: string | null;
  customerId: number;
}

/** True when the caller is the first-party site: it keeps its tokens in HttpOnly cookies only. */
export function wantsCookieOnly(c: Context<AppEnv>): boolean {
  return c.req.header("x-session-transport") === "cookie";
}

/**
 * Starts a customer session on this request (rotating the token) and, in one batch, merges the
 * guest session's cart into the customer's, revokes the guest session and runs `extra` statements.
 */
export async function signIn(
  c: Context<AppEnv>,
  customerId: number,
  extra: (db: Database) => BatchItem<"sqlite">[] = () => [],
): Promise<SignedIn> {
  const db = c.get("db");
  const previous = await c.get("session").tokenHash();
  const { session, token, refreshToken } = await c.get("session").start(customerId, { refresh: true });
  const now = new Date();
  const statements: BatchItem<"sqlite">[] = [...extra(db)];
  if (previous && previous !== session.id) {
    statements.push(
      ...mergeGuestCartStatements(db, { guestTokenHash: previous, customerId, ownerSession: session.id, now }),
      // The guest token dies with the login (a planted session id is worthless afterwards).
      db
        .update(sessions)
        .set({ revokedAt: now })
        .where(
          sql`${sessions.tokenHash} = ${previous} and ${sessions.revokedAt} is null and ${sessions.customerId} is null`,
        ),
    );
  }
  const [first, ...rest] = statements;
  if (first) await db.batch([first, ...rest]);
  const cookieOnly = wantsCookieOnly(c);
  return { token: cookieOnly ? "" : token, refreshToken: cookieOnly ? null : refreshToken, customerId };
}

/**
 * POST /api/user/login: 200 with a session, 401 with one message for every wrong pair, 429 for an
 * IP past its limits. The limits (./limits) throttle the guesser's IP and slow an attacked account
 * down, but never refuse the owner's right password from their own IP: see ./limits for why.
 * Round trips: the counters ride in the customer lookup's batch; a failure costs one more (the
 * account-wide count), the same for an unknown e-mail as for a known one.
 */
export async function login(c: Context<AppEnv>, username: string, password: string): Promise<SignedIn> {
  const pepper = pepperOf(c);
  const email = normalizeEmail(username);
  const now = new Date();
  const keys = loginKeys(
    await sha256Hex(email),
    clientIp((name) => c.req.header(name)),
  );
  const db = c.get("db");
  const [pair, ip, account, found] = await db.batch([
    hitStatement(db, keys.pair, LOGIN_PAIR_LIMIT, now),
    hitStatement(db, keys.ip, LOGIN_IP_LIMIT, now),
    countersStatement(db, [keys.account]),
    db
      .select({ id: customers.id, passwordHash: customers.passwordHash })
      .from(customers)
      .where(eq(customers.email, email))
      .limit(1),
  ]);
  const wait = retryAfter(pair[0], LOGIN_PAIR_LIMIT, now) ?? retryAfter(ip[0], LOGIN_IP_LIMIT, now);
  if (wait !== null) throw tooMany(c, wait, "account.tooManyAttempts");
  const delay = loginDelayMs(liveCount(account[0], LOGIN_ACCOUNT_SLOWDOWN, now));
  if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));

  const customer = found[0];
  // An unknown e-mail costs the same PBKDF2 work as a known one: the timing tells nothing.
  const check = await verifyPassword(password, customer?.passwordHash ?? DECOY_HASH, pepper);
  if (!customer || !check.ok) {
    await db.batch([hitStatement(db, keys.account, LOGIN_ACCOUNT_SLOWDOWN, now)]);
    throw new AppError(401, "UNAUTHORIZED", text(c, "account.loginFailed"));
  }

  const rehashed = check.rehash ? await hashPassword(password, pepper) : null;
  return signIn(c, customer.id, (d) => [
    clearStatement(d, keys.pair),
    refundStatement(d, keys.ip),
    ...(rehashed
      ? [d.update(customers).set({ passwordHash: rehashed, updatedAt: now }).where(eq(customers.id, customer.id))]
      : []),
  ]);
}
