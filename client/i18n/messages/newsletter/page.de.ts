import { popup } from "./popup.de";

import type { Translation } from "../types";
import type { page as en } from "./page.en";

/** German newsletter strings (the shop says "du", like its other German strings). */
export const page: Translation<typeof en> = {
  "newsletter.title": popup.eyebrow,
  "newsletter.intro": "Neue Kollektionen und Geschichten zuerst – und 10 % Rabatt auf deine nächste Bestellung.",
  "newsletter.email": popup.email,
  "newsletter.submit": popup.submit,
  "newsletter.sending": popup.sending,
  "newsletter.sent": popup.sent,
  "newsletter.failed": popup.failed,
  "newsletter.tooMany": "Zu viele Anmeldungen von deiner Verbindung. Bitte versuche es später erneut.",
  "newsletter.privacy": popup.privacy,
  "newsletter.popup.title": popup.title,
  "newsletter.popup.text": popup.text,
  "newsletter.popup.close": popup.close,
  "newsletter.popup.noThanks": popup.noThanks,
  "newsletter.page.title": "Unser Newsletter",
  "newsletter.page.sent": "Schau in dein Postfach",
  "newsletter.confirm.title": "Deine Anmeldung ist bestätigt",
  "newsletter.confirm.coupon": "Dein Willkommenscode über 10 %",
  "newsletter.confirm.couponHint":
    "Wir haben ihn dir auch per E-Mail geschickt. Gib ihn im Warenkorb ein; er ist einmal gültig.",
  "newsletter.confirm.again": "Willkommen zurück! Du bist wieder für unseren Newsletter angemeldet.",
  "newsletter.link.title": "Dieser Link kann nicht verwendet werden",
  "newsletter.link.invalid": "Dieser Link ist ungültig oder wurde bereits verwendet.",
  "newsletter.link.expired":
    "Dieser Link ist abgelaufen. Melde dich bitte erneut an, dann schicken wir dir einen neuen.",
  "newsletter.unsubscribe.title": "Vom Newsletter abmelden",
  "newsletter.unsubscribe.question": "Möchtest du unseren Newsletter an {email} nicht mehr erhalten?",
  "newsletter.unsubscribe.submit": "Abmelden",
  "newsletter.unsubscribe.done": "Du wurdest abgemeldet. Du erhältst unseren Newsletter nicht mehr.",
  "newsletter.unsubscribe.notSubscribed": "Du bist nicht für den Newsletter angemeldet.",
  "newsletter.continue": "Weiter einkaufen",

  "mail.newsletter.confirm.subject": "Bitte bestätige deine Newsletter-Anmeldung",
  "mail.newsletter.confirm.intro":
    "Danke für deine Anmeldung zum Newsletter von Atelier Noord. Bitte bestätige deine E-Mail-Adresse; danach schicken wir dir deinen Willkommenscode über 10 %.",
  "mail.newsletter.confirm.cta": "Anmeldung bestätigen",
  "mail.newsletter.confirm.validity": "Der Link ist 48 Stunden gültig und kann einmal verwendet werden.",
  "mail.newsletter.confirm.ignore":
    "Du hast dich nicht angemeldet? Dann ignoriere diese E-Mail: Ohne deine Bestätigung erhältst du unseren Newsletter nicht.",
  "mail.newsletter.welcome.subject": "Dein Willkommenscode über 10 %",
  "mail.newsletter.welcome.intro":
    "Willkommen! Deine Anmeldung ist bestätigt. Das ist dein Code über 10 % auf deine nächste Bestellung:",
  "mail.newsletter.welcome.howto": "Gib den Code im Warenkorb ein. Er ist einmal gültig.",
  "mail.newsletter.welcomeBack.subject": "Du bist wieder angemeldet",
  "mail.newsletter.welcomeBack.intro": "Willkommen zurück! Deine Anmeldung zu unserem Newsletter ist erneut bestätigt.",
  "mail.newsletter.already.subject": "Du bist bereits angemeldet",
  "mail.newsletter.already.intro":
    "Jemand, wahrscheinlich du, wollte diese Adresse für unseren Newsletter anmelden. Du bist bereits angemeldet, es ändert sich also nichts.",
  "mail.newsletter.unsubscribe": "Du möchtest unseren Newsletter nicht mehr erhalten? Hier abmelden: {url}",
  "mail.newsletter.unsubscribeLink": "Abmelden",
  "mail.newsletter.signoff": "Herzliche Grüße, Atelier Noord",
};
