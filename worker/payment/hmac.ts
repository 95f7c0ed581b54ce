/**
 * HMAC-SHA256 with WebCrypto (Workers and Node alike) and the encodings the sandbox puts in URLs
 * and headers. Verification goes through `crypto.subtle.verify`, which compares in constant time.
 */
const encoder = new TextEncoder();

/** An HMAC-SHA256 key for signing and verifying with one secret. */
export function hmacKey(secret: string): Promise<CryptoKey> {
  return crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
    "verify",
  ]);
}

/** The MAC of a message. */
export async function sign(key: CryptoKey, message: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(message)));
}

/** True when `mac` is the message's MAC; compared in constant time by WebCrypto. */
export function verify(key: CryptoKey, mac: Uint8Array, message: string): Promise<boolean> {
  return crypto.subtle.verify("HMAC", key, mac, encoder.encode(message));
}

/** Lower-case hex. */
export function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** Bytes of a hex string, or null when it is not hex. */
export function fromHex(hex: string): Uint8Array | null {
  if (hex.length % 2 !== 0 || !/^[0-9a-f]*$/i.test(hex)) return null;
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

/** Unpadded base64url, safe in a URL path. */
export function toBase64Url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** Bytes of unpadded base64url, or null when it is not base64url. */
export function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/** UTF-8 text as bytes and back (payment descriptions may hold any character). */
export const utf8 = {
  encode: (text: string): Uint8Array => encoder.encode(text),
  decode: (bytes: Uint8Array): string => new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes),
};

/** A random id: `prefix` + 20 base64url characters (120 bits). */
export function randomId(prefix: string): string {
  return prefix + toBase64Url(crypto.getRandomValues(new Uint8Array(15)));
}
