/**
 * The sandbox's hosted page through HTTP, on a small Hono app with the worker's real middleware
 * (security headers, request context, error page). The database is configured but never touched.
 */
import { Hono } from "hono";
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { formatMoney } from "../../domain/money";
import type { Env } from "../config/env";
import { requestContext, type AppEnv } from "../context";
import { handleError, renderErrorPage } from "../errors/on-error";
import { securityHeaders } from "../http/security";
import { paymentConfigSchema, type PaymentConfig } from "../../schema/config/payment";
import { createPaymentProvider } from "./provider";
import { SANDBOX_PAYMENT_PATH, SANDBOX_PAYMENT_TTL_SECONDS } from "./sandbox-provider";
import { createSandboxPaymentRoutes } from "./routes";
import type { CreatePaymentInput, VerifiedPayment } from "./types";
import { TEST_PAYMENT_INPUT } from "./test-input";

const SECRET = "sandbox-secret-for-tests-0123456789abcdef";
const env: Env = { ASSETS: {} as Env["ASSETS"], LIBSQL_URL: "http://127.0.0.1:9", LOG_LEVEL: "error" };
const sandboxConfig = paymentConfigSchema.parse({ PAYMENT_SIGNING_SECRET: SECRET });
const input = TEST_PAYMENT_INPUT;

/** A shop with the sandbox mounted where the root mounts it and a webhook route that verifies, as the order module will. */
function shop(options: { config?: PaymentConfig; webhookStatus?: number } = {}) {
  let clock = Date.now();
  const config = options.config ?? sandboxConfig;
  const provider = createPaymentProvider(sandboxConfig, { now: () => clock });
  const received: (VerifiedPayment | null)[] = [];
  const deliver = vi.fn((request: Request) => Promise.resolve(app.fetch(request, env)));
  const app = new Hono<AppEnv>();
  app.use(securityHeaders());
  app.use(requestContext());
  app.route(
    SANDBOX_PAYMENT_PATH,
    createSandboxPaymentRoutes({ config: () => config, deliverWebhook: deliver, now: () => clock }),
  );
  app.post("/api/payment/webhook", async (c) => {
    received.push(await provider.verifyWebhook(c.req.raw));
    return c.json({ ok: true }, (options.webhookStatus ?? 200) as 200);
  });
  app.notFound((c) => renderErrorPage(c, 404));
  app.onError(handleError);
  return {
    received,
    deliver,
    later: (seconds: number) => void (clock += seconds * 1000),
    /** Creates a payment and answers the hosted page's path. */
    pay: async (overrides: Partial<CreatePaymentInput> = {}) => {
      const created = await provider.createPayment({ ...input, ...overrides });
      return { ...created, path: new URL(created.redirectUrl).pathname };
    },
    get: (path: string) => app.request(path, {}, env),
    post: (path: string) => app.request(path, { method: "POST" }, env),
  };
}

describe("the sandbox's hosted payment page", () => {
  let errors: MockInstance<typeof console.error>;
  beforeEach(() => {
    errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
  });
  afterEach(() => errors.mockRestore());

  it("shows the amount in the payment's locale, the order number, the method and three outcome forms", async () => {
    const s = shop();
    const { path, providerPaymentId } = await s.pay();
    const res = await s.get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const html = await res.text();
    expect(html).toContain(formatMoney(12995, "EUR", "nl-NL"));
    expect(html).toContain("100000042");
    expect(html).toContain("iDEAL");
    expect(html.replace(/<wbr\/>/g, "")).toContain(`<dd>${providerPaymentId}</dd>`);
    expect(html).toContain("Testmodus");
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    for (const action of ["approve", "decline", "cancel"])
      expect(html).toContain(`<form action="${path}/${action}" method="post">`);
  });

  it("speaks the language the payment was created in", async () => {
    const s = shop();
    const html = await (await s.get((await s.pay({ locale: "de-DE", method: "card" })).path)).text();
    expect(html).toContain('<html lang="de"');
    expect(html).toContain(formatMoney(12995, "EUR", "de-DE"));
    expect(html).toContain("Kreditkarte");
    expect(html).toContain("Zahlung bestätigen");
  });

  it("approve delivers a webhook that verifies, then sends the shopper back with the outcome", async () => {
    const s = shop();
    const { path, providerPaymentId } = await s.pay();
    const res = await s.post(`${path}/approve`);
    expect(res.status).toBe(303);
    const back = new URL(res.headers.get("location")!);
    expect(`${back.origin}${back.pathname}`).toBe("https://shop.test/checkout-return");
    expect(Object.fromEntries(back.searchParams)).toEqual({
      order: "order-1",
      payment: providerPaymentId,
      outcome: "approved",
    });
    expect(s.deliver).toHaveBeenCalledTimes(1);
    expect(s.received).toEqual([
      {
        providerPaymentId,
        orderId: "order-1",
        status: "paid",
        amountCents: 12995,
        currency: "EUR",
        eventId: `${providerPaymentId}:paid`,
      },
    ]);
  });

  it("decline and cancel report failed and canceled", async () => {
    const s = shop();
    const { path } = await s.pay();
    const declined = await s.post(`${path}/decline`);
    const canceled = await s.post(`${path}/cancel`);
    expect(new URL(declined.headers.get("location")!).searchParams.get("outcome")).toBe("declined");
    expect(new URL(canceled.headers.get("location")!).searchParams.get("outcome")).toBe("canceled");
    expect(s.received.map((p) => p?.status)).toEqual(["failed", "canceled"]);
  });

  it("answers 404 for a tampered token, and for any token while another provider is configured", async () => {
    const s = shop();
    const { path } = await s.pay();
    const tampered = path.replace(/\.(.)/, (_, c: string) => `.${c === "A" ? "B" : "A"}`);
    expect((await s.get(tampered)).status).toBe(404);
    expect((await s.post(`${tampered}/approve`)).status).toBe(404);
    expect((await s.get(`${SANDBOX_PAYMENT_PATH}/not-a-token`)).status).toBe(404);
    expect(s.deliver).not.toHaveBeenCalled();

    const mollie = shop({
      config: paymentConfigSchema.parse({
        PAYMENT_PROVIDER: "mollie",
        PAYMENT_SIGNING_SECRET: SECRET,
        MOLLIE_API_KEY: "test_abcdefghijklmnopqrstuvwxyz1234",
      }),
    });
    expect((await mollie.get(path)).status).toBe(404);
    expect((await mollie.post(`${path}/approve`)).status).toBe(404);
  });

  it("stays on the page and says so when the shop does not accept the webhook", async () => {
    const s = shop({ webhookStatus: 500 });
    const { path } = await s.pay({ locale: "en-GB" });
    const res = await s.post(`${path}/approve`);
    expect(res.status).toBe(502);
    expect(res.headers.get("location")).toBeNull();
    expect(await res.text()).toContain("The shop did not accept the payment notification (status 500)");
  });

  it("after its lifetime offers only the way back, reporting the payment expired", async () => {
    const s = shop();
    const { path, providerPaymentId } = await s.pay({ locale: "en-GB" });
    expect((await s.post(`${path}/expire`)).status).toBe(404);
    s.later(SANDBOX_PAYMENT_TTL_SECONDS + 1);
    const page = await s.get(path);
    expect(page.status).toBe(410);
    expect(await page.text()).toContain("This payment has expired");
    expect((await s.post(`${path}/approve`)).status).toBe(410);
    expect(s.deliver).not.toHaveBeenCalled();
    const back = await s.post(`${path}/expire`);
    expect(back.status).toBe(303);
    expect(new URL(back.headers.get("location")!).searchParams.get("outcome")).toBe("expired");
    expect(s.received).toMatchObject([
      { providerPaymentId, status: "expired", eventId: `${providerPaymentId}:expired` },
    ]);
  });
});
