import type { Context } from "hono";
import { mediaVersion } from "../../schema/catalog/media";
import type { AppEnv } from "../context";

/**
 * The media version for a page's image URLs (`?v=`, schema/catalog/media.ts): from the deployed
 * catalogue snapshot's version (one small asset, read once per isolate). Undefined when the
 * catalogue cannot be read: the page then links unversioned image URLs.
 */
export async function pageMediaVersion(c: Context<AppEnv>): Promise<string | undefined> {
  try {
    return mediaVersion(await c.var.catalog.version());
  } catch {
    return undefined;
  }
}
