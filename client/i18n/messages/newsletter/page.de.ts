import type { Translation } from "../types";
import type { page as en } from "./page.en";

/** German newsletter strings only the server renders. */
export const page: Translation<typeof en> = {
  "newsletter.title": "Newsletter abonnieren",
  "newsletter.intro":
    "Neue Kollektionen und Geschichten zuerst – und 10 % Rabatt auf Ihre nächste Bestellung bei Anmeldung.",
  "newsletter.email": "E-Mail-Adresse",
  "newsletter.submit": "Anmelden",
  "newsletter.sending": "Anmeldung läuft…",
  "newsletter.sent":
    "Vielen Dank! Bitte bestätigen Sie Ihre Anmeldung über den Link, den wir an Ihre E-Mail-Adresse gesendet haben. Danach erhalten Sie Ihren 10-%-Code.",
  "newsletter.failed": "Etwas ist schiefgelaufen, bitte versuchen Sie es erneut",
  "newsletter.privacy": "Sie können sich jederzeit über den Link in jeder E-Mail abmelden.",
  "newsletter.popup.title": "10 % auf Ihre nächste Bestellung",
  "newsletter.popup.text":
    "Melden Sie sich für den Newsletter von Atelier Noord an: neue Kollektionen zuerst sehen und einen Willkommenscode über 10 % erhalten.",
  "newsletter.popup.close": "Schließen",
  "newsletter.popup.noThanks": "Nein, danke",

  "newsletter.page.title": "Unser Newsletter",
  "newsletter.page.sent": "Bitte prüfen Sie Ihr Postfach",
  "newsletter.confirm.title": "Ihre Anmeldung ist bestätigt",
  "newsletter.confirm.coupon": "Ihr Willkommenscode über 10 %",
  "newsletter.confirm.couponHint":
    "Wir haben ihn Ihnen auch per E-Mail geschickt. Geben Sie ihn im Warenkorb ein; er ist einmal gültig.",
  "newsletter.confirm.again": "Willkommen zurück! Sie sind wieder für unseren Newsletter angemeldet.",
  "newsletter.link.title": "Dieser Link kann nicht verwendet werden",
  "newsletter.link.invalid": "Dieser Link ist ungültig oder wurde bereits verwendet.",
  "newsletter.link.expired":
    "Dieser Link ist abgelaufen. Bitte melden Sie sich erneut an, dann senden wir Ihnen einen neuen.",
  "newsletter.unsubscribe.title": "Vom Newsletter abmelden",
  "newsletter.unsubscribe.question": "Möchten Sie unseren Newsletter an {email} nicht mehr erhalten?",
  "newsletter.unsubscribe.submit": "Abmelden",
  "newsletter.unsubscribe.done": "Sie wurden abgemeldet. Sie erhalten unseren Newsletter nicht mehr.",
  "newsletter.unsubscribe.notSubscribed": "Sie sind nicht für den Newsletter angemeldet.",
  "newsletter.continue": "Weiter einkaufen",

  "mail.newsletter.confirm.subject": "Bitte bestätigen Sie Ihre Newsletter-Anmeldung",
  "mail.newsletter.confirm.intro":
    "Vielen Dank für Ihre Anmeldung zum Newsletter von Atelier Noord. Bitte bestätigen Sie Ihre E-Mail-Adresse; danach senden wir Ihnen Ihren Willkommenscode über 10 %.",
  "mail.newsletter.confirm.cta": "Anmeldung bestätigen",
  "mail.newsletter.confirm.validity": "Der Link ist 48 Stunden gültig und kann einmal verwendet werden.",
  "mail.newsletter.confirm.ignore":
    "Sie haben sich nicht angemeldet? Dann ignorieren Sie diese E-Mail: Ohne Ihre Bestätigung erhalten Sie unseren Newsletter nicht.",
  "mail.newsletter.welcome.subject": "Ihr Willkommenscode über 10 %",
  "mail.newsletter.welcome.intro":
    "Willkommen! Ihre Anmeldung ist bestätigt. Dies ist Ihr Code über 10 % auf Ihre nächste Bestellung:",
  "mail.newsletter.welcome.howto": "Geben Sie den Code im Warenkorb ein. Er ist einmal gültig.",
  "mail.newsletter.welcomeBack.subject": "Sie sind wieder angemeldet",
  "mail.newsletter.welcomeBack.intro": "Willkommen zurück! Ihre Anmeldung zu unserem Newsletter ist erneut bestätigt.",
  "mail.newsletter.already.subject": "Sie sind bereits angemeldet",
  "mail.newsletter.already.intro":
    "Jemand, wahrscheinlich Sie, wollte diese Adresse für unseren Newsletter anmelden. Sie sind bereits angemeldet, es ändert sich also nichts.",
  "mail.newsletter.unsubscribe": "Sie möchten unseren Newsletter nicht mehr erhalten? Hier abmelden: {url}",
  "mail.newsletter.unsubscribeLink": "Abmelden",
  "mail.newsletter.signoff": "Herzliche Grüße, Atelier Noord",
};
