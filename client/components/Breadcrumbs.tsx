import { useI18n } from "../i18n/translate";

export interface Crumb {
  label: string;
  href?: string;
}

/** Breadcrumbs (SPEC §4: built from category ancestors); the last crumb is the current page. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const { t } = useI18n();
  return (
    <nav className="breadcrumbs" aria-label={t("a11y.breadcrumbs")}>
      <ol>
        {items.map((crumb, i) => (
          <li key={`${crumb.label}-${i}`}>
            {crumb.href && i < items.length - 1 ? (
              <a href={crumb.href}>{crumb.label}</a>
            ) : (
              <span aria-current="page">{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
