import type { SortOption } from "../../../schema/api/catalog";
import { useI18n } from "../../i18n/translate";
import { withSort, type ListingState } from "../../lib/listing-url";
import { ListingLink } from "./ListingLink";

/** SPEC §9 sort options: Recommended, New, Price low to high, Price high to low. */
export function SortMenu({
  state,
  basePath,
  defaultSort,
  onNavigate,
}: {
  state: ListingState;
  basePath: string;
  defaultSort: SortOption;
  onNavigate?: (next: ListingState) => void;
}) {
  const { t } = useI18n();
  const options: SortOption[] = [defaultSort, "new", "price_asc", "price_desc"];
  const current = state.sort ?? defaultSort;
  return (
    <details className="sort-menu">
      <summary className="sort-menu__summary">
        {t("sort.label")}: <strong>{t(`sort.${current}`)}</strong>
      </summary>
      <ul className="sort-menu__list">
        {options.map((option) => (
          <li key={option}>
            <ListingLink
              to={withSort(state, option === defaultSort ? undefined : option)}
              basePath={basePath}
              onNavigate={onNavigate}
              aria-current={option === current ? "true" : undefined}
              onClick={(event) => event.currentTarget.closest("details")?.removeAttribute("open")}
            >
              {t(`sort.${option}`)}
            </ListingLink>
          </li>
        ))}
      </ul>
    </details>
  );
}
