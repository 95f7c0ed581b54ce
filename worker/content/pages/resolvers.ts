/**
 * Where the CMS answers a path (SPEC §2): unknown-URL step 3 (the published story at the path's
 * full slug, or the blog index), the home route's story, and step 4 (the redirect table). Drafts are
 * never shown here.
 */
import type { Context } from "hono";
import { BLOG_PREFIX, CONFIG_SLUG, HOME_SLUG } from "../../../schema/content/story";
import { storePath } from "../../../domain/urls";
import type { AppEnv } from "../../context";
import { cacheTag, tagPage } from "../../pages/cache-tags";
import type { UrlResolver } from "../../pages/resolvers";
import { siteChrome } from "../chrome";
import { parseContent } from "../dto";
import { renderBlogList } from "./blog-list";
import { renderStory } from "./story";
import { findRedirect, readPageStories, type StoryRow } from "../repo";
import { slugOfPath } from "../story-meta";
import { noteContentVersion } from "../version";

/** Reads the story at a path with the config story in one round trip, and lends the config to the chrome. */
async function loadForPath(c: Context<AppEnv>, slug: string) {
  const { story, config, versions } = await readPageStories(c.get("db"), c.get("store").code, slug, CONFIG_SLUG);
  noteContentVersion(versions);
  let chrome: ReturnType<typeof siteChrome> | null = null;
  c.set("chrome", () => (chrome ??= siteChrome(c, config)));
  return story;
}

/** SPEC §2 unknown-URL step 3: the published story at the path's full slug, or the blog index. */
export const storyResolver: UrlResolver = async (c, path) => {
  const slug = slugOfPath(path);
  if (!slug || slug === HOME_SLUG) return null;
  // Whatever answers at this path (the story, or a redirect or 404 after it) changes when a story takes it.
  tagPage(c, cacheTag.story(c.get("store").code, slug));
  const row = await loadForPath(c, slug);
  const content = parseContent(row?.published ?? null);
  if (row && content) return renderStory(c, row, content);
  if (slug === BLOG_PREFIX) {
    return renderBlogList(c, {
      slug,
      title: c.get("t")("content.blog.title"),
      intro: c.get("t")("content.blog.intro"),
      row: null,
    });
  }
  return null;
};

/** The home route: the published home story (SPEC §2 "the CMS home story is used when the path is empty"), else `fallback`. */
export function homeWithStory(fallback: (c: Context<AppEnv>) => Promise<Response>) {
  return async (c: Context<AppEnv>): Promise<Response> => {
    let row: StoryRow | null = null;
    tagPage(c, cacheTag.story(c.get("store").code, HOME_SLUG));
    try {
      row = await loadForPath(c, HOME_SLUG);
    } catch (error) {
      c.get("log").warn("home story unavailable, built-in home shown", {
        error: error instanceof Error ? error.message : String(error),
      });
    }
    const content = parseContent(row?.published ?? null);
    const page = row && content ? await renderStory(c, row, content) : null;
    return page ?? fallback(c);
  };
}

/** SPEC §2 unknown-URL step 4: a redirect from the table (path as asked, then without a trailing slash). */
export const redirectResolver: UrlResolver = async (c, path) => {
  const asked = path.startsWith("/") ? path : `/${path}`;
  tagPage(c, cacheTag.redirect(c.get("store").code, asked));
  const redirect =
    (await findRedirect(c.get("db"), c.get("store").code, asked)) ??
    (asked.length > 1 && asked.endsWith("/")
      ? await findRedirect(c.get("db"), c.get("store").code, asked.replace(/\/+$/, ""))
      : null);
  if (!redirect) return null;
  const target = redirect.target.startsWith("/") ? storePath(c.get("store").code, redirect.target) : redirect.target;
  return c.redirect(target, redirect.status === 302 ? 302 : 301);
};
