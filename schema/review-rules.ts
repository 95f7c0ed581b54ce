/**
 * Review rules the browser and the worker share (no zod here: the browser imports it): the sorts,
 * the page size, the text limits and what "text only" means.
 */
export const REVIEW_SORTS = ["newest", "highest", "lowest", "helpful"] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
export const REVIEW_STATUSES = ["pending", "approved", "rejected"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
export const REVIEW_PAGE_SIZE = 5;
export const REVIEW_LIMITS = { nickname: 40, title: 120, detail: 2000 } as const;

/**
 * Text only: control and bidi-override characters dropped, runs of spaces within a line made one,
 * at most two line breaks in a row. Markup stays as typed; it is text wherever it is shown.
 */
export function plainReviewText(value: string): string {
  return (
    value
      .normalize("NFC")
      .replace(/\r\n?/g, "\n")
      // eslint-disable-next-line no-control-regex -- dropping control characters is the point
      .replace(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g, "")
      .replace(/[ \t\u00a0]+/g, " ")
      .replace(/ *\n */g, "\n")
      .replace(/\n{3,}/g, "\n\n")
      .trim()
  );
}
