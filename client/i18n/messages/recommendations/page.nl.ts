import type { Translation } from "../types";
import type { page as en } from "./page.en";

/** Dutch recommendation strings (issue 32.3). */
export const page: Translation<typeof en> = {
  "recs.completeTheLook": "Maak de look compleet",
  "recs.youMayAlsoLike": "Misschien ook iets voor jou",
  "recs.zoom": "Vergroot afbeelding",
  "recs.recentlyViewed": "Onlangs bekeken",
};
