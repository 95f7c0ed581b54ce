/**
 * GET /api/content/fragment?slug&storeCode: a published page story's body rendered to html on the
 * server (blocks, sanitised html), for modals that show CMS content (the product page's size guide),
 * with the stylesheet of content blocks: the page the modal opens on need not link it.
 */
import { Hono } from "hono";
import { renderToString } from "react-dom/server";
import { COMPONENT_SCHEMAS } from "../../../schema/content/components";
import { fragmentQuerySchema, type FragmentDto } from "../../../schema/api/content";
import { getStoreView } from "../../../domain/store-views";
import { Blocks } from "../../../client/components/cms/Blocks";
import { CmsDataContext } from "../../../client/components/cms/cms-data";
import { ALL_MESSAGES } from "../../../client/i18n/messages/all";
import { createI18n, I18nContext } from "../../../client/i18n/translate";
import type { AppEnv } from "../../context";
import { AppError } from "../../errors/app-error";
import { validate } from "../../http/validate";
import { parseContent, requestedStore } from "../dto";
import { prepareBlocks } from "../prepare";
import { readStory } from "../repo";
import { CLIENT_ASSETS } from "../../pages/assets";

export function createFragmentApi(): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: false });
  app.get("/", validate("query", fragmentQuerySchema), async (c) => {
    const code = requestedStore(c);
    const row = await readStory(c.get("db"), code, c.req.valid("query").slug);
    const page = COMPONENT_SCHEMAS.page.safeParse(parseContent(row?.published ?? null));
    if (!page.success) throw new AppError(404, "NOT_FOUND", "Story not found");
    const body = page.data.body;
    const data = await prepareBlocks(c, body);
    const html = renderToString(
      <I18nContext.Provider value={createI18n(getStoreView(code, c.get("config").EN_TAX_COUNTRY), ALL_MESSAGES[code])}>
        <CmsDataContext.Provider value={data}>
          <Blocks blocks={body} />
        </CmsDataContext.Provider>
      </I18nContext.Provider>,
    );
    return c.json({
      code: 200,
      result: { title: page.data.title, html, stylesheets: [CLIENT_ASSETS.pageCss.content] } satisfies FragmentDto,
    });
  });
  return app;
}
