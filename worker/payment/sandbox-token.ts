import * as z from "zod";
import { fromBase64Url, sign, toBase64Url, utf8, verify } from "./hmac";

/**
 * The sandbox keeps no state: everything its hosted page needs travels in the URL as a signed
 * token, `<payload>.<mac>` (both base64url; the MAC is HMAC-SHA256 over a labelled payload, so a
 * webhook signature can never pass for a token). Short keys keep the URL short.
 */
const payloadSchema = z.lazy(() =>
  z.strictObject({
    v: z.literal(1),
    id: z.string().min(1).max(64),
    o: z.string().min(1).max(200),
    n: z.string().min(1).max(64),
    a: z.number().int().positive(),
    c: z.string().length(3),
    m: z.string().min(1).max(40),
    l: z.string().min(2).max(20),
    d: z.string().max(255),
    r: z.url(),
    w: z.url(),
    t: z.number().int().nonnegative(),
  }),
);

/** One sandbox payment, as its token carries it. */
export interface SandboxPayment {
  id: string;
  orderId: string;
  incrementId: string;
  amountCents: number;
  currency: string;
  method: string;
  locale: string;
  description: string;
  returnUrl: string;
  webhookUrl: string;
  /** Unix seconds when the payment was created. */
  issuedAt: number;
}

const LABEL = "sandbox-token.v1.";

/** The signed token of a payment. */
export async function encodeToken(key: CryptoKey, p: SandboxPayment): Promise<string> {
  const payload = toBase64Url(
    utf8.encode(
      JSON.stringify({
        v: 1,
        id: p.id,
        o: p.orderId,
        n: p.incrementId,
        a: p.amountCents,
        c: p.currency,
        m: p.method,
        l: p.locale,
        d: p.description,
        r: p.returnUrl,
        w: p.webhookUrl,
        t: p.issuedAt,
      }),
    ),
  );
  return `${payload}.${toBase64Url(await sign(key, LABEL + payload))}`;
}

/** The payment a token carries, or null when it is malformed, tampered with or signed with another secret. */
export async function decodeToken(key: CryptoKey, token: string): Promise<SandboxPayment | null> {
  const [payload, mac, extra] = token.split(".");
  if (!payload || !mac || extra !== undefined || token.length > 4096) return null;
  const macBytes = fromBase64Url(mac);
  if (!macBytes || !(await verify(key, macBytes, LABEL + payload))) return null;
  const bytes = fromBase64Url(payload);
  if (!bytes) return null;
  let json: unknown;
  try {
    json = JSON.parse(utf8.decode(bytes));
  } catch {
    return null;
  }
  const parsed = payloadSchema.safeParse(json);
  if (!parsed.success) return null;
  const d = parsed.data;
  return {
    id: d.id,
    orderId: d.o,
    incrementId: d.n,
    amountCents: d.a,
    currency: d.c,
    method: d.m,
    locale: d.l,
    description: d.d,
    returnUrl: d.r,
    webhookUrl: d.w,
    issuedAt: d.t,
  };
}
