import type { Translation } from "../types";
import type { page as en } from "./page.en";

/** Dutch home page strings only the server renders. */
export const page: Translation<typeof en> = {
  "home.title": "Nieuw seizoen, stille luxe",
  "home.hero.eyebrow": "Herfst / winter collectie",
  "home.hero.title": "Gemaakt voor de lange duur",
  "home.hero.text":
    "Wollen jassen, zachte truien en getailleerde pantalons, ontworpen in Amsterdam om jarenlang te dragen.",
  "home.hero.ctaWomen": "Shop dames",
  "home.hero.ctaMen": "Shop heren",
  "home.categories.title": "Shop per categorie",
  "home.story.title": "Minder, maar beter",
  "home.story.text":
    "We ontwerpen in kleine series, kiezen natuurlijke vezels en werken met familieateliers in Portugal en Italië. Daarom gaan onze kleren langer mee en voelen ze bij elke keer dragen beter.",
  "home.story.cta": "Ontdek de collectie",
};
