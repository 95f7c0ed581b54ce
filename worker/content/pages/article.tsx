/** A blog article's page (SPEC §2 blog): its blocks, category, three latest articles and Article JSON-LD. */
import type { Context } from "hono";
import type * as z from "zod";
import type { COMPONENT_SCHEMAS } from "../../../schema/content/components";
import { BLOG_PREFIX } from "../../../schema/content/story";
import { storePath } from "../../../domain/urls";
import { BlogArticlePage } from "../../../client/pages/BlogArticlePage";
import type { AppEnv } from "../../context";
import { publicOrigin, renderPage } from "../../pages/render";
import { storyCrumbs, type StoryView } from "./story-view";
import { articleCards, blogCategories, prepareBlocks } from "../prepare";
import { blogPage, type StoryRow } from "../repo";
import { alternatesOf, metaDescription, storyUrl } from "../story-meta";

type BlogArticle = z.infer<(typeof COMPONENT_SCHEMAS)["blog_article"]>;

/** Renders a parsed blog article story. */
export async function renderArticle(
  c: Context<AppEnv>,
  row: StoryRow,
  a: BlogArticle,
  { preview, noStore, bridged }: StoryView,
): Promise<Response> {
  const code = c.get("store").code;
  const t = c.get("t");
  const blogCrumb = { title: t("content.blog.title"), url: storePath(code, `/${BLOG_PREFIX}`) };
  const body = a.body;
  const [data, categories, latest] = await Promise.all([
    prepareBlocks(c, body, preview),
    blogCategories(c),
    blogPage(c.get("db"), code, a.category, 4, 0).then((page) =>
      articleCards(c, page.stories.filter((s) => s.uuid !== row.uuid).slice(0, 3)),
    ),
  ]);
  const category = categories.find((x) => x.slug === a.category);
  const crumbs = storyCrumbs(c, row, a.title, [
    blogCrumb,
    ...(category ? [{ title: category.title, url: category.url }] : []),
  ]);
  const origin = publicOrigin(c);
  const url = storyUrl(code, row.fullSlug);
  const articleLd = {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: a.title,
    description: a.intro,
    datePublished: a.date,
    dateModified: row.updatedAt.toISOString(),
    mainEntityOfPage: `${origin}${url}`,
    image: [
      a.image.filename.startsWith("https://") ? a.image.filename : `${origin}/img/gallery/1024${a.image.filename}`,
    ],
    ...(a.author ? { author: { "@type": "Person", name: a.author } } : {}),
    publisher: { "@id": `${origin}/#organization` },
    inLanguage: c.get("store").locale,
  };
  return renderPage(c, {
    styles: ["content"],
    meta: {
      pageType: "Blog",
      title: a.seo.title ?? a.title,
      description: metaDescription(a.seo.description ?? a.intro) ?? a.title,
      image: a.seo.image?.filename ?? a.image.filename,
      type: "article",
      jsonLd: [articleLd],
      ...(preview ? { noindex: true } : {}),
    },
    body: bridged(
      <BlogArticlePage
        article={{
          title: a.title,
          intro: a.intro,
          date: a.date,
          url,
          image: a.image,
          category: category ? { title: category.title, url: category.url } : null,
          ...(a.author ? { author: a.author } : {}),
        }}
        body={body}
        crumbs={crumbs}
        more={latest}
        data={data}
      />,
    ),
    alternates: alternatesOf(row.fullSlug),
    ...(noStore ? { headers: noStore } : {}),
  });
}
