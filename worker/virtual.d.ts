/** Resolved at bundle time to dist/client-manifest.json (wrangler.toml [alias], vitest.config.ts). */
declare module "virtual:client-manifest" {
  const manifest: {
    boot: string;
    entry: string;
    css: string;
    pageCss: { content: string; checkout: string; account: string };
    fonts: string[];
  };
  export default manifest;
}

/**
 * Resolved at bundle time to dist/route-matchers.js (wrangler.toml [alias], vitest.config.ts): the
 * route table compiled by the build (scripts/route-matchers.ts) for Hono's PreparedRegExpRouter.
 */
declare module "virtual:route-matchers" {
  /** The parcel carrier code the table was prepared for, or null when none was. */
  export const parcelCarrierCode: string | null;
  /** The PreparedRegExpRouter's constructor arguments, new on every call; null when none were prepared. */
  export function routeMatchers(): unknown[] | null;
}
