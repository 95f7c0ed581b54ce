/** English recommendation strings (issue 32.3): the product page's row and the cart's rows, rendered on the server. */
export const page = {
  "recs.completeTheLook": "Complete the look",
  "recs.youMayAlsoLike": "You may also like",
  "recs.zoom": "Enlarge image",
  "recs.recentlyViewed": "Recently viewed",
} as const;
