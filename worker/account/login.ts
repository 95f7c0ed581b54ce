/**
 * Signing in (SPEC §7 login, OWASP Authentication): per-account and per-IP attempt counters in the
 * same round trip as the customer lookup, the same PBKDF2 work and the same answer for an unknown
 * e-mail and a wrong password, then a fresh session (token rotation) into which the guest's cart merges.
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
  hitStatement,
  LOGIN_ACCOUNT_LIMIT,
  LOGIN_IP_LIMIT,
  refundStatement,
  retryAfter,
} from "./rate-limit";

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

/** POST /api/user/login: 200 with a session, 401 with one message for every wrong pair, 429 past the limits. */
export async function login(c: Context<AppEnv>, username: string, password: string): Promise<SignedIn> {
  const pepper = pepperOf(c);
  const email = normalizeEmail(username);
  const now = new Date();
  const accountKey = `login:acct:${await sha256Hex(email)}`;
  const ipKey = `login:ip:${clientIp((name) => c.req.header(name))}`;
  const db = c.get("db");
  const [account, ip, found] = await db.batch([
    hitStatement(db, accountKey, LOGIN_ACCOUNT_LIMIT, now),
    hitStatement(db, ipKey, LOGIN_IP_LIMIT, now),
    db
      .select({ id: customers.id, passwordHash: customers.passwordHash })
      .from(customers)
      .where(eq(customers.email, email))
      .limit(1),
  ]);
  const wait = retryAfter(account[0], LOGIN_ACCOUNT_LIMIT, now) ?? retryAfter(ip[0], LOGIN_IP_LIMIT, now);
  if (wait !== null) throw tooMany(c, wait, "account.tooManyAttempts");

  const customer = found[0];
  // An unknown e-mail costs the same PBKDF2 work as a known one: the timing tells nothing.
  const check = await verifyPassword(password, customer?.passwordHash ?? DECOY_HASH, pepper);
  if (!customer || !check.ok) throw new AppError(401, "UNAUTHORIZED", text(c, "account.loginFailed"));

  const rehashed = check.rehash ? await hashPassword(password, pepper) : null;
  return signIn(c, customer.id, (d) => [
    clearStatement(d, accountKey),
    refundStatement(d, ipKey),
    ...(rehashed
      ? [d.update(customers).set({ passwordHash: rehashed, updatedAt: now }).where(eq(customers.id, customer.id))]
      : []),
  ]);
}
