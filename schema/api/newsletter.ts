/**
 * The newsletter endpoint's requests and answers (SPEC §7: one endpoint under /api/ext/ with
 * GET ?email, POST {email}, DELETE {email}), as zod schemas: the worker validates with them, the
 * browser's API client takes its types from them. Built on first use (z.lazy), not in every
 * isolate's start-up.
 */
import * as z from "zod";

/** SPEC §4 newsletter states; "unknown" also when the caller cannot prove the address is theirs. */
export const NEWSLETTER_STATES = ["unknown", "subscribed", "unsubscribed"] as const;
export type NewsletterState = (typeof NEWSLETTER_STATES)[number];

/** SPEC §5 'Please provide valid e-mail address'; 254 characters is the longest address SMTP carries. */
export const newsletterEmailSchema = z.lazy(() =>
  z
    .string({ error: "Field is required" })
    .trim()
    .min(1, "Field is required")
    .max(254, "must be at most 254 characters")
    .regex(/^[^\s@<>",;]+@[^\s@<>",;]+\.[^\s@<>",;]{2,}$/, "Please provide valid e-mail address"),
);

/** The unsubscribe token of a newsletter e-mail. */
const tokenSchema = z.lazy(() =>
  z.string().trim().min(1, "Field is required").max(64, "must be at most 64 characters"),
);

/** GET /api/ext/newsletter?email=&token= — `token` is the unsubscribe token of a newsletter e-mail. */
export const newsletterStatusQuerySchema = z.lazy(() =>
  z.strictObject({ email: newsletterEmailSchema, token: tokenSchema.optional() }),
);
export type NewsletterStatusQuery = z.input<typeof newsletterStatusQuerySchema>;

/** POST /api/ext/newsletter?storeCode= — the store view whose language the e-mail speaks. */
export const newsletterStoreQuerySchema = z.lazy(() => z.object({ storeCode: z.string().max(8).optional() }));

/** POST /api/ext/newsletter — the same answer whether or not the address is known (no enumeration). */
export const newsletterSubscribeRequestSchema = z.lazy(() => z.strictObject({ email: newsletterEmailSchema }));
export type NewsletterSubscribeRequest = z.input<typeof newsletterSubscribeRequestSchema>;

/** DELETE /api/ext/newsletter — with the unsubscribe token of a newsletter e-mail (no login needed). */
export const newsletterUnsubscribeRequestSchema = z.lazy(() =>
  z.strictObject({ email: newsletterEmailSchema, token: tokenSchema }),
);
export type NewsletterUnsubscribeRequest = z.input<typeof newsletterUnsubscribeRequestSchema>;

/** The answer of GET and DELETE. */
export const newsletterStatusSchema = z.lazy(() =>
  z.object({ email: z.string(), state: z.enum(NEWSLETTER_STATES), subscribed: z.boolean() }),
);
export type NewsletterStatus = z.infer<typeof newsletterStatusSchema>;

/** The answer of POST: always `confirmationRequired` — a double opt-in e-mail is on its way unless the address was mailed a moment ago. */
export const newsletterSubscribeResultSchema = z.lazy(() =>
  z.object({ email: z.string(), confirmationRequired: z.literal(true) }),
);
export type NewsletterSubscribeResult = z.infer<typeof newsletterSubscribeResultSchema>;
