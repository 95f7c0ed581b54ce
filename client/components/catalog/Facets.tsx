import type { Facet } from "../../../schema/api/catalog";
import { useI18n } from "../../i18n/translate";
import { toggleFilter, type ListingState } from "../../lib/listing-url";
import { ListingLink } from "./ListingLink";
import { swatchClass } from "../../../schema/catalog/swatches";

interface FacetsProps {
  facets: Facet[];
  state: ListingState;
  basePath: string;
  /** With JavaScript, follow the link in place; without, the link loads the filtered page. */
  onNavigate?: (next: ListingState) => void;
}

/**
 * Filter groups as links (they work without JavaScript); each link toggles one value. Crawlers
 * are kept off filtered and sorted listings by robots.txt (worker/content/sitemap.ts), not by a
 * rel="nofollow" on each of a page's some 80 filter, chip and sort links.
 */
export function Facets({ facets, state, basePath, onNavigate }: FacetsProps) {
  const { t } = useI18n();
  return (
    <div className="facets">
      {facets.map((facet) => (
        <section key={facet.code} className={`facet facet--${facet.code}`} aria-labelledby={`facet-${facet.code}`}>
          <h3 className="facet__title" id={`facet-${facet.code}`}>
            {facet.label}
          </h3>
          <ul className="facet__list">
            {facet.buckets.map((bucket) => (
              <li key={bucket.value}>
                <ListingLink
                  className={[
                    "facet__option",
                    bucket.selected ? "is-selected" : "",
                    facet.code === "color" && bucket.swatch ? swatchClass(bucket.swatch) : "",
                  ]
                    .filter(Boolean)
                    .join(" ")}
                  to={toggleFilter(state, facet.code, bucket.value)}
                  basePath={basePath}
                  onNavigate={onNavigate}
                  // Chosen, it names what it does ("remove filter: …"); is-selected draws the tick.
                  aria-label={bucket.selected ? t("filter.remove", { label: bucket.label }) : undefined}
                >
                  {/* The check box or the colour is the link's ::before (catalog.css), the label its own
                      text and the count its one span (`.facet__option > span`): no element or class
                      more than the text needs, on links a deep filter set repeats some 40 times. */}
                  {bucket.label}
                  <span>{bucket.count}</span>
                </ListingLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
