import type { Translation } from "../types";
import type { ui as en } from "./ui.en";

/** German system strings the browser needs. */
export const ui: Translation<typeof en> = {
  "styleguide.notify.success": "Erfolgsmeldung anzeigen",
  "styleguide.notify.danger": "Fehlermeldung anzeigen",
  "styleguide.notify.successText": "Das Produkt wurde in den Warenkorb gelegt!",
  "styleguide.notify.dangerText": "Etwas ist schiefgelaufen",
  "styleguide.loader": "Ladeanzeige 2 Sekunden zeigen",
  "styleguide.modal": "Dialog öffnen",
};
