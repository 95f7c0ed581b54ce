import type { Translation } from "../types";
import type { ui as en } from "./ui.en";

/** German strings of the back-in-stock form. */
export const ui: Translation<typeof en> = {
  "stockAlert.title": "Benachrichtigen, wenn wieder verfügbar",
  "stockAlert.intro": "Größe {size} ist ausverkauft. Wir schicken dir eine E-Mail, sobald sie wieder da ist.",
  "stockAlert.email": "E-Mail-Adresse",
  "stockAlert.submit": "Benachrichtigen",
  "stockAlert.submitAs": "An {email} senden",
  "stockAlert.sending": "Wird gesendet…",
  "stockAlert.close": "Schließen",
  "stockAlert.privacy": "Wir nutzen deine Adresse nur für diese eine E-Mail.",
  "stockAlert.failed": "Das hat nicht geklappt. Bitte versuche es erneut.",
};
