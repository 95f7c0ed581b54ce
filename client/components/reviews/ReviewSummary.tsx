import type { ReviewAggregateDto } from "../../../schema/api/reviews";
import { useI18n } from "../../i18n/translate";
import { Stars } from "./Stars";

/** The average, the number of reviews and how the ratings spread over 1–5 stars. */
export function ReviewSummary({ aggregate }: { aggregate: ReviewAggregateDto }) {
  const { t } = useI18n();
  const rated = Math.max(1, aggregate.rated);
  const count = aggregate.count === 1 ? t("reviews.countOne") : t("reviews.count", { count: aggregate.count });
  return (
    <div className="reviews__summary">
      {aggregate.average !== null && (
        <p className="reviews__average">
          <span className="reviews__average-value">{aggregate.average.toFixed(1)}</span>
          <Stars rating={aggregate.average} label={t("reviews.average", { average: aggregate.average.toFixed(1) })} />
        </p>
      )}
      <p className="reviews__count">{count}</p>
      {aggregate.rated > 0 && (
        <ul className="reviews__distribution" aria-label={t("reviews.distribution")}>
          {[5, 4, 3, 2, 1].map((stars) => {
            const n = aggregate.distribution[stars - 1] ?? 0;
            return (
              <li className="reviews__bar" key={stars}>
                <span className="visually-hidden">{t("reviews.distributionRow", { stars, count: n })}</span>
                <span className="reviews__bar-label" aria-hidden="true">
                  {stars} ★
                </span>
                <span className="reviews__bar-track" aria-hidden="true">
                  <span className={`reviews__bar-fill reviews__bar-fill--${Math.round((n / rated) * 20) * 5}`} />
                </span>
                <span className="reviews__bar-count" aria-hidden="true">
                  {n}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
