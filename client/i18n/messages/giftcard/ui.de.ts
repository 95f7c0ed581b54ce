import type { Translation } from "../types";
import type { ui as en } from "./ui.en";

/** German gift card strings. */
export const ui: Translation<typeof en> = {
  "giftcard.label": "Code deiner Geschenkkarte",
  "giftcard.hint": "Den Code findest du auf der Rückseite der Karte oder in der E-Mail, mit der sie kam.",
  "giftcard.check": "Guthaben prüfen",
  "giftcard.apply": "Einlösen",
  "giftcard.balance": "Auf dieser Karte sind {amount}.",
  "giftcard.applied": "Die Geschenkkarte mit der Endung {last} zahlt {amount} dieser Bestellung.",
  "giftcard.rest": "Den Rest, {amount}, zahlst du im nächsten Schritt.",
  "giftcard.covered": "Die Karte deckt die ganze Bestellung: keine Zahlung nötig.",
  "giftcard.remove": "Entfernen",
  "giftcard.removeLabel": "Geschenkkarte mit der Endung {last} entfernen",
  "giftcard.removed": "Die Geschenkkarte wurde entfernt.",
  "giftcard.failed": "Das hat nicht geklappt. Bitte versuche es noch einmal.",
};
