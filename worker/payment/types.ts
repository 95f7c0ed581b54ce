/** Our view of a payment's state; each provider maps its own statuses onto these five. */
export type PaymentStatus = "open" | "paid" | "failed" | "canceled" | "expired";

/** Store languages a method title is shown in at checkout. */
export type MethodLanguage = "nl" | "de" | "en";

/** A payment method the shop offers through its provider, as our method code (without the checkout prefix). */
export interface PaymentMethod {
  code: string;
  title: Record<MethodLanguage, string>;
}

/** What the order module asks a provider for: one payment of one order. */
export interface CreatePaymentInput {
  /** Our order id (opaque string). */
  orderId: string;
  /** Shopper-facing order number, for the description and the hosted page. */
  incrementId: string;
  /** Integer cents, > 0. */
  amountCents: number;
  currency: "EUR";
  description: string;
  /** Our method code after the checkout prefix: "card", "ideal", "bancontact". */
  method: string;
  /** "nl-NL" | "de-DE" | "en-GB": the language of the provider's pages. */
  locale: string;
  /** Absolute URL the shopper comes back to. */
  returnUrl: string;
  /** Absolute URL the provider calls when the payment changes. */
  webhookUrl: string;
  /**
   * The same key for retries of one payment attempt (e.g. `${orderId}:${attempt}`): a retry after
   * a timeout then gets the first payment back instead of creating a second one (Mollie's
   * Idempotency-Key; the sandbox derives the payment id from it).
   */
  idempotencyKey?: string;
}

/** A payment state the shop may act on: it came from a verified signature or from the provider itself. */
export interface VerifiedPayment {
  providerPaymentId: string;
  orderId: string;
  status: PaymentStatus;
  amountCents: number;
  currency: string;
  /** Unique per state change, for dedupe. */
  eventId: string;
}

/** Payment by redirect behind one interface (ARCHITECTURE §7): the sandbox locally, Mollie in production. */
export interface PaymentProvider {
  readonly name: "sandbox" | "mollie";
  /** The provider's methods this shop offers, as our method codes (shown at checkout). */
  methods(): readonly PaymentMethod[];
  /** Starts a payment; the shopper goes to `redirectUrl`. */
  createPayment(input: CreatePaymentInput): Promise<{ providerPaymentId: string; redirectUrl: string }>;
  /** Verifies a webhook request on its RAW body; null when it cannot be trusted (bad signature, stale timestamp, unknown payment). */
  verifyWebhook(request: Request): Promise<VerifiedPayment | null>;
  /** The current state of a payment, fetched from the provider (trusted); null when the provider keeps no state or does not know it. */
  getPayment(providerPaymentId: string): Promise<VerifiedPayment | null>;
}

/** Why a provider call failed: a fault the caller answers (503 for the retryable ones), never a business outcome. */
export type PaymentErrorCode =
  /** Our input was refused before or by the provider (amount, URL, method). */
  | "INVALID_INPUT"
  /** The provider refused our credentials (401/403). */
  | "UNAUTHORIZED"
  /** The provider answered 5xx or could not be reached. */
  | "UNAVAILABLE"
  /** No answer within the deadline. */
  | "TIMEOUT"
  /** An answer we cannot read (not JSON, missing fields, an unexpected status). */
  | "BAD_RESPONSE";

/** A failed call to the payment provider, with a code the caller can branch on. */
export class PaymentProviderError extends Error {
  override name = "PaymentProviderError";
  readonly code: PaymentErrorCode;
  /** The provider's HTTP status, when it answered. */
  readonly status: number | undefined;

  constructor(code: PaymentErrorCode, message: string, options: { status?: number; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.code = code;
    this.status = options.status;
  }

  /** True when trying again later may succeed (the provider is down or slow): answer 503 with Retry-After. */
  get retryable(): boolean {
    return this.code === "UNAVAILABLE" || this.code === "TIMEOUT";
  }
}
