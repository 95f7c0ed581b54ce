import type { Translation } from "../types";
import type { ui as en } from "./ui.en";

/** German newsletter strings the browser needs. */
export const ui: Translation<typeof en> = {
  "newsletter.title": "Newsletter",
  "newsletter.intro":
    "Neue Kollektionen und Geschichten zuerst – und 10 % Rabatt auf Ihre nächste Bestellung bei Anmeldung.",
  "newsletter.email": "E-Mail-Adresse",
  "newsletter.submit": "Anmelden",
  "newsletter.sending": "Anmeldung läuft…",
  "newsletter.sent":
    "Vielen Dank! Bitte bestätigen Sie Ihre Anmeldung über den Link, den wir an Ihre E-Mail-Adresse gesendet haben. Danach erhalten Sie Ihren 10-%-Code.",
  "newsletter.failed": "Etwas ist schiefgelaufen, bitte versuchen Sie es erneut",
  "newsletter.privacy": "Sie können sich jederzeit über den Link in jeder E-Mail abmelden.",
  "newsletter.popup.title": "10 % auf Ihre nächste Bestellung",
  "newsletter.popup.text":
    "Melden Sie sich für den Newsletter von Atelier Noord an: neue Kollektionen zuerst sehen und einen Willkommenscode über 10 % erhalten.",
  "newsletter.popup.close": "Schließen",
  "newsletter.popup.noThanks": "Nein, danke",
};
