import { Breadcrumbs, type Crumb } from "../components/Breadcrumbs";
import { ArticleCards } from "../components/cms/ArticleCards";
import type { ArticleCard } from "../components/cms/cms-data";
import { useI18n } from "../i18n/translate";

export interface BlogListPageProps {
  title: string;
  intro?: string;
  crumbs: Crumb[];
  articles: ArticleCard[];
  categories: { title: string; url: string; current: boolean }[];
  allUrl: string;
  page: number;
  pages: number;
  basePath: string;
}

/** The blog index and a blog category (SPEC §2 blog, SPEC §9 page size 6): article cards with paging links. */
export function BlogListPage({
  title,
  intro,
  crumbs,
  articles,
  categories,
  allUrl,
  page,
  pages,
  basePath,
}: BlogListPageProps) {
  const { t } = useI18n();
  const pageUrl = (n: number) => (n <= 1 ? basePath : `${basePath}?page=${n}`);
  const anyCurrent = categories.some((c) => c.current);
  return (
    <div className="blog-list container">
      <Breadcrumbs items={crumbs} />
      <header className="blog-list__header">
        <h1 className="blog-list__title">{title}</h1>
        {intro && <p className="blog-list__intro">{intro}</p>}
        <nav aria-label={t("content.blog.categories")}>
          <ul className="subcategories">
            <li>
              <a
                className={`subcategories__link${anyCurrent ? "" : " is-current"}`}
                href={allUrl}
                aria-current={anyCurrent ? undefined : "page"}
              >
                {t("content.blog.all")}
              </a>
            </li>
            {categories.map((c) => (
              <li key={c.url}>
                <a
                  className={`subcategories__link${c.current ? " is-current" : ""}`}
                  href={c.url}
                  aria-current={c.current ? "page" : undefined}
                >
                  {c.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <ArticleCards articles={articles} headingLevel={2} />
      {pages > 1 && (
        <nav className="blog-list__paging" aria-label={t("content.blog.page", { page })}>
          {page > 1 && (
            <a className="btn btn--secondary btn--small" href={pageUrl(page - 1)} rel="prev">
              {t("content.blog.previous")}
            </a>
          )}
          <span>
            {t("content.blog.page", { page })} / {pages}
          </span>
          {page < pages && (
            <a className="btn btn--secondary btn--small" href={pageUrl(page + 1)} rel="next">
              {t("content.blog.next")}
            </a>
          )}
        </nav>
      )}
    </div>
  );
}
