import type { Translation } from "../types";
import type { page as en } from "./page.en";

/** German system strings only the server renders. */
export const page: Translation<typeof en> = {
  "error.notFound.title": "Seite nicht gefunden",
  "error.notFound.text":
    "Wir können die gesuchte Seite nicht finden. Vielleicht wurde sie verschoben oder existiert nicht mehr.",
  "error.server.title": "Etwas ist schiefgelaufen",
  "error.server.text": "Etwas ist schiefgelaufen, bitte versuche es erneut",
  "error.badRequest.title": "Diese Adresse kann nicht gelesen werden",
  "error.badRequest.text":
    "Der Link enthält Zeichen, die wir nicht verstehen. Bitte prüfe die Adresse und versuche es erneut.",
  "error.backHome": "Zurück zur Startseite",
  "error.code": "Fehler {code}",

  "maintenance.title": "Wir sind gleich zurück",
  "maintenance.text": "Unser Shop ist wegen Wartungsarbeiten kurz geschlossen. Bitte versuche es in Kürze erneut.",
  "maintenance.retry": "Erneut versuchen",

  "styleguide.title": "Styleguide",
  "styleguide.intro": "Die Bausteine des Atelier Noord Shops: Farben, Typografie, Abstände und Komponenten.",
  "styleguide.colours": "Farben",
  "styleguide.typography": "Typografie",
  "styleguide.spacing": "Abstände",
  "styleguide.buttons": "Buttons",
  "styleguide.inputs": "Eingabefelder",
  "styleguide.prices": "Preise",
  "styleguide.accordion": "Akkordeon",
  "styleguide.badges": "Labels",
  "styleguide.feedback": "Benachrichtigungen, Ladeanzeige und Dialog",
  "styleguide.primary": "Primär",
  "styleguide.secondary": "Sekundär",
  "styleguide.tertiary": "Tertiär",
  "styleguide.disabled": "Deaktiviert",
  "styleguide.sampleHeading": "Wollmantel mit Schalkragen",
  "styleguide.sampleBody":
    "Ein lässiger Mantel aus recycelter Wolle mit weichem Schalkragen, aufgesetzten Taschen und halbem Futter. Weit genug für einen dicken Pullover darunter.",
  "styleguide.emailLabel": "E-Mail-Adresse",
  "styleguide.nameLabel": "Vorname",
  "styleguide.noteLabel": "Anmerkung",
  "styleguide.accordion.care": "Material und Pflege",
  "styleguide.accordion.careText":
    "80 % recycelte Wolle, 20 % Polyamid. Nur chemisch reinigen. Nach dem Tragen auslüften.",
  "styleguide.accordion.delivery": "Lieferung und Rücksendung",
  "styleguide.accordion.deliveryText": "Lieferung in 1–3 Werktagen. Kostenlose Rücksendung innerhalb von 30 Tagen.",
};
