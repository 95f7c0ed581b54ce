import type { UiMessages } from "./ui.en";

/** Dutch strings the browser needs. */
export const uiNl: UiMessages = {
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
  "panel.search.title": "Zoeken",
  "panel.search.label": "Zoek in de winkel",
  "panel.search.placeholder": "Waar ben je naar op zoek?",
  "panel.search.minChars": "Typ minstens {count} tekens om te zoeken.",
  "panel.microcart.title": "Winkeltas",
  "panel.error.load": "Er is een fout opgetreden bij het laden van het onderdeel.",
  "panel.error.offline": "Het onderdeel kon niet worden geladen omdat er geen netwerkverbinding is.",
  "panel.error.retry": "Opnieuw proberen",
  "panel.unknown": "Controleer of het bijbehorende paneelonderdeel bestaat.",

  "cart.empty.title": "Je winkeltas is leeg",
  "cart.empty.text": "Ontdek de nieuwe collectie en vind je volgende favoriete item.",
  "cart.empty.cta": "Verder winkelen",

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

  "loader.loading": "Bezig met laden…",

  "progress.label": "Pagina wordt geladen",

  "modal.close": "Sluiten",
  "modal.language.title": "Kies je taal",
  "modal.featureNotImplemented.title": "Binnenkort beschikbaar",
  "modal.featureNotImplemented.text": "Deze functie is nog niet beschikbaar. We werken eraan.",

  "price.regular": "Normale prijs",
  "price.special": "Actieprijs",
  "price.from": "Vanaf",
  "price.inclTax": "incl. btw",
  "price.discount": "-{percent}%",

  "form.required": "Dit veld is verplicht",
  "form.email": "Vul een geldig e-mailadres in",
  "form.optional": "optioneel",

  "styleguide.notify.success": "Toon een succesmelding",
  "styleguide.notify.danger": "Toon een foutmelding",
  "styleguide.notify.successText": "Het product is aan je winkeltas toegevoegd!",
  "styleguide.notify.dangerText": "Er is iets misgegaan",
  "styleguide.loader": "Toon de lader 2 seconden",
  "styleguide.modal": "Open een venster",
};
