/**
 * What the shop sells, per leaf category (keyed by its English url path): garment kinds with
 * their nouns, styling adjectives, details ("with shawl collar"), shelf prices and sizes.
 */
import type { Localized } from "../../../schema/catalog/localized";
import type { FitKey, SizeCode } from "./attributes";
import type { ImageType } from "./images/paths";
import { ACCESSORY_KINDS } from "./garments-accessories";
import { l, type AdjectiveKey, type Noun } from "./vocabulary";

export interface Kind {
  /** English url path of the leaf category, e.g. "women/coats". */
  category: string;
  image: ImageType;
  nouns: readonly Noun[];
  adjectives: readonly AdjectiveKey[];
  /** Phrases after the noun: Dutch "met …", German "mit …" (dative), English "with …". */
  details: readonly Localized[];
  /**
   * The words a name may use, each one drawn by the artwork (images/looks.ts). `adjectives` and
   * `details` above only fix the generator's sequence of random draws (so skus, types and stock
   * stay as they were); without `shown`, they are the words.
   */
  shown?: { adjectives: readonly AdjectiveKey[]; details: readonly Localized[] };
  /** Shelf prices in euros incl. 21 % VAT. */
  prices: readonly number[];
  sizes: readonly SizeCode[];
  fits: readonly FitKey[];
  /** Share of the category's products. */
  weight: number;
  /** Share sold as one simple product (one colour, no size choice). */
  simpleShare?: number;
}

const WOMEN_SIZES: readonly SizeCode[] = ["XS", "S", "M", "L", "XL"];
const MEN_SIZES: readonly SizeCode[] = ["S", "M", "L", "XL", "XXL"];
const ALL_FITS: readonly FitKey[] = ["slim", "regular", "relaxed", "oversized"];

const D = {
  shawlCollar: l("met sjaalkraag", "mit Schalkragen", "with shawl collar"),
  tieBelt: l("met ceintuur", "mit Bindegürtel", "with tie belt"),
  lapels: l("met reverskraag", "mit Reverskragen", "with notch lapels"),
  hood: l("met capuchon", "mit Kapuze", "with hood"),
  standCollar: l("met opstaande kraag", "mit Stehkragen", "with stand collar"),
  pockets: l("met opgestikte zakken", "mit aufgesetzten Taschen", "with patch pockets"),
  crewNeck: l("met ronde hals", "mit Rundhalsausschnitt", "with crew neck"),
  vNeck: l("met V-hals", "mit V-Ausschnitt", "with V-neck"),
  cable: l("met kabelpatroon", "mit Zopfmuster", "with cable knit"),
  raglan: l("met raglanmouwen", "mit Raglanärmeln", "with raglan sleeves"),
  buttons: l("met hoornen knopen", "mit Hornknöpfen", "with horn buttons"),
  puffSleeves: l("met pofmouwen", "mit Puffärmeln", "with puff sleeves"),
  slit: l("met split", "mit Schlitz", "with side slit"),
  buttonFront: l("met knoopsluiting", "mit Knopfleiste", "with button front"),
  longSleeves: l("met lange mouwen", "mit langen Ärmeln", "with long sleeves"),
  tieNeck: l("met strikkraag", "mit Schluppe", "with tie neck"),
  ruffles: l("met ruches", "mit Rüschen", "with ruffles"),
  pleats: l("met plooien", "mit Bundfalten", "with pleats"),
  elastic: l("met elastische tailleband", "mit elastischem Bund", "with elasticated waist"),
  crease: l("met persplooi", "mit Bügelfalte", "with pressed crease"),
  turnUps: l("met omslag", "mit Umschlag", "with turn-ups"),
  chestPocket: l("met borstzak", "mit Brusttasche", "with chest pocket"),
  boatNeck: l("met boothals", "mit U-Boot-Ausschnitt", "with boat neck"),
  buttonDown: l("met button-down kraag", "mit Button-down-Kragen", "with button-down collar"),
  cutaway: l("met cutaway kraag", "mit Haifischkragen", "with cutaway collar"),
  ribCollar: l("met geribde kraag", "mit Rippkragen", "with ribbed collar"),
  drawstring: l("met trekkoord", "mit Tunnelzug", "with drawstring"),
} as const;

const n = (
  nl: string,
  de: string,
  deGender: Noun["deGender"],
  en: string,
  materials: Noun["materials"],
  extra: Partial<Noun> = {},
): Noun => ({ nl, de, deGender, en, materials, ...extra });

const COAT = n("jas", "Mantel", "m", "coat", ["wool", "cashmere", "alpaca", "tweed"]);
const TRENCH = n("trenchcoat", "Trenchcoat", "m", "trench coat", ["cotton"], { materialInName: false });
const JACKET = n("jack", "Jacke", "f", "jacket", ["cotton", "wool", "suede", "corduroy", "canvas"], { nlHet: true });
const BLAZER = n("blazer", "Blazer", "m", "blazer", ["wool", "linen", "tweed"]);
const JUMPER = n("trui", "Pullover", "m", "jumper", ["merino", "cashmere", "wool", "alpaca", "cotton"]);
const ROLLNECK = n("coltrui", "Rollkragenpullover", "m", "roll-neck jumper", ["merino", "cashmere", "wool"], {
  deHyphen: true,
});
const CARDIGAN = n("vest", "Strickjacke", "f", "cardigan", ["merino", "cashmere", "wool", "alpaca", "cotton"], {
  nlHet: true,
});
const TROUSERS = n("broek", "Hose", "f", "trousers", ["wool", "linen", "cotton", "corduroy", "viscose"]);
const JEANS = n("jeans", "Jeans", "f", "jeans", ["denim"], { materialInName: false });
const TSHIRT = n("T-shirt", "T-Shirt", "n", "T-shirt", ["cotton", "linen", "jersey"], { nlHet: true, deHyphen: true });
const LONGSLEEVE = n("longsleeve", "Longsleeve", "n", "long-sleeve top", ["cotton", "jersey", "merino"], {
  deHyphen: true,
});

const WOMEN: Kind[] = [
  {
    category: "women/coats",
    image: "coat",
    nouns: [COAT, n("wikkeljas", "Wickelmantel", "m", "wrap coat", ["wool", "cashmere", "alpaca"]), TRENCH],
    adjectives: ["tailored", "long", "classic", "doubleBreasted", "relaxed"],
    details: [D.shawlCollar, D.tieBelt, D.lapels, D.standCollar],
    shown: {
      adjectives: ["tailored", "long", "classic", "doubleBreasted", "relaxed", "checked"],
      details: [D.shawlCollar, D.tieBelt, D.lapels, D.standCollar, D.hood],
    },
    prices: [199.95, 259, 279.95, 299, 349, 399, 459],
    sizes: WOMEN_SIZES,
    fits: ["slim", "regular", "relaxed", "oversized"],
    weight: 5,
  },
  {
    category: "women/coats",
    image: "jacket",
    nouns: [
      JACKET,
      BLAZER,
      n("bomberjack", "Bomberjacke", "f", "bomber jacket", ["cotton", "suede", "wool"], { nlHet: true }),
    ],
    adjectives: ["short", "padded", "waterRepellent", "tailored", "light"],
    details: [D.hood, D.standCollar, D.pockets, D.lapels],
    shown: {
      adjectives: ["short", "padded", "waterRepellent", "tailored", "light", "checked"],
      details: [D.hood, D.standCollar, D.pockets, D.lapels],
    },
    prices: [139.95, 179.95, 199.95, 229, 259, 299],
    sizes: WOMEN_SIZES,
    fits: ["slim", "regular", "relaxed"],
    weight: 3,
  },
  {
    category: "women/knitwear",
    image: "sweater",
    nouns: [JUMPER, ROLLNECK],
    adjectives: ["soft", "chunky", "fineKnit", "ribbed", "relaxed"],
    details: [D.crewNeck, D.vNeck, D.cable, D.raglan],
    shown: {
      adjectives: ["soft", "chunky", "fineKnit", "ribbed", "relaxed", "striped"],
      details: [D.crewNeck, D.vNeck, D.cable, D.raglan],
    },
    prices: [74.95, 89.95, 99.95, 119.95, 139.95, 179.95, 229],
    sizes: WOMEN_SIZES,
    fits: ["regular", "relaxed", "oversized"],
    weight: 6,
  },
  {
    category: "women/knitwear",
    image: "cardigan",
    nouns: [CARDIGAN],
    adjectives: ["soft", "chunky", "fineKnit", "long", "short"],
    details: [D.buttons, D.vNeck, D.pockets],
    shown: {
      adjectives: ["soft", "chunky", "fineKnit", "ribbed", "striped"],
      details: [D.buttons, D.vNeck, D.pockets],
    },
    prices: [89.95, 99.95, 119.95, 139.95, 179.95],
    sizes: WOMEN_SIZES,
    fits: ["regular", "relaxed", "oversized"],
    weight: 4,
  },
  {
    category: "women/dresses",
    image: "dress",
    nouns: [
      n("jurk", "Kleid", "n", "dress", ["viscose", "linen", "silk", "cotton", "jersey"]),
      n("midi-jurk", "Midikleid", "n", "midi dress", ["viscose", "linen", "silk", "cotton"]),
      n("wikkeljurk", "Wickelkleid", "n", "wrap dress", ["viscose", "jersey", "silk"]),
      n("blousejurk", "Blusenkleid", "n", "shirt dress", ["cotton", "linen", "viscose"]),
      n("gebreide jurk", "Strickkleid", "n", "knitted dress", ["merino", "wool", "cotton"], { materialInName: false }),
    ],
    adjectives: ["long", "pleated", "sleeveless", "relaxed", "light"],
    details: [D.puffSleeves, D.tieBelt, D.vNeck, D.slit, D.buttonFront, D.longSleeves],
    shown: {
      adjectives: ["long", "pleated", "sleeveless", "relaxed", "light", "striped"],
      details: [D.tieBelt, D.vNeck, D.buttonFront, D.longSleeves],
    },
    prices: [74.95, 99.95, 119.95, 139.95, 159.95, 189.95, 229],
    sizes: WOMEN_SIZES,
    fits: ["slim", "regular", "relaxed"],
    weight: 9,
  },
  {
    category: "women/blouses",
    image: "blouse",
    nouns: [
      n("blouse", "Bluse", "f", "blouse", ["silk", "viscose", "cotton", "linen"]),
      n("overhemdblouse", "Hemdbluse", "f", "shirt blouse", ["cotton", "linen", "silk"]),
    ],
    adjectives: ["light", "relaxed", "sleeveless", "classic", "soft"],
    details: [D.tieNeck, D.puffSleeves, D.standCollar, D.ruffles, D.vNeck],
    shown: { adjectives: ["light", "relaxed", "classic", "soft", "striped", "checked"], details: [D.tieNeck, D.vNeck] },
    prices: [54.95, 69.95, 74.95, 89.95, 119.95, 139.95],
    sizes: WOMEN_SIZES,
    fits: ["slim", "regular", "relaxed", "oversized"],
    weight: 6,
  },
  {
    category: "women/trousers",
    image: "trousers",
    nouns: [
      TROUSERS,
      n("pantalon", "Stoffhose", "f", "tailored trousers", ["wool", "viscose", "linen"]),
      JEANS,
      n("culotte", "Culotte", "f", "culottes", ["linen", "viscose", "wool"]),
    ],
    adjectives: ["wide", "straight", "tailored", "pleated", "relaxed"],
    details: [D.pleats, D.elastic, D.crease, D.turnUps],
    shown: {
      adjectives: ["wide", "straight", "tailored", "pleated", "relaxed", "checked"],
      details: [D.pleats, D.elastic, D.crease, D.turnUps],
    },
    prices: [74.95, 89.95, 99.95, 119.95, 139.95, 159.95],
    sizes: WOMEN_SIZES,
    fits: ["slim", "regular", "relaxed"],
    weight: 8,
  },
  {
    category: "women/tops",
    image: "tshirt",
    nouns: [
      TSHIRT,
      n("top", "Top", "n", "top", ["silk", "viscose", "linen", "jersey"], { deHyphen: true }),
      LONGSLEEVE,
    ],
    adjectives: ["soft", "relaxed", "sleeveless", "ribbed", "light"],
    details: [D.crewNeck, D.vNeck, D.boatNeck, D.chestPocket],
    shown: {
      adjectives: ["soft", "relaxed", "sleeveless", "ribbed", "light", "striped"],
      details: [D.crewNeck, D.vNeck, D.chestPocket],
    },
    prices: [24.95, 29.95, 32.95, 39.95, 49.95, 54.95],
    sizes: WOMEN_SIZES,
    fits: ALL_FITS,
    weight: 9,
  },
];

const MEN: Kind[] = [
  {
    category: "men/coats",
    image: "overcoat",
    nouns: [n("overjas", "Mantel", "m", "overcoat", ["wool", "cashmere", "tweed"]), TRENCH],
    adjectives: ["classic", "long", "doubleBreasted", "tailored"],
    details: [D.lapels, D.standCollar, D.pockets],
    shown: {
      adjectives: ["classic", "long", "doubleBreasted", "tailored", "checked"],
      details: [D.lapels, D.standCollar, D.pockets, D.hood],
    },
    prices: [259, 299, 349, 399, 459, 549],
    sizes: MEN_SIZES,
    fits: ["slim", "regular", "relaxed"],
    weight: 4,
  },
  {
    category: "men/coats",
    image: "jacket",
    nouns: [
      JACKET,
      n("colbert", "Sakko", "n", "blazer", ["wool", "linen", "tweed", "corduroy"], { nlHet: true }),
      n("parka", "Parka", "m", "parka", ["cotton", "canvas"]),
    ],
    adjectives: ["padded", "waterRepellent", "short", "classic", "light"],
    details: [D.hood, D.standCollar, D.pockets, D.lapels],
    shown: {
      adjectives: ["padded", "waterRepellent", "short", "classic", "light", "checked"],
      details: [D.hood, D.standCollar, D.pockets, D.lapels],
    },
    prices: [139.95, 179.95, 199.95, 259, 299],
    sizes: MEN_SIZES,
    fits: ["slim", "regular", "relaxed"],
    weight: 4,
  },
  {
    category: "men/knitwear",
    image: "sweater",
    nouns: [JUMPER, ROLLNECK],
    adjectives: ["soft", "chunky", "fineKnit", "ribbed", "classic"],
    details: [D.crewNeck, D.vNeck, D.cable, D.raglan],
    shown: {
      adjectives: ["soft", "chunky", "fineKnit", "ribbed", "classic", "striped"],
      details: [D.crewNeck, D.vNeck, D.cable, D.raglan],
    },
    prices: [74.95, 89.95, 99.95, 129.95, 139.95, 199.95],
    sizes: MEN_SIZES,
    fits: ["slim", "regular", "relaxed"],
    weight: 5,
  },
  {
    category: "men/knitwear",
    image: "cardigan",
    nouns: [CARDIGAN],
    adjectives: ["soft", "chunky", "fineKnit", "classic"],
    details: [D.buttons, D.vNeck, D.pockets, D.shawlCollar],
    shown: {
      adjectives: ["soft", "chunky", "fineKnit", "classic", "ribbed"],
      details: [D.buttons, D.vNeck, D.pockets],
    },
    prices: [99.95, 119.95, 139.95, 159.95],
    sizes: MEN_SIZES,
    fits: ["slim", "regular", "relaxed"],
    weight: 3,
  },
  {
    category: "men/shirts",
    image: "shirt",
    nouns: [
      n("overhemd", "Hemd", "n", "shirt", ["cotton", "linen", "flannel"], { nlHet: true }),
      n("oxford overhemd", "Oxfordhemd", "n", "Oxford shirt", ["cotton"], { nlHet: true, materialInName: false }),
      n("overshirt", "Overshirt", "n", "overshirt", ["wool", "corduroy", "flannel", "cotton"], {
        nlHet: true,
        deHyphen: true,
      }),
    ],
    adjectives: ["classic", "relaxed", "washed", "light", "soft"],
    details: [D.buttonDown, D.cutaway, D.chestPocket, D.standCollar],
    shown: {
      adjectives: ["classic", "relaxed", "washed", "light", "soft", "striped", "checked"],
      details: [D.buttonDown, D.chestPocket],
    },
    prices: [54.95, 69.95, 74.95, 89.95, 99.95, 119.95],
    sizes: MEN_SIZES,
    fits: ["slim", "regular", "relaxed"],
    weight: 8,
  },
  {
    category: "men/trousers",
    image: "trousers",
    nouns: [
      TROUSERS,
      n("chino", "Chino", "f", "chinos", ["cotton"], { materialInName: false }),
      JEANS,
      n("pantalon", "Anzughose", "f", "suit trousers", ["wool", "linen"]),
    ],
    adjectives: ["straight", "tailored", "relaxed", "washed", "classic"],
    details: [D.pleats, D.crease, D.turnUps, D.drawstring],
    shown: {
      adjectives: ["straight", "tailored", "relaxed", "washed", "classic", "checked"],
      details: [D.pleats, D.crease, D.turnUps, D.drawstring],
    },
    prices: [74.95, 89.95, 99.95, 119.95, 139.95],
    sizes: MEN_SIZES,
    fits: ["slim", "regular", "relaxed"],
    weight: 7,
  },
  {
    category: "men/t-shirts",
    image: "tshirt",
    nouns: [TSHIRT, LONGSLEEVE],
    adjectives: ["soft", "relaxed", "washed", "classic"],
    details: [D.crewNeck, D.vNeck, D.chestPocket],
    shown: {
      adjectives: ["soft", "relaxed", "washed", "classic", "striped"],
      details: [D.crewNeck, D.vNeck, D.chestPocket],
    },
    prices: [24.95, 29.95, 32.95, 39.95, 49.95],
    sizes: MEN_SIZES,
    fits: ALL_FITS,
    weight: 4,
  },
  {
    category: "men/t-shirts",
    image: "polo",
    nouns: [n("polo", "Poloshirt", "n", "polo shirt", ["cotton", "merino", "linen"])],
    adjectives: ["classic", "soft", "fineKnit", "washed"],
    details: [D.ribCollar, D.chestPocket],
    shown: { adjectives: ["classic", "soft", "fineKnit", "washed", "striped"], details: [D.ribCollar, D.chestPocket] },
    prices: [49.95, 54.95, 69.95, 89.95],
    sizes: MEN_SIZES,
    fits: ["slim", "regular"],
    weight: 3,
  },
];

export const KINDS: readonly Kind[] = [...WOMEN, ...MEN, ...ACCESSORY_KINDS];
