import type { NewsletterSubscribeRequest, NewsletterSubscribeResult } from "../../schema/api/newsletter";
import type { StoreCode } from "../../schema/store-codes";
import { apiRequest, type CallOptions } from "./request";

// SPEC §9 names no newsletter deadline: one read and one batch on the server, so the cart's 5 s.
const NEWSLETTER_TIMEOUT_MS = 5000;

/**
 * POST /api/ext/newsletter (SPEC §7): asks for the double opt-in e-mail. The answer is the same for
 * every address; the shopper learns the rest from their inbox.
 */
export function subscribeNewsletter(
  { storeCode, ...body }: NewsletterSubscribeRequest & { storeCode: StoreCode },
  options?: CallOptions,
): Promise<NewsletterSubscribeResult> {
  return apiRequest<NewsletterSubscribeResult>(
    {
      method: "POST",
      path: "/api/ext/newsletter",
      query: { storeCode },
      body,
      timeoutMs: NEWSLETTER_TIMEOUT_MS,
    },
    options,
  );
}
