/**
 * The Mollie adapter against a fake Mollie on 127.0.0.1 (node:http, loopback only) that checks
 * what a real one would: the API key, the JSON body of Create payment, the ids it knows.
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as z from "zod";
import { paymentConfigSchema } from "../../schema/config/payment";
import { fromMollieValue, toMollieValue } from "./mollie-provider";
import { createPaymentProvider } from "./provider";
import { TEST_PAYMENT_INPUT } from "./test-input";

const API_KEY = "test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM";
const createBody = z.strictObject({
  amount: z.strictObject({ currency: z.string(), value: z.string().regex(/^\d+\.\d{2}$/) }),
  description: z.string(),
  redirectUrl: z.url(),
  webhookUrl: z.url(),
  locale: z.string().optional(),
  method: z.string(),
  metadata: z.strictObject({ orderId: z.string() }),
});

/** What the fake knows and does; each test sets what it needs. */
const fake = {
  mode: "ok" as "ok" | "500" | "422" | "hang" | "not-json",
  payments: new Map<string, { status: string; value: string; metadata: unknown }>(),
  requests: [] as { method: string; url: string; headers: IncomingMessage["headers"]; body: string }[],
};

let server: Server;
let apiUrl: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      fake.requests.push({ method: req.method ?? "", url: req.url ?? "", headers: req.headers, body });
      if (fake.mode === "hang") return; // never answers
      const json = (status: number, value: unknown) =>
        res.writeHead(status, { "Content-Type": "application/hal+json" }).end(JSON.stringify(value));
      if (req.headers.authorization !== `Bearer ${API_KEY}`) return json(401, { status: 401, title: "Unauthorized" });
      if (fake.mode === "500") return json(500, { status: 500, title: "Internal Server Error" });
      if (fake.mode === "not-json") return res.writeHead(200).end("<html>maintenance</html>");
      if (req.method === "POST" && req.url === "/v2/payments") {
        if (fake.mode === "422")
          return json(422, {
            status: 422,
            title: "Unprocessable Entity",
            detail: "The amount is too low",
            field: "amount",
          });
        const parsed = createBody.safeParse(JSON.parse(body));
        if (!parsed.success || req.headers["content-type"] !== "application/json") return json(400, { status: 400 });
        const id = `tr_${fake.payments.size + 1}Ab`;
        fake.payments.set(id, { status: "open", value: parsed.data.amount.value, metadata: parsed.data.metadata });
        return json(201, {
          resource: "payment",
          id,
          status: "open",
          amount: parsed.data.amount,
          metadata: parsed.data.metadata,
          _links: { checkout: { href: `https://www.mollie.com/checkout/select-method/${id}` } },
        });
      }
      const known = req.method === "GET" && /^\/v2\/payments\/(tr_\w+)$/.exec(req.url ?? "");
      const payment = known ? fake.payments.get(known[1]!) : undefined;
      if (!known || !payment) return json(404, { status: 404, title: "Not Found", detail: "No payment exists" });
      return json(200, {
        resource: "payment",
        id: known[1],
        mode: "test",
        status: payment.status,
        amount: { value: payment.value, currency: "EUR" },
        metadata: payment.metadata,
        _links: {},
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  fake.mode = "ok";
  fake.payments.clear();
  fake.requests.length = 0;
});

const mollie = (overrides: { key?: string; url?: string; timeoutMs?: number } = {}) =>
  createPaymentProvider(
    paymentConfigSchema.parse({
      PAYMENT_PROVIDER: "mollie",
      MOLLIE_API_KEY: overrides.key ?? API_KEY,
      MOLLIE_API_URL: overrides.url ?? apiUrl,
    }),
    { timeoutMs: overrides.timeoutMs ?? 2000 },
  );

const input = TEST_PAYMENT_INPUT;

/** Mollie's webhook: a form post with only the payment id. */
const webhook = (body: string) =>
  new Request("https://shop.test/api/payment/webhook", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body,
  });

describe("the Mollie adapter", () => {
  it("creates a payment with Mollie's body and key, and redirects to Mollie's checkout", async () => {
    const created = await mollie().createPayment({ ...input, idempotencyKey: "order-1:1" });
    expect(created).toEqual({
      providerPaymentId: "tr_1Ab",
      redirectUrl: "https://www.mollie.com/checkout/select-method/tr_1Ab",
    });
    const [request] = fake.requests;
    expect(request?.headers["idempotency-key"]).toBe("order-1:1");
    expect(JSON.parse(request!.body)).toEqual({
      amount: { currency: "EUR", value: "129.95" },
      description: "Atelier Noord order 100000042",
      redirectUrl: input.returnUrl,
      webhookUrl: input.webhookUrl,
      locale: "nl_NL",
      method: "ideal",
      metadata: { orderId: "order-1" },
    });
  });

  it("names our methods and locales as Mollie does", async () => {
    await mollie().createPayment({ ...input, method: "card", locale: "de-DE" });
    await mollie().createPayment({ ...input, method: "bancontact", locale: "fr-BE" });
    const bodies = fake.requests.map((r) => JSON.parse(r.body) as Record<string, unknown>);
    expect(bodies.map((b) => [b.method, b.locale])).toEqual([
      ["creditcard", "de_DE"],
      ["bancontact", undefined],
    ]);
  });

  it("trusts a webhook only through the payment it fetches from Mollie", async () => {
    const { providerPaymentId } = await mollie().createPayment(input);
    fake.payments.get(providerPaymentId)!.status = "paid";
    expect(await mollie().verifyWebhook(webhook(`id=${providerPaymentId}`))).toEqual({
      providerPaymentId,
      orderId: "order-1",
      status: "paid",
      amountCents: 12995,
      currency: "EUR",
      eventId: `${providerPaymentId}:paid`,
    });
    expect(fake.requests.at(-1)).toMatchObject({ method: "GET", url: `/v2/payments/${providerPaymentId}` });
  });

  it("maps every Mollie status onto ours", async () => {
    const { providerPaymentId } = await mollie().createPayment(input);
    const expected = { open: "open", pending: "open", authorized: "open", paid: "paid", canceled: "canceled" };
    for (const [status, ours] of Object.entries({ ...expected, expired: "expired", failed: "failed", new: "open" })) {
      fake.payments.get(providerPaymentId)!.status = status;
      expect((await mollie().getPayment(providerPaymentId))?.status, status).toBe(ours);
    }
  });

  it("answers null for an id Mollie does not know, a malformed id, no id, or a payment that is not ours", async () => {
    expect(await mollie().verifyWebhook(webhook("id=tr_unknown1"))).toBeNull();
    const asked = fake.requests.length;
    expect(await mollie().verifyWebhook(webhook("id=../v2/refunds"))).toBeNull();
    expect(await mollie().verifyWebhook(webhook("other=1"))).toBeNull();
    expect(fake.requests.length).toBe(asked);
    fake.payments.set("tr_foreign1", { status: "paid", value: "10.00", metadata: null });
    expect(await mollie().getPayment("tr_foreign1")).toBeNull();
  });

  it("turns refusals and a broken Mollie into typed errors", async () => {
    await expect(mollie({ key: "test_wrongwrongwrongwrongwrongwrong" }).createPayment(input)).rejects.toMatchObject({
      code: "UNAUTHORIZED",
      status: 401,
    });
    fake.mode = "422";
    await expect(mollie().createPayment(input)).rejects.toMatchObject({
      code: "INVALID_INPUT",
      message: expect.stringContaining("The amount is too low (amount)"),
    });
    fake.mode = "500";
    const error: unknown = await mollie()
      .getPayment("tr_1Ab")
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ name: "PaymentProviderError", code: "UNAVAILABLE", status: 500, retryable: true });
    expect(String(error)).not.toContain(API_KEY);
    fake.mode = "not-json";
    await expect(mollie().getPayment("tr_1Ab")).rejects.toMatchObject({ code: "BAD_RESPONSE" });
  });

  it("gives up on a Mollie that never answers within the deadline", async () => {
    fake.mode = "hang";
    const started = Date.now();
    const error: unknown = await mollie({ timeoutMs: 300 })
      .verifyWebhook(webhook("id=tr_1Ab"))
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "TIMEOUT", retryable: true });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("reports a Mollie that cannot be reached as unavailable", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    await expect(mollie({ url: `http://127.0.0.1:${port}` }).getPayment("tr_1Ab")).rejects.toMatchObject({
      code: "UNAVAILABLE",
    });
  });
});

describe("Mollie amounts", () => {
  it("are integer cents as a two-decimal string, both ways, never through floating point", () => {
    for (const [cents, value] of [
      [1, "0.01"],
      [10, "0.10"],
      [12995, "129.95"],
      [100000, "1000.00"],
      [1_000_000_07, "1000000.07"],
    ] as const) {
      expect(toMollieValue(cents)).toBe(value);
      expect(fromMollieValue(value)).toBe(cents);
    }
    for (const bad of ["10", "10.0", "10.000", "-1.00", "1e3.00", ""]) expect(fromMollieValue(bad)).toBeNull();
  });
});
