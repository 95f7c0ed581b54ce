import { useContext, useState } from "react";
import type { SearchResult, SortOption } from "../../schema/api/catalog";
import { Button } from "../components/Button";
import { FILTER_FORM_ID, Facets, FilterToggle } from "../components/catalog/Facets";
import { Pagination } from "../components/catalog/Pagination";
import { ProductTile, TileLabels, tileClassName } from "../components/catalog/ProductTile";
import { SortMenu } from "../components/catalog/SortMenu";
import { TileMarkup } from "../components/catalog/tile-markup";
import { Icon } from "../components/Icon";
import { CompareBar } from "../components/CompareToggle";
import { ListingLink } from "../components/catalog/ListingLink";
import { searchQueryFor, useListing, type ListingSource } from "../hooks/useListing";
import { searchProducts, type Fetch } from "../api";
import { RESULT_LIST_TIMEOUT_MS } from "../../schema/constants";
import { useI18n } from "../i18n/translate";
import { clearFilters, withPage, type ListingState } from "../lib/listing-url";
import { totalShown } from "../lib/result-total";

export interface ListingProps {
  source: ListingSource;
  state: ListingState;
  result: SearchResult;
  defaultSort: SortOption;
}

/** What a page sends for the Listing: everything but the result, which the HTML already shows. */
export type SentListingProps = Omit<ListingProps, "result">;

export function sentListingProps({ source, state, defaultSort }: ListingProps): SentListingProps {
  return { source, state, defaultSort };
}

/**
 * Completes the sent props when the listing hydrates (on interaction): the result comes from the
 * search API, the same query the page ran, so the tiles are not in the HTML twice (once as markup,
 * once as JSON — most of a category page's bytes, issue 12). The API answer is cacheable.
 */
export async function hydrationProps(sent: SentListingProps, options: { fetch?: Fetch } = {}): Promise<ListingProps> {
  const result = await searchProducts(searchQueryFor(sent.source, sent.state), {
    ...options,
    timeoutMs: RESULT_LIST_TIMEOUT_MS,
  });
  return { ...sent, result };
}

/**
 * A product listing (category and search pages, SPEC §2): filters as a form of toggle buttons, sort
 * as links, product grid, numbered pages and "load more". Everything works without JavaScript;
 * hydrated, it updates in place.
 */
export default function Listing({ source, state: initialState, result: initialResult, defaultSort }: ListingProps) {
  const { t } = useI18n();
  const { state, result, items, status, load, retry } = useListing(source, initialState, initialResult);
  const navigate = (next: ListingState) => void load(next);
  const [pointed, setPointed] = useState<ReadonlySet<string>>(new Set());
  const markup = useContext(TileMarkup);
  const pages = Math.max(1, Math.ceil(result.total / source.pageSize));
  const shown = Math.min(result.total, result.start + result.perPage);
  const selected = result.aggregations.flatMap((f) =>
    f.buckets.filter((b) => b.selected).map((b) => ({ code: f.code, ...b })),
  );

  return (
    <div className={`listing${status === "loading" ? " is-loading" : ""}`}>
      <div className="listing__toolbar">
        <p className="listing__count" aria-live="polite">
          {result.total === 1 && !result.flags.capped
            ? t("listing.countOne")
            : t("listing.count", { count: totalShown(result) })}
        </p>
        <SortMenu state={state} basePath={source.basePath} defaultSort={defaultSort} onNavigate={navigate} />
      </div>

      <div className="listing__body">
        {result.aggregations.length > 0 && (
          // Collapsed on small screens, with the number of active filters, so the products stay in the
          // first screen; on wide screens a sidebar (CSS).
          <details className="listing__filters">
            <summary className="listing__filters-toggle">
              <Icon name="menu" size={18} /> {t("filter.open")}
              {selected.length > 0 && <span className="listing__filter-count">{selected.length}</span>}
            </summary>
            <Facets facets={result.aggregations} state={state} basePath={source.basePath} onNavigate={navigate} />
          </details>
        )}

        <div className="listing__main">
          {selected.length > 0 && (
            // The chips submit the filter form (Facets) like its options: the state once, not in
            // every chip's href. A group of buttons, not a list: one element a chip (issue 35).
            <div className="chips" role="group" aria-label={t("filter.active")}>
              {selected.map((s) => (
                <FilterToggle
                  key={`${s.code}-${s.value}`}
                  state={state}
                  code={s.code}
                  value={s.value}
                  onNavigate={navigate}
                  form={FILTER_FORM_ID}
                  // Pressed, like its option among the filters: pressing it takes the filter off.
                  aria-pressed
                >
                  {/* The cross is the chip's ::after (catalog.css): no element of its own. */}
                  {s.label}
                </FilterToggle>
              ))}
              <ListingLink
                to={clearFilters(state)}
                basePath={source.basePath}
                onNavigate={navigate}
                className="chip--clear"
              >
                {t("filter.clearAll")}
              </ListingLink>
            </div>
          )}

          {status === "error" && (
            <div className="listing__error" role="alert">
              <p>{t("listing.error")}</p>
              <Button variant="secondary" size="small" onClick={retry}>
                {t("listing.reload")}
              </Button>
            </div>
          )}

          {items.length === 0 && status !== "error" && <p className="listing__empty">{t("listing.noMatches")}</p>}
          {/* The words the tiles' hearts and quick adds share (their names: ProductTile). */}
          <TileLabels />
          <ul
            className="product-grid"
            onMouseOver={(e) => {
              // A tile's hover image joins the page once a mouse comes near it (ProductTile).
              const li = (e.target as Element).closest(".product-grid > li");
              const sku = li && items[[...e.currentTarget.children].indexOf(li)]?.sku;
              if (sku && !pointed.has(sku)) setPointed(new Set(pointed).add(sku));
            }}
          >
            {items.map((tile, i) => {
              const priority = i < 2 && result.start === 0;
              // On the server, a tile already rendered in this isolate is written as it is (TileMarkup).
              const html = priority ? undefined : markup?.(tile);
              return html !== undefined ? (
                <li
                  key={`${tile.sku}-${i}`}
                  className={tileClassName(tile)}
                  dangerouslySetInnerHTML={{ __html: html }}
                />
              ) : (
                <ProductTile
                  key={`${tile.sku}-${i}`}
                  tile={tile}
                  priority={priority}
                  hover={pointed.has(tile.sku)}
                  shared
                />
              );
            })}
          </ul>

          {shown < result.total && (
            <div className="listing__more">
              <p className="listing__progress">{t("listing.progress", { shown, total: totalShown(result) })}</p>
              <ListingLink
                to={withPage(state, state.page + 1)}
                basePath={source.basePath}
                onNavigate={(next) => void load(next, { append: true, history: "replace" })}
                className="btn btn--secondary"
                aria-busy={status === "loading"}
              >
                {t("listing.loadMore")}
              </ListingLink>
            </div>
          )}
          <Pagination state={state} pages={pages} basePath={source.basePath} onNavigate={navigate} />
          <CompareBar />
        </div>
      </div>
    </div>
  );
}
