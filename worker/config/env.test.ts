import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig, type Env } from "./env";

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

  it("names the missing variable", () => {
    expect(() => parseConfig(env({}))).toThrow(ConfigError);
    expect(() => parseConfig(env({}))).toThrow(/LIBSQL_URL is required/);
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

  it("accepts the on/off spellings operators use", () => {
    for (const on of ["on", "true", "1"])
      expect(parseConfig(env({ LIBSQL_URL: "libsql://a.turso.io", MAINTENANCE_MODE: on })).MAINTENANCE_MODE).toBe(true);
    expect(parseConfig(env({ LIBSQL_URL: "libsql://a.turso.io", MAINTENANCE_MODE: "off" })).MAINTENANCE_MODE).toBe(
      false,
    );
  });
});
