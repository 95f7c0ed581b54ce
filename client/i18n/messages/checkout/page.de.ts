import type { Translation } from "../types";
import type { page as en } from "./page.en";

/** German checkout strings only the server renders. */
export const page: Translation<typeof en> = {
  "checkout.title": "Kasse",
  "checkout.backToBag": "Zurück zum Warenkorb",
  "checkout.secure": "Sicher bezahlen",
  "checkout.noscript": "Die Kasse benötigt JavaScript. Bitte aktiviere es oder kehre zu deinem Warenkorb zurück.",
  "checkout.shipping.carrier": "DHL Paket",
  "checkout.shipping.home": "Lieferung nach Hause",
  "checkout.shipping.servicePoint": "Abholung in einer DHL Filiale oder Packstation",
  "checkout.shipping.email": "Lieferung per E-Mail",
  "checkout.payment.free": "Keine Zahlung nötig",
  "checkout.payment.bankTransfer": "Überweisung",
  "checkout.payment.cashOnDelivery": "Nachnahme",
  "checkout.totals.subtotal": "Zwischensumme",
  "checkout.totals.discount": "Rabatt ({code})",
  "checkout.totals.shipping": "Versand",
  "checkout.totals.tax": "Inkl. MwSt.",
  "checkout.totals.giftCard": "Geschenkkarte",
  "checkout.totals.loyalty": "Treuepunkte ({points})",
  "checkout.points.customersOnly": "Melde dich an, um mit deinen Treuepunkten zu bezahlen",
  "checkout.totals.grandTotal": "Gesamt",
  "order.unavailable": "Einige der bestellten Produkte sind nicht verfügbar!",
  "order.cartChanged":
    "Dein Warenkorb hat sich während des Bezahlens geändert. Bitte prüfe ihn und versuche es erneut.",
  "order.servicePointRequired": "Wähle eine Abholstelle für die Lieferung",
  "order.paymentUnavailable": "Diese Zahlungsart ist für deine Bestellung nicht verfügbar",
  "order.notFound": "Die Bestellung kann nicht abgerufen werden",
  "order.notPayable": "Diese Bestellung kann nicht (mehr) bezahlt werden",
  "order.paymentUnavailableNow": "Bezahlen ist gerade nicht möglich, bitte versuche es gleich noch einmal",
  "mail.order.subject": "Deine Bestellung {number} bei Atelier Noord",
  "mail.order.greeting": "Hallo {name},",
  "mail.order.intro":
    "Vielen Dank für deine Bestellung. Wir packen sie mit Sorgfalt und sagen dir Bescheid, sobald sie unterwegs ist.",
  "mail.order.number": "Bestellnummer",
  "mail.order.items": "Deine Artikel",
  "mail.order.delivery": "Lieferadresse",
  "mail.order.payment": "Zahlung",
  "mail.order.returns": "Kostenlose Rücksendung innerhalb von 30 Tagen.",
  "mail.order.signoff": "Viele Grüße, Atelier Noord",
};
