import { useI18n } from "../../i18n/translate";
import { withPage, type ListingState } from "../../lib/listing-url";
import { Icon } from "../Icon";
import { ListingLink } from "./ListingLink";

/** The page numbers to show: first, last, and two around the current one, with gaps as null. */
export function pageWindow(current: number, pages: number): (number | null)[] {
  const wanted = new Set([1, pages, current - 1, current, current + 1].filter((p) => p >= 1 && p <= pages));
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  for (const [i, page] of sorted.entries()) {
    if (i > 0 && page - sorted[i - 1]! > 1) out.push(null);
    out.push(page);
  }
  return out;
}

/** Numbered page links (SPEC §2 paging); they work without JavaScript. The current page is marked, not linked. */
export function Pagination({
  state,
  pages,
  basePath,
  onNavigate,
}: {
  state: ListingState;
  pages: number;
  basePath: string;
  onNavigate?: (next: ListingState) => void;
}) {
  const { t } = useI18n();
  if (pages <= 1) return null;
  const link = (page: number) => ({ to: withPage(state, page), basePath, onNavigate });
  const current = Math.min(state.page, pages);
  return (
    <nav className="pagination" aria-label={t("pagination.label")}>
      {current > 1 && (
        <ListingLink
          {...link(current - 1)}
          className="pagination__step"
          rel="prev"
          aria-label={t("pagination.previous")}
        >
          <Icon name="chevronLeft" size={20} />
        </ListingLink>
      )}
      <ol className="pagination__pages">
        {pageWindow(current, pages).map((page, i) =>
          page === null ? (
            <li key={`gap-${i}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={page}>
              {page === current ? (
                // The page the shopper is on is not a link (nothing to follow), only marked as current.
                <span className="pagination__page is-current" aria-current="page">
                  {page}
                </span>
              ) : (
                <ListingLink {...link(page)} className="pagination__page" aria-label={t("pagination.page", { page })}>
                  {page}
                </ListingLink>
              )}
            </li>
          ),
        )}
      </ol>
      {current < pages && (
        <ListingLink {...link(current + 1)} className="pagination__step" rel="next" aria-label={t("pagination.next")}>
          <Icon name="chevronRight" size={20} />
        </ListingLink>
      )}
    </nav>
  );
}
