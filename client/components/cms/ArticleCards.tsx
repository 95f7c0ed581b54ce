import { useI18n } from "../../i18n/translate";
import type { ArticleCard } from "./cms-data";
import { CmsImage } from "./CmsImage";

/** Blog article cards: photograph, category, title, teaser and date. */
export function ArticleCards({ articles, headingLevel = 3 }: { articles: ArticleCard[]; headingLevel?: 2 | 3 }) {
  const { t, store } = useI18n();
  const Tag = `h${headingLevel}` as const;
  const date = (iso: string) =>
    new Date(`${iso}T12:00:00Z`).toLocaleDateString(store.locale, { day: "numeric", month: "long", year: "numeric" });
  if (articles.length === 0) return <p className="cms-empty">{t("content.blog.empty")}</p>;
  return (
    <ul className="article-cards">
      {articles.map((article) => (
        <li key={article.url} className="article-card">
          <a href={article.url} className="article-card__link">
            {article.image && (
              <CmsImage asset={article.image} sizes="(min-width: 1024px) 30vw, 100vw" className="article-card__image" />
            )}
            <Tag className="article-card__title">{article.title}</Tag>
          </a>
          <p className="article-card__meta">
            {article.category && <a href={article.category.url}>{article.category.title}</a>}
            <time dateTime={article.date}>{date(article.date)}</time>
          </p>
          <p className="article-card__intro">{article.intro}</p>
        </li>
      ))}
    </ul>
  );
}
