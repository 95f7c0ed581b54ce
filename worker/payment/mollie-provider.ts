import * as z from "zod";
import { checkPaymentInput } from "./input";
import { mollieMethod, PAYMENT_METHODS } from "./methods";
import { mollieCall, type MollieHttp } from "./mollie-client";
import { readBodyCapped } from "./read-body";
import { PaymentProviderError, type PaymentProvider, type PaymentStatus, type VerifiedPayment } from "./types";

/** Mollie's statuses mapped onto ours; "authorized" (pay later, not yet captured) is not paid yet. */
const STATUS: Record<string, PaymentStatus> = {
  open: "open",
  pending: "open",
  authorized: "open",
  paid: "paid",
  canceled: "canceled",
  expired: "expired",
  failed: "failed",
};

/** Mollie's locales for our store views; another locale is left out and Mollie picks one itself. */
const LOCALES: Record<string, string> = { "nl-NL": "nl_NL", "de-DE": "de_DE", "en-GB": "en_GB" };

// Mollie adds fields over time: read only what we use, ignore the rest.
const paymentSchema = z.lazy(() =>
  z.object({
    id: z.string().min(1),
    status: z.string(),
    amount: z.object({ value: z.string(), currency: z.string() }),
    metadata: z.unknown().optional(),
    _links: z.object({ checkout: z.object({ href: z.url() }).nullish() }).optional(),
  }),
);
type MolliePayment = z.output<typeof paymentSchema>;

const PAYMENT_ID = /^tr_[A-Za-z0-9]{1,64}$/;

/** Integer cents → Mollie's "12.34" (never through floating point). */
export function toMollieValue(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
}

/** Mollie's "12.34" → 1234; null for any other shape. */
export function fromMollieValue(value: string): number | null {
  const match = /^(\d{1,10})\.(\d{2})$/.exec(value);
  return match ? Number(match[1]) * 100 + Number(match[2]) : null;
}

function parsePayment(json: unknown): MolliePayment {
  const parsed = paymentSchema.safeParse(json);
  if (!parsed.success) throw new PaymentProviderError("BAD_RESPONSE", "Mollie answered a payment we cannot read");
  return parsed.data;
}

function orderIdOf(payment: MolliePayment): string | null {
  const metadata = z.object({ orderId: z.string().min(1) }).safeParse(payment.metadata);
  return metadata.success ? metadata.data.orderId : null;
}

/** Our view of a Mollie payment; null when it is not one of this shop's (no order id in its metadata). */
function verified(payment: MolliePayment): VerifiedPayment | null {
  const orderId = orderIdOf(payment);
  const amountCents = fromMollieValue(payment.amount.value);
  if (!orderId) return null;
  if (amountCents === null) throw new PaymentProviderError("BAD_RESPONSE", `Mollie amount "${payment.amount.value}"`);
  // A status Mollie adds later changes nothing for us until we map it: the order stays as it is.
  const status = STATUS[payment.status] ?? "open";
  return {
    providerPaymentId: payment.id,
    orderId,
    status,
    amountCents,
    currency: payment.amount.currency,
    eventId: `${payment.id}:${status}`,
  };
}

/**
 * Mollie's Payments API. Its webhook is an unsigned form post `id=tr_…`, so nothing in it is
 * believed: the payment is fetched from Mollie with our key, and that answer is the truth.
 */
export function createMollieProvider(http: MollieHttp): PaymentProvider {
  const getPayment = async (id: string): Promise<VerifiedPayment | null> => {
    if (!PAYMENT_ID.test(id)) return null;
    const json = await mollieCall(http, "GET", `/v2/payments/${id}`);
    return json === null ? null : verified(parsePayment(json));
  };
  return {
    name: "mollie",
    methods: () => PAYMENT_METHODS,
    async createPayment(input) {
      checkPaymentInput(input);
      const locale = LOCALES[input.locale];
      const json = await mollieCall(http, "POST", "/v2/payments", {
        idempotencyKey: input.idempotencyKey,
        body: {
          amount: { currency: input.currency, value: toMollieValue(input.amountCents) },
          description: input.description,
          redirectUrl: input.returnUrl,
          webhookUrl: input.webhookUrl,
          ...(locale ? { locale } : {}),
          method: mollieMethod(input.method),
          metadata: { orderId: input.orderId },
        },
      });
      const payment = parsePayment(json);
      const href = payment._links?.checkout?.href;
      if (!href) throw new PaymentProviderError("BAD_RESPONSE", `Mollie payment ${payment.id} has no checkout link`);
      return { providerPaymentId: payment.id, redirectUrl: href };
    },
    async verifyWebhook(request) {
      const body = await readBodyCapped(request, 1024);
      const id = body === null ? null : new URLSearchParams(body).get("id");
      return id ? getPayment(id) : null;
    },
    getPayment,
  };
}
