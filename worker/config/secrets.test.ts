import { describe, expect, it } from "vitest";
import { parseConfig, type Env } from "./env";
import { missingSecrets } from "./secrets";

const missing = (vars: Partial<Env>) => missingSecrets(parseConfig({ ASSETS: {} as Env["ASSETS"], ...vars }));
const SECRET = "0123456789abcdef0123456789abcdef";
const DEPLOYED = {
  LIBSQL_URL: "libsql://atelier-noord.turso.io",
  LIBSQL_AUTH_TOKEN: "token",
  PASSWORD_PEPPER: SECRET,
  CONTENT_ADMIN_TOKEN: SECRET,
  PAYMENT_SIGNING_SECRET: SECRET,
};

describe("missingSecrets", () => {
  it("asks local development (a loopback database) for its database only", () => {
    for (const url of [
      "http://127.0.0.1:8080",
      "http://localhost:8080",
      "http://db.localhost:8080",
      "http://[::1]:8080",
    ])
      expect(missing({ LIBSQL_URL: url }), url).toEqual([]);
  });

  it("asks a deployed shop (any other database) for every secret, in order", () => {
    expect(missing({ LIBSQL_URL: "libsql://atelier-noord.turso.io" })).toEqual([
      "LIBSQL_AUTH_TOKEN",
      "PASSWORD_PEPPER",
      "CONTENT_ADMIN_TOKEN",
      "PAYMENT_SIGNING_SECRET",
    ]);
    expect(missing({ LIBSQL_URL: "http://10.0.0.7:8080" })).toContain("PASSWORD_PEPPER");
    expect(missing(DEPLOYED)).toEqual([]);
  });

  it("asks for the payment provider's own key", () => {
    expect(missing({ ...DEPLOYED, PAYMENT_PROVIDER: "mollie" })).toEqual(["MOLLIE_API_KEY"]);
    expect(
      missing({
        ...DEPLOYED,
        PAYMENT_PROVIDER: "mollie",
        PAYMENT_SIGNING_SECRET: "",
        MOLLIE_API_KEY: "live_abcdefghijklmnopqrstuvwxyz12",
      }),
    ).toEqual([]);
  });

  it("counts an empty value as missing and names everything when there is no database at all", () => {
    expect(missing({ ...DEPLOYED, PASSWORD_PEPPER: "" })).toEqual(["PASSWORD_PEPPER"]);
    expect(missing({})).toEqual([
      "LIBSQL_URL",
      "LIBSQL_AUTH_TOKEN",
      "PASSWORD_PEPPER",
      "CONTENT_ADMIN_TOKEN",
      "PAYMENT_SIGNING_SECRET",
    ]);
  });
});
