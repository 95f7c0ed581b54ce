import type { Context } from "hono";
import type { AppEnv } from "../context";

/**
 * One step of SPEC §2 unknown-URL resolution: answers the path (a page, a redirect) or null to let
 * the next step try. Features register theirs in the composition root in SPEC order: product,
 * category, CMS story, redirect; the 404 page comes last.
 */
export type UrlResolver = (c: Context<AppEnv>, path: string) => Promise<Response | null>;

/** A handler that runs the resolvers in order on the store-relative path, or `notFound` when none answers. */
export function resolveUnknownUrls(
  resolvers: readonly UrlResolver[],
  notFound: (c: Context<AppEnv>) => Promise<Response>,
) {
  return async (c: Context<AppEnv>): Promise<Response> => {
    for (const resolve of resolvers) {
      const response = await resolve(c, c.get("storeRelativePath"));
      if (response) return response;
    }
    c.get("log").debug("No route found", { path: c.get("storeRelativePath") });
    return notFound(c);
  };
}
