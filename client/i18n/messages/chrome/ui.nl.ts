import type { Translation } from "../types";
import type { ui as en } from "./ui.en";

/** Dutch shell strings the browser needs. */
export const ui: Translation<typeof en> = {
  "a11y.mainNavigation": "Hoofdnavigatie",
  "a11y.home": "Atelier Noord startpagina",

  "header.menu": "Menu",
  "header.openMenu": "Menu openen",
  "header.closeMenu": "Menu sluiten",
  "header.search": "Zoeken",
  "header.language": "Taal",
  "header.account": "Account",
  "header.wishlist": "Favorieten",
  "header.cart": "Winkeltas",
  "header.cartCount": "Winkeltas, {count} artikelen",

  "panel.close": "Sluiten",
  "panel.language.title": "Kies je taal",
  "panel.language.current": "Huidige taal",
  "panel.error.load": "Er is een fout opgetreden bij het laden van het onderdeel.",
  "panel.error.offline": "Het onderdeel kon niet worden geladen omdat er geen netwerkverbinding is.",
  "panel.error.retry": "Opnieuw proberen",
  "panel.unknown": "Controleer of het bijbehorende paneelonderdeel bestaat.",

  "menu.back": "Terug",
  "menu.all": "ALLE {name}",
  "menu.seeAll": "Bekijk alles",
  "menu.chooseLanguage": "Kies je taal",

  "tabbar.label": "Snelle navigatie",
  "tabbar.home": "Home",
  "tabbar.search": "Zoeken",
  "tabbar.wishlist": "Favorieten",
  "tabbar.account": "Account",
  "tabbar.cart": "Tas",

  "footer.language": "Taal: {language}",

  "notification.close": "Melding sluiten",
  "notification.ok": "OK",
  "notification.region": "Meldingen",

  "offline.badge": "Je bent offline. Sommige functies zijn mogelijk niet beschikbaar.",
  "offline.update": "Er is een nieuwe versie van de winkel klaar.",
  "offline.reload": "Opnieuw laden",
  "offline.order.title": "Offline bestellen",

  "loader.loading": "Bezig met laden…",

  "progress.label": "Pagina wordt geladen",

  "modal.close": "Sluiten",
  "modal.language.title": "Kies je taal",
  "modal.featureNotImplemented.title": "Binnenkort beschikbaar",
  "modal.featureNotImplemented.text": "Deze functie is nog niet beschikbaar. We werken eraan.",

  "form.required": "Dit veld is verplicht",
  "form.email": "Vul een geldig e-mailadres in",
  "form.optional": "optioneel",
  "form.nameTooShort": "Naam moet minstens 2 letters hebben",
  "form.zipTooShort": "Postcode moet minstens 2 tekens hebben",
  "form.zipInvalid": "De postcode is niet geldig",
  "form.houseNumberInvalid": "Het huisnummer is niet geldig",
  "form.phone": "Vul een geldig telefoonnummer in",
  "form.fixErrors": "Verbeter de fouten in het formulier",
  "form.shippingAddress": "Vul een geldig verzendadres in",
  "form.countryUnsupported": "We leveren niet in dit land",
  "sizeGuide.title": "Maattabel",
  "country.NL": "Nederland",
  "country.BE": "België",
  "country.DE": "Duitsland",
  "country.AT": "Oostenrijk",
  "country.LU": "Luxemburg",
};
