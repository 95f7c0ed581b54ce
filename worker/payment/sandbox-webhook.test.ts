import { describe, expect, it } from "vitest";
import { paymentConfigSchema } from "../../schema/config/payment";
import { hmacKey } from "./hmac";
import { createPaymentProvider } from "./provider";
import { SANDBOX_SIGNATURE_HEADER, signedWebhook, type SandboxEvent } from "./sandbox-webhook";

const SECRET = "sandbox-secret-for-tests-0123456789abcdef";
const NOW = Date.UTC(2026, 4, 1, 12, 0, 0);
const config = paymentConfigSchema.parse({ PAYMENT_SIGNING_SECRET: SECRET });
const provider = (now = NOW) => createPaymentProvider(config, { now: () => now });
const seconds = (ms: number) => Math.floor(ms / 1000);

const event = (overrides: Partial<SandboxEvent> = {}): SandboxEvent => ({
  providerPaymentId: "sbx_abc",
  orderId: "order-1",
  status: "paid",
  amount: 12995,
  currency: "EUR",
  eventId: "sbx_abc:paid",
  timestamp: seconds(NOW),
  ...overrides,
});
const signed = async (e = event(), secret = SECRET) =>
  signedWebhook(await hmacKey(secret), "https://shop.test/api/payment/webhook", e);

/** The same request with a different body but the original signature header. */
function withBody(request: Request, body: string): Request {
  return new Request(request.url, { method: "POST", headers: request.headers, body });
}

describe("sandbox webhooks", () => {
  it("verify when signed with the secret over the exact body", async () => {
    expect(await provider().verifyWebhook(await signed())).toEqual({
      providerPaymentId: "sbx_abc",
      orderId: "order-1",
      status: "paid",
      amountCents: 12995,
      currency: "EUR",
      eventId: "sbx_abc:paid",
    });
  });

  it("are refused when one byte of the body changed", async () => {
    const request = await signed();
    const body = await request.clone().text();
    expect(await provider().verifyWebhook(withBody(request, body.replace("12995", "12996")))).toBeNull();
    expect(await provider().verifyWebhook(withBody(request, `${body} `))).toBeNull();
  });

  it("are refused when signed with another secret", async () => {
    expect(await provider().verifyWebhook(await signed(event(), `${SECRET}-other`))).toBeNull();
  });

  it("are refused when older than 5 minutes or more than 1 minute ahead", async () => {
    const at = (offsetSeconds: number) => signed(event({ timestamp: seconds(NOW) + offsetSeconds }));
    expect(await provider().verifyWebhook(await at(-300))).not.toBeNull();
    expect(await provider().verifyWebhook(await at(-301))).toBeNull();
    expect(await provider().verifyWebhook(await at(60))).not.toBeNull();
    expect(await provider().verifyWebhook(await at(61))).toBeNull();
  });

  it("are refused without the header, with a malformed one, or with another timestamp in the header", async () => {
    const request = await signed();
    const header = request.headers.get(SANDBOX_SIGNATURE_HEADER)!;
    const body = await request.clone().text();
    const post = (headers: Record<string, string>) =>
      new Request(request.url, { method: "POST", headers: { "Content-Type": "application/json", ...headers }, body });
    expect(await provider().verifyWebhook(post({}))).toBeNull();
    expect(await provider().verifyWebhook(post({ [SANDBOX_SIGNATURE_HEADER]: "garbage" }))).toBeNull();
    expect(
      await provider().verifyWebhook(post({ [SANDBOX_SIGNATURE_HEADER]: header.replace(/v1=../, "v1=zz") })),
    ).toBeNull();
    const shifted = header.replace(/^t=(\d+)/, (_, t: string) => `t=${Number(t) - 1}`);
    expect(await provider().verifyWebhook(post({ [SANDBOX_SIGNATURE_HEADER]: shifted }))).toBeNull();
    expect(await provider().verifyWebhook(post({ [SANDBOX_SIGNATURE_HEADER]: header }))).not.toBeNull();
  });

  it("are refused when the signed body is not a sandbox event or disagrees with the signed timestamp", async () => {
    const key = await hmacKey(SECRET);
    const t = seconds(NOW);
    const sign = async (body: string) => {
      const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(`${t}.${body}`)));
      const hex = Array.from(mac, (b) => b.toString(16).padStart(2, "0")).join("");
      return new Request("https://shop.test/hook", {
        method: "POST",
        headers: { [SANDBOX_SIGNATURE_HEADER]: `t=${t},v1=${hex}` },
        body,
      });
    };
    expect(await provider().verifyWebhook(await sign("not json"))).toBeNull();
    expect(await provider().verifyWebhook(await sign(JSON.stringify({ ...event(), status: "open" })))).toBeNull();
    expect(await provider().verifyWebhook(await sign(JSON.stringify({ ...event(), timestamp: t - 10 })))).toBeNull();
    expect(await provider().verifyWebhook(await sign(JSON.stringify(event())))).not.toBeNull();
  });

  it("are refused when the body is larger than any sandbox event", async () => {
    const big = await signed(event({ orderId: "x".repeat(200), eventId: "y".repeat(200) }));
    expect(await provider().verifyWebhook(big)).not.toBeNull();
    const request = await signed();
    const padded = withBody(request, " ".repeat(9000));
    expect(await provider().verifyWebhook(padded)).toBeNull();
  });
});
