/**
 * What a story page says about itself, from its slug and content alone (pure: no request, no
 * database): the slug a path asks for, its URL in each store view, its meta description and image.
 */
import { CONFIG_SLUG, HOME_SLUG, fullSlugSchema } from "../../schema/content/story";
import type { RawBlock } from "../../schema/content/components";
import { storePath } from "../../domain/urls";
import { richTextPlain } from "../../client/lib/rich-text";

/** A story's URL in its store view (home is the store root). */
export function storyUrl(store: Parameters<typeof storePath>[0], fullSlug: string): string {
  return storePath(store, fullSlug === "home" ? "/" : `/${fullSlug}`);
}

/** The full slug a store-relative path asks for ("/" → home), or null when it cannot be one. */
export function slugOfPath(path: string): string | null {
  const raw = path.replace(/^\/+|\/+$/g, "").toLowerCase();
  if (raw === "") return HOME_SLUG;
  if (raw === CONFIG_SLUG || raw === HOME_SLUG) return null;
  const parsed = fullSlugSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

/** A meta description of at most 160 characters, cut at a word. */
export function metaDescription(text: string | undefined): string | undefined {
  const clean = text?.replace(/\s+/g, " ").trim();
  if (!clean) return undefined;
  if (clean.length <= 160) return clean;
  return `${clean.slice(0, 157).replace(/\s+\S*$/, "")}…`;
}

/** The first words a page's body says (its first rich text or banner), for its meta description. */
export function firstText(body: RawBlock[]): string | undefined {
  for (const block of body) {
    if (block.component === "rich_text" && typeof block.text === "string") return richTextPlain(block.text);
    if (block.component === "banner" && typeof block.text === "string") return block.text;
    if (block.component === "seo_text" && typeof block.text === "string") return richTextPlain(block.text);
  }
  return undefined;
}

export function firstImage(body: RawBlock[]): string | undefined {
  for (const block of body) {
    const image = (block.image ?? block.desktopImage) as { filename?: string } | undefined;
    if (image?.filename) return image.filename;
  }
  return undefined;
}

/** The same story in every store view: seed stories share slugs across store views. */
export function alternatesOf(fullSlug: string) {
  return { nl: storyUrl("nl", fullSlug), de: storyUrl("de", fullSlug), en: storyUrl("en", fullSlug) };
}
