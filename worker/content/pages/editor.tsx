/**
 * The editor routes (SPEC §2 "two editor routes: one renders a CMS page, one renders a single
 * component with the empty layout"): /editor/story and /editor/component, only with a valid preview
 * token (spaceId, timestamp, token; SPEC §6). They show the draft (of a release when asked), never
 * cached nor indexed, with the preview bridge that takes live updates from the content screen.
 */
import type { Context, Hono } from "hono";
import { validateStoryContent } from "../../../schema/content/story";
import { Blocks } from "../../../client/components/cms/Blocks";
import { CmsDataContext } from "../../../client/components/cms/cms-data";
import { Island } from "../../../client/island";
import ContentEditor from "../../../client/islands/ContentEditor";
import type { AppEnv } from "../../context";
import { AppError } from "../../errors/app-error";
import { renderPage } from "../../pages/render";
import { storeRoute } from "../../pages/store-route";
import { previewOf } from "../auth";
import { parseContent } from "../dto";
import { allBlocks, prepareBlocks } from "../prepare";
import { renderStory } from "./story";
import { readStoryByUuid, type StoryRow } from "../repo";

const NO_STORE = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };

/** The draft story a preview asks for (`id`, optional `release`), after checking the preview token. */
async function previewStory(c: Context<AppEnv>): Promise<StoryRow> {
  if (!(await previewOf(c))) throw new AppError(401, "UNAUTHORIZED", "Invalid preview token");
  const id = c.req.query("id") ?? "";
  const row = /^[0-9a-f-]{36}$/.test(id) ? await readStoryByUuid(c.get("db"), id) : null;
  const release = c.req.query("release");
  if (!row || row.store !== c.get("store").code || (release && row.release && row.release !== release)) {
    throw new AppError(404, "NOT_FOUND", "Story not found");
  }
  return row;
}

/** Content sent by the content screen for a live preview (POST), else the stored draft. */
async function draftContent(c: Context<AppEnv>, row: StoryRow) {
  if (c.req.method !== "POST") return parseContent(row.draft);
  const form = await c.req.parseBody();
  const raw = typeof form.content === "string" ? form.content : "";
  try {
    const checked = validateStoryContent(JSON.parse(raw));
    return checked.issues.length === 0 ? checked.content : parseContent(row.draft);
  } catch {
    return parseContent(row.draft);
  }
}

export function registerEditorRoutes(pages: Hono<AppEnv>): void {
  // The content screen: its island asks for the operator token and talks to the operator API only.
  storeRoute(pages, "/editor", (c) =>
    renderPage(c, {
      styles: ["content"],
      meta: { title: c.get("t")("content.editor.title"), noindex: true },
      layout: "empty",
      body: <Island name="ContentEditor" component={ContentEditor} props={{}} hydrate="load" />,
      headers: NO_STORE,
    }),
  );

  const story = async (c: Context<AppEnv>) => {
    const row = await previewStory(c);
    const content = await draftContent(c, row);
    const page = content ? await renderStory(c, row, content, { preview: true }) : null;
    if (!page) throw new AppError(404, "NOT_FOUND", "Story not found");
    return page;
  };
  storeRoute(pages, "/editor/story", story);
  storeRoute(pages, "/editor/story", story, "POST");

  // One component of the draft by its _uid, alone in the empty layout.
  storeRoute(pages, "/editor/component", async (c) => {
    const row = await previewStory(c);
    const content = parseContent(row.draft);
    const uid = c.req.query("uid");
    const block = allBlocks(content?.body ?? content?.menu).find((b) => b._uid === uid);
    if (!block) throw new AppError(404, "NOT_FOUND", "Component not found");
    const data = await prepareBlocks(c, [block], true);
    return renderPage(c, {
      styles: ["content"],
      meta: { title: c.get("t")("content.preview.title"), noindex: true },
      layout: "empty",
      body: (
        <CmsDataContext.Provider value={data}>
          <Blocks blocks={[block]} />
        </CmsDataContext.Provider>
      ),
      headers: NO_STORE,
    });
  });
}
