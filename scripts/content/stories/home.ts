import { CATEGORY, at, l, md, photo, type SeedStory } from "./common";

/** The home story: hero, category tiles, products, the brand story, partners, a quote, usps, journal. */
export const home: SeedStory = {
  fullSlug: "home",
  name: l("Home", "Startseite", "Home"),
  content: (code) => ({
    component: "page",
    title: l("Home", "Startseite", "Home")[code],
    breadcrumbs: false,
    seo: {
      title: l("Nieuw seizoen, stille luxe", "Neue Saison, leiser Luxus", "New season, quiet luxury")[code],
      description: l(
        "Wollen jassen, zachte truien en getailleerde broeken, ontworpen in Amsterdam om jaren te dragen. Gratis retourneren binnen 30 dagen.",
        "Wollmäntel, weicher Strick und geschneiderte Hosen, entworfen in Amsterdam, um sie jahrelang zu tragen. Kostenlose Rücksendung innerhalb von 30 Tagen.",
        "Wool coats, soft knits and tailored trousers, designed in Amsterdam to be worn for years. Free returns within 30 days.",
      )[code],
    },
    body: [
      {
        component: "banner",
        eyebrow: l("Herfst / winter collectie", "Herbst / Winter Kollektion", "Autumn / Winter collection")[code],
        title: l("Gemaakt voor de lange duur", "Gemacht für lange Zeit", "Made for the long run")[code],
        text: l(
          "Wollen jassen, zachte truien en getailleerde broeken, ontworpen in Amsterdam om jaren te dragen.",
          "Wollmäntel, weicher Strick und geschneiderte Hosen, entworfen in Amsterdam, um sie jahrelang zu tragen.",
          "Wool coats, soft knits and tailored trousers, designed in Amsterdam to be worn for years.",
        )[code],
        image: photo(
          "overcoat/overcoat-camel-front",
          l("Kameelkleurige overjas", "Kamelfarbener Mantel", "Camel overcoat")[code],
        ),
        secondImage: photo(
          "sweater/sweater-off-white-front",
          l("Ecru merino trui", "Merino-Pullover in Ecru", "Off-white merino jumper")[code],
        ),
        mobileImage: photo(
          "overcoat/overcoat-camel-front",
          l("Kameelkleurige overjas", "Kamelfarbener Mantel", "Camel overcoat")[code],
          "50% 40%",
        ),
        tone: "forest",
        light: true,
        headingLevel: 1,
        buttons: [
          {
            label: l("Shop dames", "Damen entdecken", "Shop women")[code],
            url: at(code, CATEGORY.women![code]),
            type: "primary",
          },
          {
            label: l("Shop heren", "Herren entdecken", "Shop men")[code],
            url: at(code, CATEGORY.men![code]),
            type: "secondary",
          },
        ],
      },
      {
        component: "image_tiles",
        title: l("Shop per categorie", "Nach Kategorie shoppen", "Shop by category")[code],
        tiles: [
          {
            component: "image_tile",
            title: l("Dames", "Damen", "Women")[code],
            description: l(
              "Jassen, jurken en fijn gebreid",
              "Mäntel, Kleider und Feinstrick",
              "Coats, dresses and fine knits",
            )[code],
            buttonText: l("Ontdek", "Entdecken", "Discover")[code],
            link: at(code, CATEGORY.women![code]),
            desktopImage: photo(
              "dress/dress-rust-front",
              l("Roestkleurige gebreide jurk", "Rostfarbenes Strickkleid", "Rust knitted dress")[code],
            ),
            heightRatio: { mobile: "4:5", desktop: "3:4" },
            buttonType: "secondary",
          },
          {
            component: "image_tile",
            title: l("Heren", "Herren", "Men")[code],
            description: l(
              "Overjassen, overhemden en merino",
              "Mäntel, Hemden und Merino",
              "Overcoats, shirts and merino",
            )[code],
            buttonText: l("Ontdek", "Entdecken", "Discover")[code],
            link: at(code, CATEGORY.men![code]),
            desktopImage: photo(
              "jacket/jacket-olive-front",
              l("Olijfgroene jas", "Olivgrüne Jacke", "Olive jacket")[code],
            ),
            heightRatio: { mobile: "4:5", desktop: "3:4" },
            buttonType: "secondary",
          },
          {
            component: "image_tile",
            title: l("Accessoires", "Accessoires", "Accessories")[code],
            description: l("Sjaals, tassen en riemen", "Schals, Taschen und Gürtel", "Scarves, bags and belts")[code],
            buttonText: l("Ontdek", "Entdecken", "Discover")[code],
            link: at(code, CATEGORY.accessories![code]),
            desktopImage: photo(
              "bag/bag-cognac-front",
              l("Cognac leren tas", "Cognacfarbene Ledertasche", "Cognac leather bag")[code],
            ),
            heightRatio: { mobile: "4:5", desktop: "3:4" },
            buttonType: "secondary",
          },
        ],
      },
      {
        component: "product_block",
        title: l("Nieuwe jassen", "Neue Mäntel", "New coats")[code],
        category: CATEGORY.womenCoats![code].slice(1),
        limit: 8,
        layout: "carousel",
        link: { label: l("Alle jassen", "Alle Mäntel", "All coats")[code], url: at(code, CATEGORY.womenCoats![code]) },
      },
      {
        component: "columns",
        columns: [
          {
            mobile: 12,
            tablet: 6,
            desktop: 6,
            content: [
              {
                component: "image",
                image: photo(
                  "cardigan/cardigan-ochre-front",
                  l("Okergele wollen vest", "Ockerfarbene Wollstrickjacke", "Ochre wool cardigan")[code],
                ),
                heightRatio: "4:5",
              },
            ],
          },
          {
            mobile: 12,
            tablet: 6,
            desktop: 5,
            content: [
              {
                component: "rich_text",
                text: l(
                  md(
                    "## Minder, maar beter",
                    "We ontwerpen in kleine series, kiezen natuurlijke vezels en werken samen met familieateliers in Portugal en Italië. Daarom gaan onze kleren langer mee en voelen ze elke keer beter.",
                    "- Wol en kasjmier uit traceerbare bron\n- Gemaakt in Europa, in ateliers die we kennen\n- Reparatieservice voor alles wat je bij ons koopt",
                    "[Lees ons verhaal](/about)",
                  ),
                  md(
                    "## Weniger, aber besser",
                    "Wir entwerfen in kleinen Serien, wählen Naturfasern und arbeiten mit Familienbetrieben in Portugal und Italien. Deshalb halten unsere Kleider länger und fühlen sich mit jedem Tragen besser an.",
                    "- Wolle und Kaschmir aus rückverfolgbarer Herkunft\n- Gefertigt in Europa, in Ateliers, die wir kennen\n- Reparaturservice für alles, was Sie bei uns kaufen",
                    "[Unsere Geschichte](/de/about)",
                  ),
                  md(
                    "## Fewer, better pieces",
                    "We design in small series, choose natural fibres and work with family-run ateliers in Portugal and Italy. That is why our clothes last longer and feel better every time you wear them.",
                    "- Traceable wool and cashmere\n- Made in Europe, in ateliers we know by name\n- A repair service for everything you buy from us",
                    "[Read our story](/en/about)",
                  ),
                )[code],
              },
            ],
          },
        ],
      },
      {
        component: "product_block",
        title: l("Fijn gebreid", "Feinstrick", "Fine knits")[code],
        category: CATEGORY.womenKnit![code].slice(1),
        limit: 8,
        layout: "carousel",
        link: {
          label: l("Alle truien", "Alle Pullover", "All knitwear")[code],
          url: at(code, CATEGORY.womenKnit![code]),
        },
      },
      {
        component: "quote",
        quote: l(
          "Een goede jas koop je niet voor één winter. Je koopt hem voor de komende tien.",
          "Einen guten Mantel kauft man nicht für einen Winter. Man kauft ihn für die nächsten zehn.",
          "You don't buy a good coat for one winter. You buy it for the next ten.",
        )[code],
        author: "Marieke Noord",
        role: l("Oprichter en ontwerper", "Gründerin und Designerin", "Founder and designer")[code],
        image: photo(
          "coat/coat-camel-front",
          l("Kameelkleurige wollen jas", "Kamelfarbener Wollmantel", "Camel wool coat")[code],
        ),
      },
      {
        component: "brands",
        title: l("Onze ateliers", "Unsere Ateliers", "Our ateliers")[code],
        brands: [
          {
            name: "Lanificio Valle",
            text: l("Wol en kasjmier, Biella", "Wolle und Kaschmir, Biella", "Wool and cashmere, Biella")[code],
          },
          { name: "Malhas Porto", text: l("Breiwerk, Porto", "Strick, Porto", "Knitwear, Porto")[code] },
          { name: "Pelletteria Arno", text: l("Leer, Florence", "Leder, Florenz", "Leather, Florence")[code] },
          { name: "Linificio Nord", text: l("Linnen, Kortrijk", "Leinen, Kortrijk", "Linen, Kortrijk")[code] },
        ],
      },
      {
        component: "blog_articles",
        title: l("Uit het journal", "Aus dem Journal", "From the journal")[code],
        limit: 3,
      },
      {
        component: "usps",
        items: [
          {
            label: l(
              "Gratis retourneren binnen 30 dagen",
              "Kostenlose Rücksendung innerhalb von 30 Tagen",
              "Free returns within 30 days",
            )[code],
            text: l("Ook in de sale", "Auch im Sale", "Sale items too")[code],
            link: at(code, "/shipping-returns"),
          },
          {
            label: l("Gratis verzending vanaf € 75", "Kostenloser Versand ab 75 €", "Free delivery from €75")[code],
            text: l("Binnen 1–3 werkdagen in huis", "In 1–3 Werktagen bei Ihnen", "Delivered in 1–3 working days")[
              code
            ],
          },
          {
            label: l("Reparatie voor het leven", "Reparatur ein Leben lang", "Repairs for life")[code],
            text: l("Knopen, naden en ritsen", "Knöpfe, Nähte und Reißverschlüsse", "Buttons, seams and zips")[code],
            link: at(code, "/about"),
          },
        ],
      },
    ],
  }),
};
