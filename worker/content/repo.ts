/**
 * The CMS's queries (ARCHITECTURE §6): a page's story, the config story and the content version
 * travel in one batch; every write that changes what visitors see bumps the content version in the
 * same batch, so cached pages are keyed anew the moment a publish commits.
 */
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { appMeta, CONTENT_VERSION_KEY, contentRedirects, contentStories } from "../../schema/db";
import type { StoreCode } from "../../domain/store-views";
import { queryOf, sqlText, type Database } from "../db/client";
import { siteVersionsOf, siteVersionsQuery, type SiteVersions } from "../db/site-versions";

export type StoryRow = typeof contentStories.$inferSelect;
export type RedirectRow = typeof contentRedirects.$inferSelect;

export { CONTENT_VERSION_KEY };

/** A statement that gives the content a new version (a random id: versions are compared, never ordered). */
export function bumpVersion(db: Database, now: Date) {
  const value = crypto.randomUUID().slice(0, 8);
  return db
    .insert(appMeta)
    .values({ key: CONTENT_VERSION_KEY, value, updatedAt: now })
    .onConflictDoUpdate({ target: appMeta.key, set: { value, updatedAt: now } });
}

function bySlug(db: Database, store: StoreCode, fullSlug: string) {
  return db
    .select()
    .from(contentStories)
    .where(and(eq(contentStories.store, store), eq(contentStories.fullSlug, fullSlug)))
    .limit(1);
}

/** The story at a slug, the store view's config story and the site versions, in one round trip. */
export async function readPageStories(
  db: Database,
  store: StoreCode,
  fullSlug: string | null,
  configSlug: string,
): Promise<{ story: StoryRow | null; config: StoryRow | null; versions: SiteVersions }> {
  const [config, versions, story] = await db.batch([
    bySlug(db, store, configSlug),
    siteVersionsQuery(db),
    bySlug(db, store, fullSlug ?? configSlug),
  ]);
  return {
    story: fullSlug === null ? null : (story[0] ?? null),
    config: config[0] ?? null,
    versions: siteVersionsOf(versions),
  };
}

export async function readStory(db: Database, store: StoreCode, fullSlug: string): Promise<StoryRow | null> {
  return (await bySlug(db, store, fullSlug))[0] ?? null;
}

export async function readStoryByUuid(db: Database, uuid: string): Promise<StoryRow | null> {
  return (await db.select().from(contentStories).where(eq(contentStories.uuid, uuid)).limit(1))[0] ?? null;
}

/**
 * The other read an ordinary page may make besides the site versions (db/site-versions.ts): the
 * config story's published content when the content version changed, as an SQL text compiled from
 * the schema once per isolate and sent as a one-shot statement (db/one-shot.ts, as the stock read
 * is): an isolate's first page then builds no drizzle query and starts no libSQL client stream for it.
 */
let publishedText: string | undefined;

/** A story's published content (JSON text), or null when it is not published or does not exist. */
export async function readPublished(db: Database, store: StoreCode, fullSlug: string): Promise<string | null> {
  const s = contentStories;
  publishedText ??= sqlText(
    sql`select ${s.published} from ${s} where ${s.store} = ${""} and ${s.fullSlug} = ${""} limit 1`,
  );
  const [row] = await queryOf(db)(publishedText, [store, fullSlug]);
  return typeof row?.[0] === "string" ? row[0] : null;
}

/** Stories of a store view for the content screen (no content), slug order. */
export async function listStories(db: Database, store: StoreCode, limit: number) {
  return db
    .select({
      uuid: contentStories.uuid,
      store: contentStories.store,
      fullSlug: contentStories.fullSlug,
      name: contentStories.name,
      component: contentStories.component,
      published: sql<number>`${contentStories.published} is not null`,
      changed: sql<number>`${contentStories.published} is null or ${contentStories.published} <> ${contentStories.draft}`,
      release: contentStories.release,
      publishedAt: contentStories.publishedAt,
      updatedAt: contentStories.updatedAt,
    })
    .from(contentStories)
    .where(eq(contentStories.store, store))
    .orderBy(asc(contentStories.fullSlug))
    .limit(limit);
}

/** Every published story of every store view (slugs and dates only), for the sitemap. */
export async function listPublished(db: Database) {
  return db
    .select({
      uuid: contentStories.uuid,
      store: contentStories.store,
      fullSlug: contentStories.fullSlug,
      component: contentStories.component,
      publishedAt: contentStories.publishedAt,
    })
    .from(contentStories)
    .where(sql`${contentStories.published} is not null and ${contentStories.component} <> 'config'`)
    .orderBy(asc(contentStories.fullSlug));
}

/** Published blog articles, newest first, optionally of one category: total and one page, one round trip. */
export async function blogPage(
  db: Database,
  store: StoreCode,
  category: string | null,
  size: number,
  offset: number,
): Promise<{ total: number; stories: StoryRow[] }> {
  const where = and(
    eq(contentStories.store, store),
    eq(contentStories.component, "blog_article"),
    sql`${contentStories.published} is not null`,
    category ? eq(contentStories.category, category) : undefined,
  );
  const [count, rows] = await db.batch([
    db
      .select({ n: sql<number>`count(*)` })
      .from(contentStories)
      .where(where),
    db
      .select()
      .from(contentStories)
      .where(where)
      .orderBy(desc(contentStories.sortAt), asc(contentStories.fullSlug))
      .limit(size)
      .offset(offset),
  ]);
  return { total: Number(count[0]?.n ?? 0), stories: rows };
}

/** Published stories by slug (blog categories for a list of articles), one query. */
export async function storiesBySlugs(db: Database, store: StoreCode, slugs: string[]): Promise<StoryRow[]> {
  if (slugs.length === 0) return [];
  return db
    .select()
    .from(contentStories)
    .where(and(eq(contentStories.store, store), sql`${contentStories.fullSlug} in ${slugs}`));
}

export async function findRedirect(db: Database, store: StoreCode, path: string): Promise<RedirectRow | null> {
  return (
    (
      await db
        .select()
        .from(contentRedirects)
        .where(and(eq(contentRedirects.store, store), eq(contentRedirects.requestPath, path)))
        .limit(1)
    )[0] ?? null
  );
}
