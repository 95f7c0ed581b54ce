import { useEffect, useRef, useState } from "react";
import { REVIEW_PAGE_SIZE, REVIEW_SORTS, type ReviewSort } from "../../schema/review-rules";
import type { ReviewAggregateDto, ReviewDto } from "../../schema/api/reviews";
import { listReviews, markReviewHelpful } from "../api/reviews";
import { ReviewItem } from "../components/reviews/ReviewItem";
import { useI18n } from "../i18n/translate";
import { openModal } from "../stores/modal";

export interface ReviewsProps {
  sku: string;
  productId: number;
  name: string;
  /** Approved reviews only: the aggregate and the newest page, as the cached HTML shows them. */
  aggregate: ReviewAggregateDto;
  reviews: ReviewDto[];
}

/**
 * The product page's reviews (issue 32 point 1): the newest reviews come in the page's HTML;
 * sorting, more pages and "helpful" votes call the review API; "Write a review" opens the review
 * modal (SPEC §2). The summary beside the button is the page's own markup (ProductPage), not this
 * island's: nothing in it changes, so its code is not sent.
 */
export default function Reviews({ sku, productId, name, aggregate, reviews }: ReviewsProps) {
  const { t, store } = useI18n();
  const [items, setItems] = useState(reviews);
  const [sort, setSort] = useState<ReviewSort>("newest");
  const [page, setPage] = useState(1);
  const [pages, setPages] = useState(Math.max(1, Math.ceil(aggregate.count / REVIEW_PAGE_SIZE)));
  const [failed, setFailed] = useState(false);
  const [voted, setVoted] = useState<ReadonlySet<number>>(new Set());
  const latest = useRef<AbortController | null>(null);
  const sortField = useRef<HTMLSelectElement>(null);

  const load = async (nextSort: ReviewSort, nextPage: number) => {
    latest.current?.abort();
    const controller = new AbortController();
    latest.current = controller;
    try {
      const found = await listReviews(
        { sku, sort: nextSort, page: nextPage, storeCode: store.code },
        {
          signal: controller.signal,
        },
      );
      setItems((before) => (nextPage === 1 ? found.items : [...before, ...found.items]));
      setPage(found.page);
      setPages(found.pages);
      setFailed(false);
    } catch {
      if (!controller.signal.aborted) setFailed(true);
    }
  };

  // A sort chosen before the island hydrated (the select works as plain HTML) is loaded now.
  useEffect(() => {
    const chosen = sortField.current?.value as ReviewSort | undefined;
    if (chosen && chosen !== "newest" && REVIEW_SORTS.includes(chosen)) {
      setSort(chosen);
      void load(chosen, 1);
    }
    // Once, at hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const helpful = async (id: number) => {
    setVoted((before) => new Set(before).add(id));
    try {
      const result = await markReviewHelpful(id);
      setItems((before) => before.map((r) => (r.id === id ? { ...r, helpful: result.helpful } : r)));
    } catch {
      // The vote stays shown as given; the next visit shows the real count.
    }
  };

  return (
    <>
      <button
        type="button"
        className="btn btn--secondary reviews__write"
        onClick={() => openModal("review", { productId, sku, name })}
      >
        {t("reviews.write")}
      </button>
      <div className="reviews__entries">
        {aggregate.count === 0 ? (
          <p className="reviews__none">{t("reviews.none")}</p>
        ) : (
          <>
            <div className="reviews__toolbar">
              <label className="reviews__sort-label" htmlFor={`reviews-sort-${sku}`}>
                {t("reviews.sortBy")}
              </label>
              <select
                ref={sortField}
                id={`reviews-sort-${sku}`}
                className="reviews__sort"
                value={sort}
                onChange={(event) => {
                  const next = event.target.value as ReviewSort;
                  setSort(next);
                  void load(next, 1);
                }}
              >
                {REVIEW_SORTS.map((s) => (
                  <option key={s} value={s}>
                    {t(`reviews.sort.${s}`)}
                  </option>
                ))}
              </select>
            </div>
            <ul className="reviews__list" aria-live="polite">
              {items.map((review) => (
                <ReviewItem key={review.id} review={review} voted={voted.has(review.id)} onHelpful={helpful} />
              ))}
            </ul>
            {failed && (
              <p className="reviews__error" role="alert">
                {t("reviews.loadFailed")}
              </p>
            )}
            {page < pages && (
              <button
                type="button"
                className="btn btn--tertiary reviews__more"
                onClick={() => void load(sort, page + 1)}
              >
                {t("reviews.more")}
              </button>
            )}
          </>
        )}
      </div>
    </>
  );
}
