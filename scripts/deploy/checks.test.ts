import { describe, expect, it } from "vitest";
import { deployProblems } from "./checks";

const SANDBOX_LINE =
  "PAYMENT_PROVIDER is sandbox (the default), where any shopper can approve their own payment: set PAYMENT_PROVIDER=mollie with the MOLLIE_API_KEY secret, or ALLOW_SANDBOX_PAYMENTS=on for a staging shop";
const ORIGIN_LINE =
  'PUBLIC_ORIGIN is not set: set it to the shop\'s origin in wrangler.toml [vars], e.g. PUBLIC_ORIGIN = "https://www.ateliernoord.nl"';
const MOLLIE = { PAYMENT_PROVIDER: "mollie", PUBLIC_ORIGIN: "https://www.ateliernoord.nl" };
const ALL = ["LIBSQL_URL", "LIBSQL_AUTH_TOKEN", "PASSWORD_PEPPER", "CONTENT_ADMIN_TOKEN"];

describe("deployProblems", () => {
  it("refuses the repository's own wrangler.toml: the sandbox by default and no PUBLIC_ORIGIN", () => {
    const vars = { MAINTENANCE_MODE: "off", EN_TAX_COUNTRY: "NL", LOG_LEVEL: "info" };
    expect(deployProblems({ vars, secrets: null })).toEqual([SANDBOX_LINE, ORIGIN_LINE]);
    expect(deployProblems({ vars: { ...vars, PAYMENT_PROVIDER: "sandbox" }, secrets: null })).toEqual([
      SANDBOX_LINE,
      ORIGIN_LINE,
    ]);
  });

  it("lets a staging shop on the sandbox go with the switch on, in any spelling the worker reads", () => {
    for (const on of ["on", "true", "1"])
      expect(
        deployProblems({
          vars: { ALLOW_SANDBOX_PAYMENTS: on, PUBLIC_ORIGIN: "https://staging.example" },
          secrets: null,
        }),
      ).toEqual([]);
    expect(
      deployProblems({
        vars: { ALLOW_SANDBOX_PAYMENTS: "off", PUBLIC_ORIGIN: "https://staging.example" },
        secrets: null,
      }),
    ).toEqual([SANDBOX_LINE]);
  });

  it("names a malformed provider, switch or origin with its value", () => {
    expect(deployProblems({ vars: { ...MOLLIE, PAYMENT_PROVIDER: "stripe" }, secrets: null })).toEqual([
      'PAYMENT_PROVIDER must be sandbox or mollie (it is "stripe")',
    ]);
    expect(
      deployProblems({ vars: { ALLOW_SANDBOX_PAYMENTS: "yes", PUBLIC_ORIGIN: "https://a.example" }, secrets: null }),
    ).toEqual(['ALLOW_SANDBOX_PAYMENTS must be on or off (it is "yes")']);
    for (const origin of ["www.ateliernoord.nl", "https://www.ateliernoord.nl/shop"])
      expect(deployProblems({ vars: { ...MOLLIE, PUBLIC_ORIGIN: origin }, secrets: null })).toEqual([
        `PUBLIC_ORIGIN must be an origin such as https://www.ateliernoord.nl (it is "${origin}")`,
      ]);
  });

  it("names each missing secret of the provider once Cloudflare listed them", () => {
    expect(deployProblems({ vars: MOLLIE, secrets: [] })).toEqual(
      [...ALL, "MOLLIE_API_KEY"].map((name) => `secret ${name} is not set: npx wrangler secret put ${name}`),
    );
    expect(deployProblems({ vars: MOLLIE, secrets: [...ALL, "MOLLIE_API_KEY"] })).toEqual([]);
    expect(deployProblems({ vars: MOLLIE, secrets: [...ALL, "PAYMENT_SIGNING_SECRET"] })).toEqual([
      "secret MOLLIE_API_KEY is not set: npx wrangler secret put MOLLIE_API_KEY",
    ]);
    const staging = { ALLOW_SANDBOX_PAYMENTS: "on", PUBLIC_ORIGIN: "https://staging.example" };
    expect(deployProblems({ vars: staging, secrets: ALL })).toEqual([
      "secret PAYMENT_SIGNING_SECRET is not set: npx wrangler secret put PAYMENT_SIGNING_SECRET",
    ]);
  });

  it("counts PUBLIC_ORIGIN kept as a secret, and checks no secret it could not list", () => {
    expect(
      deployProblems({ vars: { PAYMENT_PROVIDER: "mollie" }, secrets: [...ALL, "MOLLIE_API_KEY", "PUBLIC_ORIGIN"] }),
    ).toEqual([]);
    expect(deployProblems({ vars: MOLLIE, secrets: null })).toEqual([]);
  });
});
