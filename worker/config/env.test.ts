import { describe, expect, it } from "vitest";
import { parseConfig, type Env } from "./env";

const env = (vars: Partial<Env>) => ({ ASSETS: {} as Env["ASSETS"], ...vars });

describe("parseConfig", () => {
  it("applies defaults", () => {
    const config = parseConfig(env({ LIBSQL_URL: "http://127.0.0.1:8080" }));
    expect(config).toMatchObject({
      MAINTENANCE_MODE: false,
      MAINTENANCE_RETRY_AFTER: 3600,
      EN_TAX_COUNTRY: "NL",
      LOG_LEVEL: "info",
    });
  });

  it("leaves a missing secret to the secrets check (a 503), not a configuration error", () => {
    expect(parseConfig(env({})).LIBSQL_URL).toBeUndefined();
  });

  it("reads the sandbox switch as operators write it, off when unset", () => {
    const url = "libsql://a.turso.io";
    expect(parseConfig(env({ LIBSQL_URL: url })).ALLOW_SANDBOX_PAYMENTS).toBe(false);
    expect(parseConfig(env({ LIBSQL_URL: url, ALLOW_SANDBOX_PAYMENTS: "on" })).ALLOW_SANDBOX_PAYMENTS).toBe(true);
    expect(() => parseConfig(env({ LIBSQL_URL: url, ALLOW_SANDBOX_PAYMENTS: "yes please" }))).toThrow(
      /ALLOW_SANDBOX_PAYMENTS/,
    );
  });

  it("requires MEDIA_ORIGIN when Cloudflare resizes images", () => {
    expect(() => parseConfig(env({ LIBSQL_URL: "libsql://a.turso.io", IMAGE_RESIZING: "cloudflare" }))).toThrow(
      /MEDIA_ORIGIN is required when IMAGE_RESIZING is cloudflare/,
    );
  });

  it("names each malformed variable", () => {
    expect(() => parseConfig(env({ LIBSQL_URL: "ftp://x", MAINTENANCE_MODE: "maybe" }))).toThrow(
      /LIBSQL_URL must use libsql:.*MAINTENANCE_MODE/,
    );
    expect(() => parseConfig(env({ LIBSQL_URL: "libsql://db.turso.io", MAINTENANCE_RETRY_AFTER: "-5" }))).toThrow(
      /MAINTENANCE_RETRY_AFTER/,
    );
  });

  it("refuses a PUBLIC_ORIGIN that is not an origin as a configuration error", () => {
    for (const origin of ["www.ateliernoord.nl", "https://www.ateliernoord.nl/shop"])
      expect(() => parseConfig(env({ LIBSQL_URL: "libsql://a.turso.io", PUBLIC_ORIGIN: origin })), origin).toThrow(
        /PUBLIC_ORIGIN/,
      );
  });

  it("accepts the on/off spellings operators use", () => {
    for (const on of ["on", "true", "1"])
      expect(parseConfig(env({ LIBSQL_URL: "libsql://a.turso.io", MAINTENANCE_MODE: on })).MAINTENANCE_MODE).toBe(true);
    expect(parseConfig(env({ LIBSQL_URL: "libsql://a.turso.io", MAINTENANCE_MODE: "off" })).MAINTENANCE_MODE).toBe(
      false,
    );
  });
});
