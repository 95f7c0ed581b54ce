/**
 * A story as a page (SPEC §2 cms-page, home, blog): the template its root component names — a page
 * here, a blog article (./pages-article), a blog category (./pages-blog-list) — published, or a
 * draft in the editor's preview with the bridge that takes live updates.
 */
import type { Context } from "hono";
import type { ReactNode } from "react";
import { COMPONENT_SCHEMAS } from "../../../schema/content/components";
import { HOME_SLUG } from "../../../schema/content/story";
import { StoryPage } from "../../../client/pages/StoryPage";
import { Island } from "../../../client/island";
import PreviewBridge from "../../../client/islands/PreviewBridge";
import type { AppEnv } from "../../context";
import { renderPage } from "../../pages/render";
import { renderArticle } from "./article";
import { renderBlogList } from "./blog-list";
import { prepareBlocks } from "../prepare";
import type { StoryRow } from "../repo";
import { alternatesOf, firstImage, firstText, metaDescription } from "../story-meta";
import { storyCrumbs, type StoryView } from "./story-view";

/** Renders a story's content (published, or a draft in the editor's preview) as its template. */
export async function renderStory(
  c: Context<AppEnv>,
  row: StoryRow,
  content: Record<string, unknown> & { component: string },
  options: { preview?: boolean } = {},
): Promise<Response | null> {
  const t = c.get("t");
  const preview = options.preview ?? false;
  const noStore = preview ? { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" } : undefined;
  // Editor previews carry the bridge that takes live updates from the content screen.
  const bridged = (node: ReactNode) =>
    preview ? (
      <>
        {node}
        <Island name="PreviewBridge" component={PreviewBridge} props={{}} hydrate="load" />
      </>
    ) : (
      node
    );
  const view: StoryView = { preview, noStore, bridged };

  if (content.component === "page") {
    const parsed = COMPONENT_SCHEMAS.page.safeParse(content);
    if (!parsed.success) return null;
    const page = parsed.data;
    const body = page.body;
    const home = row.fullSlug === HOME_SLUG;
    const crumbs = storyCrumbs(c, row, page.title, []);
    const data = await prepareBlocks(c, body, preview);
    const image = page.seo.image?.filename ?? firstImage(body);
    return renderPage(c, {
      styles: ["content"],
      meta: {
        pageType: home ? "Homepage" : "Content",
        title: page.seo.title ?? (home ? t("home.title") : page.title),
        ...(metaDescription(page.seo.description ?? firstText(body))
          ? { description: metaDescription(page.seo.description ?? firstText(body)) }
          : {}),
        ...(image ? { image } : {}),
        ...(page.seo.noindex || preview ? { noindex: true } : {}),
      },
      body: bridged(
        <StoryPage title={page.title} body={body} crumbs={page.breadcrumbs ? crumbs : []} data={data} home={home} />,
      ),
      ...(home ? { routeItem: "home" as const, transparentHeader: body[0]?.component === "banner" } : {}),
      alternates: alternatesOf(row.fullSlug),
      ...(noStore ? { headers: noStore } : {}),
    });
  }

  if (content.component === "blog_article") {
    const parsed = COMPONENT_SCHEMAS.blog_article.safeParse(content);
    return parsed.success ? renderArticle(c, row, parsed.data, view) : null;
  }

  if (content.component === "blog_category") {
    const parsed = COMPONENT_SCHEMAS.blog_category.safeParse(content);
    if (!parsed.success) return null;
    return renderBlogList(c, {
      slug: row.fullSlug,
      title: parsed.data.title,
      intro: parsed.data.intro,
      seo: parsed.data.seo,
      row,
      preview,
    });
  }
  return null;
}
