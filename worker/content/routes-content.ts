/**
 * The content API (SPEC §7 CMS calls) under /api/content: published stories by full slug and by
 * uuid, the config/theme story, the blog list, preview-token validation and the draft a valid
 * preview token may read. Anonymous visitors only ever get published content.
 */
import { Hono } from "hono";
import * as z from "zod";
import type { BlogListDto, StoryDto } from "../../schema/api/content";
import { BLOG_PAGE_SIZE, BLOG_PREFIX, CONFIG_SLUG, fullSlugSchema } from "../../schema/content/story";
import type { AppEnv } from "../context";
import { AppError } from "../errors/app-error";
import { validate } from "../http/validate";
import { previewOf, validPreviewToken } from "./auth";
import { requestedStore, storyDto } from "./dto";
import { blogPage, readStory, readStoryByUuid } from "./repo";

const notFound = () => new AppError(404, "NOT_FOUND", "Story not found");
const noStore = { "Cache-Control": "no-store" };

const blogQuery = z.lazy(() =>
  z.object({
    storeCode: z.string().max(8).optional(),
    slug: z.string().max(200).optional(),
    size: z.coerce.number().int().min(1).max(50).default(BLOG_PAGE_SIZE),
    offset: z.coerce.number().int().min(0).max(10_000).default(0),
  }),
);

export function createContentApi(): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: false });

  // SPEC §7 config/theme story: menu, footer, usps, theme flags.
  app.get("/config", async (c) => {
    const row = await readStory(c.get("db"), requestedStore(c), CONFIG_SLUG);
    const story = row && storyDto(row, "published");
    if (!story) throw notFound();
    return c.json({ code: 200, result: story });
  });

  app.get("/get-by-uuid", validate("query", z.object({ uuid: z.uuid() }).loose()), async (c) => {
    const row = await readStoryByUuid(c.get("db"), c.req.valid("query").uuid);
    const story = row && storyDto(row, "published");
    if (!story) throw notFound();
    return c.json({ code: 200, result: story });
  });

  // SPEC §7 blog list: storeCode, slug (the blog or a category), size 6, offset 0; result.total and result.stories.
  app.get("/blog", validate("query", blogQuery), async (c) => {
    const { slug, size, offset } = c.req.valid("query");
    const category = slug && slug !== BLOG_PREFIX ? slug.replace(/^\/+|\/+$/g, "") : null;
    const page = await blogPage(c.get("db"), requestedStore(c), category, size, offset);
    const result: BlogListDto = {
      total: page.total,
      stories: page.stories.map((row) => storyDto(row, "published")).filter((s): s is StoryDto => s !== null),
    };
    return c.json({ code: 200, result });
  });

  // SPEC §6: "CMS editor preview requires a preview token (validated by a server call)".
  app.get("/validate-editor", async (c) => {
    const valid = await validPreviewToken(c.get("config").CONTENT_ADMIN_TOKEN, {
      spaceId: c.req.query("spaceId"),
      timestamp: c.req.query("timestamp"),
      token: c.req.query("token"),
    });
    if (!valid) throw new AppError(401, "UNAUTHORIZED", "Invalid preview token");
    return c.json({ code: 200, result: { valid: true } }, 200, noStore);
  });

  // SPEC §2 loadDraftStory: a story's draft by id, only with a valid preview token (and its release).
  app.get("/draft", async (c) => {
    if (!(await previewOf(c))) throw new AppError(401, "UNAUTHORIZED", "Invalid preview token");
    const id = c.req.query("id") ?? "";
    const row = /^[0-9a-f-]{36}$/.test(id) ? await readStoryByUuid(c.get("db"), id) : null;
    const release = c.req.query("release");
    if (!row || (release && row.release && row.release !== release)) throw notFound();
    return c.json({ code: 200, result: storyDto(row, "draft") }, 200, noStore);
  });

  // SPEC §7 loadStory(fullSlug): the published story at a full slug.
  app.get("/story/*", async (c) => {
    const raw = decodeURIComponent(c.req.path.replace(/^.*?\/story\/?/, "")).replace(/\/+$/, "");
    const slug = fullSlugSchema.safeParse(raw || "home");
    if (!slug.success) throw notFound();
    const row = await readStory(c.get("db"), requestedStore(c), slug.data);
    const story = row && storyDto(row, "published");
    if (!story) throw notFound();
    return c.json({ code: 200, result: story });
  });

  return app;
}
