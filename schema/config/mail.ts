import * as z from "zod";

/** The sender when MAIL_FROM is not set. */
export const DEFAULT_MAIL_FROM = "Atelier Noord <service@ateliernoord.example>";

// "Name <address>" or a bare address; the mail API gets it as given.
const SENDER = /^(?:[^<>\r\n]{1,100} <[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+)$/;

/**
 * The mail variables, as a zod object fragment for the worker's config schema
 * (`z.object({ ...others, ...mailConfigSchema.shape }).superRefine(refineMailConfig)`).
 */
export const mailConfigSchema = z.object({
  /** "outbox": messages stay in the mail_outbox table, read at /dev/mailbox (local default); "http": a mail API. */
  MAIL_PROVIDER: z.enum(["outbox", "http"]).default("outbox"),
  /** The mail API's send endpoint, e.g. https://mail.example/v1/send (POST, JSON). */
  MAIL_API_URL: z
    .url()
    .refine((u) => /^https?:/.test(u), "must be an http(s) URL")
    .optional(),
  /** Bearer token of the mail API (secret). */
  MAIL_API_KEY: z.string().min(1).optional(),
  /** The sender: "Name <address>" or an address. */
  MAIL_FROM: z.string().regex(SENDER, "must be an address or Name <address>").default(DEFAULT_MAIL_FROM),
});

/** The parsed mail variables (the worker's Config has them too once the fragment is merged). */
export type MailConfig = z.output<typeof mailConfigSchema>;

/** The variables the HTTP provider cannot work without; pass to `.superRefine` after merging the fragment. */
export function refineMailConfig(config: MailConfig, ctx: z.RefinementCtx): void {
  for (const issue of mailConfigIssues(config)) ctx.addIssue({ code: "custom", ...issue });
}

/** The same checks as plain data: `[{ path: ["MAIL_API_URL"], message: "is required when …" }]`. */
export function mailConfigIssues(config: MailConfig): { path: [string]; message: string }[] {
  if (config.MAIL_PROVIDER !== "http") return [];
  const missing = (["MAIL_API_URL", "MAIL_API_KEY"] as const).filter((name) => !config[name]);
  return missing.map((name) => ({ path: [name], message: "is required when MAIL_PROVIDER is http" }));
}
