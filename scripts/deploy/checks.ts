/**
 * What `npm run deploy` refuses (scripts/deploy.ts), as a pure function of the worker's variables
 * (wrangler.toml `[vars]` with the environment's overrides) and the names of its secrets on
 * Cloudflare (null when Cloudflare could not be asked): one line per problem, in the order an
 * operator fixes them. The worker fails closed on the same things at run time
 * (worker/config/secrets.ts, worker/payment/sandbox-routes.ts); this catches them before a deploy.
 */
import { onOff } from "../../schema/config/on-off";
import { paymentConfigSchema } from "../../schema/config/payment";
import { requiredSecrets } from "../../schema/config/secrets";

/** The variables these checks read, which the environment may override besides the config's own. */
export const CHECKED_VARIABLES = ["PAYMENT_PROVIDER", "ALLOW_SANDBOX_PAYMENTS", "PUBLIC_ORIGIN"] as const;

/** An origin as the worker's config accepts it (worker/config/env.ts): scheme, host and port only. */
function isOrigin(url: string): boolean {
  return URL.canParse(url) && /^https?:$/.test(new URL(url).protocol) && new URL(url).origin === url.replace(/\/$/, "");
}

export interface DeployConfig {
  /** The worker's plain variables as the deploy will set them. */
  vars: Readonly<Record<string, string>>;
  /** The names of the worker's secrets on Cloudflare; null when they could not be listed. */
  secrets: readonly string[] | null;
}

/** The problems that make a deploy unsafe for a live shop, one line each; empty when it may go. */
export function deployProblems({ vars, secrets }: DeployConfig): string[] {
  const problems: string[] = [];
  const set = (name: string) => Boolean(vars[name]) || (secrets?.includes(name) ?? false);

  const provider = paymentConfigSchema.shape.PAYMENT_PROVIDER.safeParse(vars.PAYMENT_PROVIDER || undefined);
  const allow = onOff.safeParse(vars.ALLOW_SANDBOX_PAYMENTS || undefined);
  if (!provider.success) problems.push(`PAYMENT_PROVIDER must be sandbox or mollie (it is "${vars.PAYMENT_PROVIDER}")`);
  if (!allow.success)
    problems.push(`ALLOW_SANDBOX_PAYMENTS must be on or off (it is "${vars.ALLOW_SANDBOX_PAYMENTS}")`);
  else if (provider.data === "sandbox" && !allow.data)
    problems.push(
      "PAYMENT_PROVIDER is sandbox (the default), where any shopper can approve their own payment: set PAYMENT_PROVIDER=mollie with the MOLLIE_API_KEY secret, or ALLOW_SANDBOX_PAYMENTS=on for a staging shop",
    );

  if (!set("PUBLIC_ORIGIN"))
    problems.push(
      'PUBLIC_ORIGIN is not set: set it to the shop\'s origin in wrangler.toml [vars], e.g. PUBLIC_ORIGIN = "https://www.ateliernoord.nl"',
    );
  else if (vars.PUBLIC_ORIGIN && !isOrigin(vars.PUBLIC_ORIGIN))
    problems.push(
      `PUBLIC_ORIGIN must be an origin such as https://www.ateliernoord.nl (it is "${vars.PUBLIC_ORIGIN}")`,
    );

  if (secrets !== null && provider.success)
    for (const name of requiredSecrets(provider.data))
      if (!set(name)) problems.push(`secret ${name} is not set: npx wrangler secret put ${name}`);
  return problems;
}
