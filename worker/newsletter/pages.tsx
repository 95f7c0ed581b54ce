/**
 * The newsletter's pages under every store prefix, personal and never cached or indexed:
 * GET/POST /newsletter (sign-up without JavaScript), GET /newsletter/confirm?token= (double
 * opt-in) and GET/POST /newsletter/unsubscribe (token from any newsletter mail, no login).
 */
import type { Context, Hono } from "hono";
import * as z from "zod";
import { storePath } from "../../domain/urls";
import { NewsletterPage, type NewsletterView } from "../../client/pages/NewsletterPage";
import type { MessageKey } from "../../client/i18n/messages/types";
import type { AppEnv } from "../context";
import { AppError } from "../errors/app-error";
import { renderPage } from "../pages/render";
import { storeRoute } from "../pages/store-route";
import { newsletterEmailSchema } from "../../schema/api/newsletter";
import { confirm, subscribe, subscriberOfToken, unsubscribeByToken } from "./service";

const NO_STORE = { "Cache-Control": "no-store" };

function show(c: Context<AppEnv>, view: NewsletterView, status = 200) {
  return renderPage(c, {
    meta: { title: c.get("t")("newsletter.page.title"), noindex: true },
    body: <NewsletterPage view={view} />,
    // Logo header and footer, no pop-up offering what the page is already about.
    layout: "minimal",
    status,
    headers: NO_STORE,
    // The confirm and unsubscribe links carry their token: other languages get the bare page.
    alternates: {
      nl: storePath("nl", "/newsletter"),
      de: storePath("de", "/newsletter"),
      en: storePath("en", "/newsletter"),
    },
  });
}

/** The sign-up page's `?error=` values and what it says for each. */
const SIGNUP_ERRORS: Partial<Record<string, MessageKey>> = { email: "form.email", busy: "newsletter.tooMany" };

const signupForm = z.lazy(() => z.object({ email: newsletterEmailSchema }));
const tokenForm = z.lazy(() => z.object({ token: z.string().trim().max(64) }));

/** Registers the newsletter pages. */
export function registerNewsletterPages(pages: Hono<AppEnv>): void {
  storeRoute(pages, "/newsletter", (c) =>
    show(c, {
      kind: "signup",
      sent: c.req.query("sent") === "1",
      error: SIGNUP_ERRORS[c.req.query("error") ?? ""],
    }),
  );
  // The footer's form without JavaScript: post, then redirect (a reload posts nothing twice).
  storeRoute(
    pages,
    "/newsletter",
    async (c) => {
      const page = storePath(c.get("store").code, "/newsletter");
      const parsed = signupForm.safeParse(await c.req.parseBody());
      if (!parsed.success) return c.redirect(`${page}?error=email`, 303);
      try {
        await subscribe(c, parsed.data.email, c.get("store").code);
      } catch (error) {
        // Past the client's sign-up limit: the page says so (its Retry-After stays on the redirect).
        if (error instanceof AppError && error.status === 429) return c.redirect(`${page}?error=busy`, 303);
        throw error;
      }
      return c.redirect(`${page}?sent=1`, 303);
    },
    "POST",
  );
  storeRoute(pages, "/newsletter/confirm", async (c) => {
    const outcome = await confirm(c, c.req.query("token") ?? "");
    return outcome.ok
      ? show(c, { kind: "confirmed", couponCode: outcome.couponCode })
      : show(c, { kind: "link-problem", problem: outcome.problem }, outcome.problem === "expired" ? 410 : 404);
  });
  storeRoute(pages, "/newsletter/unsubscribe", async (c) => {
    const token = c.req.query("token") ?? "";
    const subscriber = await subscriberOfToken(c, token);
    if (!subscriber) return show(c, { kind: "link-problem", problem: "invalid" }, 404);
    if (subscriber.status !== "subscribed") return show(c, { kind: "not-subscribed" });
    return show(c, { kind: "unsubscribe", email: subscriber.email, token });
  });
  storeRoute(
    pages,
    "/newsletter/unsubscribe",
    async (c) => {
      const parsed = tokenForm.safeParse(await c.req.parseBody());
      const outcome = parsed.success ? await unsubscribeByToken(c, parsed.data.token) : null;
      if (!outcome || (!outcome.ok && outcome.problem === "invalid"))
        return show(c, { kind: "link-problem", problem: "invalid" }, 404);
      return show(c, outcome.ok ? { kind: "unsubscribed" } : { kind: "not-subscribed" });
    },
    "POST",
  );
}
