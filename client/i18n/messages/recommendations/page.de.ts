import type { Translation } from "../types";
import type { page as en } from "./page.en";

/** German recommendation strings (issue 32.3). */
export const page: Translation<typeof en> = {
  "recs.completeTheLook": "Komplettiere den Look",
  "recs.youMayAlsoLike": "Das könnte dir auch gefallen",
  "recs.zoom": "Bild vergrößern",
  "recs.recentlyViewed": "Zuletzt angesehen",
};
