import type { MailMessage } from "./types";

/** How long the mail API may take to accept a message before the attempt counts as failed. */
export const MAIL_API_TIMEOUT_MS = 5000;

/** Where and how to reach the mail API. */
export interface MailApiTarget {
  url: string;
  apiKey: string;
  from: string;
  fetch: typeof fetch;
  timeoutMs: number;
}

/** The outcome of one delivery attempt; `error` is short and never holds the provider's body. */
export type DeliveryResult = { ok: true; providerId: string | null } | { ok: false; error: string };

/** Reads the provider's message id from a JSON answer such as `{"id":"…"}` or `{"messageId":"…"}`. */
async function providerIdOf(res: Response): Promise<string | null> {
  try {
    const body: unknown = await res.json();
    if (typeof body !== "object" || body === null) return null;
    const { id, messageId } = body as { id?: unknown; messageId?: unknown };
    const value = typeof id === "string" ? id : typeof messageId === "string" ? messageId : null;
    return value && value.length <= 200 ? value : null;
  } catch {
    return null; // an accepted message with an unreadable answer is still sent
  }
}

/**
 * POSTs one message to a generic JSON mail API (`{from, to, subject, text, html, headers?}`, Bearer auth) with a
 * deadline. The outbox id goes along as the Idempotency-Key, so a later retry of the same row cannot
 * send it twice where the provider honours that header.
 */
export async function deliverToMailApi(
  target: MailApiTarget,
  id: string,
  message: MailMessage,
): Promise<DeliveryResult> {
  // Called unbound: workerd refuses a fetch invoked as a method of another object ("Illegal invocation").
  const post = target.fetch;
  let res: Response;
  try {
    res = await post(target.url, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Accept: "application/json",
        Authorization: `Bearer ${target.apiKey}`,
        "Idempotency-Key": id,
      },
      body: JSON.stringify({
        from: target.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        ...(message.headers ? { headers: message.headers } : {}),
      }),
      signal: AbortSignal.timeout(target.timeoutMs),
    });
  } catch (error) {
    const name = error instanceof Error ? error.name : "Error";
    if (name === "TimeoutError") return { ok: false, error: `no answer within ${target.timeoutMs} ms` };
    return { ok: false, error: `unreachable (${name})` };
  }
  if (!res.ok) {
    await res.body?.cancel();
    return { ok: false, error: `HTTP ${res.status}` };
  }
  return { ok: true, providerId: await providerIdOf(res) };
}
