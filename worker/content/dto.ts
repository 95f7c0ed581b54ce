import type { StoryAdminDto, StoryDto, StorySummaryDto } from "../../schema/api/content";
import { STORE_CODES, type StoreCode } from "../../domain/store-views";
import type { Context } from "hono";
import type { AppEnv } from "../context";
import { AppError } from "../errors/app-error";
import type { StoryRow } from "./repo";

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A story's content as stored (JSON text); a row that cannot be parsed counts as empty. */
export function parseContent(text: string | null): (Record<string, unknown> & { component: string }) | null {
  if (text === null) return null;
  try {
    const value = JSON.parse(text) as unknown;
    return typeof value === "object" && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown> & { component: string })
      : null;
  } catch {
    return null;
  }
}

/** The visitor's view of a story: its published content (or, for previews, its draft). */
export function storyDto(row: StoryRow, which: "published" | "draft"): StoryDto | null {
  const content = parseContent(which === "published" ? row.published : row.draft);
  if (!content) return null;
  return {
    uuid: row.uuid,
    name: row.name,
    full_slug: row.fullSlug,
    slug: row.fullSlug.split("/").pop() ?? row.fullSlug,
    store: row.store,
    content,
    published_at: iso(row.publishedAt),
    first_published_at: iso(row.firstPublishedAt),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    ...(which === "draft" ? { release: row.release } : {}),
  };
}

export function summaryDto(row: {
  uuid: string;
  store: string;
  fullSlug: string;
  name: string;
  component: string;
  published: number | boolean;
  changed: number | boolean;
  release: string | null;
  publishedAt: Date | null;
  updatedAt: Date;
}): StorySummaryDto {
  return {
    uuid: row.uuid,
    store: row.store,
    fullSlug: row.fullSlug,
    name: row.name,
    component: row.component,
    published: Boolean(row.published),
    changed: Boolean(row.changed),
    release: row.release,
    publishedAt: iso(row.publishedAt),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function adminDto(row: StoryRow): StoryAdminDto {
  return {
    ...summaryDto({
      ...row,
      published: row.published !== null,
      changed: row.published === null || row.published !== row.draft,
    }),
    draft: parseContent(row.draft) ?? {},
    publishedContent: parseContent(row.published),
  };
}

/** The store view an API call asks for: `?storeCode=`, else the `x-vs-store-code` header, else the path's. */
export function requestedStore(c: Context<AppEnv>): StoreCode {
  const asked = c.req.query("storeCode") ?? c.req.header("x-vs-store-code");
  if (asked === undefined || asked === "") return c.get("store").code;
  if (!(STORE_CODES as readonly string[]).includes(asked)) {
    throw new AppError(400, "INVALID_INPUT", `Unknown store code: ${asked.slice(0, 20)}`, { storeCode: "is unknown" });
  }
  return asked as StoreCode;
}
