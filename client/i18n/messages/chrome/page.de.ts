import type { Translation } from "../types";
import type { page as en } from "./page.en";

/** German shell strings only the server renders. */
export const page: Translation<typeof en> = {
  "brand.tagline": "Niederländisches Design, gemacht für lange Zeit",

  "meta.description":
    "Atelier Noord: zeitgemäße Damen- und Herrenmode und Accessoires aus Amsterdam. Kostenlose Rücksendung innerhalb von 30 Tagen.",

  "a11y.skipToContent": "Zum Inhalt springen",
  "a11y.breadcrumbs": "Brotkrümelnavigation",

  "usp.label": "Unsere Versprechen",
  "usp.returns": "Kostenlose Rücksendung innerhalb von 30 Tagen",
  "usp.delivery": "Lieferung in 1–3 Werktagen",
  "usp.service": "Persönliche Beratung durch unsere Stylisten",

  "footer.shop": "Shop",
  "footer.service": "Kundenservice",
  "footer.about": "Atelier Noord",
  "footer.serviceHours": "Montag bis Samstag, 9:00–18:00 Uhr",
  "footer.servicePhone": "Anrufen: +31 20 210 4500",
  "footer.serviceEmail": "E-Mail: service@ateliernoord.nl",
  "footer.returns": "Kostenlose Rücksendung innerhalb von 30 Tagen",
  "footer.aboutText": "Zeitgemäße Kleidung, entworfen in Amsterdam und in kleinen Serien in Europa gefertigt.",
  "footer.address": "Haarlemmerstraat 88, 1013 EW Amsterdam",
  "footer.copyright": "© {year} Atelier Noord. Alle Rechte vorbehalten.",

  "breadcrumbs.home": "Startseite",
};
