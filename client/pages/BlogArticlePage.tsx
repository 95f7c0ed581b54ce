import type { RawBlock } from "../../schema/content/components";
import { Breadcrumbs, type Crumb } from "../components/Breadcrumbs";
import { ArticleCards } from "../components/cms/ArticleCards";
import { Blocks } from "../components/cms/Blocks";
import { CmsDataContext, type ArticleCard, type CmsData } from "../components/cms/cms-data";
import { CmsImage } from "../components/cms/CmsImage";
import { useI18n } from "../i18n/translate";

export interface BlogArticlePageProps {
  article: ArticleCard & { author?: string };
  body: RawBlock[];
  crumbs: Crumb[];
  more: ArticleCard[];
  data: CmsData;
}

/** The blog's base article template (SPEC §2): header with photograph, the body blocks, more articles. */
export function BlogArticlePage({ article, body, crumbs, more, data }: BlogArticlePageProps) {
  const { t, store } = useI18n();
  const date = new Date(`${article.date}T12:00:00Z`).toLocaleDateString(store.locale, {
    day: "numeric",
    month: "long",
    year: "numeric",
  });
  return (
    <CmsDataContext.Provider value={data}>
      <article className="blog-article">
        <header className="blog-article__header container">
          <Breadcrumbs items={crumbs} />
          <p className="blog-article__meta">
            {article.category && <a href={article.category.url}>{article.category.title}</a>}
            <time dateTime={article.date}>{date}</time>
          </p>
          <h1 className="blog-article__title">{article.title}</h1>
          <p className="blog-article__intro">{article.intro}</p>
          {article.author && <p className="blog-article__author">{t("content.blog.by", { author: article.author })}</p>}
        </header>
        {article.image && (
          <div className="blog-article__hero container">
            <CmsImage asset={article.image} sizes="(min-width: 1024px) 60vw, 100vw" priority />
          </div>
        )}
        <div className="blog-article__body">
          <Blocks blocks={body} />
        </div>
      </article>
      {more.length > 0 && (
        <section className="container blog-more">
          <h2 className="cms-section-head__title">{t("content.blog.more")}</h2>
          <ArticleCards articles={more} />
        </section>
      )}
    </CmsDataContext.Provider>
  );
}
