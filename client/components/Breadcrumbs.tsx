import { useContext } from "react";
import { useI18n } from "../i18n/translate";
import { jsonLd, SiteOrigin } from "../lib/site-origin";

export interface Crumb {
  label: string;
  href?: string;
}

/** Breadcrumbs (SPEC §4: built from category ancestors); the last crumb is the current page. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const { t } = useI18n();
  const origin = useContext(SiteOrigin);
  // SPEC §3 rich snippets: BreadcrumbList structured data wherever breadcrumbs show (server only).
  const structured = origin
    ? {
        "@context": "https://schema.org",
        "@type": "BreadcrumbList",
        itemListElement: items.map((crumb, i) => ({
          "@type": "ListItem",
          position: i + 1,
          name: crumb.label,
          ...(crumb.href ? { item: `${origin}${crumb.href}` } : {}),
        })),
      }
    : null;
  return (
    <nav className="breadcrumbs" aria-label={t("a11y.breadcrumbs")}>
      {structured && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(structured) }} />}
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
