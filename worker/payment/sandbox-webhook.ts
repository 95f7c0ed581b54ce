import * as z from "zod";
import { fromHex, sign, toHex, verify } from "./hmac";
import { readBodyCapped } from "./read-body";
import type { VerifiedPayment } from "./types";

/** The header the sandbox signs its webhooks with: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`. */
export const SANDBOX_SIGNATURE_HEADER = "X-Sandbox-Signature";
/** A webhook older than this is refused: a captured request cannot be replayed later (Stripe's tolerance). */
export const WEBHOOK_MAX_AGE_SECONDS = 5 * 60;
/** A webhook dated further ahead than this is refused (clock skew allowance). */
export const WEBHOOK_MAX_FUTURE_SECONDS = 60;
/** Webhook bodies are a few hundred bytes; anything bigger is not ours. */
const MAX_BODY_BYTES = 8 * 1024;

const eventSchema = z.lazy(() =>
  z.strictObject({
    providerPaymentId: z.string().min(1).max(64),
    orderId: z.string().min(1).max(200),
    status: z.enum(["paid", "failed", "canceled", "expired"]),
    amount: z.number().int().positive(),
    currency: z.string().length(3),
    eventId: z.string().min(1).max(200),
    timestamp: z.number().int(),
  }),
);

/** The JSON body of a sandbox webhook. */
export type SandboxEvent = z.output<typeof eventSchema>;

/** A webhook request to `url`, signed over its exact body and the event's timestamp. */
export async function signedWebhook(key: CryptoKey, url: string, event: SandboxEvent): Promise<Request> {
  const body = JSON.stringify(event);
  const mac = toHex(await sign(key, `${event.timestamp}.${body}`));
  return new Request(url, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      [SANDBOX_SIGNATURE_HEADER]: `t=${event.timestamp},v1=${mac}`,
    },
    body,
  });
}

/** `t=<digits>,v1=<64 hex>` → its parts, or null. */
function parseSignature(header: string): { timestamp: number; mac: Uint8Array } | null {
  const match = /^t=(\d{1,12}),v1=([0-9a-f]{64})$/.exec(header.trim());
  const mac = match ? fromHex(match[2]!) : null;
  return match && mac ? { timestamp: Number(match[1]), mac } : null;
}

/**
 * The payment a sandbox webhook reports, or null when it cannot be trusted: no or malformed
 * signature, a MAC that does not match the raw body, a timestamp outside the tolerance, a body
 * that is not a sandbox event or whose timestamp differs from the signed one.
 */
export async function verifySandboxWebhook(
  key: CryptoKey,
  request: Request,
  nowMs: number,
): Promise<VerifiedPayment | null> {
  const signature = parseSignature(request.headers.get(SANDBOX_SIGNATURE_HEADER) ?? "");
  if (!signature) return null;
  const age = Math.floor(nowMs / 1000) - signature.timestamp;
  if (age > WEBHOOK_MAX_AGE_SECONDS || age < -WEBHOOK_MAX_FUTURE_SECONDS) return null;
  const body = await readBodyCapped(request, MAX_BODY_BYTES);
  if (body === null || !(await verify(key, signature.mac, `${signature.timestamp}.${body}`))) return null;
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return null;
  }
  const event = eventSchema.safeParse(json);
  if (!event.success || event.data.timestamp !== signature.timestamp) return null;
  const e = event.data;
  return {
    providerPaymentId: e.providerPaymentId,
    orderId: e.orderId,
    status: e.status,
    amountCents: e.amount,
    currency: e.currency,
    eventId: e.eventId,
  };
}
