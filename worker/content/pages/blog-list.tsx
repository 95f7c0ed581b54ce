/** The blog index and a blog category's page (SPEC §9): six articles a page, `?page=` paging. */
import type { Context } from "hono";
import { BLOG_PAGE_SIZE, BLOG_PREFIX } from "../../../schema/content/story";
import { storePath } from "../../../domain/urls";
import { BlogListPage } from "../../../client/pages/BlogListPage";
import type { Crumb } from "../../../client/components/Breadcrumbs";
import type { AppEnv } from "../../context";
import { renderPage } from "../../pages/render";
import { articleCards, blogCategories } from "../prepare";
import { blogPage, type StoryRow } from "../repo";
import { alternatesOf, metaDescription } from "../story-meta";

/** The blog index (slug blog) or a category: SPEC §9 six articles a page, `?page=` paging. */
export async function renderBlogList(
  c: Context<AppEnv>,
  list: {
    slug: string;
    title: string;
    intro?: string;
    seo?: { title?: string; description?: string };
    row: StoryRow | null;
    preview?: boolean;
  },
): Promise<Response | null> {
  const code = c.get("store").code;
  const t = c.get("t");
  const page = Math.max(1, Math.min(1000, Number.parseInt(c.req.query("page") ?? "1", 10) || 1));
  const isIndex = list.slug === BLOG_PREFIX;
  const [result, categories] = await Promise.all([
    blogPage(c.get("db"), code, isIndex ? null : list.slug, BLOG_PAGE_SIZE, (page - 1) * BLOG_PAGE_SIZE),
    blogCategories(c),
  ]);
  const pages = Math.max(1, Math.ceil(result.total / BLOG_PAGE_SIZE));
  if (page > pages) return null;
  const articles = await articleCards(c, result.stories);
  const basePath = storePath(code, `/${list.slug}`);
  const crumbs: Crumb[] = [
    { label: t("breadcrumbs.home"), href: storePath(code, "/") },
    ...(isIndex ? [] : [{ label: t("content.blog.title"), href: storePath(code, `/${BLOG_PREFIX}`) }]),
    { label: list.title, href: basePath },
  ];
  const alternates = alternatesOf(list.slug);
  const suffix = page > 1 ? `?page=${page}` : "";
  return renderPage(c, {
    styles: ["content"],
    meta: {
      pageType: "Blog",
      title: `${list.seo?.title ?? list.title}${page > 1 ? ` – ${t("content.blog.page", { page })}` : ""}`,
      description: metaDescription(list.seo?.description ?? list.intro) ?? t("content.blog.intro"),
      ...(list.preview ? { noindex: true } : {}),
    },
    body: (
      <BlogListPage
        title={list.title}
        {...(list.intro ? { intro: list.intro } : {})}
        crumbs={crumbs}
        articles={articles}
        categories={categories.map((cat) => ({ title: cat.title, url: cat.url, current: cat.slug === list.slug }))}
        allUrl={storePath(code, `/${BLOG_PREFIX}`)}
        page={page}
        pages={pages}
        basePath={basePath}
      />
    ),
    alternates: { nl: alternates.nl + suffix, de: alternates.de + suffix, en: alternates.en + suffix },
    ...(list.preview ? { headers: { "Cache-Control": "no-store" } } : {}),
  });
}
