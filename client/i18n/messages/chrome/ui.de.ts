import type { Translation } from "../types";
import type { ui as en } from "./ui.en";

/** German shell strings the browser needs. */
export const ui: Translation<typeof en> = {
  "a11y.mainNavigation": "Hauptnavigation",
  "a11y.home": "Atelier Noord Startseite",

  "header.menu": "Menü",
  "header.openMenu": "Menü öffnen",
  "header.closeMenu": "Menü schließen",
  "header.search": "Suche",
  "header.language": "Sprache",
  "header.account": "Konto",
  "header.wishlist": "Favoriten",
  "header.cart": "Warenkorb",
  "header.cartCount": "Warenkorb, {count} Artikel",

  "panel.close": "Schließen",
  "panel.language.title": "Wähle deine Sprache",
  "panel.language.current": "Aktuelle Sprache",
  "panel.error.load": "Beim Laden der Komponente ist ein Fehler aufgetreten.",
  "panel.error.offline": "Die Komponente konnte mangels Netzwerkverbindung nicht geladen werden.",
  "panel.error.retry": "Erneut versuchen",
  "panel.unknown": "Bitte stelle sicher, dass die zugehörige Panel-Komponente vorhanden ist.",

  "menu.back": "Zurück",
  "menu.all": "ALLE {name}",
  "menu.seeAll": "Alle ansehen",
  "menu.chooseLanguage": "Wähle deine Sprache",

  "tabbar.label": "Schnellnavigation",
  "tabbar.home": "Start",
  "tabbar.search": "Suche",
  "tabbar.wishlist": "Favoriten",
  "tabbar.account": "Konto",
  "tabbar.cart": "Warenkorb",

  "footer.language": "Sprache: {language}",

  "notification.close": "Benachrichtigung schließen",
  "notification.ok": "OK",
  "notification.region": "Benachrichtigungen",

  "offline.badge": "Du bist offline. Einige Funktionen sind möglicherweise nicht verfügbar.",
  "offline.update": "Eine neue Version des Shops ist bereit.",
  "offline.reload": "Neu laden",
  "offline.order.title": "Offline bestellen",

  "loader.loading": "Wird geladen…",

  "progress.label": "Seite wird geladen",

  "modal.close": "Schließen",
  "modal.language.title": "Wähle deine Sprache",
  "modal.featureNotImplemented.title": "Demnächst verfügbar",
  "modal.featureNotImplemented.text": "Diese Funktion ist noch nicht verfügbar. Wir arbeiten daran.",

  "form.required": "Dieses Feld ist erforderlich",
  "form.email": "Bitte gib eine gültige E-Mail-Adresse an",
  "form.optional": "optional",
  "form.nameTooShort": "Der Name muss mindestens 2 Buchstaben haben",
  "form.zipTooShort": "Die Postleitzahl muss mindestens 2 Zeichen haben",
  "form.zipInvalid": "Die Postleitzahl ist nicht gültig",
  "form.houseNumberInvalid": "Die Hausnummer ist nicht gültig",
  "form.phone": "Bitte gib eine gültige Telefonnummer an",
  "form.fixErrors": "Bitte korrigiere die Eingabefehler",
  "form.shippingAddress": "Bitte gib eine gültige Lieferadresse an",
  "form.countryUnsupported": "In dieses Land liefern wir nicht",
  "sizeGuide.title": "Größentabelle",
  "country.NL": "Niederlande",
  "country.BE": "Belgien",
  "country.DE": "Deutschland",
  "country.AT": "Österreich",
  "country.LU": "Luxemburg",
};
