import { Breadcrumbs, type Crumb } from "../components/Breadcrumbs";
import { Island } from "../island";
import Listing, { sentListingProps, type ListingProps } from "../islands/Listing";
import { useI18n } from "../i18n/translate";

export interface CategoryPageProps {
  title: string;
  crumbs: Crumb[];
  subcategories: { label: string; href: string; current?: boolean }[];
  listing: ListingProps | null;
}

/** A category listing: breadcrumbs, title, subcategories and the listing (or the SPEC's empty message). */
export function CategoryPage({ title, crumbs, subcategories, listing }: CategoryPageProps) {
  const { t } = useI18n();
  return (
    <div className="catalog-page container">
      <Breadcrumbs items={crumbs} />
      <header className="catalog-page__header">
        <h1 className="catalog-page__title">{title}</h1>
        {subcategories.length > 0 && (
          <nav aria-label={t("category.subcategories")}>
            <ul className="subcategories">
              {subcategories.map((s) => (
                <li key={s.href}>
                  <a
                    className={`subcategories__link${s.current ? " is-current" : ""}`}
                    href={s.href}
                    aria-current={s.current ? "page" : undefined}
                  >
                    {s.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </header>
      {listing ? (
        <>
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
        <p className="catalog-page__empty" role="status">
          {t("category.empty")}
        </p>
      )}
    </div>
  );
}
