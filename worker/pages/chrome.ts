import type { Context } from "hono";
import type { SiteChrome } from "../../client/config/navigation-types";
import type { AppEnv } from "../context";

/**
 * Where the page chrome (menu, footer, usps, theme flags) comes from: a feature (the CMS) puts a
 * loader on the request with `c.set("chrome", …)`; without one, or when it fails, the renderer uses
 * its built-in navigation. The renderer never imports a feature.
 */
export type ChromeLoader = () => Promise<SiteChrome | null>;

/** The request's chrome, or null when no loader is set or it failed (logged). */
export async function loadChrome(c: Context<AppEnv>): Promise<SiteChrome | null> {
  const loader = c.get("chrome");
  if (!loader) return null;
  try {
    return await loader();
  } catch (error) {
    c.get("log").warn("page chrome unavailable, built-in navigation used", {
      error: error instanceof Error ? error.message : String(error),
    });
    return null;
  }
}
