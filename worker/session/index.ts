/**
 * The session of a request (`c.get("session")`, ARCHITECTURE §3): read from the `__Host-` cookie the
 * site uses, or from `Authorization: Bearer` / `?token=` (API clients, SPEC compatibility). Lazy:
 * nothing is looked up until a route asks, so cached and catalogue pages cost no round trip. The
 * accounts feature logs in on top of `start()` and `end()`.
 */
import type { Context, MiddlewareHandler } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import {
  REFRESH_COOKIE,
  REFRESH_TOKEN_DAYS,
  SESSION_COOKIE,
  SESSION_IDLE_DAYS,
  SESSION_TOUCH_AFTER_MS,
} from "../../schema/constants";
import type { AppEnv } from "../context";
import { describeError } from "../logging/logger";
import { consumeRefreshToken, findSession, insertSession, revokeSession, touchSession } from "./repo";
import { hashToken, isWellFormedToken, newToken } from "./token";

export { revokeCustomerSessions } from "./repo";
export { hashToken, randomId, sha256Hex } from "./token";
export { SESSION_COOKIE, REFRESH_COOKIE };

/** No session, an anonymous (guest) session, or a customer's. `id` is the token's hash, never the token. */
export type Session =
  | { kind: "anonymous"; id: null; customerId: null }
  | { kind: "anonymous"; id: string; customerId: null; expiresAt: Date }
  | { kind: "customer"; id: string; customerId: number; expiresAt: Date };

export type ActiveSession = Exclude<Session, { id: null }>;

/** Where the request's token came from. */
export type TokenTransport = "cookie" | "bearer" | "query";

export interface SessionHandle {
  /** How the request carried a token, or null when it carried none. */
  readonly transport: TokenTransport | null;
  /**
   * The hash of the token the request carries, without a database lookup (null without a usable
   * token): lets a feature check the session inside its own query and save a round trip. Such a
   * query must itself require the session to exist, be unexpired and not revoked.
   */
  tokenHash(): Promise<string | null>;
  /** The session the token names; anonymous without an id when there is none (or it expired or was revoked). */
  current(): Promise<Session>;
  /** The current session, or a new anonymous one (its cookie is set on the response). */
  ensure(): Promise<ActiveSession>;
  /**
   * A new session, replacing the current one (login rotates the token so a planted one is worthless).
   * Sets the cookie unless the request came with a bearer or query token; returns the token for API clients.
   */
  start(
    customerId: number | null,
    options?: { refresh?: boolean },
  ): Promise<{ session: ActiveSession; token: string; refreshToken: string | null }>;
  /**
   * SPEC §7 /api/user/refresh: a refresh token (given, or the browser's refresh cookie) is used up and a
   * new customer session with a new refresh token starts; null when the token is unknown, used, expired or revoked.
   */
  refresh(
    refreshToken: string | null,
  ): Promise<{ session: ActiveSession; token: string; refreshToken: string | null } | null>;
  /** Revokes the current session and clears the cookies. */
  end(): Promise<void>;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const NO_SESSION: Session = { kind: "anonymous", id: null, customerId: null };

function tokenOf(c: Context<AppEnv>): { token: string; transport: TokenTransport } | null {
  const bearer = /^Bearer\s+(\S+)$/i.exec(c.req.header("authorization") ?? "")?.[1];
  if (bearer) return { token: bearer, transport: "bearer" };
  const cookie = getCookie(c, SESSION_COOKIE);
  if (cookie) return { token: cookie, transport: "cookie" };
  const query = c.req.path.startsWith("/api/") ? c.req.query("token") : undefined;
  return query ? { token: query, transport: "query" } : null;
}

function toSession(row: { tokenHash: string; customerId: number | null; expiresAt: Date }): ActiveSession {
  return row.customerId === null
    ? { kind: "anonymous", id: row.tokenHash, customerId: null, expiresAt: row.expiresAt }
    : { kind: "customer", id: row.tokenHash, customerId: row.customerId, expiresAt: row.expiresAt };
}

function background(c: Context<AppEnv>, work: Promise<unknown>): void {
  const guarded = work.catch((error: unknown) => c.get("log").warn("session refresh failed", describeError(error)));
  try {
    c.executionCtx.waitUntil(guarded);
  } catch {
    // No execution context (unit tests calling app.request): the promise still runs.
  }
}

function createHandle(c: Context<AppEnv>): SessionHandle {
  const given = tokenOf(c);
  let loaded: Promise<Session> | null = null;
  let hashed: Promise<string | null> | null = null;

  const current = () => {
    loaded ??= (async (): Promise<Session> => {
      if (!given || !isWellFormedToken(given.token)) return NO_SESSION;
      const now = new Date();
      const row = await findSession(c.get("db"), await hashToken(given.token), now);
      if (!row) return NO_SESSION;
      if (now.getTime() - row.lastSeenAt.getTime() > SESSION_TOUCH_AFTER_MS) {
        background(
          c,
          touchSession(c.get("db"), row.tokenHash, now, new Date(now.getTime() + SESSION_IDLE_DAYS * DAY_MS)),
        );
      }
      return toSession(row);
    })();
    return loaded;
  };

  const usesCookies = given?.transport !== "bearer" && given?.transport !== "query";

  const start = async (customerId: number | null, options: { refresh?: boolean } = {}) => {
    const token = newToken();
    const refreshToken = options.refresh && customerId !== null ? newToken() : null;
    const now = new Date();
    const expiresAt = new Date(now.getTime() + SESSION_IDLE_DAYS * DAY_MS);
    const tokenHash = await hashToken(token);
    await insertSession(c.get("db"), {
      tokenHash,
      customerId,
      now,
      expiresAt,
      refreshHash: refreshToken ? await hashToken(refreshToken) : null,
      refreshExpiresAt: refreshToken ? new Date(now.getTime() + REFRESH_TOKEN_DAYS * DAY_MS) : null,
    });
    if (usesCookies) {
      setCookie(c, SESSION_COOKIE, token, {
        path: "/",
        secure: true,
        httpOnly: true,
        sameSite: "Lax",
        maxAge: SESSION_IDLE_DAYS * 24 * 60 * 60,
      });
      if (refreshToken) {
        // Only ever read by POST /api/user/refresh, a same-site JSON call: Strict is enough.
        setCookie(c, REFRESH_COOKIE, refreshToken, {
          path: "/",
          secure: true,
          httpOnly: true,
          sameSite: "Strict",
          maxAge: REFRESH_TOKEN_DAYS * 24 * 60 * 60,
        });
      }
    }
    const session = toSession({ tokenHash, customerId, expiresAt });
    loaded = Promise.resolve(session);
    hashed = Promise.resolve(tokenHash);
    return { session, token, refreshToken };
  };

  return {
    transport: given?.transport ?? null,
    tokenHash: () => {
      hashed ??= loaded
        ? loaded.then((session) => session.id)
        : given && isWellFormedToken(given.token)
          ? hashToken(given.token)
          : Promise.resolve(null);
      return hashed;
    },
    current,
    async ensure() {
      const session = await current();
      return session.id === null ? (await start(null)).session : session;
    },
    start,
    async refresh(refreshToken) {
      const presented = refreshToken ?? getCookie(c, REFRESH_COOKIE) ?? null;
      if (!presented || !isWellFormedToken(presented)) return null;
      const customerId = await consumeRefreshToken(c.get("db"), await hashToken(presented), new Date());
      return customerId === null ? null : start(customerId, { refresh: true });
    },
    async end() {
      const session = await current();
      if (session.id !== null) await revokeSession(c.get("db"), session.id, new Date());
      if (usesCookies) {
        if (getCookie(c, SESSION_COOKIE) !== undefined) deleteCookie(c, SESSION_COOKIE, { path: "/", secure: true });
        if (getCookie(c, REFRESH_COOKIE) !== undefined) deleteCookie(c, REFRESH_COOKIE, { path: "/", secure: true });
      }
      loaded = Promise.resolve(NO_SESSION);
      hashed = Promise.resolve(null);
    },
  };
}

/** Puts `c.get("session")` on every request; runs after the request context (it needs the database). */
export function sessionContext(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set("session", createHandle(c));
    await next();
  };
}

/** True when a request carries a session or token: its response must never reach a shared cache. */
export function carriesCredentials(request: Request, url = new URL(request.url)): boolean {
  if (request.headers.has("authorization")) return true;
  const cookie = request.headers.get("cookie") ?? "";
  if (cookie.split(";").some((part) => part.trim().startsWith(`${SESSION_COOKIE}=`))) return true;
  return url.searchParams.has("token");
}
