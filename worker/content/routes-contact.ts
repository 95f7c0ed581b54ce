/**
 * The contact form's mail service calls (SPEC §7 "mail-service send-email and get-token"; issue 6b):
 * `GET /api/ext/mail-service/get-token` gives a signed, timed token; `POST …/send-email` takes the
 * form with it and writes the message to the shop's service address through the mail service (the
 * outbox). A token younger than CONTACT_MIN_FILL_MS (a bot filling the form at once) or older than
 * CONTACT_TOKEN_TTL_MS is refused; a filled-in hidden field is answered as sent and dropped.
 * A token is good for one message (issue 35 point 3: 15 posts of one token were 15 mails to the
 * service desk): its first use is counted in libSQL, a replay answers 409; and one client (IP)
 * sends at most CONTACT_IP_LIMIT messages an hour, past which it hears 429 with Retry-After.
 */
import { sql } from "drizzle-orm";
import { Hono, type Context } from "hono";
import { contactMessageRequestSchema, type ContactSentDto, type MailTokenDto } from "../../schema/api/content";
import { SERVICE_EMAIL } from "../../client/config/brand";
import { translatorFor, type AppEnv } from "../context";
import { AppError } from "../errors/app-error";
import { validate } from "../http/validate";
import { createMailService } from "../mail";
import {
  clientIp,
  countOf,
  hitKeysStatement,
  hitStatement,
  minutesOf,
  retryAfter,
  tooManyRequests,
  type Limit,
} from "../http/rate-limit";

export const CONTACT_MIN_FILL_MS = 3_000;
export const CONTACT_TOKEN_TTL_MS = 2 * 60 * 60 * 1000;
/** Messages per client an hour: more than a shopper writes to the service desk, few for a spammer. */
export const CONTACT_IP_LIMIT: Limit = { max: 5, windowMs: 60 * 60_000 };
/** A token's uses: one, remembered as long as the token could still be accepted. */
const TOKEN_USES: Limit = { max: 1, windowMs: CONTACT_TOKEN_TTL_MS };

const encoder = new TextEncoder();
// Without a configured secret the isolate signs with its own random key (tokens then work within it).
let isolateKey: Uint8Array | null = null;

async function mac(c: Context<AppEnv>, message: string): Promise<string> {
  const secret = c.get("config").CONTENT_ADMIN_TOKEN ?? c.get("config").PAYMENT_SIGNING_SECRET;
  const raw = secret
    ? encoder.encode(`contact-form:${secret}`)
    : (isolateKey ??= crypto.getRandomValues(new Uint8Array(32)));
  const key = await crypto.subtle.importKey("raw", raw, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const bytes = new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(message)));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!);

export function createMailServiceApi(): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: false });

  app.get("/get-token", async (c) => {
    const issued = String(Date.now());
    const nonce = crypto.randomUUID().replace(/-/g, "").slice(0, 16);
    const token = `${issued}.${nonce}.${await mac(c, `${issued}.${nonce}`)}`;
    return c.json({ code: 200, result: { token } satisfies MailTokenDto }, 200, { "Cache-Control": "no-store" });
  });

  app.post("/send-email", validate("json", contactMessageRequestSchema), async (c) => {
    const body = c.req.valid("json");
    const [issued = "", nonce = "", signature = ""] = body.token.split(".");
    const age = Date.now() - Number(issued);
    if (!/^\d{13}$/.test(issued) || signature !== (await mac(c, `${issued}.${nonce}`)) || age > CONTACT_TOKEN_TTL_MS) {
      throw new AppError(403, "FORBIDDEN", "Invalid or expired form token", { token: "is invalid or expired" });
    }
    if (age < CONTACT_MIN_FILL_MS)
      throw new AppError(429, "BAD_REQUEST", "The form was sent too fast; please try again");
    // The hidden field: only bots fill it in. They hear "sent"; nothing is.
    if (body.website) return c.json({ code: 200, result: { sent: true } satisfies ContactSentDto });
    const store = body.storeCode;
    const t = translatorFor(store);
    // One atomic round trip: the token's use is counted, and the client's message only when this is
    // the token's first use (a replay is no message). Of 15 posts of one token at once, one is sent.
    const db = c.get("db");
    const now = new Date();
    const tokenKey = `contact:token:${issued}.${nonce}`;
    const [use, client] = await db.batch([
      hitStatement(db, tokenKey, TOKEN_USES, now),
      hitKeysStatement(
        db,
        [`contact:ip:${clientIp((name) => c.req.header(name))}`],
        CONTACT_IP_LIMIT.windowMs,
        now,
        sql`${countOf(tokenKey)} = 1`,
      ),
    ]);
    if ((use[0]?.count ?? 0) > TOKEN_USES.max)
      throw new AppError(409, "CONFLICT", t("contact.tokenUsed"), { token: "has been used already" });
    const wait = retryAfter(client[0], CONTACT_IP_LIMIT, now);
    if (wait !== null) throw tooManyRequests(c, wait, t("account.tooManyRequests", { minutes: minutesOf(wait) }));
    const subject = t("content.contact.mail.subject", { subject: body.subject || body.name });
    const text = `${body.name} <${body.email}>\n\n${body.message}`;
    const html = `<p><strong>${escapeHtml(body.name)}</strong> &lt;${escapeHtml(body.email)}&gt;</p><p>${escapeHtml(body.message).replace(/\n/g, "<br>")}</p>`;
    const receipt = await createMailService(c.get("config"), db, { log: c.get("log") }).send({
      to: SERVICE_EMAIL,
      subject,
      text,
      html,
      kind: "contact",
      store,
    });
    c.get("log").info("contact form message", { mailId: receipt.id, store });
    return c.json({ code: 200, result: { sent: true } satisfies ContactSentDto });
  });
  return app;
}
