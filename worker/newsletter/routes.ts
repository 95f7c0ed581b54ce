/**
 * SPEC §7 newsletter: one endpoint, /api/ext/newsletter. GET ?email answers the state (to a caller
 * holding a token of that address; "unknown" otherwise), POST {email} signs up with double opt-in
 * and answers the same for every address, DELETE {email, token} unsubscribes (only if subscribed).
 */
import { Hono } from "hono";
import { isStoreCode } from "../../domain/store-views";
import {
  newsletterStatusQuerySchema,
  newsletterStoreQuerySchema,
  newsletterSubscribeRequestSchema,
  newsletterUnsubscribeRequestSchema,
  type NewsletterStatus,
  type NewsletterSubscribeResult,
} from "../../schema/api/newsletter";
import type { AppEnv } from "../context";
import { AppError } from "../errors/app-error";
import { validate } from "../http/validate";
import { normalizeEmail, stateOf, subscribe, unsubscribeByToken } from "./service";

/** /api/ext/newsletter. */
export function createNewsletterApi(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get("/", validate("query", newsletterStatusQuerySchema), async (c) => {
    const { email, token } = c.req.valid("query");
    const state = await stateOf(c, email, token);
    const result: NewsletterStatus = { email: normalizeEmail(email), state, subscribed: state === "subscribed" };
    return c.json({ code: 200, result });
  });

  app.post(
    "/",
    validate("query", newsletterStoreQuerySchema),
    validate("json", newsletterSubscribeRequestSchema),
    async (c) => {
      const { email } = c.req.valid("json");
      const asked = c.req.valid("query").storeCode ?? c.req.header("x-vs-store-code");
      await subscribe(c, email, asked && isStoreCode(asked) ? asked : c.get("store").code);
      const result: NewsletterSubscribeResult = { email: normalizeEmail(email), confirmationRequired: true };
      return c.json({ code: 200, result });
    },
  );

  app.delete("/", validate("json", newsletterUnsubscribeRequestSchema), async (c) => {
    const { email, token } = c.req.valid("json");
    const outcome = await unsubscribeByToken(c, token, email);
    if (!outcome.ok && outcome.problem === "invalid")
      throw new AppError(403, "FORBIDDEN", "This link is not valid or has already been used.", {
        token: "is not a valid unsubscribe token for this e-mail address",
      });
    if (!outcome.ok) throw new AppError(409, "CONFLICT", "You are not subscribed to the newsletter.");
    const result: NewsletterStatus = { email: outcome.email, state: "unsubscribed", subscribed: false };
    return c.json({ code: 200, result });
  });

  return app;
}
