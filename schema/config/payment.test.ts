import { describe, expect, it } from "vitest";
import * as z from "zod";
import { ConfigError } from "../../worker/config/env";
import { paymentConfigSchema, refinePaymentConfig } from "./payment";
import { CARD_METHOD_PREFIX, checkoutMethodCode, providerMethodCode } from "../../worker/payment/methods";
import { createPaymentProvider } from "../../worker/payment/provider";

// The fragment as the worker's config will use it: merged into its object, refined after.
const schema = z.object({ ...paymentConfigSchema.shape }).superRefine(refinePaymentConfig);
const problems = (env: Record<string, string>) => {
  const result = schema.safeParse(env);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join(".")} ${i.message}`);
};
const SECRET = "0123456789abcdef0123456789abcdef";

describe("payment configuration", () => {
  it("defaults to the sandbox (approving on local origins only) and Mollie's public API", () => {
    expect(schema.parse({ PAYMENT_SIGNING_SECRET: SECRET })).toEqual({
      PAYMENT_PROVIDER: "sandbox",
      ALLOW_SANDBOX_PAYMENTS: false,
      PAYMENT_SIGNING_SECRET: SECRET,
      MOLLIE_API_URL: "https://api.mollie.com",
    });
  });

  it("names the variable the chosen provider misses", () => {
    expect(problems({})).toEqual(["PAYMENT_SIGNING_SECRET is required when PAYMENT_PROVIDER is sandbox"]);
    expect(problems({ PAYMENT_PROVIDER: "mollie" })).toEqual([
      "MOLLIE_API_KEY is required when PAYMENT_PROVIDER is mollie",
    ]);
    expect(problems({ PAYMENT_PROVIDER: "mollie", MOLLIE_API_KEY: "test_abcdefghijklmnopqrstuvwxyz12" })).toEqual([]);
  });

  it("refuses a short secret, a malformed key, an unknown provider and a non-http API URL", () => {
    expect(problems({ PAYMENT_SIGNING_SECRET: "short" })).toEqual([
      "PAYMENT_SIGNING_SECRET must be at least 32 characters",
    ]);
    expect(problems({ PAYMENT_PROVIDER: "mollie", MOLLIE_API_KEY: "sk_live_123" })[0]).toMatch(
      /^MOLLIE_API_KEY must be/,
    );
    expect(problems({ PAYMENT_PROVIDER: "stripe", PAYMENT_SIGNING_SECRET: SECRET })[0]).toMatch(/^PAYMENT_PROVIDER/);
    expect(problems({ PAYMENT_SIGNING_SECRET: SECRET, MOLLIE_API_URL: "ftp://x" })[0]).toMatch(/^MOLLIE_API_URL/);
  });

  it("trims a trailing slash off the API URL", () => {
    expect(schema.parse({ PAYMENT_SIGNING_SECRET: SECRET, MOLLIE_API_URL: "http://127.0.0.1:9/" }).MOLLIE_API_URL).toBe(
      "http://127.0.0.1:9",
    );
  });

  it("builds no provider without its secret, even when the refinement was skipped", () => {
    expect(() => createPaymentProvider(paymentConfigSchema.parse({}))).toThrow(ConfigError);
    expect(() => createPaymentProvider(paymentConfigSchema.parse({ PAYMENT_PROVIDER: "mollie" }))).toThrow(
      /MOLLIE_API_KEY is required/,
    );
    expect(createPaymentProvider(paymentConfigSchema.parse({ PAYMENT_SIGNING_SECRET: SECRET })).name).toBe("sandbox");
  });
});

describe("checkout method codes (SPEC §4, §9)", () => {
  it("go to the provider when they carry the prefix, and only then", () => {
    expect(checkoutMethodCode("ideal")).toBe(`${CARD_METHOD_PREFIX}ideal`);
    expect(providerMethodCode(`${CARD_METHOD_PREFIX}card`)).toBe("card");
    expect(providerMethodCode("free")).toBeNull();
    expect(providerMethodCode("cashondelivery")).toBeNull();
  });
});
