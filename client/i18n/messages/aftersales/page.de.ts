import type { Translation } from "../types";
import type { page as en } from "./page.en";

/** Deutsche Texte für den Kundenservice nach dem Kauf (Bestellung finden, Sendungsverfolgung, Retouren, E-Mails). */
export const page: Translation<typeof en> = {
  "aftersales.lookup.title": "Bestellung finden",
  "aftersales.lookup.intro":
    "Ohne Kundenkonto bestellt? Gib deine Bestellnummer und die E-Mail-Adresse deiner Bestellung ein, um dein Paket zu verfolgen oder etwas zurückzusenden.",
  "aftersales.lookup.orderNumber": "Bestellnummer",
  "aftersales.lookup.email": "E-Mail-Adresse",
  "aftersales.lookup.submit": "Bestellung finden",
  "aftersales.lookup.notFound": "Wir finden keine Bestellung mit dieser Bestellnummer und E-Mail-Adresse.",
  "aftersales.lookup.tooMany": "Zu viele Versuche. Bitte warte {minutes} Minuten und versuche es erneut.",
  "aftersales.lookup.unavailable": "Bestellungen können gerade nicht gesucht werden. Bitte versuche es später erneut.",
  "aftersales.lookup.expired": "Deine Suche ist abgelaufen. Bitte suche deine Bestellung erneut.",
  "aftersales.lookup.orderTitle": "Bestellung {number}",
  "aftersales.lookup.again": "Eine andere Bestellung finden",
  "aftersales.tracking.title": "Lieferung",
  "aftersales.tracking.shipped": "Versendet mit {carrier} am {date}",
  "aftersales.tracking.delivered": "Zugestellt am {date}",
  "aftersales.tracking.number": "Sendungsnummer",
  "aftersales.tracking.link": "Sendung bei {carrier} verfolgen",
  "aftersales.returns.title": "Rücksendung",
  "aftersales.returns.intro":
    "Rücksendungen sind innerhalb von 30 Tagen kostenlos. Du kannst Artikel dieser Bestellung bis zum {date} zurücksenden.",
  "aftersales.returns.notShipped": "Du kannst eine Rücksendung anmelden, sobald deine Bestellung versendet ist.",
  "aftersales.returns.closed": "Die 30-tägige Rückgabefrist für diese Bestellung endete am {date}.",
  "aftersales.returns.nothingLeft": "Alle Artikel dieser Bestellung werden bereits zurückgesendet.",
  "aftersales.returns.legend": "Welche Artikel sendest du zurück?",
  "aftersales.returns.qty": "Anzahl {name} zur Rücksendung",
  "aftersales.returns.of": "von {qty}",
  "aftersales.returns.reason": "Grund der Rücksendung",
  "aftersales.returns.chooseReason": "Grund wählen",
  "aftersales.returns.reason.too_small": "Zu klein",
  "aftersales.returns.reason.too_large": "Zu groß",
  "aftersales.returns.reason.not_as_pictured": "Anders als abgebildet",
  "aftersales.returns.reason.damaged": "Beschädigt oder defekt",
  "aftersales.returns.reason.wrong_item": "Falschen Artikel erhalten",
  "aftersales.returns.reason.changed_mind": "Gefällt mir doch nicht",
  "aftersales.returns.submit": "Rücksendung anmelden",
  "aftersales.returns.created":
    "Deine Rücksendung {number} ist angemeldet. Die Anleitung haben wir an deine E-Mail-Adresse geschickt.",
  "aftersales.returns.list": "Deine Rücksendungen",
  "aftersales.returns.number": "Rücksendung {number}",
  "aftersales.returns.status.requested": "Angemeldet",
  "aftersales.returns.status.received": "Eingegangen",
  "aftersales.returns.status.refunded": "Erstattet",
  "aftersales.returns.noLines": "Wähle mindestens einen Artikel zur Rücksendung.",
  "aftersales.returns.noReason": "Wähle einen Grund für deine Rücksendung.",
  "aftersales.returns.tooMany": "Du kannst nicht mehr Artikel zurücksenden, als du bestellt hast.",
  "aftersales.returns.already": "Für diese Artikel ist bereits eine Rücksendung angemeldet.",
  "aftersales.returns.window": "Die 30-tägige Rückgabefrist für diese Bestellung ist abgelaufen.",
  "aftersales.returns.unknownOrder": "Wir finden diese Bestellung nicht.",
  "mail.aftersales.shipped.subject": "Deine Bestellung {number} ist unterwegs",
  "mail.aftersales.shipped.body":
    "Gute Nachricht: Deine Bestellung {number} hat unser Atelier verlassen und ist mit {carrier} unterwegs.",
  "mail.aftersales.shipped.tracking": "Sendungsnummer: {code}",
  "mail.aftersales.shipped.button": "Sendung verfolgen",
  "mail.aftersales.requested.subject": "Rücksendung {number} angemeldet",
  "mail.aftersales.requested.body":
    "Wir haben deine Rücksendung {number} für Bestellung {order} erhalten. Verpacke die Artikel unten, schreibe die Rücksendenummer auf das Paket und gib es innerhalb von 14 Tagen ab; die Rücksendung ist kostenlos.",
  "mail.aftersales.received.subject": "Rücksendung {number} eingegangen",
  "mail.aftersales.received.body":
    "Deine Rücksendung {number} für Bestellung {order} ist in unserem Atelier angekommen. Wir erstatten dir den Betrag in Kürze.",
  "mail.aftersales.refunded.subject": "Rücksendung {number} erstattet",
  "mail.aftersales.refunded.body":
    "Wir haben deine Rücksendung {number} für Bestellung {order} erstattet. Je nach Bank ist der Betrag in wenigen Werktagen auf deinem Konto.",
  "mail.aftersales.signoff": "Viele Grüße, Atelier Noord",
};
