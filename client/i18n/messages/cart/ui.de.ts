import type { Translation } from "../types";
import type { ui as en } from "./ui.en";

/** German microcart strings the browser needs. */
export const ui: Translation<typeof en> = {
  "panel.microcart.title": "Warenkorb",

  "cart.empty.title": "Dein Warenkorb ist leer",
  "cart.empty.text": "Entdecke die neue Kollektion und finde dein nächstes Lieblingsstück.",
  "cart.empty.cta": "Weiter einkaufen",
};
