import { describe, expect, it } from "vitest";
import { paymentConfigSchema } from "../../schema/config/payment";
import { hmacKey } from "./hmac";
import { createPaymentProvider } from "./provider";
import { SANDBOX_PAYMENT_PATH } from "./sandbox-provider";
import { decodeToken } from "./sandbox-token";
import { PaymentProviderError } from "./types";
import { TEST_PAYMENT_INPUT } from "./test-input";

const SECRET = "sandbox-secret-for-tests-0123456789abcdef";
const NOW = Date.UTC(2026, 4, 1, 12, 0, 0);
const sandbox = createPaymentProvider(paymentConfigSchema.parse({ PAYMENT_SIGNING_SECRET: SECRET }), {
  now: () => NOW,
});

const input = TEST_PAYMENT_INPUT;

const tokenOf = (redirectUrl: string) => new URL(redirectUrl).pathname.slice(SANDBOX_PAYMENT_PATH.length + 1);

describe("the sandbox provider", () => {
  it("redirects to its hosted page on the shop's own origin, with the payment in a signed token", async () => {
    const { providerPaymentId, redirectUrl } = await sandbox.createPayment(input);
    expect(providerPaymentId).toMatch(/^sbx_[A-Za-z0-9_-]{20}$/);
    expect(redirectUrl.startsWith(`https://shop.test${SANDBOX_PAYMENT_PATH}/`)).toBe(true);
    const payment = await decodeToken(await hmacKey(SECRET), tokenOf(redirectUrl));
    expect(payment).toEqual({
      id: providerPaymentId,
      orderId: "order-1",
      incrementId: "100000042",
      amountCents: 12995,
      currency: "EUR",
      method: "ideal",
      locale: "nl-NL",
      description: "Atelier Noord order 100000042",
      returnUrl: input.returnUrl,
      webhookUrl: input.webhookUrl,
      issuedAt: NOW / 1000,
    });
  });

  it("keeps any character of the description and refuses a token that was changed or signed elsewhere", async () => {
    const { redirectUrl } = await sandbox.createPayment({ ...input, description: "Bestellung für Zoë – 100000042" });
    const token = tokenOf(redirectUrl);
    const key = await hmacKey(SECRET);
    expect((await decodeToken(key, token))?.description).toBe("Bestellung für Zoë – 100000042");
    const [payload, mac] = token.split(".") as [string, string];
    const flipped = `${payload.slice(0, 10)}${payload[10] === "A" ? "B" : "A"}${payload.slice(11)}`;
    expect(await decodeToken(key, `${flipped}.${mac}`)).toBeNull();
    expect(await decodeToken(key, `${payload}.${mac.slice(1)}`)).toBeNull();
    expect(await decodeToken(key, `${payload}.${mac}.x`)).toBeNull();
    expect(await decodeToken(await hmacKey(`${SECRET}!`), token)).toBeNull();
    expect(await decodeToken(key, "")).toBeNull();
  });

  it("gives retries with one idempotency key one payment id", async () => {
    const first = await sandbox.createPayment({ ...input, idempotencyKey: "order-1:1" });
    const retry = await sandbox.createPayment({ ...input, idempotencyKey: "order-1:1" });
    const next = await sandbox.createPayment({ ...input, idempotencyKey: "order-1:2" });
    expect(retry.providerPaymentId).toBe(first.providerPaymentId);
    expect(next.providerPaymentId).not.toBe(first.providerPaymentId);
    expect((await sandbox.createPayment(input)).providerPaymentId).not.toBe(
      (await sandbox.createPayment(input)).providerPaymentId,
    );
  });

  it("refuses input no provider should see", async () => {
    for (const bad of [
      { amountCents: 0 },
      { amountCents: 12.5 },
      { currency: "USD" as "EUR" },
      { method: "bitcoin" },
      { returnUrl: "/checkout-return" },
      { webhookUrl: "ftp://shop.test/hook" },
      { description: "" },
      { description: "x".repeat(256) },
    ]) {
      await expect(sandbox.createPayment({ ...input, ...bad })).rejects.toMatchObject({
        name: "PaymentProviderError",
        code: "INVALID_INPUT",
      });
    }
    await expect(sandbox.createPayment({ ...input, amountCents: -1 })).rejects.toBeInstanceOf(PaymentProviderError);
  });

  it("offers the shop's methods and keeps no state of its own", async () => {
    expect(sandbox.name).toBe("sandbox");
    expect(sandbox.methods().map((m) => m.code)).toEqual(["ideal", "card", "bancontact"]);
    expect(sandbox.methods().find((m) => m.code === "card")?.title).toEqual({
      nl: "Creditcard",
      de: "Kreditkarte",
      en: "Credit card",
    });
    expect(await sandbox.getPayment("sbx_anything")).toBeNull();
  });
});
