import type { Translation } from "../types";
import type { page as en } from "./page.en";

/** Dutch shell strings only the server renders. */
export const page: Translation<typeof en> = {
  "brand.tagline": "Nederlands ontwerp, gemaakt om lang te dragen",

  "meta.description":
    "Atelier Noord: eigentijdse dames- en herenmode en accessoires uit Amsterdam. Gratis retourneren binnen 30 dagen.",

  "a11y.skipToContent": "Direct naar de inhoud",
  "a11y.breadcrumbs": "Kruimelpad",

  "usp.label": "Onze beloftes",
  "usp.returns": "Gratis retourneren binnen 30 dagen",
  "usp.delivery": "Binnen 1–3 werkdagen in huis",
  "usp.service": "Persoonlijk advies van onze stylisten",

  "footer.shop": "Winkelen",
  "footer.service": "Klantenservice",
  "footer.about": "Atelier Noord",
  "footer.serviceHours": "Maandag t/m zaterdag, 9:00–18:00",
  "footer.servicePhone": "Bel +31 20 210 4500",
  "footer.serviceEmail": "Mail service@ateliernoord.nl",
  "footer.returns": "Gratis retourneren binnen 30 dagen",
  "footer.aboutText": "Eigentijdse kleding, ontworpen in Amsterdam en in kleine series gemaakt in Europa.",
  "footer.address": "Haarlemmerstraat 88, 1013 EW Amsterdam",
  "footer.copyright": "© {year} Atelier Noord. Alle rechten voorbehouden.",

  "breadcrumbs.home": "Home",
};
