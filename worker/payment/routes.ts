import { Hono, type Context } from "hono";
import { requestUrl, type AppEnv } from "../context";
import { errorEnvelope } from "../errors/app-error";
import type { renderErrorPage as ErrorPage } from "../errors/on-error";
import { isLocalRequest } from "../http/shop-origin";
import type { renderSandboxPage as SandboxPage } from "./pages";
import { describeError } from "../logging/logger";
import type { PaymentConfig } from "../../schema/config/payment";
import { hmacKey } from "./hmac";
import { showInPaymentLanguage } from "./language";
import { SANDBOX_PAYMENT_TTL_SECONDS } from "./sandbox-provider";
import { decodeToken } from "./sandbox-token";
import { signedWebhook } from "./sandbox-webhook";
import type { PaymentStatus } from "./types";

/** How the composition root plugs the sandbox's hosted page in. */
export interface SandboxRoutesOptions {
  /** This request's payment settings; the root passes `(c) => c.get("config")`. */
  config: (c: Context<AppEnv>) => PaymentConfig;
  /**
   * Delivers a signed webhook as the provider would; the root passes the worker's own app,
   * `(request, c) => app.fetch(request, c.env, c.executionCtx)`, so delivery is in-process and
   * finished before the shopper is sent back.
   */
  deliverWebhook(request: Request, c: Context<AppEnv>): Promise<Response>;
  /** Milliseconds since the epoch (tests move the clock). */
  now?: () => number;
}

/**
 * The hosted page and the error page, loaded when first shown: the payment feature's face is also
 * read by scripts (npm run operator, through the order feature), which run outside the worker and
 * cannot load the page renderer (its client manifest is the build's virtual module).
 */
const renderSandboxPage: typeof SandboxPage = async (c, loaded) =>
  (await import("./pages")).renderSandboxPage(c, loaded);
const renderErrorPage: typeof ErrorPage = async (c, status) =>
  (await import("../errors/on-error")).renderErrorPage(c, status);

/** Each button of the hosted page: the status its webhook reports and the outcome the return URL carries. */
const ACTIONS: Record<string, { status: Exclude<PaymentStatus, "open">; outcome: string }> = {
  approve: { status: "paid", outcome: "approved" },
  decline: { status: "failed", outcome: "declined" },
  cancel: { status: "canceled", outcome: "canceled" },
  expire: { status: "expired", outcome: "expired" },
};

/**
 * The sandbox provider's hosted payment page, mounted at SANDBOX_PAYMENT_PATH. GET `/:token` shows
 * the payment; POST `/:token/approve|decline|cancel` sends the shop a signed webhook through
 * `deliverWebhook` and, once the shop answered 2xx, 303s the shopper to the return URL with
 * `payment` and `outcome`. After SANDBOX_PAYMENT_TTL_SECONDS only `/:token/expire` is left. A
 * tampered token, or any request while another provider is configured, is a 404.
 *
 * Approving is a shopper paying with nothing, so it is only offered on a local origin (a
 * developer's machine, shop-origin.ts) unless ALLOW_SANDBOX_PAYMENTS is on (a staging shop):
 * anywhere else the page says so without the approve button, and an approval is a 403 (the JSON
 * envelope when asked for JSON) with a log line. Declining and cancelling stay possible.
 */
export function createSandboxPaymentRoutes(options: SandboxRoutesOptions): Hono<AppEnv> {
  const routes = new Hono<AppEnv>({ strict: false });
  const now = options.now ?? Date.now;

  /** The token's payment and signing key, or null when the sandbox is off or the token is not ours. */
  async function load(c: Context<AppEnv>) {
    const token = c.req.param("token") ?? "";
    const config = options.config(c);
    if (config.PAYMENT_PROVIDER !== "sandbox" || !config.PAYMENT_SIGNING_SECRET) return null;
    const key = await hmacKey(config.PAYMENT_SIGNING_SECRET);
    const payment = await decodeToken(key, token);
    if (!payment) return null;
    showInPaymentLanguage(c, payment);
    const expired = Math.floor(now() / 1000) - payment.issuedAt > SANDBOX_PAYMENT_TTL_SECONDS;
    const actionPath = c.req.path.slice(0, c.req.path.indexOf(token) + token.length);
    return { key, payment, expired, actionPath };
  }

  /** Whether this request may approve: a local origin, or the staging switch on. */
  const approvals = (c: Context<AppEnv>) => options.config(c).ALLOW_SANDBOX_PAYMENTS || isLocalRequest(c);

  routes.get("/:token", async (c) => {
    const loaded = await load(c);
    return loaded ? renderSandboxPage(c, { ...loaded, approvalsOff: !approvals(c) }) : renderErrorPage(c, 404);
  });

  routes.post("/:token/:action{approve|decline|cancel|expire}", async (c) => {
    const loaded = await load(c);
    const action = ACTIONS[c.req.param("action")];
    if (!loaded || !action) return renderErrorPage(c, 404);
    const { key, payment, expired } = loaded;
    // An expired payment can only go back as expired; a live one cannot be expired by a click.
    if (expired !== (action.status === "expired"))
      return expired ? renderSandboxPage(c, loaded) : renderErrorPage(c, 404);
    if (action.status === "paid" && !approvals(c)) {
      c.get("log").warn("sandbox approval refused: not a local origin", {
        paymentId: payment.id,
        host: requestUrl(c).host,
        variable: "ALLOW_SANDBOX_PAYMENTS",
      });
      const message = c.get("t")("payment.sandbox.approvalsOff");
      if (/application\/json/.test(c.req.header("accept") ?? ""))
        return c.json(errorEnvelope(403, "FORBIDDEN", message), 403, { "Cache-Control": "no-store" });
      return renderSandboxPage(c, { ...loaded, approvalsOff: true, refused: true });
    }

    const webhook = await signedWebhook(key, payment.webhookUrl, {
      providerPaymentId: payment.id,
      orderId: payment.orderId,
      status: action.status,
      amount: payment.amountCents,
      currency: payment.currency,
      eventId: `${payment.id}:${action.status}`,
      timestamp: Math.floor(now() / 1000),
    });
    let answered: number;
    try {
      answered = (await options.deliverWebhook(webhook, c)).status;
    } catch (error) {
      c.get("log").error("sandbox webhook delivery failed", { paymentId: payment.id, ...describeError(error) });
      answered = 502;
    }
    if (answered < 200 || answered > 299) {
      c.get("log").warn("sandbox webhook refused", { paymentId: payment.id, status: answered });
      return renderSandboxPage(c, { ...loaded, deliveryFailed: answered });
    }
    c.get("log").info("sandbox payment outcome", { paymentId: payment.id, outcome: action.outcome });
    const back = new URL(payment.returnUrl);
    back.searchParams.set("payment", payment.id);
    back.searchParams.set("outcome", action.outcome);
    return c.redirect(back.href, 303);
  });

  return routes;
}
