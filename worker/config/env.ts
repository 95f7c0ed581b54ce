import * as z from "zod";
import { DB_TIMEOUT_MS, NEWSLETTER_POPUP_DELAY_MS, SEARCH_TIER_AUTO_PRODUCTS } from "../../schema/constants";
import { accountsConfigSchema } from "../../schema/config/accounts";
import { addressConfigSchema, refineAddressConfig } from "../../schema/config/addresses";
import { mailConfigSchema, refineMailConfig } from "../../schema/config/mail";
import { parcelConfigSchema, refineParcelConfig } from "../../schema/config/parcel";
import { onOff } from "../../schema/config/on-off";
import { paymentConfigSchema } from "../../schema/config/payment";

/** Bindings and variables the worker receives from wrangler.toml, `.dev.vars` and secrets. */
export interface Env {
  ASSETS: Fetcher;
  /**
   * Local only: `npm start` binds this while the demo's product images are still being made
   * (scripts/catalog/pending-media.ts); the image route asks it for a variant the assets lack.
   */
  MEDIA_RENDERER?: Fetcher;
  LIBSQL_URL?: string;
  LIBSQL_AUTH_TOKEN?: string;
  DB_TIMEOUT_MS?: string;
  MAINTENANCE_MODE?: string;
  MAINTENANCE_RETRY_AFTER?: string;
  EN_TAX_COUNTRY?: string;
  PUBLIC_ORIGIN?: string;
  LOG_LEVEL?: string;
  IMAGE_RESIZING?: string;
  MEDIA_ORIGIN?: string;
  PAYMENT_PROVIDER?: string;
  ALLOW_SANDBOX_PAYMENTS?: string;
  PAYMENT_SIGNING_SECRET?: string;
  MOLLIE_API_KEY?: string;
  MOLLIE_API_URL?: string;
  MAIL_PROVIDER?: string;
  MAIL_API_URL?: string;
  MAIL_API_KEY?: string;
  MAIL_FROM?: string;
  PARCEL_CARRIER?: string;
  PARCEL_CARRIER_CODE?: string;
  PARCEL_API_URL?: string;
  PARCEL_API_KEY?: string;
  PARCEL_TRACKING_URL?: string;
  DELIVERY_COUNTRIES_NL?: string;
  DELIVERY_COUNTRIES_DE?: string;
  DELIVERY_COUNTRIES_EN?: string;
  ADDRESS_LOOKUP?: string;
  ADDRESS_LOOKUP_API_URL?: string;
  ADDRESS_LOOKUP_API_KEY?: string;
  DEV_MAILBOX?: string;
  PAGE_CACHE?: string;
  NEWSLETTER_POPUP_DELAY_MS?: string;
  CONTENT_ADMIN_TOKEN?: string;
  PASSWORD_PEPPER?: string;
  GTM_CONTAINER_ID?: string;
  SEARCH_TIER?: string;
  SEARCH_TIER_AUTO_PRODUCTS?: string;
  /** Told of every cache purge (pages/purge.ts): tests bind a recorder here; a deployed shop binds nothing. */
  PURGE_OBSERVER?: Fetcher;
}

const configSchema = z
  .object({
    // Optional here: a missing secret is not a malformed one. The request context answers 503
    // while a required secret is missing (./secrets.ts), naming it in the log only.
    LIBSQL_URL: z
      .string()
      .url("must be a URL such as libsql://db.turso.io or http://127.0.0.1:8080")
      .refine((u) => /^(libsql|https?|wss?):/.test(u), "must use libsql:, http(s): or ws(s):")
      .optional(),
    LIBSQL_AUTH_TOKEN: z.string().min(1).optional(),
    /**
     * The deadline of every libSQL round trip (1 s). Left at its default on a shop; the test suite
     * gives most of its workers a longer one, since a busy two-core runner can take more than a second
     * to answer a burst, and keeps the default where a test is about the deadline itself.
     */
    DB_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(DB_TIMEOUT_MS),
    MAINTENANCE_MODE: onOff,
    MAINTENANCE_RETRY_AFTER: z.coerce.number().int().min(1).max(86_400).default(3600),
    EN_TAX_COUNTRY: z.enum(["NL", "DE"]).default("NL"),
    PUBLIC_ORIGIN: z
      .string()
      .url()
      // zod runs a refinement after a failed check too, so one that does not parse is refused here as well.
      .refine(
        (u) => URL.canParse(u) && new URL(u).origin === u.replace(/\/$/, ""),
        "must be an origin like https://shop.example",
      )
      // Kept without a trailing slash: links are built as `${origin}/path`, and Origin headers compared to it.
      .transform((u) => new URL(u).origin)
      .optional(),
    LOG_LEVEL: z.enum(["debug", "info", "warn", "error"]).default("info"),
    /** "cloudflare": resize originals from MEDIA_ORIGIN with Cloudflare Images; "off": serve the generated sizes. */
    IMAGE_RESIZING: z.enum(["off", "cloudflare"]).default("off"),
    MEDIA_ORIGIN: z.url().optional(),
    ...paymentConfigSchema.shape,
    ...mailConfigSchema.shape,
    ...parcelConfigSchema.shape,
    ...accountsConfigSchema.shape,
    ...addressConfigSchema.shape,
    /** "off": every page renders (no edge cache); for benchmarks and debugging. */
    PAGE_CACHE: z.enum(["on", "off"]).default("on"),
    /** "on": the local mailbox page (/dev/mailbox) shows the outbox; never on a deployed shop. */
    DEV_MAILBOX: onOff,
    /** SPEC §4/§9 newsletter pop-up delay in ms (20 s); a browser test sets a short one. */
    NEWSLETTER_POPUP_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(NEWSLETTER_POPUP_DELAY_MS),
    /** The CMS operator API's and content screen's token (a secret, ≥ 32 characters); without it both are off. */
    CONTENT_ADMIN_TOKEN: z.string().min(32, "must be at least 32 characters").optional(),
    /**
     * Which search tier answers search and listings (docs/architecture.md#search-tiers): "isolate",
     * the Orama index in every isolate; "libsql", FTS5 tables in the shop's database (seeded by
     * `npm run catalog:seed`); "auto" (default), libsql once the snapshot has more products than
     * SEARCH_TIER_AUTO_PRODUCTS.
     */
    SEARCH_TIER: z.enum(["isolate", "libsql", "auto"]).default("auto"),
    SEARCH_TIER_AUTO_PRODUCTS: z.coerce.number().int().min(0).default(SEARCH_TIER_AUTO_PRODUCTS),
    /** The tag manager container (GTM-…); without it no tag manager is ever loaded nor allowed by the CSP. */
    GTM_CONTAINER_ID: z
      .string()
      .regex(/^GTM-[A-Z0-9]{4,12}$/, "must be a container id such as GTM-ABC1234")
      .optional(),
  })
  .superRefine((c, ctx) => {
    refineMailConfig(c, ctx);
    refineParcelConfig(c, ctx);
    refineAddressConfig(c, ctx);
  })
  .refine((c) => c.IMAGE_RESIZING !== "cloudflare" || c.MEDIA_ORIGIN, {
    path: ["MEDIA_ORIGIN"],
    message: "is required when IMAGE_RESIZING is cloudflare",
  });

export type Config = z.output<typeof configSchema>;

/** Thrown when a variable is missing or malformed; the message names the variable. */
export class ConfigError extends Error {
  override name = "ConfigError";
}

// The env object is the same for every request of an isolate, so the parsed
// config is derived data keyed by it (no request state lives here).
const parsed = new WeakMap<object, Config>();

/** Parses the worker's vars and secrets, failing with a message that names the bad variable. */
export function parseConfig(env: Env): Config {
  const cached = parsed.get(env);
  if (cached) return cached;
  const raw = Object.fromEntries(Object.entries(env).filter(([, v]) => typeof v === "string" && v !== ""));
  const result = configSchema.safeParse(raw);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join(".")} ${i.message}`);
    throw new ConfigError(`Invalid worker configuration: ${problems.join("; ")}`);
  }
  parsed.set(env, result.data);
  return result.data;
}
