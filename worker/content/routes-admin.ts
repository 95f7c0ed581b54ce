/**
 * The operator API (issue: create, update, publish, unpublish stories; import; redirects) under
 * /api/content/admin, behind the admin token (never a customer session). Story content is checked
 * against the component schemas; a refused write names the field and keeps the previous version.
 */
import { Hono, type Context } from "hono";
import * as z from "zod";
import { COMPONENT_NAMES, COMPONENT_SCHEMAS } from "../../schema/content/components";
import {
  MAX_STORIES_LIST,
  MAX_STORY_BYTES,
  redirectInputSchema,
  storyInputObject,
  storyInputSchema,
  validateStoryContent,
  type StoryInput,
} from "../../schema/content/story";
import type { StoryWriteDto } from "../../schema/api/content";
import { STORE_CODES, type StoreCode } from "../../domain/store-views";
import { CONFIG_SLUG } from "../../schema/content/story";
import type { AppEnv } from "../context";
import { AppError } from "../errors/app-error";
import { validate } from "../http/validate";
import { cacheTag } from "../pages/cache-tags";
import { purgeTags } from "../pages/purge";
import { issuePreviewToken, requireAdmin } from "./auth";
import { adminDto, summaryDto } from "./dto";
import { bumpVersion, listStories, readStoryByUuid } from "./repo";
import { forgetContentVersion } from "./version";
import {
  createStory,
  deleteRedirect,
  deleteStory,
  importStories,
  listRedirects,
  publishStory,
  unpublishStory,
  updateStory,
  upsertRedirect,
  type StoryDraft,
} from "./writes";

/**
 * Checks a story's content and shapes it for storage: 413 past MAX_STORY_BYTES, 400 naming each bad
 * field, warnings for blocks of unknown type (kept, skipped when rendered).
 */
export function checkedDraft(input: StoryInput, at = ""): { draft: StoryDraft; warnings: string[] } {
  const checked = validateStoryContent(input.content);
  if (checked.issues.length > 0) {
    const fields: Record<string, string> = {};
    for (const issue of checked.issues) fields[`${at}content.${issue.path}`] ??= issue.message;
    const message = Object.entries(fields)
      .slice(0, 10)
      .map(([field, problem]) => `${field}: ${problem}`)
      .join("; ");
    throw new AppError(400, "INVALID_INPUT", `Invalid story content: ${message}`, fields);
  }
  const json = JSON.stringify(checked.content);
  const bytes = new TextEncoder().encode(json).length;
  if (bytes > MAX_STORY_BYTES) {
    throw new AppError(
      413,
      "PAYLOAD_TOO_LARGE",
      `Story content is too large: ${bytes} bytes, at most ${MAX_STORY_BYTES}`,
      {
        [`${at}content`]: `is larger than ${MAX_STORY_BYTES} bytes`,
      },
    );
  }
  return {
    draft: {
      store: input.store,
      fullSlug: input.fullSlug,
      name: input.name,
      component: checked.content.component,
      draft: json,
      release: input.release ?? null,
    },
    warnings: checked.unknown.map(
      (u) => `Unknown component "${u.component}" at ${at}content.${u.path} is kept but not shown`,
    ),
  };
}

// Built on first use (z.lazy): only the operator's requests check them.
const uuidParam = z.lazy(() => z.object({ uuid: z.uuid() }));
const storeQuery = z.lazy(() => z.object({ store: z.enum(STORE_CODES).default("nl") }));
const createBody = z.lazy(() => storyInputObject().extend({ publish: z.boolean().optional() }));
const importBody = z.lazy(() =>
  z.strictObject({
    stories: z.array(storyInputSchema).min(1).max(100),
    overwrite: z.boolean().default(false),
    publish: z.boolean().default(true),
  }),
);
/** Products one call may name (an order's lines; more is a catalogue import, which is a deploy). */
export const MAX_PURGED_PRODUCTS = 100;
const productsBody = z.lazy(() =>
  z.strictObject({ skus: z.array(z.string().trim().min(1).max(64)).min(1).max(MAX_PURGED_PRODUCTS) }),
);
const redirectKey = z.lazy(() =>
  z.strictObject({ store: z.enum(STORE_CODES), requestPath: z.string().min(1).max(500) }),
);

/**
 * The cached pages a change to the published story at a slug reaches (pages/cache-tags.ts): the
 * config story's menu, footer and usps are on every page of its store view; any other story is on
 * its own page and in the lists of stories (blog lists, blog blocks, sitemaps).
 */
export function storyTags(store: StoreCode, fullSlug: string): string[] {
  return fullSlug === CONFIG_SLUG ? [cacheTag.view(store)] : [cacheTag.story(store, fullSlug), cacheTag.stories(store)];
}

/**
 * Every write changes what pages show: the next page in this isolate reads the new version (the
 * key of the worker's own page cache, in every isolate within VERSION_MEMO_MS), and the cache in
 * front of the worker forgets the pages tagged `purge` before the answer goes out.
 */
async function written<T>(c: Context<AppEnv>, result: T, purge: readonly string[] = []) {
  forgetContentVersion();
  await purgeTags(c, purge);
  return c.json({ code: 200 as const, result });
}

export function createContentAdminApi(): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: false });
  app.use("*", requireAdmin());

  app.get("/stories", validate("query", storeQuery), async (c) => {
    const rows = await listStories(c.get("db"), c.req.valid("query").store, MAX_STORIES_LIST);
    return c.json({ code: 200, result: rows.map(summaryDto) });
  });

  app.get("/stories/:uuid", validate("param", uuidParam), async (c) => {
    const row = await readStoryByUuid(c.get("db"), c.req.valid("param").uuid);
    if (!row) throw new AppError(404, "NOT_FOUND", "Story not found");
    return c.json({ code: 200, result: adminDto(row) });
  });

  app.post("/stories", validate("json", createBody), async (c) => {
    const body = c.req.valid("json");
    const { draft, warnings } = checkedDraft(body);
    const now = new Date();
    const uuid = await createStory(c.get("db"), draft, now);
    if (body.publish) await publishStory(c.get("db"), uuid, now);
    return written<StoryWriteDto>(c, { uuid, warnings }, body.publish ? storyTags(draft.store, draft.fullSlug) : []);
  });

  app.put("/stories/:uuid", validate("param", uuidParam), validate("json", storyInputSchema), async (c) => {
    const { uuid } = c.req.valid("param");
    const { draft, warnings } = checkedDraft(c.req.valid("json"));
    const was = await updateStory(c.get("db"), uuid, draft, new Date());
    // Visitors see the published content; a draft changes nothing for them unless the story moved.
    const moved = was.published && was.fullSlug !== draft.fullSlug;
    const purge = moved ? [...storyTags(draft.store, was.fullSlug), ...storyTags(draft.store, draft.fullSlug)] : [];
    return written<StoryWriteDto>(c, { uuid, warnings }, purge);
  });

  app.post("/stories/:uuid/publish", validate("param", uuidParam), async (c) => {
    const story = await publishStory(c.get("db"), c.req.valid("param").uuid, new Date());
    return written(c, { uuid: c.req.valid("param").uuid, published: true }, storyTags(story.store, story.fullSlug));
  });

  app.post("/stories/:uuid/unpublish", validate("param", uuidParam), async (c) => {
    const was = await unpublishStory(c.get("db"), c.req.valid("param").uuid, new Date());
    const purge = was.published ? storyTags(was.store, was.fullSlug) : [];
    return written(c, { uuid: c.req.valid("param").uuid, published: false }, purge);
  });

  app.delete("/stories/:uuid", validate("param", uuidParam), async (c) => {
    const was = await deleteStory(c.get("db"), c.req.valid("param").uuid, new Date());
    const purge = was.published ? storyTags(was.store, was.fullSlug) : [];
    return written(c, { uuid: c.req.valid("param").uuid, deleted: true }, purge);
  });

  // Import of JSON files (npm run content:seed posts nothing here; other tools may): all or nothing.
  app.post("/import", validate("json", importBody), async (c) => {
    const body = c.req.valid("json");
    const checked = body.stories.map((story, i) => checkedDraft(story, `stories.${i}.`));
    await importStories(
      c.get("db"),
      checked.map((s) => s.draft),
      body,
      new Date(),
    );
    // Only a publish changes what visitors see (many stories: purgeTags purges every page instead).
    const purge = body.publish ? checked.flatMap((s) => storyTags(s.draft.store, s.draft.fullSlug)) : [];
    return written(c, { imported: checked.length, warnings: checked.flatMap((s) => s.warnings) }, purge);
  });

  app.get("/preview-token", async (c) => {
    const token = await issuePreviewToken(c.get("config").CONTENT_ADMIN_TOKEN!);
    return c.json({ code: 200, result: token }, 200, { "Cache-Control": "no-store" });
  });

  // The component schemas as JSON Schema: the content screen derives its forms from them.
  app.get("/schemas", (c) => {
    const schemas = Object.fromEntries(
      COMPONENT_NAMES.map((name) => [
        name,
        z.toJSONSchema(COMPONENT_SCHEMAS[name], { io: "input", unrepresentable: "any" }),
      ]),
    );
    return c.json({ code: 200, result: schemas });
  });

  // An operator changed these products' stock or prices outside the worker (npm run operator): the
  // pages that show them render again. Variant skus name their product. The worker's own page
  // cache has no stock in its key, so the content version moves too (every page renders again).
  app.post("/purge-products", validate("json", productsBody), async (c) => {
    const catalog = c.get("catalog");
    const named = [...new Set(c.req.valid("json").skus)];
    const products = await Promise.all(named.map(async (sku) => (await catalog.parentOf(sku)) ?? sku));
    await bumpVersion(c.get("db"), new Date());
    const unique = [...new Set(products)];
    return written(c, { products: unique }, unique.map(cacheTag.product));
  });

  app.get("/redirects", validate("query", storeQuery), async (c) => {
    const rows = await listRedirects(c.get("db"), c.req.valid("query").store);
    return c.json({
      code: 200,
      result: rows.map((r) => ({ store: r.store, requestPath: r.requestPath, target: r.target, status: r.status })),
    });
  });

  app.put("/redirects", validate("json", redirectInputSchema), async (c) => {
    const body = c.req.valid("json");
    if (body.requestPath === body.target) {
      throw new AppError(400, "INVALID_INPUT", "A redirect cannot point to itself", { target: "equals requestPath" });
    }
    await upsertRedirect(c.get("db"), body, new Date());
    return written(c, body, [cacheTag.redirect(body.store, body.requestPath)]);
  });

  app.delete("/redirects", validate("json", redirectKey), async (c) => {
    const { store, requestPath } = c.req.valid("json");
    await deleteRedirect(c.get("db"), store, requestPath, new Date());
    return written(c, { store, requestPath, deleted: true }, [cacheTag.redirect(store, requestPath)]);
  });

  return app;
}
