import type { Context } from "hono";
import { mediaVersion } from "../../schema/catalog/media";
import type { AppEnv } from "../context";

/**
 * The deployed catalogue snapshot's version (one small asset, read once per isolate), or undefined
 * when the catalogue cannot be read: the page then links unversioned image URLs and no swatch stylesheet.
 */
export async function pageCatalogVersion(c: Context<AppEnv>): Promise<string | undefined> {
  try {
    return await c.get("catalog").version();
  } catch {
    return undefined;
  }
}

/** The media version for a page's image URLs (`?v=`, schema/catalog/media.ts). */
export async function pageMediaVersion(c: Context<AppEnv>): Promise<string | undefined> {
  const version = await pageCatalogVersion(c);
  return version === undefined ? undefined : mediaVersion(version);
}
