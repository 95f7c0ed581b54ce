/**
 * Recommendations' public face (issue 32.3): "Complete the look" for the product page's HTML, and
 * the API the cart page asks for "You may also like" and the recently viewed products.
 */
export { createRecommendationsApi } from "./routes";
export { compactShelf, completeTheLook, type TilePricing } from "./service";
