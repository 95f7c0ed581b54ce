import { useLayoutEffect, useRef, useState, type FormEvent } from "react";
import { REVIEW_LIMITS } from "../../schema/review-rules";
import { ApiError } from "../api/errors";
import { createReview } from "../api/reviews";
import { TextField } from "../components/TextField";
import { useI18n } from "../i18n/translate";

export interface ReviewModalPayload {
  productId: number;
  sku: string;
  name: string;
}

type Fields = "nickname" | "title" | "detail";

/**
 * SPEC §2 review modal: a rating (optional, 1–5), a name, a summary and the review. Sent with Vue
 * Storefront's body; the review then waits for moderation, which the shopper is told.
 */
export default function ReviewModal({ payload }: { payload: unknown }) {
  const { t, store } = useI18n();
  const product = payload as ReviewModalPayload;
  const [rating, setRating] = useState<number | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Fields, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const done = useRef<HTMLParagraphElement>(null);
  // The form (and its focused button) gives way to the thanks: focus moves to it in the same commit,
  // so it never falls out of the dialog (where Escape and the focus trap would not see it).
  useLayoutEffect(() => {
    if (sent) done.current?.focus();
  }, [sent]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: Fields) => {
      const entry = form.get(name);
      return typeof entry === "string" ? entry.trim() : "";
    };
    const missing = (["nickname", "title", "detail"] as const).filter((name) => !value(name));
    setErrors(Object.fromEntries(missing.map((name) => [name, t("reviews.required")])));
    if (missing.length > 0) {
      (event.currentTarget.elements.namedItem(missing[0]!) as HTMLElement | null)?.focus();
      return;
    }
    setSending(true);
    setFailure(null);
    try {
      await createReview(store.code, {
        review: {
          product_id: product.productId,
          title: value("title"),
          detail: value("detail"),
          nickname: value("nickname"),
          review_entity: "product",
          review_status: 2,
          customer_id: null,
          ...(rating === null ? {} : { rating }),
        },
      });
      setSent(true);
    } catch (error) {
      setFailure(
        error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : t("reviews.failed"),
      );
    } finally {
      setSending(false);
    }
  };

  if (sent)
    return (
      <p className="modal__text review-form__done" role="status" tabIndex={-1} ref={done}>
        {t("reviews.pending")}
      </p>
    );

  return (
    <form className="review-form" noValidate onSubmit={(event) => void submit(event)}>
      <p className="review-form__product">{product.name}</p>
      <fieldset className="review-form__rating">
        <legend className="field__label">
          {t("reviews.field.rating")} <span className="field__optional">({t("reviews.field.ratingOptional")})</span>
        </legend>
        <div className="review-form__stars">
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className={`review-form__star${rating !== null && n <= rating ? " is-on" : ""}`}>
              <input
                type="radio"
                name="rating"
                value={n}
                checked={rating === n}
                onChange={() => setRating(n)}
                className="visually-hidden"
              />
              <span aria-hidden="true">★</span>
              <span className="visually-hidden">{t("reviews.field.ratingValue", { rating: n })}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <TextField
        id="review-nickname"
        name="nickname"
        label={t("reviews.field.nickname")}
        required
        maxLength={REVIEW_LIMITS.nickname}
        autoComplete="nickname"
        error={errors.nickname ?? null}
      />
      <TextField
        id="review-title"
        name="title"
        label={t("reviews.field.title")}
        required
        maxLength={REVIEW_LIMITS.title}
        error={errors.title ?? null}
      />
      <div className={`field${errors.detail ? " field--invalid" : ""}`}>
        <label className="field__label" htmlFor="review-detail">
          {t("reviews.field.detail")}
        </label>
        <textarea
          id="review-detail"
          name="detail"
          className="field__input review-form__detail"
          required
          rows={5}
          maxLength={REVIEW_LIMITS.detail}
          aria-invalid={errors.detail ? true : undefined}
          aria-describedby={errors.detail ? "review-detail-error" : undefined}
        />
        {errors.detail && (
          <p className="field__error" id="review-detail-error" role="alert">
            {errors.detail}
          </p>
        )}
      </div>
      {failure && (
        <p className="review-form__failure" role="alert">
          {failure}
        </p>
      )}
      <button type="submit" className="btn btn--primary btn--block" disabled={sending}>
        {sending ? t("reviews.sending") : t("reviews.submit")}
      </button>
    </form>
  );
}
