/**
 * The CMS's public face (SPEC §1 CMS pages and blocks; ARCHITECTURE §7 "CMS: stories stored in
 * libSQL, drafts + published, preview tokens"): the content API and the operator API, the
 * unknown-URL resolvers (story, redirect), the home route, the site chrome, the content version of
 * cached pages, and the import used by `npm run content:seed`.
 */
import { Hono } from "hono";
import type { AppEnv } from "../context";
import { createContentAdminApi } from "./admin-api";
import { createContentApi } from "./api";

export { checkedDraft } from "./admin-api";
export { ADMIN_TOKEN_HEADER, CONTENT_SPACE_ID, issuePreviewToken, validPreviewToken } from "./auth";
export { contentChrome } from "./chrome";
export { createMailServiceApi } from "./contact";
// The page resolvers and home route (./pages) are mounted by the composition root directly: they
// render pages, and this face must stay loadable by scripts (npm run content:seed).
export { contentVersionSource } from "./version";
export { importStories, type StoryDraft } from "./writes";

/** /api/content: the content API, and the operator API under /api/content/admin. */
export function createContentRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: false });
  app.route("/admin", createContentAdminApi());
  app.route("/", createContentApi());
  return app;
}
