import type { ReactNode } from "react";
import type { Facet, FilterCode } from "../../../schema/api/catalog";
import { FILTER_CODES } from "../../../schema/api/catalog";
import { TOGGLE_PARAMETER, toggleFilter, toggleValue, type ListingState } from "../../lib/listing-url";
import { swatchClass } from "../../../schema/catalog/swatches";

/** The id of the listing's filter form; the active-filter chips submit it too (`form=`). */
export const FILTER_FORM_ID = "filters";

interface FacetsProps {
  facets: Facet[];
  state: ListingState;
  basePath: string;
  /** With JavaScript, apply the filter in place; without, the form loads the filtered page. */
  onNavigate?: (next: ListingState) => void;
}

/**
 * The listing's state as hidden fields of its filter form, once (issue 35): a filter button
 * submits them with its own `toggle`, and the server answers with a redirect to the listing's
 * canonical URL (worker/catalog/pages/listing-props.ts). As links, every option repeated the
 * whole filter state in its href, so a deep filter set cost its size times the number of options.
 */
function StateFields({ state }: { state: ListingState }) {
  const fields: [string, string][] = [];
  if (state.q) fields.push(["q", state.q]);
  for (const code of FILTER_CODES) {
    const values = state.filters[code];
    if (values && values.length > 0) fields.push([code, [...values].sort().join(",")]);
  }
  if (state.price) fields.push(["price", state.price]);
  if (state.sort) fields.push(["sort", state.sort]);
  return fields.map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);
}

/**
 * A button that switches one filter value: a submit button of the filter form (it works without
 * JavaScript); hydrated, a click applies it in place. `aria-pressed` tells whether it is on.
 */
export function FilterToggle({
  state,
  code,
  value,
  onNavigate,
  ...rest
}: {
  state: ListingState;
  code: FilterCode | "price";
  value: string;
  onNavigate?: (next: ListingState) => void;
  className?: string;
  form?: string;
  "aria-pressed"?: boolean;
  "aria-label"?: string;
  children: ReactNode;
}) {
  return (
    <button
      name={TOGGLE_PARAMETER}
      value={toggleValue(code, value)}
      {...rest}
      onClick={(event) => {
        if (!onNavigate) return;
        event.preventDefault();
        onNavigate(toggleFilter(state, code, value));
      }}
    />
  );
}

/**
 * Filter groups as one GET form of toggle buttons (they work without JavaScript); each button
 * switches one value. Crawlers are kept off filtered and sorted listings by robots.txt
 * (worker/content/sitemap.ts).
 */
export function Facets({ facets, state, basePath, onNavigate }: FacetsProps) {
  return (
    <form className="facets" id={FILTER_FORM_ID} action={basePath}>
      <StateFields state={state} />
      {facets.map((facet) => (
        <section key={facet.code} className={`facet facet--${facet.code}`} aria-labelledby={`facet-${facet.code}`}>
          <h3 className="facet__title" id={`facet-${facet.code}`}>
            {facet.label}
          </h3>
          {/* The options, buttons in a grid (catalog.css): no list item each (issue 35). */}
          <div className="facet__list">
            {facet.buckets.map((bucket) => (
              <FilterToggle
                key={bucket.value}
                // A colour's swatch class (the catalogue's swatches.css); the list styles the rest.
                className={facet.code === "color" && bucket.swatch ? swatchClass(bucket.swatch) : undefined}
                state={state}
                code={facet.code}
                value={bucket.value}
                onNavigate={onNavigate}
                // A toggle button: pressed when the value is chosen (catalog.css draws the tick).
                aria-pressed={bucket.selected}
              >
                {/* The check box or the colour is the button's ::before (catalog.css), the label its
                      own text and the count its one span (`.facet__list button > span`). */}
                {bucket.label}
                <span>{bucket.count}</span>
              </FilterToggle>
            ))}
          </div>
        </section>
      ))}
    </form>
  );
}
