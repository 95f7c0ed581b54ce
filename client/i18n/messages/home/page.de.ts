import type { Translation } from "../types";
import type { page as en } from "./page.en";

/** German home page strings only the server renders. */
export const page: Translation<typeof en> = {
  "home.title": "Neue Saison, stiller Luxus",
  "home.hero.eyebrow": "Herbst / Winter Kollektion",
  "home.hero.title": "Gemacht für lange Zeit",
  "home.hero.text":
    "Wollmäntel, weiche Strickteile und tailliert geschnittene Hosen, entworfen in Amsterdam, um jahrelang getragen zu werden.",
  "home.hero.ctaWomen": "Damen entdecken",
  "home.hero.ctaMen": "Herren entdecken",
  "home.categories.title": "Nach Kategorie shoppen",
  "home.story.title": "Weniger, aber besser",
  "home.story.text":
    "Wir entwerfen in kleinen Serien, wählen Naturfasern und arbeiten mit Familienateliers in Portugal und Italien. Deshalb halten unsere Kleider länger und fühlen sich mit jedem Tragen besser an.",
  "home.story.cta": "Kollektion entdecken",
};
