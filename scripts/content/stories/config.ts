import { CATEGORY_TREE } from "../../../client/config/navigation";
import type { StoreCode } from "../../../domain/store-views";
import { at, l, photo, type SeedStory } from "./common";

const promos = [
  {
    asset: photo("overcoat/overcoat-camel-front", "Camel overcoat"),
    text: l("Wol & kasjmier", "Wolle & Kaschmir", "Wool & cashmere"),
    description: l(
      "Jassen die een leven lang meegaan",
      "Mäntel, die ein Leben lang halten",
      "Coats made to last a lifetime",
    ),
  },
  {
    asset: photo("sweater/sweater-navy-front", "Navy merino jumper"),
    text: l("De merino trui", "Der Merino-Pullover", "The merino jumper"),
    description: l(
      "Zacht, ademend en in zes kleuren",
      "Weich, atmungsaktiv und in sechs Farben",
      "Soft, breathable and in six colours",
    ),
  },
  {
    asset: photo("scarf/scarf-ochre-front", "Ochre wool scarf"),
    text: l("Cadeau-ideeën", "Geschenkideen", "Gift ideas"),
    description: l("Sjaals, tassen en mutsen", "Schals, Taschen und Mützen", "Scarves, bags and hats"),
  },
];

const link = (code: StoreCode, label: string, slug: string) => ({ label, url: at(code, `/${slug}`) });

/** The config/theme story: menu (from the demo catalogue's tree), footer, usps and theme flags. */
export const config: SeedStory = {
  fullSlug: "config",
  name: l("Configuratie", "Konfiguration", "Configuration"),
  content: (code) => ({
    component: "config",
    theme: { transparentHeader: true },
    usps: [
      {
        label: l(
          "Gratis retourneren binnen 30 dagen",
          "Kostenlose Rücksendung innerhalb von 30 Tagen",
          "Free returns within 30 days",
        )[code],
        link: at(code, "/shipping-returns"),
      },
      {
        label: l("Gratis verzending vanaf € 75", "Kostenloser Versand ab 75 €", "Free delivery from €75")[code],
        link: at(code, "/shipping-returns"),
      },
      {
        label: l(
          "Persoonlijk advies van onze stylisten",
          "Persönliche Beratung durch unsere Stylisten",
          "Personal advice from our stylists",
        )[code],
        link: at(code, "/contact"),
      },
    ],
    menu: [
      ...CATEGORY_TREE.map((node, i) => ({
        component: "menu_item",
        name: node.name[code],
        link: at(code, node.path[code]),
        clickable: true,
        columns: [
          {
            title: l("Categorieën", "Kategorien", "Categories")[code],
            titleLink: at(code, node.path[code]),
            rows: (node.children ?? []).map((child) => ({ label: child.name[code], url: at(code, child.path[code]) })),
          },
          {
            title: l("Uitgelicht", "Im Fokus", "Featured")[code],
            rows: [
              {
                label: l("Nieuw binnen", "Neu eingetroffen", "New in")[code],
                url: at(code, `${node.path[code]}?sort=new`),
              },
              {
                label: l("Onder € 100", "Unter 100 €", "Under €100")[code],
                url: at(code, `${node.path[code]}?price=0-100`),
              },
              { label: l("Maattabel", "Größentabelle", "Size guide")[code], url: at(code, "/size-guide") },
              { label: l("Journal", "Journal", "Journal")[code], url: at(code, "/blog") },
            ],
          },
        ],
        cta: [
          {
            asset: promos[i]!.asset,
            text: promos[i]!.text[code],
            description: promos[i]!.description[code],
            buttonText: l("Ontdek", "Entdecken", "Discover")[code],
            link: at(code, node.path[code]),
            isLight: false,
          },
        ],
      })),
      { component: "menu_item", name: "Journal", link: at(code, "/blog"), clickable: true, columns: [], cta: [] },
      {
        component: "menu_item",
        name: l("Winkels", "Stores", "Stores")[code],
        link: at(code, "/storelocator"),
        clickable: true,
        columns: [],
        cta: [],
      },
    ],
    footer: {
      linkLists: [
        {
          title: l("Shop", "Shop", "Shop")[code],
          links: CATEGORY_TREE.map((node) => ({ label: node.name[code], url: at(code, node.path[code]) })),
        },
        {
          title: l("Hulp", "Hilfe", "Help")[code],
          links: [
            link(
              code,
              l("Verzenden & retourneren", "Versand & Rücksendung", "Shipping & returns")[code],
              "shipping-returns",
            ),
            link(code, l("Maattabel", "Größentabelle", "Size guide")[code], "size-guide"),
            link(code, l("Contact", "Kontakt", "Contact")[code], "contact"),
            { label: l("Winkels", "Stores", "Stores")[code], url: at(code, "/storelocator") },
          ],
        },
        {
          title: l("Over ons", "Über uns", "About")[code],
          links: [link(code, l("Over ons", "Über uns", "About us")[code], "about"), link(code, "Journal", "blog")],
        },
        {
          title: l("Juridisch", "Rechtliches", "Legal")[code],
          links: [
            link(code, l("Algemene voorwaarden", "AGB", "Terms and conditions")[code], "terms"),
            link(code, l("Privacyverklaring", "Datenschutzerklärung", "Privacy policy")[code], "privacy"),
            link(code, l("Cookiebeleid", "Cookie-Richtlinie", "Cookie policy")[code], "cookies"),
            ...(code === "de" ? [link(code, "Impressum", "impressum")] : []),
          ],
        },
      ],
      additionalRows: [
        {
          text: l(
            "Betaal veilig met iDEAL, creditcard, Bancontact, PayPal of op rekening.",
            "Sicher bezahlen mit Kreditkarte, PayPal, Klarna, SOFORT oder auf Rechnung.",
            "Pay securely with iDEAL, credit card, Bancontact, PayPal or by bank transfer.",
          )[code],
          links: [],
        },
      ],
    },
  }),
};
