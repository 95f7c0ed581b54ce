import type { Translation } from "../types";
import type { ui as en } from "./ui.en";

/** Dutch system strings the browser needs. */
export const ui: Translation<typeof en> = {
  "styleguide.notify.success": "Toon een succesmelding",
  "styleguide.notify.danger": "Toon een foutmelding",
  "styleguide.notify.successText": "Het product is aan je winkeltas toegevoegd!",
  "styleguide.notify.dangerText": "Er is iets misgegaan",
  "styleguide.loader": "Toon de lader 2 seconden",
  "styleguide.modal": "Open een venster",
};
