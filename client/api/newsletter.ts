import type { NewsletterSubscribeRequest, NewsletterSubscribeResult } from "../../schema/api/newsletter";
import type { StoreCode } from "../../schema/store-codes";
import { postEndpoint } from "./endpoint";
import type { CallOptions } from "./request";

// SPEC §9 names no newsletter deadline: one read and one batch on the server, so the cart's 5 s.
const NEWSLETTER_TIMEOUT_MS = 5000;

/**
 * POST /api/ext/newsletter?storeCode= (SPEC §7): asks for the double opt-in e-mail in the store
 * view's language. The answer is the same for every address; the shopper learns the rest from their inbox.
 */
export function subscribeNewsletter(
  { storeCode, ...body }: NewsletterSubscribeRequest & { storeCode: StoreCode },
  options?: CallOptions,
): Promise<NewsletterSubscribeResult> {
  const call = postEndpoint<NewsletterSubscribeRequest, NewsletterSubscribeResult>(
    `/api/ext/newsletter?storeCode=${storeCode}`,
    NEWSLETTER_TIMEOUT_MS,
  );
  return call(body, options);
}
