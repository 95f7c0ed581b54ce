/**
 * Password hashing with WebCrypto (OWASP Password Storage): PBKDF2-HMAC-SHA-512 at the Workers cap of
 * 100,000 iterations, a random 16-byte salt per hash, and a secret pepper (HMAC-SHA-256 of the
 * password under PASSWORD_PEPPER) that a leaked table does not contain. The parameters travel with
 * the hash (`pbkdf2-sha512$<iterations>$<salt>$<hash>`), so a change of cost rehashes at the next login.
 */

/** Cloudflare Workers refuse PBKDF2 above 100,000 iterations. */
export const PBKDF2_ITERATIONS = 100_000;
const SALT_BYTES = 16;
const HASH_BITS = 512;
const SCHEME = "pbkdf2-sha512";
const encoder = new TextEncoder();

function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

async function derive(password: string, pepper: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
  const pepperKey = await crypto.subtle.importKey(
    "raw",
    encoder.encode(pepper),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const peppered = await crypto.subtle.sign("HMAC", pepperKey, encoder.encode(password.normalize("NFC")));
  const base = await crypto.subtle.importKey("raw", peppered, "PBKDF2", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits(
    { name: "PBKDF2", hash: "SHA-512", salt: salt as BufferSource, iterations },
    base,
    HASH_BITS,
  );
  return new Uint8Array(bits);
}

/** A new stored hash of a password. */
export async function hashPassword(password: string, pepper: string, iterations = PBKDF2_ITERATIONS): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await derive(password, pepper, salt, iterations);
  return `${SCHEME}$${iterations}$${toBase64(salt)}$${toBase64(hash)}`;
}

function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  let diff = a.length ^ b.length;
  for (let i = 0; i < Math.min(a.length, b.length); i++) diff |= a[i]! ^ b[i]!;
  return diff === 0;
}

/**
 * Checks a password against a stored hash in constant time; `rehash` when the stored parameters are
 * not today's (the caller stores a new hash after a successful login). A malformed hash never matches.
 */
export async function verifyPassword(
  password: string,
  stored: string,
  pepper: string,
  iterations = PBKDF2_ITERATIONS,
): Promise<{ ok: boolean; rehash: boolean }> {
  const [scheme, rounds, salt, hash] = stored.split("$");
  const storedIterations = Number(rounds);
  if (scheme !== SCHEME || !Number.isInteger(storedIterations) || storedIterations < 1 || !salt || !hash) {
    // Spend the same time as a real check, so a broken row tells nobody anything.
    await derive(password, pepper, new Uint8Array(SALT_BYTES), iterations);
    return { ok: false, rehash: false };
  }
  const derived = await derive(password, pepper, fromBase64(salt), Math.min(storedIterations, PBKDF2_ITERATIONS));
  const ok = equalBytes(derived, fromBase64(hash));
  return { ok, rehash: ok && storedIterations !== iterations };
}

/**
 * A hash no password matches, checked when the e-mail is unknown: the answer then costs the same
 * PBKDF2 work as a wrong password (OWASP Authentication: no timing difference).
 */
export const DECOY_HASH = `${SCHEME}$${PBKDF2_ITERATIONS}$AAAAAAAAAAAAAAAAAAAAAA==$${"A".repeat(86)}==`;
