import type { Translation } from "../types";
import type { page as en } from "./page.en";

/** German strings of the sandbox's hosted payment page, which only the server renders. */
export const page: Translation<typeof en> = {
  "payment.sandbox.title": "Testzahlung",
  "payment.sandbox.payTo": "Zahlung an {merchant}",
  "payment.sandbox.testMode": "Testmodus",
  "payment.sandbox.testModeText":
    "Dies ist die Testzahlungsseite des Shops. Es wird kein Geld bewegt und es werden keine Kartendaten abgefragt.",
  "payment.sandbox.order": "Bestellung",
  "payment.sandbox.description": "Beschreibung",
  "payment.sandbox.method": "Zahlungsart",
  "payment.sandbox.reference": "Zahlungsreferenz",
  "payment.sandbox.chooseTitle": "Ergebnis wählen",
  "payment.sandbox.chooseText":
    "Jede Schaltfläche sendet dem Shop eine signierte Zahlungsbenachrichtigung, wie es ein echter Zahlungsanbieter tut, und bringt dich danach zurück zum Shop.",
  "payment.sandbox.approve": "Zahlung bestätigen",
  "payment.sandbox.decline": "Zahlung ablehnen",
  "payment.sandbox.cancel": "Zahlung abbrechen",
  "payment.sandbox.approvalsOff":
    "Testzahlungen können in diesem Shop nicht bestätigt werden. Lehne die Zahlung ab oder brich sie ab und bezahle deine Bestellung auf andere Weise.",
  "payment.sandbox.deliveryFailed":
    "Der Shop hat die Zahlungsbenachrichtigung nicht angenommen (Status {status}). Es hat sich nichts geändert; bitte versuche es erneut.",
  "payment.sandbox.expiredTitle": "Diese Zahlung ist abgelaufen",
  "payment.sandbox.expiredText":
    "Eine Zahlung muss innerhalb von {minutes} Minuten abgeschlossen werden. Kehre zum Shop zurück, um deine Bestellung erneut zu bezahlen.",
  "payment.sandbox.backToShop": "Zurück zum Shop",
};
