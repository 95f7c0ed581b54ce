/**
 * The newsletter endpoint's requests and answers (SPEC §7: one endpoint under /api/ext/ with
 * GET ?email, POST {email}, DELETE {email}), shared by the worker and the browser's API client.
 */

/** SPEC §4 newsletter states; "unknown" also when the caller cannot prove the address is theirs. */
export type NewsletterState = "unknown" | "subscribed" | "unsubscribed";

/** GET /api/ext/newsletter?email=&token= — `token` is the unsubscribe token of a newsletter e-mail. */
export interface NewsletterStatusQuery {
  email: string;
  token?: string;
}

export interface NewsletterStatus {
  email: string;
  state: NewsletterState;
  subscribed: boolean;
}

/** POST /api/ext/newsletter — the same answer whether or not the address is known (no enumeration). */
export interface NewsletterSubscribeRequest {
  email: string;
}

export interface NewsletterSubscribeResult {
  email: string;
  /** Always true: a double opt-in e-mail is on its way unless the address was mailed a moment ago. */
  confirmationRequired: true;
}

/** DELETE /api/ext/newsletter — with the unsubscribe token of a newsletter e-mail (no login needed). */
export interface NewsletterUnsubscribeRequest {
  email: string;
  token: string;
}
