import type { Translation } from "../types";
import type { ui as en } from "./ui.en";

/** Dutch microcart strings the browser needs. */
export const ui: Translation<typeof en> = {
  "panel.microcart.title": "Winkeltas",

  "cart.empty.title": "Je winkeltas is leeg",
  "cart.empty.text": "Ontdek de nieuwe collectie en vind je volgende favoriete item.",
  "cart.empty.cta": "Verder winkelen",
};
