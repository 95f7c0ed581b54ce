import type { PopupStrings } from "../../../components/newsletter/popup-strings";

/**
 * The newsletter pop-up's words in German: the one source of these strings. The pop-up fetches
 * this module with its dialog (not a page-string module: those never ship as JavaScript), and the
 * newsletter's page strings (page.de.ts) take the same words from it.
 */
export const popup: PopupStrings = {
  eyebrow: "Newsletter abonnieren",
  title: "10 % auf deine nächste Bestellung",
  text: "Melde dich für den Newsletter von Atelier Noord an: Entdecke neue Kollektionen zuerst und erhalte einen Willkommenscode über 10 %.",
  close: "Schließen",
  noThanks: "Nein, danke",
  email: "E-Mail-Adresse",
  submit: "Anmelden",
  sending: "Anmeldung läuft…",
  sent: "Vielen Dank! Bitte bestätige deine Anmeldung über den Link, den wir an deine E-Mail-Adresse geschickt haben. Danach erhältst du deinen 10-%-Code.",
  failed: "Etwas ist schiefgelaufen, bitte versuche es erneut",
  privacy: "Du kannst dich jederzeit über den Link in jeder E-Mail abmelden.",
};
