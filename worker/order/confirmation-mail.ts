/**
 * The order confirmation e-mail (in the shopper's language), sent through the mail adapter's
 * outbox once an order is placed: at once for bank transfer, cash on delivery and free orders,
 * after the verified payment for redirect methods. Sending never delays or fails the order.
 */
import type { Context } from "hono";
import { formatMoney } from "../../domain/money";
import { getStoreView } from "../../domain/store-views";
import { pickupDay } from "../../domain/stores/pickup";
import type { PickupStore } from "../../schema/store-types";
import type { AppEnv } from "../context";
import { translatorFor } from "../context";
import { describeError } from "../logging/logger";
import { createMailService, type MailMessage } from "../mail";
import type { MessageKey } from "../../client/i18n/messages/types";
import type { StoreCode } from "../../domain/store-views";
import { PAYMENT_METHODS, providerMethodCode } from "../payment";
import { findOrder, type OrderItemRecord, type OrderRecord } from "./repo";
import { ORDER_NUMBER_SLOT } from "./repo";
export { ORDER_NUMBER_SLOT };

const escape = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

interface MailAddress {
  firstname?: string;
  lastname?: string;
  street?: string[];
  postcode?: string;
  city?: string;
  country_id?: string;
  company?: string;
  vat_id?: string;
}

/** An address as the mail prints it, line by line: company first, the VAT number last. */
function linesOf(address: MailAddress, vatLabel: string): string[] {
  return [
    address.company?.trim() ?? "",
    `${address.firstname ?? ""} ${address.lastname ?? ""}`.trim(),
    (address.street ?? []).join(" "),
    `${address.postcode ?? ""} ${address.city ?? ""}`.trim(),
    address.country_id ?? "",
    address.vat_id ? `${vatLabel}: ${address.vat_id}` : "",
  ].filter(Boolean);
}

/** What the confirmation shows of an order and its lines. */
export interface MailOrder {
  store: OrderRecord["store"];
  currency: string;
  email: string;
  incrementId: string;
  shippingAddress: unknown;
  /** The invoice address (issue 31.8); shown when it is not the delivery address as is. */
  billingAddress?: unknown;
  subtotal: number;
  discount: number;
  couponCode?: string | null;
  shipping: number;
  giftCardAmount: number;
  /** Loyalty points paid with, and what they took off. */
  loyaltyPoints?: number;
  loyaltyAmount?: number;
  grandTotal: number;
  taxAmount: number;
  paymentMethod: string;
  /** Click & collect (issue 31.5): the store, and from when the order is ready there. */
  pickupStore?: PickupStore | null;
}
export type MailItem = Pick<OrderItemRecord, "qty" | "name" | "rowTotal" | "discount"> & { options?: unknown };

/** The message for an order (pure: the tests read it without sending). */
export function confirmationMail(order: MailOrder, items: readonly MailItem[]): MailMessage {
  const store = getStoreView(order.store);
  const t = translatorFor(store.code);
  const money = (cents: number) => formatMoney(cents, order.currency, store.locale);
  const address = order.shippingAddress as MailAddress;
  const name = `${address.firstname ?? ""}`.trim() || order.email;
  const lines = items.map((item) => {
    const options = ((item.options as { label: string; value: string }[] | null) ?? [])
      .map((o) => `${o.label}: ${o.value}`)
      .join(", ");
    return {
      text: `${item.qty} × ${item.name}${options ? ` (${options})` : ""}`,
      total: money(item.rowTotal - item.discount),
    };
  });
  const totals: [string, string][] = [
    [t("checkout.totals.subtotal"), money(order.subtotal)],
    ...(order.discount > 0
      ? [
          [t("checkout.totals.discount", { code: order.couponCode ?? "" }), `-${money(order.discount)}`] as [
            string,
            string,
          ],
        ]
      : []),
    ...(order.loyaltyAmount
      ? [
          [t("checkout.totals.loyalty", { points: order.loyaltyPoints ?? 0 }), `-${money(order.loyaltyAmount)}`] as [
            string,
            string,
          ],
        ]
      : []),
    [t("checkout.totals.shipping"), money(order.shipping)],
    ...(order.giftCardAmount > 0
      ? [[t("checkout.totals.giftCard"), `-${money(order.giftCardAmount)}`] as [string, string]]
      : []),
    [t("checkout.totals.grandTotal"), money(order.grandTotal)],
    [t("checkout.totals.tax"), money(order.taxAmount)],
  ];
  // A click & collect order says where and from when instead of the delivery address (the store's).
  const pickup = order.pickupStore ?? null;
  const addressLines = pickup
    ? [
        t("checkout.pickup.ready", { day: pickupDay(pickup.readyDate, store.locale), time: pickup.readyTime }),
        pickup.name,
        pickup.street,
        `${pickup.postcode} ${pickup.city}`,
        pickup.phone,
      ]
    : linesOf(address, t("mail.order.vat"));
  const deliveryTitle = pickup ? t("checkout.pickup.title") : t("mail.order.delivery");
  const billing = order.billingAddress ?? null;
  const billingLines = billing ? linesOf(billing, t("mail.order.vat")) : [];
  const billingShown = billingLines.length > 0 && billingLines.join("\n") !== addressLines.join("\n");
  const subject = t("mail.order.subject", { number: order.incrementId });
  const text = [
    t("mail.order.greeting", { name }),
    "",
    t("mail.order.intro"),
    "",
    `${t("mail.order.number")}: ${order.incrementId}`,
    "",
    `${t("mail.order.items")}:`,
    ...lines.map((l) => `  ${l.text}  ${l.total}`),
    "",
    ...totals.map(([label, value]) => `${label}: ${value}`),
    "",
    `${deliveryTitle}:`,
    ...addressLines.map((l) => `  ${l}`),
    ...(billingShown ? ["", `${t("mail.order.billing")}:`, ...billingLines.map((l) => `  ${l}`)] : []),
    "",
    `${t("mail.order.payment")}: ${paymentTitle(order.paymentMethod, store.code)}`,
    t("mail.order.returns"),
    "",
    t("mail.order.signoff"),
  ].join("\n");
  const row = (label: string, value: string, strong = false) =>
    `<tr><td style="padding:4px 0">${strong ? "<strong>" : ""}${escape(label)}${strong ? "</strong>" : ""}</td><td style="padding:4px 0;text-align:right">${strong ? "<strong>" : ""}${escape(value)}${strong ? "</strong>" : ""}</td></tr>`;
  const html = `<!doctype html><html lang="${store.language}"><body style="margin:0;background:#f7f4ef;font-family:Helvetica,Arial,sans-serif;color:#1a1917">
<div style="max-width:560px;margin:0 auto;padding:32px 24px;background:#ffffff">
<p style="font-family:Georgia,serif;font-size:22px;letter-spacing:.04em;margin:0 0 24px">Atelier Noord</p>
<p>${escape(t("mail.order.greeting", { name }))}</p><p>${escape(t("mail.order.intro"))}</p>
<p><strong>${escape(t("mail.order.number"))}:</strong> ${escape(order.incrementId)}</p>
<h2 style="font-size:16px;margin:24px 0 8px">${escape(t("mail.order.items"))}</h2>
<table style="width:100%;border-collapse:collapse">${lines.map((l) => row(l.text, l.total)).join("")}</table>
<hr style="border:0;border-top:1px solid #e6dfd5;margin:16px 0">
<table style="width:100%;border-collapse:collapse">${totals.map(([label, value], i) => row(label, value, i === totals.length - 2)).join("")}</table>
<h2 style="font-size:16px;margin:24px 0 8px">${escape(deliveryTitle)}</h2>
<p>${addressLines.map(escape).join("<br>")}</p>
${billingShown ? `<h2 style="font-size:16px;margin:24px 0 8px">${escape(t("mail.order.billing"))}</h2>\n<p>${billingLines.map(escape).join("<br>")}</p>\n` : ""}<p>${escape(t("mail.order.payment"))}: ${escape(paymentTitle(order.paymentMethod, store.code))}</p>
<p>${escape(t("mail.order.returns"))}</p><p>${escape(t("mail.order.signoff"))}</p>
</div></body></html>`;
  return { to: order.email, subject, text, html, kind: "order-confirmation", store: store.code };
}

/** The payment method as the shopper chose it, in their language. */
function paymentTitle(code: string, store: StoreCode): string {
  const t = translatorFor(store);
  const own: Record<string, MessageKey> = {
    banktransfer: "checkout.payment.bankTransfer",
    cashondelivery: "checkout.payment.cashOnDelivery",
    free: "checkout.payment.free",
  };
  const key = own[code];
  if (key) return t(key);
  const provider = PAYMENT_METHODS.find((m) => m.code === providerMethodCode(code));
  return provider ? provider.title[store] : code;
}

/** A confirmation written before the number existed, with the number put in. */
export function withNumber(message: MailMessage, incrementId: string): MailMessage {
  const fill = (text: string) => text.replaceAll(ORDER_NUMBER_SLOT, incrementId);
  return { ...message, subject: fill(message.subject), text: fill(message.text), html: fill(message.html) };
}

/** Delivers a confirmation already queued in the order's own batch (nothing to do with the outbox provider). */
export function deliverConfirmation(c: Context<AppEnv>, id: string, message: MailMessage): void {
  const delivering = createMailService(c.get("config"), c.get("db"), { log: c.get("log") })
    .deliverStored(id, message)
    .catch((error: unknown) =>
      c.get("log").warn("order confirmation not delivered", { mailId: id, ...describeError(error) }),
    );
  try {
    c.executionCtx.waitUntil(delivering);
  } catch {
    // Without an execution context (unit tests) the promise still runs.
  }
}

/** Queues the confirmation of an order in the background; a failure is logged (without the address), never thrown. */
export function queueConfirmation(c: Context<AppEnv>, orderId: string): void {
  const sending = findOrder(c.get("db"), orderId)
    .then((found) =>
      found
        ? createMailService(c.get("config"), c.get("db"), { log: c.get("log") }).send(
            confirmationMail(found.order, found.items),
          )
        : null,
    )
    .catch((error: unknown) =>
      c.get("log").warn("order confirmation not queued", { orderId, ...describeError(error) }),
    );
  try {
    c.executionCtx.waitUntil(sending);
  } catch {
    // Without an execution context (unit tests) the promise still runs.
  }
}
