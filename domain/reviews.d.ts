/**
 * Review rules the browser and the worker share (no zod here: the browser imports it): the sorts,
 * the page size, the text limits and what "text only" means.
 */
export declare const REVIEW_SORTS: readonly ["newest", "highest", "lowest", "helpful"];
export type ReviewSort = (typeof REVIEW_SORTS)[number];
export declare const REVIEW_STATUSES: readonly ["pending", "approved", "rejected"];
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
export declare const REVIEW_PAGE_SIZE = 5;
export declare const REVIEW_LIMITS: {
    readonly nickname: 40;
    readonly title: 120;
    readonly detail: 2000;
};
/**
 * Text only: control and bidi-override characters dropped, runs of spaces within a line made one,
 * at most two line breaks in a row. Markup stays as typed; it is text wherever it is shown.
 */
export declare function plainReviewText(value: string): string;
