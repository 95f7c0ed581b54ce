/**
 * The content version, one part of every cached page's key (worker/routes.tsx SITE_VERSIONS): any
 * publish, unpublish or redirect change gives it a new value, so no cached page shows old content.
 * It is read with the other site versions and kept per isolate as they are (pages/site-versions.ts).
 */
import type { Context } from "hono";
import type { AppEnv } from "../context";
import type { VersionSource } from "../pages/edge-cache";
import { forgetSiteVersions, freshSiteVersions, siteVersions } from "../pages/site-versions";

export {
  SITE_VERSIONS_MEMO_MS as VERSION_MEMO_MS,
  UNAVAILABLE,
  noteSiteVersions as noteContentVersion,
} from "../pages/site-versions";

/** Forget the memo (after a write in this isolate, so the next page sees it). */
export const forgetContentVersion = forgetSiteVersions;

export function contentVersion(c: Context<AppEnv>): Promise<string> {
  return siteVersions(c).then((versions) => versions.content);
}

/** The content as one source of every cached page's key; `peek` answers from the memo while it is fresh. */
export const contentVersionSource: VersionSource = {
  read: (c) => contentVersion(c).then((v) => `cms-${v}`),
  peek: () => {
    const fresh = freshSiteVersions();
    return fresh === undefined ? undefined : `cms-${fresh.content}`;
  },
};
