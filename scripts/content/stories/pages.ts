import { l, md, photo, type SeedStory } from "./common";

const page = (title: string, body: unknown[], description?: string) => ({
  component: "page",
  title,
  body,
  seo: description ? { description } : {},
});
const text = (value: string) => ({ component: "rich_text", text: value });

export const about: SeedStory = {
  fullSlug: "about",
  name: l("Over ons", "Über uns", "About us"),
  content: (code) =>
    page(
      l("Over Atelier Noord", "Über Atelier Noord", "About Atelier Noord")[code],
      [
        {
          component: "banner",
          title: l("Over Atelier Noord", "Über Atelier Noord", "About Atelier Noord")[code],
          text: l(
            "Sinds 2014 ontwerpen we in Amsterdam kleding voor wie liever minder koopt, maar dan wel iets goeds.",
            "Seit 2014 entwerfen wir in Amsterdam Kleidung für Menschen, die lieber weniger kaufen – aber dafür etwas Gutes.",
            "Since 2014 we have designed clothes in Amsterdam for people who would rather buy less, but buy well.",
          )[code],
          image: photo(
            "coat/coat-charcoal-front",
            l("Antraciet wollen jas", "Anthrazitfarbener Wollmantel", "Charcoal wool coat")[code],
          ),
          tone: "sand",
          headingLevel: 1,
        },
        text(
          l(
            md(
              "## Hoe we werken",
              "Elke collectie begint in ons atelier aan de Haarlemmerstraat. We tekenen, passen en passen opnieuw, tot een jas goed valt bij elke beweging. Pas dan gaat een ontwerp in productie, in series van hooguit een paar honderd stuks.",
              "We werken met vier familiebedrijven die we al jaren kennen: een wolweverij in Biella, een breiatelier in Porto, een leerbewerker in Florence en een linnenweverij in Kortrijk. We bezoeken ze elk seizoen en betalen eerlijke prijzen.",
              "## Waarom natuurlijke vezels",
              "Wol, kasjmier, linnen en biologisch katoen ademen, voelen beter en gaan langer mee dan synthetische stoffen. Ze zijn ook te repareren. Daarom repareren we alles wat je bij ons koopt, zolang je het draagt.",
            ),
            md(
              "## Wie wir arbeiten",
              "Jede Kollektion beginnt in unserem Atelier in der Haarlemmerstraat. Wir zeichnen, probieren an und probieren erneut, bis ein Mantel bei jeder Bewegung richtig fällt. Erst dann geht ein Entwurf in Produktion, in Serien von höchstens einigen hundert Stück.",
              "Wir arbeiten mit vier Familienbetrieben, die wir seit Jahren kennen: einer Wollweberei in Biella, einem Strickatelier in Porto, einer Lederwerkstatt in Florenz und einer Leinenweberei in Kortrijk. Wir besuchen sie jede Saison und zahlen faire Preise.",
              "## Warum Naturfasern",
              "Wolle, Kaschmir, Leinen und Bio-Baumwolle atmen, fühlen sich besser an und halten länger als Synthetik. Sie lassen sich auch reparieren. Deshalb reparieren wir alles, was Sie bei uns kaufen, solange Sie es tragen.",
            ),
            md(
              "## How we work",
              "Every collection starts in our studio on Haarlemmerstraat. We draw, fit and fit again until a coat falls right with every movement. Only then does a design go into production, in runs of a few hundred pieces at most.",
              "We work with four family businesses we have known for years: a wool mill in Biella, a knitting atelier in Porto, a leather workshop in Florence and a linen weaver in Kortrijk. We visit them every season and pay fair prices.",
              "## Why natural fibres",
              "Wool, cashmere, linen and organic cotton breathe, feel better and last longer than synthetics. They can be mended, too. That is why we repair everything you buy from us for as long as you wear it.",
            ),
          )[code],
        ),
        {
          component: "quote",
          quote: l(
            "We maken liever één trui die twintig jaar meegaat dan twintig truien voor één seizoen.",
            "Wir machen lieber einen Pullover, der zwanzig Jahre hält, als zwanzig Pullover für eine Saison.",
            "We would rather make one jumper that lasts twenty years than twenty jumpers for one season.",
          )[code],
          author: "Marieke Noord",
          role: l("Oprichter", "Gründerin", "Founder")[code],
        },
      ],
      l(
        "Atelier Noord ontwerpt sinds 2014 in Amsterdam tijdloze kleding in natuurlijke vezels, gemaakt in kleine series bij familieateliers in Europa.",
        "Atelier Noord entwirft seit 2014 in Amsterdam zeitlose Kleidung aus Naturfasern, gefertigt in kleinen Serien bei Familienateliers in Europa.",
        "Since 2014 Atelier Noord has designed timeless clothing in natural fibres in Amsterdam, made in small runs by family ateliers in Europe.",
      )[code],
    ),
};

export const shipping: SeedStory = {
  fullSlug: "shipping-returns",
  name: l("Verzenden & retourneren", "Versand & Rücksendung", "Shipping & returns"),
  content: (code) =>
    page(
      l("Verzenden & retourneren", "Versand & Rücksendung", "Shipping & returns")[code],
      [
        {
          component: "usps",
          items: [
            {
              label: l(
                "Gratis retourneren binnen 30 dagen",
                "Kostenlose Rücksendung innerhalb von 30 Tagen",
                "Free returns within 30 days",
              )[code],
            },
            { label: l("Gratis verzending vanaf € 75", "Kostenloser Versand ab 75 €", "Free delivery from €75")[code] },
            {
              label: l("Ook naar een DHL-servicepunt", "Auch an eine DHL Packstation", "Also to a DHL service point")[
                code
              ],
            },
          ],
        },
        text(
          l(
            md(
              "## Verzenden",
              "We verzenden met DHL naar Nederland, België en Duitsland. Bestellingen die je op werkdagen voor 16:00 uur plaatst, gaan dezelfde dag de deur uit en zijn binnen 1–3 werkdagen bij je.",
              "- Nederland en België: € 4,95, gratis vanaf € 75\n- Duitsland: € 5,95, gratis vanaf € 75\n- Afhalen bij een DHL-servicepunt: € 3,95",
              "## Retourneren",
              "**Gratis retourneren binnen 30 dagen.** Past iets niet of is het toch niet wat je zocht? Stuur het ongedragen en met label terug binnen 30 dagen na ontvangst. Het retourlabel zit in je pakket; je kunt ook een nieuw label aanvragen via [contact](/contact).",
              "Zodra we je retour hebben ontvangen, storten we het bedrag binnen 5 werkdagen terug op de rekening waarmee je betaalde.",
              "## Ruilen",
              "Een andere maat nodig? Stuur het artikel retour en plaats een nieuwe bestelling: zo heb je de juiste maat het snelst.",
            ),
            md(
              "## Versand",
              "Wir versenden mit DHL nach Deutschland, in die Niederlande und nach Belgien. Bestellungen, die werktags vor 16:00 Uhr eingehen, verlassen noch am selben Tag unser Lager und sind in 1–3 Werktagen bei Ihnen.",
              "- Deutschland: 5,95 €, kostenlos ab 75 €\n- Niederlande und Belgien: 4,95 €, kostenlos ab 75 €\n- Lieferung an eine DHL Packstation: 3,95 €",
              "## Rücksendung",
              "**Kostenlose Rücksendung innerhalb von 30 Tagen.** Passt etwas nicht? Senden Sie den Artikel ungetragen und mit Etikett innerhalb von 30 Tagen nach Erhalt zurück. Das Rücksendeetikett liegt Ihrem Paket bei; ein neues erhalten Sie über unseren [Kontakt](/de/contact).",
              "Sobald Ihre Rücksendung bei uns eingegangen ist, erstatten wir den Betrag innerhalb von 5 Werktagen auf das Konto, mit dem Sie bezahlt haben.",
              "## Umtausch",
              "Sie brauchen eine andere Größe? Senden Sie den Artikel zurück und bestellen Sie neu – so haben Sie die richtige Größe am schnellsten.",
            ),
            md(
              "## Delivery",
              "We ship with DHL to the Netherlands, Belgium and Germany. Orders placed on working days before 4 pm leave our warehouse the same day and arrive within 1–3 working days.",
              "- Netherlands and Belgium: €4.95, free from €75\n- Germany: €5.95, free from €75\n- Collect at a DHL service point: €3.95",
              "## Returns",
              "**Free returns within 30 days.** Something doesn't fit? Send it back unworn and with its label within 30 days of delivery. The return label is in your parcel; you can also request a new one through [contact](/en/contact).",
              "Once your return reaches us, we refund the amount to the account you paid with within 5 working days.",
              "## Exchanges",
              "Need a different size? Return the item and place a new order: that is the quickest way to the right size.",
            ),
          )[code],
        ),
      ],
      l(
        "Verzending binnen 1–3 werkdagen, gratis vanaf € 75, en gratis retourneren binnen 30 dagen.",
        "Versand in 1–3 Werktagen, kostenlos ab 75 €, und kostenlose Rücksendung innerhalb von 30 Tagen.",
        "Delivery in 1–3 working days, free from €75, and free returns within 30 days.",
      )[code],
    ),
};

const sizeTable = (code: "nl" | "de" | "en") => {
  const h = l("Maat|Borst|Taille|Heup", "Größe|Brust|Taille|Hüfte", "Size|Chest|Waist|Hip")[code].split("|");
  const rows = [
    ["XS", "80–84", "62–66", "88–92"],
    ["S", "84–88", "66–70", "92–96"],
    ["M", "88–94", "70–76", "96–102"],
    ["L", "94–100", "76–82", "102–108"],
    ["XL", "100–106", "82–88", "108–114"],
  ];
  return `<table><caption>${l("Maten in cm", "Maße in cm", "Measurements in cm")[code]}</caption><thead><tr>${h.map((x) => `<th scope="col">${x}</th>`).join("")}</tr></thead><tbody>${rows.map((r) => `<tr>${r.map((x, i) => (i === 0 ? `<th scope="row">${x}</th>` : `<td>${x}</td>`)).join("")}</tr>`).join("")}</tbody></table>`;
};

export const sizeGuide: SeedStory = {
  fullSlug: "size-guide",
  name: l("Maattabel", "Größentabelle", "Size guide"),
  content: (code) =>
    page(
      l("Maattabel", "Größentabelle", "Size guide")[code],
      [
        text(
          l(
            "Meet over je ondergoed, met het meetlint recht maar niet strak. Zit je tussen twee maten? Kies voor jassen de grotere maat, voor truien de kleinere.",
            "Messen Sie über der Unterwäsche, mit dem Maßband gerade, aber nicht straff. Liegen Sie zwischen zwei Größen? Wählen Sie bei Mänteln die größere, bei Pullovern die kleinere Größe.",
            "Measure over your underwear, keeping the tape straight but not tight. Between two sizes? For coats choose the larger size, for knitwear the smaller.",
          )[code],
        ),
        { component: "html", html: sizeTable(code) },
        text(
          l(
            md(
              "## Zo meet je",
              "- **Borst:** rond het breedste deel van je borst\n- **Taille:** rond het smalste deel van je taille\n- **Heup:** rond het breedste deel van je heupen",
            ),
            md(
              "## So messen Sie",
              "- **Brust:** um die breiteste Stelle der Brust\n- **Taille:** um die schmalste Stelle der Taille\n- **Hüfte:** um die breiteste Stelle der Hüfte",
            ),
            md(
              "## How to measure",
              "- **Chest:** around the fullest part of your chest\n- **Waist:** around the narrowest part of your waist\n- **Hip:** around the fullest part of your hips",
            ),
          )[code],
        ),
      ],
      l(
        "Vind je maat: borst-, taille- en heupwijdte per maat, en zo meet je.",
        "Finden Sie Ihre Größe: Brust-, Taillen- und Hüftweite je Größe, und so messen Sie.",
        "Find your size: chest, waist and hip measurements per size, and how to measure.",
      )[code],
    ),
};

const legal = (title: string, paragraphs: string[], description: string) =>
  page(title, [text(md(...paragraphs))], description);

export const privacy: SeedStory = {
  fullSlug: "privacy",
  name: l("Privacyverklaring", "Datenschutzerklärung", "Privacy policy"),
  content: (code) =>
    ({
      nl: legal(
        "Privacyverklaring",
        [
          "Atelier Noord B.V., Haarlemmerstraat 88, 1013 EW Amsterdam, is verantwoordelijk voor de verwerking van je persoonsgegevens zoals beschreven in deze verklaring.",
          "## Welke gegevens we verwerken",
          "- Naam, adres, e-mailadres en telefoonnummer, om je bestelling te leveren\n- Bestel- en betaalgegevens, voor de administratie die de wet van ons vraagt\n- Berichten die je ons stuurt via het contactformulier",
          "## Hoe lang we ze bewaren",
          "Bestelgegevens bewaren we 7 jaar (fiscale bewaarplicht). Berichten via het contactformulier verwijderen we na 12 maanden.",
          "## Je rechten",
          "Je mag je gegevens inzien, laten corrigeren of verwijderen. Mail daarvoor naar privacy@ateliernoord.nl. Je kunt ook een klacht indienen bij de Autoriteit Persoonsgegevens.",
        ],
        "Hoe Atelier Noord met je persoonsgegevens omgaat: welke gegevens, waarom, hoe lang en wat je rechten zijn.",
      ),
      de: legal(
        "Datenschutzerklärung",
        [
          "Verantwortlich für die Verarbeitung Ihrer personenbezogenen Daten ist die Atelier Noord B.V., Haarlemmerstraat 88, 1013 EW Amsterdam, Niederlande.",
          "## Welche Daten wir verarbeiten",
          "- Name, Anschrift, E-Mail-Adresse und Telefonnummer, um Ihre Bestellung zu liefern\n- Bestell- und Zahlungsdaten, für die gesetzlich vorgeschriebene Buchhaltung\n- Nachrichten, die Sie uns über das Kontaktformular senden",
          "## Speicherdauer",
          "Bestelldaten bewahren wir 7 Jahre auf (steuerliche Aufbewahrungspflicht). Nachrichten aus dem Kontaktformular löschen wir nach 12 Monaten.",
          "## Ihre Rechte",
          "Sie haben das Recht auf Auskunft, Berichtigung, Löschung und Einschränkung der Verarbeitung (Art. 15–18 DSGVO). Schreiben Sie an privacy@ateliernoord.nl. Sie können sich außerdem bei einer Datenschutzaufsichtsbehörde beschweren.",
        ],
        "Wie Atelier Noord mit Ihren personenbezogenen Daten umgeht: welche Daten, wozu, wie lange und welche Rechte Sie haben.",
      ),
      en: legal(
        "Privacy policy",
        [
          "Atelier Noord B.V., Haarlemmerstraat 88, 1013 EW Amsterdam, the Netherlands, is responsible for processing your personal data as described in this policy.",
          "## What we process",
          "- Name, address, e-mail address and phone number, to deliver your order\n- Order and payment details, for the records the law requires us to keep\n- Messages you send us through the contact form",
          "## How long we keep it",
          "We keep order details for 7 years (a tax requirement). Messages sent through the contact form are deleted after 12 months.",
          "## Your rights",
          "You may access, correct or delete your data. E-mail privacy@ateliernoord.nl. You can also lodge a complaint with the Dutch Data Protection Authority.",
        ],
        "How Atelier Noord handles your personal data: what we process, why, for how long and what your rights are.",
      ),
    })[code],
};

export const terms: SeedStory = {
  fullSlug: "terms",
  name: l("Algemene voorwaarden", "AGB", "Terms and conditions"),
  content: (code) =>
    ({
      nl: legal(
        "Algemene voorwaarden",
        [
          "Deze voorwaarden gelden voor elke bestelling bij Atelier Noord B.V. (KvK 61234567).",
          "## Bestellen en betalen",
          "Een overeenkomst komt tot stand zodra je je bestelling hebt afgerond en een bevestiging per e-mail hebt ontvangen. Prijzen zijn inclusief btw.",
          "## Herroepingsrecht",
          "Je hebt 30 dagen bedenktijd na ontvangst, langer dan de wettelijke 14 dagen. Retourneren is gratis; zie [verzenden & retourneren](/shipping-returns).",
          "## Garantie",
          "Op al onze producten zit de wettelijke garantie. Daarnaast repareren we naden, knopen en ritsen kosteloos zolang je het artikel draagt.",
        ],
        "De algemene voorwaarden van Atelier Noord: bestellen, betalen, bedenktijd, retourneren en garantie.",
      ),
      de: legal(
        "Allgemeine Geschäftsbedingungen (AGB)",
        [
          "Diese AGB gelten für alle Bestellungen bei der Atelier Noord B.V. über den Onlineshop.",
          "## Vertragsschluss und Zahlung",
          "Der Vertrag kommt zustande, sobald Sie Ihre Bestellung abgeschlossen und eine Bestätigung per E-Mail erhalten haben. Alle Preise verstehen sich inklusive der gesetzlichen Mehrwertsteuer.",
          "## Widerrufsrecht",
          "Sie können Ihre Bestellung innerhalb von 30 Tagen nach Erhalt ohne Angabe von Gründen widerrufen – länger als die gesetzlichen 14 Tage. Die Rücksendung ist kostenlos; siehe [Versand & Rücksendung](/de/shipping-returns).",
          "## Gewährleistung",
          "Es gilt die gesetzliche Gewährleistung. Darüber hinaus reparieren wir Nähte, Knöpfe und Reißverschlüsse kostenlos, solange Sie den Artikel tragen.",
        ],
        "Die AGB von Atelier Noord: Vertragsschluss, Zahlung, Widerrufsrecht, Rücksendung und Gewährleistung.",
      ),
      en: legal(
        "Terms and conditions",
        [
          "These terms apply to every order placed with Atelier Noord B.V. (Chamber of Commerce 61234567).",
          "## Ordering and payment",
          "A contract is formed once you have completed your order and received a confirmation by e-mail. Prices include VAT.",
          "## Right of withdrawal",
          "You have 30 days after delivery to change your mind, longer than the statutory 14 days. Returns are free; see [shipping & returns](/en/shipping-returns).",
          "## Guarantee",
          "All products carry the statutory guarantee. On top of that we repair seams, buttons and zips free of charge for as long as you wear the item.",
        ],
        "Atelier Noord's terms and conditions: ordering, payment, withdrawal, returns and guarantee.",
      ),
    })[code],
};

export const impressum: SeedStory = {
  fullSlug: "impressum",
  stores: ["de"],
  name: l("Impressum", "Impressum", "Impressum"),
  content: () =>
    legal(
      "Impressum",
      [
        "Angaben gemäß § 5 DDG",
        "**Atelier Noord B.V.**\nHaarlemmerstraat 88, 1013 EW Amsterdam, Niederlande",
        "Vertreten durch die Geschäftsführerin Marieke Noord.",
        "## Kontakt",
        "Telefon: +31 20 210 4500\nE-Mail: service@ateliernoord.nl",
        "## Registereintrag",
        "Handelsregister der Kamer van Koophandel Amsterdam, Nummer 61234567. USt-IdNr.: NL861234567B01",
        "## Streitbeilegung",
        "Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.",
      ],
      "Impressum der Atelier Noord B.V.: Anschrift, Vertretung, Kontakt und Registereintrag.",
    ),
};

export const cookies: SeedStory = {
  fullSlug: "cookies",
  name: l("Cookiebeleid", "Cookie-Richtlinie", "Cookie policy"),
  content: (code) =>
    ({
      nl: legal(
        "Cookiebeleid",
        [
          "We gebruiken alleen cookies die nodig zijn om de winkel te laten werken: je winkeltas, je taalkeuze en je sessie. Daarvoor hoeven we geen toestemming te vragen.",
          "## Welke cookies",
          "- **__Host-an_session**: houdt je sessie en winkeltas bij, 30 dagen\n- Lokale opslag in je browser: je winkeltas en recente zoekopdrachten",
          "We plaatsen geen advertentie- of trackingcookies van derden.",
        ],
        "Welke cookies Atelier Noord gebruikt en waarom: alleen wat nodig is voor je winkeltas en sessie.",
      ),
      de: legal(
        "Cookie-Richtlinie",
        [
          "Wir verwenden nur Cookies, die für den Betrieb des Shops nötig sind: Ihren Warenkorb, Ihre Sprachwahl und Ihre Sitzung. Dafür ist keine Einwilligung erforderlich.",
          "## Welche Cookies",
          "- **__Host-an_session**: speichert Ihre Sitzung und Ihren Warenkorb, 30 Tage\n- Lokaler Speicher im Browser: Ihr Warenkorb und Ihre letzten Suchanfragen",
          "Wir setzen keine Werbe- oder Tracking-Cookies von Dritten.",
        ],
        "Welche Cookies Atelier Noord verwendet und warum: nur das, was Warenkorb und Sitzung brauchen.",
      ),
      en: legal(
        "Cookie policy",
        [
          "We only use cookies the shop needs to work: your bag, your language and your session. These need no consent.",
          "## Which cookies",
          "- **__Host-an_session**: keeps your session and bag, 30 days\n- Local storage in your browser: your bag and recent searches",
          "We set no advertising or third-party tracking cookies.",
        ],
        "Which cookies Atelier Noord uses and why: only what your bag and session need.",
      ),
    })[code],
};

export const contact: SeedStory = {
  fullSlug: "contact",
  name: l("Contact", "Kontakt", "Contact"),
  content: (code) =>
    page(
      l("Contact", "Kontakt", "Contact")[code],
      [
        {
          component: "columns",
          columns: [
            {
              mobile: 12,
              tablet: 5,
              desktop: 4,
              content: [
                text(
                  l(
                    md(
                      "We helpen je graag, van maatadvies tot een reparatie.",
                      "## Klantenservice",
                      "Maandag t/m zaterdag, 9:00–18:00\n[+31 20 210 4500](tel:+31202104500)\n[service@ateliernoord.nl](mailto:service@ateliernoord.nl)",
                      "## Winkel en atelier",
                      "Haarlemmerstraat 88, 1013 EW Amsterdam\nDinsdag t/m zaterdag, 10:00–18:00",
                    ),
                    md(
                      "Wir helfen Ihnen gern – von der Größenberatung bis zur Reparatur.",
                      "## Kundenservice",
                      "Montag bis Samstag, 9:00–18:00 Uhr\n[+31 20 210 4500](tel:+31202104500)\n[service@ateliernoord.nl](mailto:service@ateliernoord.nl)",
                      "## Laden und Atelier",
                      "Haarlemmerstraat 88, 1013 EW Amsterdam\nDienstag bis Samstag, 10:00–18:00 Uhr",
                    ),
                    md(
                      "We are happy to help, from size advice to a repair.",
                      "## Customer service",
                      "Monday to Saturday, 9:00–18:00\n[+31 20 210 4500](tel:+31202104500)\n[service@ateliernoord.nl](mailto:service@ateliernoord.nl)",
                      "## Shop and studio",
                      "Haarlemmerstraat 88, 1013 EW Amsterdam\nTuesday to Saturday, 10:00–18:00",
                    ),
                  )[code],
                ),
              ],
            },
            {
              mobile: 12,
              tablet: 7,
              desktop: 6,
              content: [
                {
                  component: "contact_form",
                  title: l("Stuur ons een bericht", "Schreiben Sie uns", "Send us a message")[code],
                },
              ],
            },
          ],
        },
      ],
      l(
        "Neem contact op met Atelier Noord: klantenservice maandag t/m zaterdag, of stuur ons een bericht.",
        "Kontakt zu Atelier Noord: Kundenservice Montag bis Samstag, oder schreiben Sie uns eine Nachricht.",
        "Contact Atelier Noord: customer service Monday to Saturday, or send us a message.",
      )[code],
    ),
};
