import type { Translation } from "../types";
import type { ui as en } from "./ui.en";

/** German strings of the order confirmation after payment (the CheckoutReturn island). */
export const ui: Translation<typeof en> = {
  "checkout.return.title": "Vielen Dank für deine Bestellung",
  "checkout.return.number": "Bestellnummer",
  "checkout.return.next": "So geht es weiter",
  "checkout.return.step1": "In wenigen Minuten erhältst du eine Bestätigung per E-Mail.",
  "checkout.return.step2": "Wir packen deine Bestellung mit Sorgfalt und versenden sie innerhalb von 1–2 Werktagen.",
  "checkout.return.step3": "Sobald sie unterwegs ist, bekommst du einen Link zur Sendungsverfolgung.",
  "checkout.return.collectStep2": "Wir legen deine Bestellung im gewählten Geschäft für dich zurück.",
  "checkout.return.collectStep3": "Hol sie ab dem oben genannten Zeitpunkt ab; zeig an der Kasse deine Bestellnummer.",
  "checkout.return.continue": "Weiter einkaufen",
  "checkout.return.pending": "Wir bestätigen deine Zahlung…",
  "checkout.return.pendingSlow": "Diese Seite aktualisiert sich selbst; du erhältst auch eine E-Mail.",
  "checkout.return.declinedTitle": "Deine Zahlung hat nicht geklappt",
  "checkout.return.declined":
    "Es wurde keine Bestellung aufgegeben und nichts abgebucht. Dein Warenkorb ist noch da: Versuche es erneut oder wähle eine andere Zahlungsart.",
  "checkout.return.back": "Zurück zur Kasse",
  "checkout.return.notFound": "Wir können diese Bestellung nicht finden.",
  "checkout.return.check": "Erneut prüfen",
};
