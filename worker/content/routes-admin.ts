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
import { STORE_CODES } from "../../domain/store-views";
import type { AppEnv } from "../context";
import { AppError } from "../errors/app-error";
import { validate } from "../http/validate";
import { issuePreviewToken, requireAdmin } from "./auth";
import { adminDto, summaryDto } from "./dto";
import { listStories, readStoryByUuid } from "./repo";
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
const redirectKey = z.lazy(() =>
  z.strictObject({ store: z.enum(STORE_CODES), requestPath: z.string().min(1).max(500) }),
);

/** Every write changes what pages show: the next page in this isolate reads the new version. */
function written<T>(c: Context<AppEnv>, result: T) {
  forgetContentVersion();
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
    return written<StoryWriteDto>(c, { uuid, warnings });
  });

  app.put("/stories/:uuid", validate("param", uuidParam), validate("json", storyInputSchema), async (c) => {
    const { uuid } = c.req.valid("param");
    const { draft, warnings } = checkedDraft(c.req.valid("json"));
    await updateStory(c.get("db"), uuid, draft, new Date());
    return written<StoryWriteDto>(c, { uuid, warnings });
  });

  app.post("/stories/:uuid/publish", validate("param", uuidParam), async (c) => {
    await publishStory(c.get("db"), c.req.valid("param").uuid, new Date());
    return written(c, { uuid: c.req.valid("param").uuid, published: true });
  });

  app.post("/stories/:uuid/unpublish", validate("param", uuidParam), async (c) => {
    await unpublishStory(c.get("db"), c.req.valid("param").uuid, new Date());
    return written(c, { uuid: c.req.valid("param").uuid, published: false });
  });

  app.delete("/stories/:uuid", validate("param", uuidParam), async (c) => {
    await deleteStory(c.get("db"), c.req.valid("param").uuid, new Date());
    return written(c, { uuid: c.req.valid("param").uuid, deleted: true });
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
    return written(c, { imported: checked.length, warnings: checked.flatMap((s) => s.warnings) });
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
    return written(c, body);
  });

  app.delete("/redirects", validate("json", redirectKey), async (c) => {
    const { store, requestPath } = c.req.valid("json");
    await deleteRedirect(c.get("db"), store, requestPath, new Date());
    return written(c, { store, requestPath, deleted: true });
  });

  return app;
}
