import type { Translation } from "../types";
import type { ui as en } from "./ui.en";

/** German content (CMS) strings for the browser. */
export const ui: Translation<typeof en> = {
  "contact.name": "Ihr Name",
  "contact.email": "E-Mail-Adresse",
  "contact.subject": "Betreff",
  "contact.message": "Ihre Nachricht",
  "contact.send": "Nachricht senden",
  "contact.sending": "Wird gesendet…",
  "contact.sent": "Vielen Dank. Wir haben Ihre Nachricht erhalten und antworten innerhalb eines Werktags.",
  "contact.failed":
    "Ihre Nachricht konnte nicht gesendet werden. Bitte versuchen Sie es erneut oder schreiben Sie uns eine E-Mail.",
  "contact.tooFast": "Das ging schnell. Bitte warten Sie einige Sekunden und senden Sie Ihre Nachricht erneut.",
  "contact.tokenUsed": "Diese Nachricht wurde bereits gesendet.",
  "contact.required": "Pflichtfeld",
  "contact.invalidEmail": "Bitte geben Sie eine gültige E-Mail-Adresse ein",
};
