import type { ReviewDto } from "../../../schema/api/reviews";
import { useI18n } from "../../i18n/translate";
import { Stars } from "./Stars";

interface ReviewItemProps {
  review: ReviewDto;
  voted: boolean;
  onHelpful: (id: number) => void;
}

/** One approved review: rating, title, text (always as text, never markup), author, helpful votes. */
export function ReviewItem({ review, voted, onHelpful }: ReviewItemProps) {
  const { t, store } = useI18n();
  const date = new Date(review.createdAt).toLocaleDateString(store.locale, {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "Europe/Amsterdam",
  });
  return (
    <li className="review">
      <article aria-labelledby={`review-${review.id}`}>
        {review.rating !== null && (
          <Stars rating={review.rating} size="small" label={t("reviews.stars", { rating: review.rating })} />
        )}
        <h3 className="review__title" id={`review-${review.id}`}>
          {review.title}
        </h3>
        <p className="review__meta">
          <span>{t("reviews.by", { nickname: review.nickname })}</span>
          <span aria-hidden="true"> · </span>
          <time dateTime={review.createdAt}>{date}</time>
          {review.verified && <span className="review__verified">{t("reviews.verified")}</span>}
        </p>
        <p className="review__detail">{review.detail}</p>
        <button
          type="button"
          className="review__helpful"
          aria-pressed={voted}
          disabled={voted}
          onClick={() => onHelpful(review.id)}
        >
          {voted ? t("reviews.helpfulThanks") : t("reviews.helpful", { count: review.helpful })}
        </button>
      </article>
    </li>
  );
}
