import { findMethod } from "./methods";
import { PaymentProviderError, type CreatePaymentInput } from "./types";

/** Mollie's (and most PSPs') longest description; longer ones would be cut on the shopper's statement. */
export const MAX_DESCRIPTION_LENGTH = 255;

function isAbsoluteHttpUrl(value: string): boolean {
  try {
    return /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
}

/**
 * Refuses input no provider should see: a non-integer or non-positive amount, another currency,
 * an unknown method, relative URLs. These are programming errors of the caller, so they throw.
 */
export function checkPaymentInput(input: CreatePaymentInput): void {
  const problems: string[] = [];
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) problems.push("amountCents must be > 0");
  if (input.currency !== "EUR") problems.push("currency must be EUR");
  if (!input.orderId || !input.incrementId) problems.push("orderId and incrementId are required");
  if (!input.description.trim() || input.description.length > MAX_DESCRIPTION_LENGTH)
    problems.push(`description must be 1–${MAX_DESCRIPTION_LENGTH} characters`);
  if (!findMethod(input.method)) problems.push(`unknown method "${input.method}"`);
  if (!isAbsoluteHttpUrl(input.returnUrl)) problems.push("returnUrl must be an absolute http(s) URL");
  if (!isAbsoluteHttpUrl(input.webhookUrl)) problems.push("webhookUrl must be an absolute http(s) URL");
  if (problems.length > 0) throw new PaymentProviderError("INVALID_INPUT", `Invalid payment: ${problems.join("; ")}`);
}
