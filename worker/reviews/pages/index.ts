/**
 * The reviews' page: the moderation screen (it renders, so it stays out of the face scripts load).
 */
export { registerReviewPages } from "./moderation";
