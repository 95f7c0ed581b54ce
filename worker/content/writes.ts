/**
 * The CMS's writes (operator API, import, seed). A publish copies the draft to the published
 * column and bumps the content version in one batch; a write that fails leaves the previous
 * version of the story as it was.
 */
import { and, eq, sql } from "drizzle-orm";
import { contentRedirects, contentStories } from "../../schema/db";
import type { StoreCode } from "../../domain/store-views";
import type { Database } from "../db/client";
import { AppError } from "../errors/app-error";
import { bumpVersion, type StoryRow } from "./repo";

export interface StoryDraft {
  store: StoreCode;
  fullSlug: string;
  name: string;
  component: string;
  /** The validated content as JSON text. */
  draft: string;
  release: string | null;
}

// A published blog article's date (ms) and category, read from the content being published.
const publishedFields = {
  published: sql`${contentStories.draft}`,
  sortAt: sql`case when ${contentStories.component} = 'blog_article' then cast(unixepoch(json_extract(${contentStories.draft}, '$.date')) as integer) * 1000 end`,
  category: sql`case when ${contentStories.component} = 'blog_article' then json_extract(${contentStories.draft}, '$.category') end`,
};

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if (/UNIQUE constraint failed/i.test(e.message)) return true;
  }
  return false;
}

const slugTaken = (draft: StoryDraft) =>
  new AppError(409, "CONFLICT", `A story with the slug ${draft.fullSlug} exists in store view ${draft.store}`, {
    fullSlug: "is taken",
  });

/** Creates a story (unpublished); 409 when its slug is taken in the store view. */
export async function createStory(db: Database, draft: StoryDraft, now: Date): Promise<string> {
  const uuid = crypto.randomUUID();
  try {
    await db.insert(contentStories).values({ uuid, ...draft, createdAt: now, updatedAt: now });
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken(draft);
    throw error;
  }
  return uuid;
}

/** Where a story was before a write: its slug, and whether visitors saw it. */
export interface StoryPlace {
  store: StoreCode;
  fullSlug: string;
  published: boolean;
}

/**
 * Replaces a story's draft (and slug, name, release); a published story moving its slug changes the
 * site. Answers where the story was before (read in the same batch, before the update).
 */
export async function updateStory(db: Database, uuid: string, draft: StoryDraft, now: Date): Promise<StoryPlace> {
  const s = contentStories;
  const story = and(eq(s.uuid, uuid), eq(s.store, draft.store));
  try {
    const [before, result] = await db.batch([
      db
        .select({ fullSlug: s.fullSlug, published: sql<number>`${s.published} is not null` })
        .from(s)
        .where(story),
      db
        .update(s)
        .set({ ...draft, updatedAt: now })
        .where(story),
      bumpVersion(db, now),
    ]);
    const was = before[0];
    if (result.rowsAffected === 0 || !was) throw new AppError(404, "NOT_FOUND", "Story not found");
    return { store: draft.store, fullSlug: was.fullSlug, published: Boolean(was.published) };
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken(draft);
    throw error;
  }
}

const place = { store: contentStories.store, fullSlug: contentStories.fullSlug };

/** The story a write by uuid reached (its `returning` rows), else 404. */
function reached(rows: { store: string; fullSlug: string }[]): { store: StoreCode; fullSlug: string } {
  const row = rows[0];
  if (!row) throw new AppError(404, "NOT_FOUND", "Story not found");
  return { store: row.store as StoreCode, fullSlug: row.fullSlug };
}

/** Publishes a story's draft: visitors see it from the next request (the content version changes with it). */
export async function publishStory(
  db: Database,
  uuid: string,
  now: Date,
): Promise<{ store: StoreCode; fullSlug: string }> {
  const [rows] = await db.batch([
    db
      .update(contentStories)
      .set({
        ...publishedFields,
        release: null,
        publishedAt: now,
        firstPublishedAt: sql`coalesce(${contentStories.firstPublishedAt}, ${now.getTime()})`,
        updatedAt: now,
      })
      .where(eq(contentStories.uuid, uuid))
      .returning(place),
    bumpVersion(db, now),
  ]);
  return reached(rows);
}

/** Takes a story off the site; its draft stays. Answers where it was. */
export async function unpublishStory(db: Database, uuid: string, now: Date): Promise<StoryPlace> {
  const s = contentStories;
  const [before, rows] = await db.batch([
    db
      .select({ published: sql<number>`${s.published} is not null` })
      .from(s)
      .where(eq(s.uuid, uuid)),
    db
      .update(s)
      .set({ published: null, sortAt: null, category: null, publishedAt: null, updatedAt: now })
      .where(eq(s.uuid, uuid))
      .returning(place),
    bumpVersion(db, now),
  ]);
  return { ...reached(rows), published: Boolean(before[0]?.published) };
}

/** Deletes a story. Answers where it was. */
export async function deleteStory(db: Database, uuid: string, now: Date): Promise<StoryPlace> {
  const s = contentStories;
  const [before, rows] = await db.batch([
    db
      .select({ published: sql<number>`${s.published} is not null` })
      .from(s)
      .where(eq(s.uuid, uuid)),
    db.delete(s).where(eq(s.uuid, uuid)).returning(place),
    bumpVersion(db, now),
  ]);
  return { ...reached(rows), published: Boolean(before[0]?.published) };
}

/**
 * Imports stories by store view and slug in one batch: new ones are created, existing ones get the
 * new draft only with `overwrite` (an editor's work is never replaced silently); `publish` publishes
 * what was written.
 */
export async function importStories(
  db: Database,
  drafts: StoryDraft[],
  options: { overwrite: boolean; publish: boolean },
  now: Date,
): Promise<void> {
  const statements = drafts.flatMap((draft) => {
    const insert = db
      .insert(contentStories)
      .values({ uuid: crypto.randomUUID(), ...draft, createdAt: now, updatedAt: now });
    const write = options.overwrite
      ? insert.onConflictDoUpdate({
          target: [contentStories.store, contentStories.fullSlug],
          set: {
            name: draft.name,
            component: draft.component,
            draft: draft.draft,
            release: draft.release,
            updatedAt: now,
          },
        })
      : insert.onConflictDoNothing();
    if (!options.publish) return [write];
    const publish = db
      .update(contentStories)
      .set({
        ...publishedFields,
        release: null,
        publishedAt: now,
        firstPublishedAt: sql`coalesce(${contentStories.firstPublishedAt}, ${now.getTime()})`,
      })
      .where(
        and(
          eq(contentStories.store, draft.store),
          eq(contentStories.fullSlug, draft.fullSlug),
          // Without overwrite only stories never published (just created) are published.
          options.overwrite ? undefined : sql`${contentStories.publishedAt} is null`,
        ),
      );
    return [write, publish];
  });
  if (statements.length === 0) return;
  const [first, ...rest] = statements;
  await db.batch([first!, ...rest, bumpVersion(db, now)]);
}

export async function upsertRedirect(
  db: Database,
  redirect: { store: StoreCode; requestPath: string; target: string; status: number },
  now: Date,
): Promise<void> {
  await db.batch([
    db
      .insert(contentRedirects)
      .values({ ...redirect, updatedAt: now })
      .onConflictDoUpdate({
        target: [contentRedirects.store, contentRedirects.requestPath],
        set: { target: redirect.target, status: redirect.status, updatedAt: now },
      }),
    bumpVersion(db, now),
  ]);
}

export async function deleteRedirect(db: Database, store: StoreCode, requestPath: string, now: Date): Promise<void> {
  const [result] = await db.batch([
    db
      .delete(contentRedirects)
      .where(and(eq(contentRedirects.store, store), eq(contentRedirects.requestPath, requestPath))),
    bumpVersion(db, now),
  ]);
  if (result.rowsAffected === 0) throw new AppError(404, "NOT_FOUND", "Redirect not found");
}

export async function listRedirects(db: Database, store: StoreCode) {
  return db.select().from(contentRedirects).where(eq(contentRedirects.store, store)).limit(5000);
}

export type { StoryRow };
