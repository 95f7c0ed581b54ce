import { SEARCH_MIN_CHARS } from "../../schema/constants";
import { SearchForm } from "../components/SearchForm";
import { Island } from "../island";
import Listing, { sentListingProps, type ListingProps } from "../islands/Listing";
import { useI18n } from "../i18n/translate";

/** Where to go instead of a search: the top categories as buttons. */
function CategoryLinks({ categories }: { categories: { label: string; href: string }[] }) {
  return (
    <ul className="no-results__categories">
      {categories.map((c) => (
        <li key={c.href}>
          <a className="btn btn--secondary btn--small" href={c.href}>
            {c.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** SPEC §2 no-result content: what was searched, a correction when we have one, and where to go instead. */
export function NoResults({
  q,
  suggestion,
  categories,
}: {
  q: string;
  suggestion: { label: string; href: string } | null;
  categories: { label: string; href: string }[];
}) {
  const { t } = useI18n();
  return (
    <section className="no-results">
      <h2 className="no-results__title">{t("noResult.title")}</h2>
      <p>{q ? t("noResult.text", { q }) : t("noResult.textEmpty")}</p>
      {suggestion && (
        <p className="no-results__suggestion">
          {t("search.didYouMean")} <a href={suggestion.href}>{suggestion.label}</a>
        </p>
      )}
      <p className="no-results__tips">{t("noResult.tips")}</p>
      <CategoryLinks categories={categories} />
    </section>
  );
}

export interface SearchPageProps {
  q: string;
  tooShort: boolean;
  listing: ListingProps | null;
  suggestion: { label: string; href: string } | null;
  /** What was searched when it was not the query as typed (a correction, words left out, fewer words needed). */
  searched: { q: string; relaxed: boolean } | null;
  categories: { label: string; href: string }[];
  /** The search database could not answer (503): say so and offer the categories instead. */
  unavailable?: boolean;
  /** The results are an earlier answer to the same search, given while the search database is slow. */
  limited?: boolean;
}

/** Search could not run: what happened and where to go instead (the page answers 503 with Retry-After). */
function SearchUnavailable({ categories }: { categories: { label: string; href: string }[] }) {
  const { t } = useI18n();
  return (
    <section className="no-results" role="status">
      <h2 className="no-results__title">{t("search.unavailableTitle")}</h2>
      <p>{t("search.unavailable")}</p>
      <CategoryLinks categories={categories} />
    </section>
  );
}

/** /search?q=: the search form, then results as a listing, or the no-result content. */
export function SearchPage({
  q,
  tooShort,
  listing,
  suggestion,
  searched,
  categories,
  unavailable = false,
  limited = false,
}: SearchPageProps) {
  const { t } = useI18n();
  return (
    <div className="catalog-page container">
      <header className="catalog-page__header">
        <h1 className="catalog-page__title">{q && !tooShort ? t("search.title", { q }) : t("search.titleEmpty")}</h1>
        <SearchForm id="search-page-input" q={q} variant="page" />
        {tooShort && (
          <p className="search-form__hint is-visible">{t("search.tooShort", { count: SEARCH_MIN_CHARS })}</p>
        )}
      </header>
      {unavailable ? (
        <SearchUnavailable categories={categories} />
      ) : listing && listing.result.total > 0 ? (
        <>
          {limited && <p className="search-suggestion search-suggestion--limited">{t("search.limited")}</p>}
          {searched ? (
            <p className="search-suggestion search-suggestion--searched">
              {t("search.showingResultsFor", { q: searched.q })}
              {searched.relaxed && <> {t("search.relaxed")}</>}
            </p>
          ) : (
            suggestion && (
              <p className="search-suggestion">
                {t("search.didYouMean")} <a href={suggestion.href}>{suggestion.label}</a>
              </p>
            )
          )}
          {/* Facets and tiles are h3 headings under this one. */}
          <h2 className="visually-hidden">{t("search.products")}</h2>
          <Island
            name="Listing"
            component={Listing}
            props={listing}
            sent={sentListingProps(listing)}
            hydrate="interaction"
          />
        </>
      ) : (
        !tooShort && <NoResults q={q} suggestion={suggestion} categories={categories} />
      )}
    </div>
  );
}
