import { SESSION_TOKEN_BYTES } from "../../schema/constants";

/** `bytes` random bytes as base64url, without padding: ids and tokens nobody can guess. */
export function randomId(bytes: number): string {
  let binary = "";
  for (const byte of crypto.getRandomValues(new Uint8Array(bytes))) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** A new session token: 256 random bits, base64url (43 characters). */
export function newToken(): string {
  return randomId(SESSION_TOKEN_BYTES);
}

/** SHA-256 of a text, hex. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** What the database keeps of a token: its SHA-256, hex. */
export function hashToken(token: string): Promise<string> {
  return sha256Hex(token);
}

/** A token as we issue it; anything else is not looked up at all. */
export function isWellFormedToken(value: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(value);
}
