/**
 * English shell strings only the server renders: brand, metadata, USPs, footer, breadcrumbs.
 * Never sent as JavaScript.
 * They define this part's keys; the other languages must have the same (messages.test.ts).
 */
export const page = {
  "brand.tagline": "Dutch design, made to last",

  "meta.description":
    "Atelier Noord: contemporary womenswear, menswear and accessories from Amsterdam. Free returns within 30 days.",

  "a11y.skipToContent": "Skip to content",
  "a11y.breadcrumbs": "Breadcrumbs",

  "usp.label": "Our promises",
  "usp.returns": "Free returns within 30 days",
  "usp.delivery": "Delivered in 1–3 working days",
  "usp.service": "Personal advice from our stylists",

  "footer.shop": "Shop",
  "footer.service": "Customer service",
  "footer.about": "Atelier Noord",
  "footer.serviceHours": "Monday to Saturday, 9:00–18:00",
  "footer.servicePhone": "Call +31 20 210 4500",
  "footer.serviceEmail": "E-mail service@ateliernoord.nl",
  "footer.returns": "Free returns within 30 days",
  "footer.aboutText": "Contemporary clothing designed in Amsterdam and made in small series in Europe.",
  "footer.address": "Haarlemmerstraat 88, 1013 EW Amsterdam",
  "footer.copyright": "© {year} Atelier Noord. All rights reserved.",

  "breadcrumbs.home": "Home",
} as const;
