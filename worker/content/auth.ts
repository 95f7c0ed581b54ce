/**
 * Who may edit (SPEC §6: "CMS editor preview requires a preview token (validated by a server call)").
 * The operator API and the content screen need the admin token (a secret, `CONTENT_ADMIN_TOKEN`,
 * sent as `X-Admin-Token`), never a customer session. Preview links carry a preview token: an
 * HMAC of the space id and a timestamp under the admin token, valid for PREVIEW_TOKEN_TTL_S.
 */
import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "../context";
import { AppError } from "../errors/app-error";

export const ADMIN_TOKEN_HEADER = "x-admin-token";
/** The CMS space: one per shop (SPEC §2 preview "spaceId"). */
export const CONTENT_SPACE_ID = "atelier-noord";
/** A preview link works for a day. */
export const PREVIEW_TOKEN_TTL_S = 24 * 60 * 60;

const encoder = new TextEncoder();

async function hmacHex(secret: string, message: string): Promise<string> {
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
  ]);
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(message)));
  return Array.from(mac, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** Compares two strings in time that depends on their length only (both are hashed first). */
async function sameSecret(a: string, b: string): Promise<boolean> {
  const [ha, hb] = await Promise.all([
    crypto.subtle.digest("SHA-256", encoder.encode(a)),
    crypto.subtle.digest("SHA-256", encoder.encode(b)),
  ]);
  const x = new Uint8Array(ha);
  const y = new Uint8Array(hb);
  let diff = 0;
  for (let i = 0; i < x.length; i++) diff |= x[i]! ^ y[i]!;
  return diff === 0;
}

/** True when the request carries the configured admin token. */
export async function isAdmin(c: Context<AppEnv>): Promise<boolean> {
  const secret = c.get("config").CONTENT_ADMIN_TOKEN;
  const given = c.req.header(ADMIN_TOKEN_HEADER);
  if (!secret || !given) return false;
  return sameSecret(given, secret);
}

/** Guards the operator API: 401 without the admin token, 503 when the shop has none configured. */
export function requireAdmin(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!c.get("config").CONTENT_ADMIN_TOKEN) {
      throw new AppError(503, "SERVICE_UNAVAILABLE", "Content editing is not configured (CONTENT_ADMIN_TOKEN)");
    }
    if (!(await isAdmin(c))) throw new AppError(401, "UNAUTHORIZED", "A valid admin token is required");
    await next();
  };
}

export interface PreviewToken {
  spaceId: string;
  timestamp: string;
  token: string;
}

/** A fresh preview token (for the content screen's preview links). */
export async function issuePreviewToken(secret: string, now = Date.now()): Promise<PreviewToken> {
  const timestamp = String(Math.floor(now / 1000));
  return { spaceId: CONTENT_SPACE_ID, timestamp, token: await hmacHex(secret, `${CONTENT_SPACE_ID}:${timestamp}`) };
}

/** Checks a preview token: right space, signed with the admin token, not older than a day nor from the future. */
export async function validPreviewToken(
  secret: string | undefined,
  given: Partial<PreviewToken>,
  now = Date.now(),
): Promise<boolean> {
  if (!secret || !given.spaceId || !given.timestamp || !given.token) return false;
  if (given.spaceId !== CONTENT_SPACE_ID || !/^\d{1,12}$/.test(given.timestamp) || !/^[0-9a-f]{64}$/.test(given.token))
    return false;
  const age = now / 1000 - Number(given.timestamp);
  if (age > PREVIEW_TOKEN_TTL_S || age < -60) return false;
  return sameSecret(given.token, await hmacHex(secret, `${given.spaceId}:${given.timestamp}`));
}

/** The preview token of a request's query (`spaceId`, `timestamp`, `token`), when valid. */
export async function previewOf(c: Context<AppEnv>): Promise<PreviewToken | null> {
  const given = { spaceId: c.req.query("spaceId"), timestamp: c.req.query("timestamp"), token: c.req.query("token") };
  return (await validPreviewToken(c.get("config").CONTENT_ADMIN_TOKEN, given)) ? (given as PreviewToken) : null;
}
