import type { Translation } from "../types";
import type { page as en } from "./page.en";

/** Deutsche Texte der Verfügbarkeitsbenachrichtigung, die der Server zeigt. */
export const page: Translation<typeof en> = {
  "stockAlert.active": "Wir schicken dir eine E-Mail, sobald der Artikel wieder da ist.",
  "stockAlert.checkInbox":
    "Fast geschafft: Bitte bestätige über den Link, den wir dir gemailt haben. Dann sagen wir dir Bescheid, sobald der Artikel wieder da ist.",
  "stockAlert.inStock": "Diese Größe ist vorrätig: Du kannst sie jetzt in den Warenkorb legen.",
  "stockAlert.chooseSize": "Bitte wähle zuerst eine Größe.",
  "stockAlert.unknownProduct": "Dieses Produkt gibt es nicht.",
  "stockAlert.emailRequired": "Bitte gib deine E-Mail-Adresse ein.",
  "stockAlert.tooMany": "Zu viele Anfragen. Bitte versuche es später erneut.",
  "stockAlert.noSize": "Einheitsgröße",
  "stockAlert.unknownSku": "Kein Bestand für Artikel {sku}.",
  "stockAlert.page.title": "Verfügbarkeitsbenachrichtigung",
  "stockAlert.page.confirmHeading": "Benachrichtigung bestätigen",
  "stockAlert.page.confirmIntro":
    "Bestätige, dass wir {email} einmal schreiben dürfen, sobald {product} in Größe {size} wieder vorrätig ist.",
  "stockAlert.page.confirmButton": "Benachrichtigung bestätigen",
  "stockAlert.page.confirmedHeading": "Deine Benachrichtigung ist aktiv",
  "stockAlert.page.confirmedText": "Wir schreiben dir einmal, sobald {product} in Größe {size} wieder vorrätig ist.",
  "stockAlert.page.unsubscribeHeading": "Benachrichtigungen beenden",
  "stockAlert.page.unsubscribeIntro": "Alle Verfügbarkeitsbenachrichtigungen für {email} beenden?",
  "stockAlert.page.unsubscribeButton": "Benachrichtigungen beenden",
  "stockAlert.page.unsubscribedHeading": "Benachrichtigungen beendet",
  "stockAlert.page.unsubscribedText": "Du erhältst keine Verfügbarkeits-E-Mails mehr von uns.",
  "stockAlert.page.invalidHeading": "Dieser Link funktioniert nicht",
  "stockAlert.page.invalidText": "Dieser Link ist ungültig, abgelaufen oder wurde schon verwendet.",
  "stockAlert.page.continue": "Weiter einkaufen",
  "stockAlert.page.viewProduct": "Zum Produkt",
  "mail.stockAlert.confirm.subject": "Bestätige deine Verfügbarkeitsbenachrichtigung",
  "mail.stockAlert.confirm.intro":
    "Du möchtest erfahren, wann {product} in Größe {size} wieder vorrätig ist. Bitte bestätige, dass wir dir schreiben dürfen.",
  "mail.stockAlert.confirm.cta": "Benachrichtigung bestätigen",
  "mail.stockAlert.confirm.ignore":
    "Dieser Link gilt 48 Stunden. Nicht von dir angefordert? Dann ignoriere diese E-Mail: Es wird nichts verschickt.",
  "mail.stockAlert.back.subject": "Wieder da: {product}",
  "mail.stockAlert.back.intro": "Gute Nachricht: {product} in Größe {size} ist wieder vorrätig.",
  "mail.stockAlert.back.cta": "Jetzt ansehen",
  "mail.stockAlert.back.note": "Der Bestand ist begrenzt, und dies ist die einzige E-Mail, die wir dazu senden.",
  "mail.stockAlert.signoff": "Atelier Noord",
  "mail.stockAlert.unsubscribe": "Keine Verfügbarkeits-E-Mails mehr? {url}",
  "mail.stockAlert.unsubscribeLink": "Verfügbarkeits-E-Mails beenden",
};
