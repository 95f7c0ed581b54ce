import type { Context } from "hono";
import { BRAND_NAME } from "../../client/config/brand";
import { SandboxExpiredPage } from "../../client/pages/payment/SandboxExpiredPage";
import { SandboxPaymentPage } from "../../client/pages/payment/SandboxPaymentPage";
import type { AppEnv } from "../context";
import { renderPage } from "../pages/render";
import { findMethod } from "./methods";
import { SANDBOX_PAYMENT_TTL_SECONDS } from "./sandbox-provider";
import type { SandboxPayment } from "./sandbox-token";

interface PageOptions {
  payment: SandboxPayment;
  /** The token's own path; the outcome forms post below it. */
  actionPath: string;
  expired: boolean;
  /** The status the shop answered the last webhook with, when it was not 2xx. */
  deliveryFailed?: number;
  /** Approving is off on this origin (sandbox-routes.ts): the page says so and offers no approve button. */
  approvalsOff?: boolean;
  /** An approval was just refused (403). */
  refused?: boolean;
}

/**
 * The hosted page: the payment with its outcome buttons, or the expired page (410); 403 after a
 * refused approval, 502 after a refused notification. Never cached,
 * never indexed, and at one address only whatever the store view.
 */
export function renderSandboxPage(c: Context<AppEnv>, options: PageOptions): Promise<Response> {
  const { payment, actionPath, expired, deliveryFailed, approvalsOff, refused } = options;
  const body = expired ? (
    <SandboxExpiredPage
      actionPath={actionPath}
      minutes={SANDBOX_PAYMENT_TTL_SECONDS / 60}
      deliveryFailed={deliveryFailed}
    />
  ) : (
    <SandboxPaymentPage
      deliveryFailed={deliveryFailed}
      approvalsOff={approvalsOff}
      payment={{
        merchant: BRAND_NAME,
        orderNumber: payment.incrementId,
        description: payment.description,
        amountCents: payment.amountCents,
        currency: payment.currency,
        methodTitle: findMethod(payment.method)?.title[c.get("store").code] ?? payment.method,
        reference: payment.id,
        actionPath,
      }}
    />
  );
  const path = c.req.path;
  return renderPage(c, {
    meta: { title: c.get("t")(expired ? "payment.sandbox.expiredTitle" : "payment.sandbox.title"), noindex: true },
    body,
    layout: "minimal",
    status: refused ? 403 : deliveryFailed !== undefined ? 502 : expired ? 410 : 200,
    alternates: { nl: path, de: path, en: path },
    headers: { "Cache-Control": "no-store" },
  });
}
