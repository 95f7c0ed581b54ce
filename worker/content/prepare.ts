/**
 * Before a story renders, the server looks up what its blocks need, all at once: product tiles from
 * the catalogue, blog article lists (one round trip each), blog categories, sanitised html. A block
 * whose data fails is marked failed (it shows the SPEC §8 component error); an unknown or invalid
 * block is logged and skipped, and the rest of the page renders.
 */
import type { Context } from "hono";
import { and, asc, eq, isNotNull, like } from "drizzle-orm";
import { contentStories } from "../../schema/db";
import { COMPONENT_SCHEMAS, isKnownComponent, type RawBlock } from "../../schema/content/components";
import { BLOG_PREFIX } from "../../schema/content/story";
import type { ArticleCard, CmsData } from "../../client/components/cms/cms-data";
import { priorPrices, productTilesFor } from "../catalog";
import type { AppEnv } from "../context";
import { describeError } from "../logging/logger";
import { cacheTag, tagPage } from "../pages/cache-tags";
import { parseContent } from "./dto";
import { blogPage, storiesBySlugs, type StoryRow } from "./repo";
import { sanitizeHtml } from "./sanitize";
import { storyUrl } from "./story-meta";

/** A published story's title, else its name. */
function titleOf(row: StoryRow): string {
  const title = parseContent(row.published)?.title;
  return typeof title === "string" ? title : row.name;
}

/** Every block of a tree, depth first. */
export function allBlocks(blocks: unknown): RawBlock[] {
  const out: RawBlock[] = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (typeof value === "object" && value !== null) {
      if (typeof (value as RawBlock).component === "string") out.push(value as RawBlock);
      Object.values(value).forEach(visit);
    }
  };
  visit(blocks);
  return out;
}

/** Article cards of published article rows, with their categories' titles (one query for those). */
export async function articleCards(c: Context<AppEnv>, rows: StoryRow[]): Promise<ArticleCard[]> {
  const code = c.get("store").code;
  const contents = rows.map((row) => ({ row, content: parseContent(row.published) }));
  const categorySlugs = [
    ...new Set(
      contents.map(({ content }) => (typeof content?.category === "string" ? content.category : "")).filter(Boolean),
    ),
  ];
  const categories = await storiesBySlugs(c.get("db"), code, categorySlugs);
  const titles = new Map(categories.map((cat) => [cat.fullSlug, titleOf(cat)]));
  return contents.flatMap(({ row, content }) => {
    const parsed = COMPONENT_SCHEMAS.blog_article.safeParse(content);
    if (!parsed.success) return [];
    const a = parsed.data;
    const categoryTitle = titles.get(a.category);
    return [
      {
        title: a.title,
        intro: a.intro,
        date: a.date,
        url: storyUrl(code, row.fullSlug),
        image: a.image,
        category: categoryTitle ? { title: categoryTitle, url: storyUrl(code, a.category) } : null,
      },
    ];
  });
}

/** The published blog categories of the store view, for category lists. */
export async function blogCategories(c: Context<AppEnv>): Promise<{ title: string; url: string; slug: string }[]> {
  tagPage(c, cacheTag.stories(c.get("store").code));
  const s = contentStories;
  const rows = await c
    .get("db")
    .select()
    .from(s)
    .where(
      and(
        eq(s.store, c.get("store").code),
        eq(s.component, "blog_category"),
        isNotNull(s.published),
        like(s.fullSlug, `${BLOG_PREFIX}/%`),
      ),
    )
    .orderBy(asc(s.fullSlug))
    .limit(50);
  return rows.map((row) => ({
    title: titleOf(row),
    url: storyUrl(c.get("store").code, row.fullSlug),
    slug: row.fullSlug,
  }));
}

/** Resolves the data of a story's blocks. `editable` marks blocks for the editor's preview bridge. */
export async function prepareBlocks(c: Context<AppEnv>, body: unknown, editable = false): Promise<CmsData> {
  const data: CmsData = { products: {}, articles: {}, categories: [], html: {}, failed: [], editable };
  const tasks: Promise<void>[] = [];
  const fail = (block: RawBlock, error: unknown) => {
    c.get("log").warn("cms block failed to load", {
      component: block.component,
      uid: block._uid,
      ...describeError(error),
    });
    if (block._uid) data.failed.push(block._uid);
  };
  for (const block of allBlocks(body)) {
    if (!isKnownComponent(block.component)) {
      c.get("log").warn("cms: unknown component skipped", {
        component: String(block.component).slice(0, 64),
        uid: block._uid,
      });
      continue;
    }
    const parsed = COMPONENT_SCHEMAS[block.component].safeParse(block);
    if (!parsed.success) {
      c.get("log").warn("cms: invalid block skipped", {
        component: block.component,
        uid: block._uid,
        field: parsed.error.issues[0]?.path.join("."),
      });
      continue;
    }
    const b = parsed.data;
    const uid = block._uid ?? "";
    if (b.component === "product_block") {
      tasks.push(
        c
          .get("catalog")
          .get()
          .then(async (catalog) => {
            const tiles = await productTilesFor(
              c,
              catalog,
              c.get("store"),
              { skus: b.skus, category: b.category, limit: b.limit },
              await priorPrices(c, catalog),
            );
            tagPage(c, ...tiles.map((tile) => cacheTag.product(tile.sku)));
            data.products[uid] = tiles;
          })
          .catch((error: unknown) => fail(block, error)),
      );
    } else if (b.component === "blog_articles") {
      tagPage(c, cacheTag.stories(c.get("store").code));
      tasks.push(
        blogPage(c.get("db"), c.get("store").code, b.category ?? null, b.limit, 0)
          .then((page) => articleCards(c, page.stories))
          .then((cards) => void (data.articles[uid] = cards))
          .catch((error: unknown) => fail(block, error)),
      );
    } else if (b.component === "blog_categories") {
      tasks.push(
        blogCategories(c)
          .then((list) => void (data.categories = list.map(({ title, url }) => ({ title, url }))))
          .catch((error: unknown) => fail(block, error)),
      );
    } else if (b.component === "html") {
      tasks.push(
        sanitizeHtml(b.html)
          .then((html) => void (data.html[uid] = html))
          .catch((error: unknown) => fail(block, error)),
      );
    }
  }
  await Promise.all(tasks);
  return data;
}
