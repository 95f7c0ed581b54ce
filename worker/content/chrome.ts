/**
 * The site chrome from the CMS (issue point 4): the config story's menu, footer, usps and theme
 * flags per store view. Without a CMS menu the menu is built from the catalogue's category tree, so
 * its links always exist. An isolate keeps the chrome per store view and content version (derived
 * data: a publish changes the version, and with it the key).
 */
import type { Context, MiddlewareHandler } from "hono";
import { COMPONENT_SCHEMAS } from "../../schema/content/components";
import { CONFIG_SLUG } from "../../schema/content/story";
import { imageUrl } from "../../schema/catalog/media";
import type { StoreCode } from "../../domain/store-views";
import type { MenuItem, SiteChrome } from "../../client/config/navigation-types";
import { categoryTree } from "../catalog";
import type { AppEnv } from "../context";
import { describeError } from "../logging/logger";
import { parseContent } from "./dto";
import { readPublished, type StoryRow } from "./repo";
import { contentVersion, UNAVAILABLE } from "./version";

const PROMO_TONES = ["clay", "forest", "sand", "ink"] as const;
const cache = new Map<string, SiteChrome>();

/** The chrome of a config story's published content (null when it has none published). */
export function chromeOfConfig(
  published: string | null,
): Omit<SiteChrome, "navigation"> & { navigation: MenuItem[] | null } {
  const parsed = COMPONENT_SCHEMAS.config.safeParse(parseContent(published));
  if (!parsed.success) return { navigation: null };
  const config = parsed.data;
  const navigation = config.menu.flatMap((raw, i): MenuItem[] => {
    const item = COMPONENT_SCHEMAS.menu_item.safeParse(raw);
    if (!item.success) return [];
    const m = item.data;
    return [
      {
        name: m.name,
        url: m.link,
        // Defaults are left out (MenuItem): these props travel in every page's HTML.
        ...(m.clickable ? {} : { clickable: false }),
        ...(m.highlighted ? { highlighted: true } : {}),
        ...(m.columns.length > 0
          ? {
              columns: m.columns.map((col) => ({
                title: col.title,
                ...(col.titleLink ? { titleLink: col.titleLink } : {}),
                rows: col.rows,
              })),
            }
          : {}),
        ...(m.cta.length > 0
          ? {
              promos: m.cta.map((cta, j) => ({
                title: cta.text,
                description: cta.description,
                buttonText: cta.buttonText,
                url: cta.link,
                tone: PROMO_TONES[(i + j) % PROMO_TONES.length]!,
                ...(cta.isLight ? { isLight: true } : {}),
                ...(cta.asset ? { image: imageUrl("tile", 375, cta.asset.filename), imageAlt: cta.asset.alt } : {}),
              })),
            }
          : {}),
      },
    ];
  });
  return {
    navigation: navigation.length > 0 ? navigation : null,
    footer: config.footer,
    usps: config.usps,
    transparentHeader: config.theme.transparentHeader,
  };
}

/** The menu from the catalogue's category tree: a column of subcategories per top-level category. */
async function catalogMenu(c: Context<AppEnv>): Promise<MenuItem[] | null> {
  try {
    const tree = categoryTree(await c.get("catalog").get(), c.get("store").code);
    if (tree.length === 0) return null;
    return tree.map((node) => ({
      name: node.name,
      url: node.url,
      ...(node.children.length > 0
        ? {
            columns: [
              {
                title: node.name,
                titleLink: node.url,
                rows: node.children.map((x) => ({ label: x.name, url: x.url })),
              },
            ],
          }
        : {}),
    }));
  } catch (error) {
    c.get("log").warn("catalogue menu unavailable", describeError(error));
    return null;
  }
}

/** The request's chrome: cached per store view and content version, read once when the version changes. */
export async function siteChrome(c: Context<AppEnv>, preloaded?: StoryRow | null): Promise<SiteChrome | null> {
  const code: StoreCode = c.get("store").code;
  const version = await contentVersion(c);
  const key = `${code}:${version}`;
  const known = cache.get(key);
  if (known) return known;
  let published: string | null = null;
  if (preloaded !== undefined) published = preloaded?.published ?? null;
  else if (version !== UNAVAILABLE) published = await readPublished(c.get("db"), code, CONFIG_SLUG);
  const cms = chromeOfConfig(published);
  const navigation = cms.navigation ?? (await catalogMenu(c));
  if (!navigation) return null;
  const chrome: SiteChrome = { ...cms, navigation };
  if (version !== UNAVAILABLE) {
    for (const old of cache.keys()) if (old.startsWith(`${code}:`)) cache.delete(old);
    cache.set(key, chrome);
  }
  return chrome;
}

/** Puts the CMS chrome loader on page requests (worker/pages/chrome.ts). */
export function contentChrome(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    let once: Promise<SiteChrome | null> | null = null;
    c.set("chrome", () => (once ??= siteChrome(c)));
    await next();
  };
}
