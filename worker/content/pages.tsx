/**
 * CMS pages (SPEC §2 cms-page, home, blog): unknown-URL step 3 renders the published story at the
 * path's full slug (the home story for the store root), blog articles and categories under blog/
 * with paging, and step 4 answers the redirect table. Drafts are never shown here.
 */
import type { Context } from "hono";
import type { ReactNode } from "react";
import { COMPONENT_SCHEMAS, type RawBlock } from "../../schema/content/components";
import { BLOG_PAGE_SIZE, BLOG_PREFIX, CONFIG_SLUG, HOME_SLUG, fullSlugSchema } from "../../schema/content/story";
import { storePath } from "../../domain/urls";
import { richTextPlain } from "../../client/lib/rich-text";
import { BlogArticlePage } from "../../client/pages/BlogArticlePage";
import { BlogListPage } from "../../client/pages/BlogListPage";
import { StoryPage } from "../../client/pages/StoryPage";
import type { Crumb } from "../../client/components/Breadcrumbs";
import { Island } from "../../client/island";
import PreviewBridge from "../../client/islands/PreviewBridge";
import type { AppEnv } from "../context";
import { cacheTag, tagPage } from "../pages/cache-tags";
import type { UrlResolver } from "../pages/resolvers";
import { publicOrigin, renderPage } from "../pages/render";
import { siteChrome } from "./chrome";
import { parseContent } from "./dto";
import { articleCards, blogCategories, prepareBlocks, storyUrl } from "./prepare";
import { blogPage, findRedirect, readPageStories, type StoryRow } from "./repo";
import { noteContentVersion } from "./version";

/** The full slug a store-relative path asks for ("/" → home), or null when it cannot be one. */
export function slugOfPath(path: string): string | null {
  const raw = path.replace(/^\/+|\/+$/g, "").toLowerCase();
  if (raw === "") return HOME_SLUG;
  if (raw === CONFIG_SLUG || raw === HOME_SLUG) return null;
  const parsed = fullSlugSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

/** A meta description of at most 160 characters, cut at a word. */
export function metaDescription(text: string | undefined): string | undefined {
  const clean = text?.replace(/\s+/g, " ").trim();
  if (!clean) return undefined;
  if (clean.length <= 160) return clean;
  return `${clean.slice(0, 157).replace(/\s+\S*$/, "")}…`;
}

/** The first words a page's body says (its first rich text or banner), for its meta description. */
function firstText(body: RawBlock[]): string | undefined {
  for (const block of body) {
    if (block.component === "rich_text" && typeof block.text === "string") return richTextPlain(block.text);
    if (block.component === "banner" && typeof block.text === "string") return block.text;
    if (block.component === "seo_text" && typeof block.text === "string") return richTextPlain(block.text);
  }
  return undefined;
}

function firstImage(body: RawBlock[]): string | undefined {
  for (const block of body) {
    const image = (block.image ?? block.desktopImage) as { filename?: string } | undefined;
    if (image?.filename) return image.filename;
  }
  return undefined;
}

/** The crumbs of a story from its slug: home, each parent story's name (as given), the story. */
function crumbsOf(
  c: Context<AppEnv>,
  row: StoryRow,
  title: string,
  parents: { title: string; url: string }[],
): Crumb[] {
  return [
    { label: c.get("t")("breadcrumbs.home"), href: storePath(c.get("store").code, "/") },
    ...parents.map((p) => ({ label: p.title, href: p.url })),
    { label: title, href: storyUrl(c.get("store").code, row.fullSlug) },
  ];
}

/** The same story in every store view: seed stories share slugs across store views. */
function alternatesOf(fullSlug: string) {
  return { nl: storyUrl("nl", fullSlug), de: storyUrl("de", fullSlug), en: storyUrl("en", fullSlug) };
}

/** Renders a story's content (published, or a draft in the editor's preview) as its template. */
export async function renderStory(
  c: Context<AppEnv>,
  row: StoryRow,
  content: Record<string, unknown> & { component: string },
  options: { preview?: boolean } = {},
): Promise<Response | null> {
  const code = c.get("store").code;
  const t = c.get("t");
  const preview = options.preview ?? false;
  const noStore = preview ? { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" } : undefined;
  const blogCrumb = { title: t("content.blog.title"), url: storePath(code, `/${BLOG_PREFIX}`) };
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

  if (content.component === "page") {
    const parsed = COMPONENT_SCHEMAS.page.safeParse(content);
    if (!parsed.success) return null;
    const page = parsed.data;
    const body = page.body;
    const home = row.fullSlug === HOME_SLUG;
    const crumbs = crumbsOf(c, row, page.title, []);
    const data = await prepareBlocks(c, body, preview);
    const image = page.seo.image?.filename ?? firstImage(body);
    return renderPage(c, {
      styles: ["content"],
      meta: {
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
    if (!parsed.success) return null;
    const a = parsed.data;
    const body = a.body;
    const [data, categories, latest] = await Promise.all([
      prepareBlocks(c, body, preview),
      blogCategories(c),
      blogPage(c.get("db"), code, a.category, 4, 0).then((page) =>
        articleCards(c, page.stories.filter((s) => s.uuid !== row.uuid).slice(0, 3)),
      ),
    ]);
    const category = categories.find((x) => x.slug === a.category);
    const crumbs = crumbsOf(c, row, a.title, [
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

/** The blog index (slug blog) or a category: SPEC §9 six articles a page, `?page=` paging. */
async function renderBlogList(
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

/** Reads the story at a path with the config story in one round trip, and lends the config to the chrome. */
async function loadForPath(c: Context<AppEnv>, slug: string) {
  const { story, config, version } = await readPageStories(c.get("db"), c.get("store").code, slug, CONFIG_SLUG);
  noteContentVersion(version);
  let chrome: ReturnType<typeof siteChrome> | null = null;
  c.set("chrome", () => (chrome ??= siteChrome(c, config)));
  return story;
}

/** SPEC §2 unknown-URL step 3: the published story at the path's full slug, or the blog index. */
export const storyResolver: UrlResolver = async (c, path) => {
  const slug = slugOfPath(path);
  if (!slug || slug === HOME_SLUG) return null;
  // Whatever answers at this path (the story, or a redirect or 404 after it) changes when a story takes it.
  tagPage(c, cacheTag.story(c.get("store").code, slug));
  const row = await loadForPath(c, slug);
  const content = parseContent(row?.published ?? null);
  if (row && content) return renderStory(c, row, content);
  if (slug === BLOG_PREFIX) {
    return renderBlogList(c, {
      slug,
      title: c.get("t")("content.blog.title"),
      intro: c.get("t")("content.blog.intro"),
      row: null,
    });
  }
  return null;
};

/** The home route: the published home story (SPEC §2 "the CMS home story is used when the path is empty"), else `fallback`. */
export function homeWithStory(fallback: (c: Context<AppEnv>) => Promise<Response>) {
  return async (c: Context<AppEnv>): Promise<Response> => {
    let row: StoryRow | null = null;
    tagPage(c, cacheTag.story(c.get("store").code, HOME_SLUG));
    try {
      row = await loadForPath(c, HOME_SLUG);
    } catch (error) {
      c.get("log").warn("home story unavailable, built-in home shown", {
        error: error instanceof Error ? error.message : String(error),
      });
    }
    const content = parseContent(row?.published ?? null);
    const page = row && content ? await renderStory(c, row, content) : null;
    return page ?? fallback(c);
  };
}

/** SPEC §2 unknown-URL step 4: a redirect from the table (path as asked, then without a trailing slash). */
export const redirectResolver: UrlResolver = async (c, path) => {
  const asked = path.startsWith("/") ? path : `/${path}`;
  tagPage(c, cacheTag.redirect(c.get("store").code, asked));
  const redirect =
    (await findRedirect(c.get("db"), c.get("store").code, asked)) ??
    (asked.length > 1 && asked.endsWith("/")
      ? await findRedirect(c.get("db"), c.get("store").code, asked.replace(/\/+$/, ""))
      : null);
  if (!redirect) return null;
  const target = redirect.target.startsWith("/") ? storePath(c.get("store").code, redirect.target) : redirect.target;
  return c.redirect(target, redirect.status === 302 ? 302 : 301);
};
