import { describe, expect, it } from "vitest";
import { DECOY_HASH, hashPassword, PBKDF2_ITERATIONS, verifyPassword } from "./password";

const PEPPER = "pepper-for-unit-tests-0123456789abcdef";

describe("password hashing", () => {
  it("stores the parameters with a salted PBKDF2-SHA-512 hash at the Workers cap", async () => {
    const a = await hashPassword("Secret123!", PEPPER);
    const b = await hashPassword("Secret123!", PEPPER);
    expect(a).toMatch(new RegExp(`^pbkdf2-sha512\\$${PBKDF2_ITERATIONS}\\$[A-Za-z0-9+/=]{24}\\$[A-Za-z0-9+/=]{88}$`));
    expect(a).not.toBe(b);
    expect(await verifyPassword("Secret123!", a, PEPPER)).toEqual({ ok: true, rehash: false });
    expect((await verifyPassword("Secret123?", a, PEPPER)).ok).toBe(false);
  });

  it("needs the pepper: the same password under another pepper does not match", async () => {
    const stored = await hashPassword("Secret123!", PEPPER);
    expect((await verifyPassword("Secret123!", stored, "another-pepper-0123456789abcdefghij")).ok).toBe(false);
  });

  it("asks for a rehash when the stored cost differs, and never matches the decoy or a broken hash", async () => {
    const old = await hashPassword("Secret123!", PEPPER, 1000);
    expect(await verifyPassword("Secret123!", old, PEPPER)).toEqual({ ok: true, rehash: true });
    expect((await verifyPassword("", DECOY_HASH, PEPPER)).ok).toBe(false);
    expect((await verifyPassword("x", "md5$abc", PEPPER)).ok).toBe(false);
  });
});
