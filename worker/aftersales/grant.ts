/**
 * The guest's order lookup grant: after a right order number and e-mail, the browser holds an
 * HttpOnly `__Host-` cookie naming that order until it closes, signed (HMAC-SHA-256 under a key
 * derived from PASSWORD_PEPPER) and good for LOOKUP_GRANT_MS. No URL names the order, so a link
 * shared or logged opens nothing.
 */
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { AppEnv } from "../context";

export const LOOKUP_COOKIE = "__Host-an_lookup";
/** How long a lookup lets a guest see the order and ask for a return: 30 minutes. */
export const LOOKUP_GRANT_MS = 30 * 60_000;

const encoder = new TextEncoder();
const keys = new Map<string, Promise<CryptoKey>>();

function keyFor(pepper: string): Promise<CryptoKey> {
  let key = keys.get(pepper);
  if (!key) {
    key = crypto.subtle.importKey(
      "raw",
      encoder.encode(`order-lookup:${pepper}`),
      { name: "HMAC", hash: "SHA-256" },
      false,
      ["sign", "verify"],
    );
    keys.set(pepper, key);
  }
  return key;
}

const toB64 = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
function fromB64(text: string): Uint8Array | null {
  try {
    return Uint8Array.from(atob(text.replace(/-/g, "+").replace(/_/g, "/")), (ch) => ch.charCodeAt(0));
  } catch {
    return null;
  }
}

/** Signs the grant for an order and sets its cookie; false when no key is configured. */
export async function grantOrder(c: Context<AppEnv>, orderId: string, now: Date): Promise<boolean> {
  const pepper = c.get("config").PASSWORD_PEPPER;
  if (!pepper) return false;
  const payload = `${orderId}.${now.getTime() + LOOKUP_GRANT_MS}`;
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", await keyFor(pepper), encoder.encode(payload)));
  // No Max-Age: the grant ends with the browser session or its signed expiry, whichever comes first.
  setCookie(c, LOOKUP_COOKIE, `${payload}.${toB64(mac)}`, { path: "/", secure: true, httpOnly: true, sameSite: "Lax" });
  return true;
}

/** The order the request's grant names, or null (none, forged, or expired). */
export async function grantedOrderId(c: Context<AppEnv>, now: Date): Promise<string | null> {
  const pepper = c.get("config").PASSWORD_PEPPER;
  const value = getCookie(c, LOOKUP_COOKIE);
  if (!pepper || !value || value.length > 200) return null;
  const [orderId, expires, mac] = value.split(".");
  if (!orderId || !expires || !mac || !/^\d{1,15}$/.test(expires)) return null;
  const bytes = fromB64(mac);
  if (!bytes) return null;
  const ok = await crypto.subtle.verify("HMAC", await keyFor(pepper), bytes, encoder.encode(`${orderId}.${expires}`));
  return ok && Number(expires) > now.getTime() ? orderId : null;
}

/** Forgets the grant (an expired one, so the page asks again). */
export const dropGrant = (c: Context<AppEnv>) => deleteCookie(c, LOOKUP_COOKIE, { path: "/", secure: true });
