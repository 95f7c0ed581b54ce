import { CATEGORY, at, l, md, photo, type L, type SeedStory } from "./common";

const category = (slug: string, title: L, intro: L): SeedStory => ({
  fullSlug: `blog/${slug}`,
  name: title,
  content: (code) => ({ component: "blog_category", title: title[code], intro: intro[code] }),
});

export const styleNotes = category(
  "style-notes",
  l("Stijl", "Stil", "Style notes"),
  l(
    "Hoe je minder koopt en meer draagt: combinaties, capsulegarderobes en de stukken die elk seizoen terugkomen.",
    "Weniger kaufen, mehr tragen: Kombinationen, Capsule-Garderoben und Stücke, die jede Saison wiederkommen.",
    "How to buy less and wear more: combinations, capsule wardrobes and the pieces that return every season.",
  ),
);

export const care = category(
  "care",
  l("Verzorging", "Pflege", "Care"),
  l(
    "Wassen, luchten, borstelen en repareren: zo gaan wol, kasjmier, linnen en leer jaren mee.",
    "Waschen, lüften, bürsten und reparieren: So halten Wolle, Kaschmir, Leinen und Leder jahrelang.",
    "Washing, airing, brushing and mending: how wool, cashmere, linen and leather last for years.",
  ),
);

interface ArticleSeed {
  slug: string;
  category: "style-notes" | "care";
  date: string;
  author: string;
  image: [string, L];
  title: L;
  intro: L;
  body: L;
  products?: { title: L; category: keyof typeof CATEGORY };
}

const article = (a: ArticleSeed): SeedStory => ({
  fullSlug: `blog/${a.slug}`,
  name: a.title,
  content: (code) => ({
    component: "blog_article",
    title: a.title[code],
    intro: a.intro[code],
    date: a.date,
    author: a.author,
    category: `blog/${a.category}`,
    image: photo(a.image[0], a.image[1][code]),
    body: [
      { component: "rich_text", text: a.body[code] },
      ...(a.products
        ? [
            {
              component: "product_block",
              title: a.products.title[code],
              category: CATEGORY[a.products.category]![code].slice(1),
              limit: 4,
              layout: "grid",
              link: {
                label: l("Bekijk alles", "Alle ansehen", "View all")[code],
                url: at(code, CATEGORY[a.products.category]![code]),
              },
            },
          ]
        : []),
    ],
  }),
});

export const articles: SeedStory[] = [
  article({
    slug: "the-coat-that-lasts",
    category: "style-notes",
    date: "2026-11-12",
    author: "Marieke Noord",
    image: ["overcoat/overcoat-camel-front", l("Kameelkleurige overjas", "Kamelfarbener Mantel", "Camel overcoat")],
    title: l("De jas die blijft", "Der Mantel, der bleibt", "The coat that lasts"),
    intro: l(
      "Waar let je op bij een wollen jas die tien winters meegaat? Vier dingen die we in het atelier altijd controleren.",
      "Worauf achten Sie bei einem Wollmantel, der zehn Winter hält? Vier Dinge, die wir im Atelier immer prüfen.",
      "What makes a wool coat last ten winters? Four things we always check in the studio.",
    ),
    body: l(
      md(
        "## 1. Het gewicht van de stof",
        "Een goede jassenstof weegt tussen 500 en 700 gram per meter. Lichter kreukt en slijt sneller, zwaarder wordt stijf.",
        "## 2. De schouder",
        "Een jas moet op je schouders rusten, niet eraf hangen. Past de schouder, dan laat de rest zich vermaken.",
        "## 3. De voering",
        "Cupro of viscose ademt en glijdt; polyester plakt en wordt warm.",
        "## 4. De knopen",
        "Hoorn of corozo, met een steeltje, zodat de knoop niet aan de stof trekt.",
      ),
      md(
        "## 1. Das Gewicht des Stoffs",
        "Ein guter Mantelstoff wiegt zwischen 500 und 700 Gramm pro Meter. Leichter knittert und verschleißt schneller, schwerer wird steif.",
        "## 2. Die Schulter",
        "Ein Mantel muss auf den Schultern ruhen, nicht herunterhängen. Passt die Schulter, lässt sich der Rest ändern.",
        "## 3. Das Futter",
        "Cupro oder Viskose atmet und gleitet; Polyester klebt und wird warm.",
        "## 4. Die Knöpfe",
        "Horn oder Corozo, mit Stiel, damit der Knopf nicht am Stoff zieht.",
      ),
      md(
        "## 1. The weight of the cloth",
        "A good coating weighs between 500 and 700 grams per metre. Lighter creases and wears faster; heavier turns stiff.",
        "## 2. The shoulder",
        "A coat should rest on your shoulders, not hang off them. If the shoulder fits, the rest can be altered.",
        "## 3. The lining",
        "Cupro or viscose breathes and glides; polyester clings and gets warm.",
        "## 4. The buttons",
        "Horn or corozo, on a shank, so the button never pulls at the cloth.",
      ),
    ),
    products: {
      title: l("Jassen uit deze collectie", "Mäntel aus dieser Kollektion", "Coats from this collection"),
      category: "womenCoats",
    },
  }),
  article({
    slug: "capsule-wardrobe-ten-pieces",
    category: "style-notes",
    date: "2026-10-28",
    author: "Sanne de Vries",
    image: ["trousers/trousers-camel-front", l("Kameelkleurige pantalon", "Kamelfarbene Hose", "Camel trousers")],
    title: l("Tien stukken, dertig outfits", "Zehn Teile, dreißig Outfits", "Ten pieces, thirty outfits"),
    intro: l(
      "Een capsulegarderobe voor de herfst: tien stukken in drie kleuren die allemaal met elkaar combineren.",
      "Eine Capsule-Garderobe für den Herbst: zehn Teile in drei Farben, die sich alle miteinander kombinieren lassen.",
      "An autumn capsule wardrobe: ten pieces in three colours that all work together.",
    ),
    body: l(
      md(
        "Kies één basiskleur (marine of antraciet), één warme kleur (kameel of oker) en ecru. Daarmee combineert alles.",
        "- Een wollen overjas\n- Twee merino truien\n- Een vest met hoornknopen\n- Twee overhemden of blouses\n- Een pantalon en een wijde broek\n- Een gebreide jurk\n- Een sjaal in je warme kleur",
        "Draag de jas over alles; wissel truien en overhemden; de sjaal maakt het af.",
      ),
      md(
        "Wählen Sie eine Grundfarbe (Marine oder Anthrazit), eine warme Farbe (Kamel oder Ocker) und Ecru. Damit passt alles zusammen.",
        "- Ein Wollmantel\n- Zwei Merino-Pullover\n- Eine Strickjacke mit Hornknöpfen\n- Zwei Hemden oder Blusen\n- Eine Stoffhose und eine weite Hose\n- Ein Strickkleid\n- Ein Schal in Ihrer warmen Farbe",
        "Der Mantel passt über alles; Pullover und Hemden wechseln sich ab; der Schal vollendet den Look.",
      ),
      md(
        "Pick one base colour (navy or charcoal), one warm colour (camel or ochre) and off-white. Everything then goes together.",
        "- A wool overcoat\n- Two merino jumpers\n- A cardigan with horn buttons\n- Two shirts or blouses\n- Tailored trousers and a wide-leg pair\n- A knitted dress\n- A scarf in your warm colour",
        "Wear the coat over everything; rotate jumpers and shirts; let the scarf finish it.",
      ),
    ),
    products: {
      title: l("Begin met de basis", "Beginnen Sie mit der Basis", "Start with the basics"),
      category: "womenKnit",
    },
  }),
  article({
    slug: "how-to-wear-ochre",
    category: "style-notes",
    date: "2026-10-09",
    author: "Sanne de Vries",
    image: ["cardigan/cardigan-ochre-front", l("Okergeel vest", "Ockerfarbene Strickjacke", "Ochre cardigan")],
    title: l("Zo draag je oker", "So tragen Sie Ocker", "How to wear ochre"),
    intro: l(
      "De kleur van dit seizoen staat iedereen – als je hem combineert met rustige tinten.",
      "Die Farbe der Saison steht allen – wenn man sie mit ruhigen Tönen kombiniert.",
      "This season's colour suits everyone – as long as you pair it with quiet tones.",
    ),
    body: l(
      md(
        "Oker is warm zonder schreeuwerig te zijn. Combineer het met marine voor contrast, met ecru voor zachtheid of met bruin voor een ton-sur-ton look.",
        "Begin klein: een sjaal of muts in oker bij een donkere jas. Durf je meer, kies dan een vest of trui.",
      ),
      md(
        "Ocker ist warm, ohne laut zu sein. Kombinieren Sie es mit Marine für Kontrast, mit Ecru für Weichheit oder mit Braun für einen Ton-in-Ton-Look.",
        "Fangen Sie klein an: ein Schal oder eine Mütze in Ocker zum dunklen Mantel. Wer mehr wagt, wählt eine Strickjacke oder einen Pullover.",
      ),
      md(
        "Ochre is warm without being loud. Pair it with navy for contrast, with off-white for softness or with brown for a tonal look.",
        "Start small: a scarf or beanie in ochre with a dark coat. Feeling bolder? Choose a cardigan or jumper.",
      ),
    ),
    products: {
      title: l("Sjaals in warme kleuren", "Schals in warmen Farben", "Scarves in warm colours"),
      category: "scarves",
    },
  }),
  article({
    slug: "washing-wool",
    category: "care",
    date: "2026-11-03",
    author: "Joost Bakker",
    image: [
      "sweater/sweater-grey-melange-front",
      l("Grijze merino trui", "Grauer Merino-Pullover", "Grey merino jumper"),
    ],
    title: l(
      "Wol wassen (en vooral: niet wassen)",
      "Wolle waschen (und vor allem: nicht waschen)",
      "Washing wool (and mostly: not washing it)",
    ),
    intro: l(
      "Wol reinigt zichzelf. Luchten is meestal genoeg; zo was je hem als het echt moet.",
      "Wolle reinigt sich selbst. Lüften reicht meistens; so waschen Sie sie, wenn es wirklich sein muss.",
      "Wool cleans itself. Airing is usually enough; here is how to wash it when you really must.",
    ),
    body: l(
      md(
        "## Eerst luchten",
        "Hang je trui een nacht buiten of in de badkamer tijdens het douchen. Geurtjes verdwijnen, de vezels ontspannen.",
        "## Met de hand wassen",
        "- Lauw water, hooguit 30 °C\n- Een scheutje wolwasmiddel\n- Niet wringen: druk het water eruit in een handdoek\n- Plat laten drogen, uit de zon",
      ),
      md(
        "## Erst lüften",
        "Hängen Sie den Pullover eine Nacht nach draußen oder beim Duschen ins Bad. Gerüche verschwinden, die Fasern entspannen sich.",
        "## Handwäsche",
        "- Lauwarmes Wasser, höchstens 30 °C\n- Ein Schuss Wollwaschmittel\n- Nicht auswringen: das Wasser im Handtuch ausdrücken\n- Liegend trocknen, nicht in der Sonne",
      ),
      md(
        "## Air it first",
        "Hang your jumper outside overnight or in the bathroom while you shower. Odours fade and the fibres relax.",
        "## Hand washing",
        "- Lukewarm water, 30 °C at most\n- A splash of wool detergent\n- Never wring: press the water out in a towel\n- Dry flat, out of the sun",
      ),
    ),
  }),
  article({
    slug: "caring-for-leather",
    category: "care",
    date: "2026-09-22",
    author: "Joost Bakker",
    image: ["bag/bag-cognac-front", l("Cognac leren tas", "Cognacfarbene Ledertasche", "Cognac leather bag")],
    title: l("Leer dat mooier wordt", "Leder, das schöner wird", "Leather that gets better"),
    intro: l(
      "Vegetabel gelooid leer krijgt met de jaren een patina. Met twee keer per jaar onderhoud blijft het soepel.",
      "Pflanzlich gegerbtes Leder bekommt mit den Jahren Patina. Mit zweimal Pflege im Jahr bleibt es geschmeidig.",
      "Vegetable-tanned leather gains a patina over the years. Care for it twice a year and it stays supple.",
    ),
    body: l(
      md(
        "Borstel stof weg met een zachte borstel, neem vlekken af met een vochtige doek en breng twee keer per jaar een dun laagje lederbalsem aan.",
        "Bewaar je tas opgevuld met papier, in de stoffen hoes die erbij zit. Nooit in plastic: leer moet ademen.",
      ),
      md(
        "Bürsten Sie Staub mit einer weichen Bürste ab, wischen Sie Flecken mit einem feuchten Tuch ab und tragen Sie zweimal im Jahr eine dünne Schicht Lederbalsam auf.",
        "Bewahren Sie die Tasche mit Papier ausgestopft im mitgelieferten Stoffbeutel auf. Nie in Plastik: Leder muss atmen.",
      ),
      md(
        "Brush off dust with a soft brush, wipe marks with a damp cloth and apply a thin layer of leather balm twice a year.",
        "Store your bag stuffed with paper in the cotton dust bag it came with. Never in plastic: leather needs to breathe.",
      ),
    ),
    products: { title: l("Tassen van leer", "Taschen aus Leder", "Leather bags"), category: "bags" },
  }),
  article({
    slug: "repair-service",
    category: "care",
    date: "2026-09-05",
    author: "Marieke Noord",
    image: ["coat/coat-olive-front", l("Olijfgroene jas", "Olivgrüner Mantel", "Olive coat")],
    title: l("Onze reparatieservice", "Unser Reparaturservice", "Our repair service"),
    intro: l(
      "Een losse naad, een gebroken rits, een knoop kwijt: we repareren het gratis, zolang je het draagt.",
      "Eine offene Naht, ein kaputter Reißverschluss, ein verlorener Knopf: Wir reparieren es kostenlos, solange Sie es tragen.",
      "A loose seam, a broken zip, a lost button: we repair it for free for as long as you wear it.",
    ),
    body: l(
      md(
        "Stuur ons via [contact](/contact) een foto en een korte beschrijving. Je krijgt binnen een werkdag een retourlabel; binnen twee weken heb je je kledingstuk terug.",
        "Slijtage die bij dragen hoort – een elleboog die dun wordt, een kraag die rafelt – verstellen we tegen kostprijs.",
      ),
      md(
        "Schicken Sie uns über den [Kontakt](/de/contact) ein Foto und eine kurze Beschreibung. Sie erhalten innerhalb eines Werktags ein Rücksendeetikett; nach zwei Wochen haben Sie Ihr Kleidungsstück zurück.",
        "Verschleiß, der zum Tragen gehört – ein dünner Ellbogen, ein ausgefranster Kragen – beheben wir zum Selbstkostenpreis.",
      ),
      md(
        "Send us a photo and a short description through [contact](/en/contact). You receive a return label within one working day and have your piece back within two weeks.",
        "Wear that comes with use – a thinning elbow, a fraying collar – we mend at cost.",
      ),
    ),
  }),
];
