/**
 * The CMS pages' face (SPEC §2 cms-page, home, blog; unknown-URL steps 3 and 4), for the route
 * table: the story and redirect resolvers, the home route's story, the editor preview, the sitemaps
 * and the page fragments API. Apart from ../index.ts because these render pages (see there).
 */
import type { Hono } from "hono";
import type { AppEnv } from "../../context";
import type { PageCache } from "../../pages/edge-cache";
import { registerEditorRoutes } from "./editor";
import { registerSitemapRoutes } from "./sitemap";

export { createFragmentApi } from "./fragment-api";
export { homeWithStory, redirectResolver, storyResolver } from "./resolvers";

/** The CMS's own page routes under every store prefix: the editor's preview and the sitemaps. */
export function registerContentPages(pages: Hono<AppEnv>, cached: PageCache): void {
  registerEditorRoutes(pages);
  registerSitemapRoutes(pages, cached);
}
