import type { ConsentStrings } from "../../../components/consent/consent-strings";

/** Die Wörter des Einwilligungsbanners auf Deutsch. */
export const banner: ConsentStrings = {
  title: "Ihre Privatsphäre, Ihre Wahl",
  text: "Mit Ihrer Erlaubnis messen wir, wie der Shop genutzt wird, und zeigen Ihnen passende Angebote. Bevor Sie wählen, wird nichts gemessen oder weitergegeben, und Sie können Ihre Wahl jederzeit unter „Cookie-Einstellungen“ am Ende jeder Seite ändern.",
  accept: "Alle akzeptieren",
  reject: "Alle ablehnen",
  choose: "Nach Zweck wählen",
  save: "Meine Auswahl speichern",
  purposes: "Zwecke",
  necessary: "Notwendig",
  necessaryText: "Ihr Warenkorb, die Anmeldung und die Kasse; es wird nichts weitergegeben.",
  preferences: "Präferenzen",
  preferencesText: "Einstellungen wie Ihre Sprache merken, um den Shop persönlicher zu machen.",
  statistics: "Statistik",
  statisticsText: "Anonyme Messungen von Besuchen und Käufen, damit wir den Shop verbessern können.",
  marketing: "Marketing",
  marketingText: "Unsere Kampagnen messen und Ihnen auf anderen Websites passende Angebote zeigen.",
  alwaysOn: "Immer aktiv",
  saved: "Ihre Auswahl wurde gespeichert.",
};
