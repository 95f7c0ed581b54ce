/**
 * What a cached page shows, as the `Cache-Tag` header shared caches in front of the worker (Workers
 * Cache) file it under, so a change purges exactly the pages that show it (./purge.ts). Features
 * name what they render with `tagPage(c, …)`; the page cache adds the tags every page has and
 * writes the header. The scheme, small and bounded:
 *
 *   pages                    every cached page
 *   view:<store>             every page of a store view (its menu, footer and usps are CMS content)
 *   product:<sku>            a product's page, and every page that shows its tile (parent sku)
 *   category:<id>            a category's page
 *   story:<store>:<slug>     whatever answers at a story's path: the story, or the 404 or redirect
 *                            a publish there replaces (the home story is slug `home`)
 *   stories:<store>          pages that list stories (blog lists, latest articles, blog blocks, sitemaps)
 *   redirect:<store>:<path>  the answer at a redirect's request path
 *
 * Tags are printable ASCII without spaces or commas (other characters are percent-encoded), at most
 * MAX_TAG_LENGTH characters (a longer one is cut and ends in a hash of the whole), and a page's
 * header stays under MAX_TAG_HEADER characters (Cloudflare reads 16 KB of it). No page comes near
 * (a listing shows at most a few dozen tiles); one that would loses its last tags, logged, and then
 * changes for those only when its fresh minutes are over.
 */
import type { Context } from "hono";
import type { StoreCode } from "../../domain/store-views";
import type { AppEnv } from "../context";

declare module "hono" {
  interface ContextVariableMap {
    /** What the page being rendered shows, as cache tags (`tagPage`). */
    pageTags?: Set<string>;
  }
}

export const ALL_PAGES_TAG = "pages";
export const MAX_TAG_LENGTH = 128;
export const MAX_TAG_HEADER = 15_000;

/** FNV-1a of a string, as 8 hex digits: a short stand-in for what is cut off a long tag. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, "0");
}

/** A tag as Cloudflare takes it: printable ASCII, no space or comma, at most MAX_TAG_LENGTH long. */
export function boundedTag(raw: string): string {
  const tag = raw.replace(/[^\x21-\x7e]|[,%]/gu, (ch) => encodeURIComponent(ch).replace(/,/g, "%2C"));
  return tag.length <= MAX_TAG_LENGTH ? tag : `${tag.slice(0, MAX_TAG_LENGTH - 9)}~${fnv1a(tag)}`;
}

/** The tag builders: writers (pages) and purgers (writes) name things the same way. */
export const cacheTag = {
  view: (store: StoreCode) => `view:${store}`,
  product: (sku: string) => boundedTag(`product:${sku}`),
  category: (id: number) => `category:${id}`,
  story: (store: StoreCode, fullSlug: string) => boundedTag(`story:${store}:${fullSlug}`),
  stories: (store: StoreCode) => `stories:${store}`,
  /** A path with and without its trailing slash is one tag: the redirect table answers both. */
  redirect: (store: StoreCode, path: string) =>
    boundedTag(`redirect:${store}:${path.length > 1 ? path.replace(/\/+$/, "") : path}`),
};

/** Names what the page being rendered shows (a feature calls it while it renders). */
export function tagPage(c: Context<AppEnv>, ...tags: string[]): void {
  let set = c.get("pageTags");
  if (!set) {
    set = new Set();
    c.set("pageTags", set);
  }
  for (const tag of tags) set.add(tag);
}

/** Starts a page's tags afresh (the page cache, before it renders). */
export function startPageTags(c: Context<AppEnv>): void {
  c.set("pageTags", new Set<string>());
}

/** The page's `Cache-Tag` value: every page's tags, then what it named, within MAX_TAG_HEADER. */
export function pageTagHeader(c: Context<AppEnv>): string {
  const always = [ALL_PAGES_TAG, cacheTag.view(c.get("store").code)];
  let header = always.join(",");
  for (const tag of c.get("pageTags") ?? []) {
    if (always.includes(tag)) continue;
    if (header.length + 1 + tag.length > MAX_TAG_HEADER) {
      c.get("log").warn("cache tags cut short", { kept: header.split(",").length });
      break;
    }
    header += `,${tag}`;
  }
  return header;
}
