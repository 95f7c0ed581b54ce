import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

/**
 * CMS stories (SPEC §1, §3; ARCHITECTURE §7 "CMS: stories stored in libSQL, drafts + published").
 * One row per story and store view: the draft content (what editors change), the published content
 * (what visitors see; null while unpublished), the release the draft belongs to, and timestamps.
 * `sort_at` and `category` are copied from published blog articles so the blog list is one query.
 */
export const contentStories = sqliteTable(
  "content_stories",
  {
    uuid: text("uuid").primaryKey(),
    store: text("store").notNull(),
    fullSlug: text("full_slug").notNull(),
    name: text("name").notNull(),
    /** The root component: page, config, blog_article, blog_category. */
    component: text("component").notNull(),
    draft: text("draft").notNull(),
    published: text("published"),
    release: text("release"),
    /** Published blog articles: the article's date (ms), for newest-first lists. */
    sortAt: integer("sort_at"),
    /** Published blog articles: their category's full slug. */
    category: text("category"),
    publishedAt: integer("published_at", { mode: "timestamp_ms" }),
    firstPublishedAt: integer("first_published_at", { mode: "timestamp_ms" }),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [
    uniqueIndex("content_stories_slug_idx").on(t.store, t.fullSlug),
    index("content_stories_blog_idx").on(t.store, t.component, t.category, t.sortAt),
  ],
);

/** SPEC §2 step 4 redirects: request path → target with a 301 or 302, per store view. */
export const contentRedirects = sqliteTable(
  "content_redirects",
  {
    store: text("store").notNull(),
    requestPath: text("request_path").notNull(),
    target: text("target").notNull(),
    status: integer("status").notNull(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.store, t.requestPath] })],
);
