/**
 * The CMS's public face (SPEC §1 CMS pages and blocks; ARCHITECTURE §7 "CMS: stories stored in
 * libSQL, drafts + published, preview tokens"): the content API and the operator API, the
 * unknown-URL resolvers (story, redirect), the home route, the site chrome, the content version of
 * cached pages, and the import used by `npm run content:seed`. Its pages (story templates, the
 * resolvers, the editor preview, sitemaps, page fragments) have their own face, ./pages: they need
 * the renderer, which only the worker's bundle resolves, and this face stays loadable by scripts.
 */
export { checkedDraft } from "./routes-admin";
export { ADMIN_TOKEN_HEADER, CONTENT_SPACE_ID, issuePreviewToken, requireAdmin, validPreviewToken } from "./auth";
export { contentChrome } from "./chrome";
export { createContentRoutes } from "./routes";
export { createMailServiceApi } from "./routes-contact";
export { contentVersionSource } from "./version";
export { importStories, type StoryDraft } from "./writes";
// For other features' operator APIs (requireAdmin, above) and writes that change cached pages (the reviews' moderation).
export { bumpVersion as bumpContentVersionStatement } from "./repo";
export { forgetContentVersion } from "./version";
