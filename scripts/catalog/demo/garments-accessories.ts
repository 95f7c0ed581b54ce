/** Accessories: bags, scarves, hats & caps and belts, one size, often sold as simple products. */
import type { Kind } from "./garments";
import { l, type Noun } from "./vocabulary";

const n = (
  nl: string,
  de: string,
  deGender: Noun["deGender"],
  en: string,
  materials: Noun["materials"],
  extra: Partial<Noun> = {},
): Noun => ({ nl, de, deGender, en, materials, ...extra });

export const ACCESSORY_KINDS: readonly Kind[] = [
  {
    category: "accessories/bags",
    image: "bag",
    nouns: [
      n("shopper", "Shopper", "m", "tote bag", ["leather", "canvas", "suede"]),
      n("tas", "Tasche", "f", "bag", ["leather", "suede", "canvas"]),
      n("schoudertas", "Umhängetasche", "f", "shoulder bag", ["leather", "suede"]),
      n("weekendtas", "Weekender", "m", "weekend bag", ["leather", "canvas"]),
    ],
    adjectives: ["small", "large", "classic", "soft"],
    details: [
      l("met ritssluiting", "mit Reißverschluss", "with zip"),
      l("met verstelbare schouderband", "mit verstellbarem Schultergurt", "with adjustable strap"),
      l("met laptopvak", "mit Laptopfach", "with laptop sleeve"),
      l("met binnenvak", "mit Innenfach", "with inner pocket"),
    ],
    prices: [89.95, 129.95, 159.95, 199.95, 259, 299],
    sizes: ["OS"],
    fits: [],
    weight: 5,
    simpleShare: 0.6,
  },
  {
    category: "accessories/scarves",
    image: "scarf",
    nouns: [
      n("sjaal", "Schal", "m", "scarf", ["wool", "cashmere", "alpaca", "merino", "linen", "silk"]),
      n("colsjaal", "Loopschal", "m", "snood", ["wool", "merino", "alpaca"]),
      n("omslagdoek", "Stola", "f", "wrap", ["wool", "cashmere"]),
    ],
    adjectives: ["soft", "long", "ribbed", "light", "chunky"],
    shown: {
      adjectives: ["soft", "long", "ribbed", "light", "chunky", "checked", "striped"],
      details: [
        l("met franjes", "mit Fransen", "with fringes"),
        l("met visgraatmotief", "mit Fischgratmuster", "with herringbone pattern"),
        l("met ribstructuur", "mit Rippstruktur", "with rib texture"),
      ],
    },
    details: [
      l("met franjes", "mit Fransen", "with fringes"),
      l("met visgraatmotief", "mit Fischgratmuster", "with herringbone pattern"),
      l("met ribstructuur", "mit Rippstruktur", "with rib texture"),
    ],
    prices: [39.95, 49.95, 54.95, 74.95, 99.95, 139.95],
    sizes: ["OS"],
    fits: [],
    weight: 5,
    simpleShare: 0.65,
  },
  {
    category: "accessories/hats",
    image: "beanie",
    nouns: [n("muts", "Mütze", "f", "beanie", ["wool", "merino", "cashmere", "alpaca"])],
    adjectives: ["soft", "ribbed", "chunky", "fineKnit"],
    details: [
      l("met omslag", "mit Umschlag", "with turn-up"),
      l("met leren label", "mit Lederpatch", "with leather patch"),
    ],
    prices: [29.95, 32.95, 39.95, 49.95, 69.95],
    sizes: ["OS"],
    fits: [],
    weight: 3,
    simpleShare: 0.6,
  },
  {
    category: "accessories/hats",
    image: "cap",
    nouns: [n("pet", "Cap", "f", "cap", ["cotton", "wool", "corduroy"], { deHyphen: true })],
    adjectives: ["washed", "classic"],
    details: [
      l("met geborduurd logo", "mit gesticktem Logo", "with embroidered logo"),
      l("met leren sluiting", "mit Lederverschluss", "with leather strap"),
    ],
    prices: [29.95, 32.95, 39.95],
    sizes: ["OS"],
    fits: [],
    weight: 1.5,
    simpleShare: 0.7,
  },
  {
    category: "accessories/belts",
    image: "belt",
    nouns: [n("riem", "Gürtel", "m", "belt", ["leather", "suede"])],
    adjectives: ["braided", "classic", "narrow"],
    details: [
      l("met messing gesp", "mit Messingschnalle", "with brass buckle"),
      l("met zilverkleurige gesp", "mit silberfarbener Schnalle", "with silver-tone buckle"),
      l("met matzwarte gesp", "mit mattschwarzer Schnalle", "with matt black buckle"),
    ],
    prices: [49.95, 54.95, 69.95, 89.95],
    sizes: ["OS"],
    fits: [],
    weight: 3,
    simpleShare: 0.85,
  },
];
