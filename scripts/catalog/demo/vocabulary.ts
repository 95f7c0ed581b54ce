/**
 * Words the product names and descriptions are built from, per language. Each language keeps
 * its own grammar: Dutch adjectives take -e before de-words, German adjectives decline by gender
 * and materials become compound prefixes ("Wollmantel"), English stays uninflected.
 */
import type { Localized } from "../../../schema/catalog/localized";
import type { FitKey, MaterialKey } from "./attributes";

export const l = (nl: string, de: string, en: string): Localized => ({ nl, de, en });

export type Gender = "m" | "f" | "n";

/** A garment noun: Dutch de- or het-word, German gender, and how German joins a material prefix. */
export interface Noun {
  nl: string;
  nlHet?: boolean;
  de: string;
  deGender: Gender;
  en: string;
  /** Loanwords ("T-Shirt", "Cap") take a hyphen after a German material prefix. */
  deHyphen?: boolean;
  /** Materials the noun comes in (the first is the most common). */
  materials: readonly MaterialKey[];
  /** Whether the material may appear in the name ("Jeans" never says denim). */
  materialInName?: boolean;
}

/** An adjective: Dutch inflected (de-word) and bare (het-word) forms, a German stem, English. */
export interface Adjective {
  nl: readonly [string, string];
  de: string;
  en: string;
}

const adj = (nlDe: string, nlHet: string, de: string, en: string): Adjective => ({ nl: [nlDe, nlHet], de, en });

export const ADJECTIVES = {
  tailored: adj("getailleerde", "getailleerd", "tailliert", "Tailored"),
  long: adj("lange", "lang", "lang", "Long"),
  short: adj("korte", "kort", "kurz", "Short"),
  light: adj("lichte", "licht", "leicht", "Lightweight"),
  soft: adj("zachte", "zacht", "weich", "Soft"),
  classic: adj("klassieke", "klassiek", "klassisch", "Classic"),
  relaxed: adj("losvallende", "losvallend", "locker", "Relaxed"),
  wide: adj("wijde", "wijd", "weit", "Wide-leg"),
  straight: adj("rechte", "recht", "gerade", "Straight-leg"),
  chunky: adj("grofgebreide", "grofgebreid", "grobgestrickt", "Chunky"),
  fineKnit: adj("fijngebreide", "fijngebreid", "feingestrickt", "Fine-knit"),
  ribbed: adj("geribde", "geribd", "gerippt", "Ribbed"),
  pleated: adj("geplooide", "geplooid", "plissiert", "Pleated"),
  padded: adj("gewatteerde", "gewatteerd", "wattiert", "Padded"),
  waterRepellent: adj("waterafstotende", "waterafstotend", "wasserabweisend", "Water-repellent"),
  sleeveless: adj("mouwloze", "mouwloos", "ärmellos", "Sleeveless"),
  small: adj("kleine", "klein", "klein", "Small"),
  narrow: adj("smalle", "smal", "schmal", "Narrow"),
  large: adj("grote", "groot", "groß", "Large"),
  braided: adj("gevlochten", "gevlochten", "geflochten", "Braided"),
  doubleBreasted: adj("double-breasted", "double-breasted", "zweireihig", "Double-breasted"),
  washed: adj("gewassen", "gewassen", "gewaschen", "Washed"),
  striped: adj("gestreepte", "gestreept", "gestreift", "Striped"),
  checked: adj("geruite", "geruit", "kariert", "Checked"),
} as const satisfies Record<string, Adjective>;
export type AdjectiveKey = keyof typeof ADJECTIVES;

/** How a material reads inside a name: Dutch adjective, German compound prefix, English noun adjunct. */
export const MATERIAL_IN_NAME: Record<MaterialKey, { nl: string; de: string; en: string }> = {
  wool: { nl: "wollen", de: "Woll", en: "wool" },
  cashmere: { nl: "kasjmier", de: "Kaschmir", en: "cashmere" },
  merino: { nl: "merino", de: "Merino", en: "merino" },
  alpaca: { nl: "alpaca", de: "Alpaka", en: "alpaca" },
  cotton: { nl: "katoenen", de: "Baumwoll", en: "cotton" },
  linen: { nl: "linnen", de: "Leinen", en: "linen" },
  silk: { nl: "zijden", de: "Seiden", en: "silk" },
  viscose: { nl: "viscose", de: "Viskose", en: "viscose" },
  leather: { nl: "leren", de: "Leder", en: "leather" },
  suede: { nl: "suède", de: "Veloursleder", en: "suede" },
  corduroy: { nl: "ribfluwelen", de: "Cord", en: "corduroy" },
  denim: { nl: "denim", de: "Denim", en: "denim" },
  tweed: { nl: "tweed", de: "Tweed", en: "tweed" },
  jersey: { nl: "jersey", de: "Jersey", en: "jersey" },
  flannel: { nl: "flanellen", de: "Flanell", en: "flannel" },
  canvas: { nl: "canvas", de: "Canvas", en: "canvas" },
};

/** "Made from …": German in the dative after "aus". */
export const MATERIAL_PHRASES: Record<MaterialKey, readonly Localized[]> = {
  wool: [
    l("zachte wol uit Italië", "weicher Wolle aus Italien", "soft Italian wool"),
    l("warme, gerecyclede wol", "warmer, recycelter Wolle", "warm recycled wool"),
  ],
  cashmere: [l("puur kasjmier uit Mongolië", "reinem Kaschmir aus der Mongolei", "pure Mongolian cashmere")],
  merino: [
    l("fijne merinowol", "feiner Merinowolle", "fine merino wool"),
    l("mulesingvrije merinowol", "mulesingfreier Merinowolle", "mulesing-free merino wool"),
  ],
  alpaca: [l("zachte alpacawol uit Peru", "weicher Alpakawolle aus Peru", "soft Peruvian alpaca")],
  cotton: [
    l("biologisch katoen", "Bio-Baumwolle", "organic cotton"),
    l("stevig Portugees katoen", "fester portugiesischer Baumwolle", "sturdy Portuguese cotton"),
  ],
  linen: [
    l("Europees linnen", "europäischem Leinen", "European linen"),
    l("gewassen Belgisch linnen", "gewaschenem belgischem Leinen", "washed Belgian linen"),
  ],
  silk: [l("zuivere zijde", "reiner Seide", "pure silk")],
  viscose: [l("soepel vallende viscose", "fließender Viskose", "fluid viscose")],
  leather: [
    l("plantaardig gelooid leer", "pflanzlich gegerbtem Leder", "vegetable-tanned leather"),
    l("soepel Italiaans leer", "geschmeidigem italienischem Leder", "supple Italian leather"),
  ],
  suede: [l("zacht suède", "weichem Veloursleder", "soft suede")],
  corduroy: [l("stevig ribfluweel", "festem Cord", "sturdy corduroy")],
  denim: [
    l("Japans selvedge denim", "japanischem Selvedge-Denim", "Japanese selvedge denim"),
    l("gerecycled denim", "recyceltem Denim", "recycled denim"),
  ],
  tweed: [l("Schotse tweed", "schottischem Tweed", "Scottish tweed")],
  jersey: [l("zachte katoenjersey", "weichem Baumwolljersey", "soft cotton jersey")],
  flannel: [l("geborsteld flanel", "gebürstetem Flanell", "brushed flannel")],
  canvas: [l("stevig gewaxt canvas", "festem, gewachstem Canvas", "sturdy waxed canvas")],
};

/** The composition line of the description. */
export const COMPOSITION: Record<MaterialKey, Localized> = {
  wool: l("100% wol", "100 % Wolle", "100% wool"),
  cashmere: l("100% kasjmier", "100 % Kaschmir", "100% cashmere"),
  merino: l("100% merinowol", "100 % Merinowolle", "100% merino wool"),
  alpaca: l("70% alpaca, 30% wol", "70 % Alpaka, 30 % Wolle", "70% alpaca, 30% wool"),
  cotton: l("100% katoen", "100 % Baumwolle", "100% cotton"),
  linen: l("100% linnen", "100 % Leinen", "100% linen"),
  silk: l("100% zijde", "100 % Seide", "100% silk"),
  viscose: l("100% viscose", "100 % Viskose", "100% viscose"),
  leather: l("100% rundleer", "100 % Rindsleder", "100% cowhide leather"),
  suede: l("100% geitensuède", "100 % Ziegenveloursleder", "100% goat suede"),
  corduroy: l("98% katoen, 2% elastaan", "98 % Baumwolle, 2 % Elasthan", "98% cotton, 2% elastane"),
  denim: l("99% katoen, 1% elastaan", "99 % Baumwolle, 1 % Elasthan", "99% cotton, 1% elastane"),
  tweed: l("100% wol", "100 % Wolle", "100% wool"),
  jersey: l("95% katoen, 5% elastaan", "95 % Baumwolle, 5 % Elasthan", "95% cotton, 5% elastane"),
  flannel: l("100% katoen", "100 % Baumwolle", "100% cotton"),
  canvas: l("100% katoen, gewaxt", "100 % Baumwolle, gewachst", "100% cotton, waxed"),
};

const CARE_WOOL = l(
  "Stomen of met de hand wassen op 30 °C.",
  "Chemisch reinigen oder Handwäsche bei 30 °C.",
  "Dry clean or hand wash at 30 °C.",
);
const CARE_DELICATE = l(
  "Met de hand wassen in koud water en liggend laten drogen.",
  "Handwäsche in kaltem Wasser, liegend trocknen.",
  "Hand wash cold and dry flat.",
);
const CARE_COTTON = l(
  "Binnenstebuiten wassen op 30 °C.",
  "Bei 30 °C auf links waschen.",
  "Machine wash at 30 °C, inside out.",
);
const CARE_LINEN = l(
  "Wassen op 40 °C; een beetje kreukel hoort erbij.",
  "Bei 40 °C waschbar; leichte Knitterfalten gehören dazu.",
  "Machine wash at 40 °C; a few creases are part of its charm.",
);
const CARE_LEATHER = l(
  "Af en toe onderhouden met leerbalsem; niet wassen.",
  "Gelegentlich mit Lederbalsam pflegen; nicht waschen.",
  "Treat with leather balm now and then; do not wash.",
);
const CARE_CANVAS = l(
  "Vlekken met een vochtige doek verwijderen.",
  "Flecken mit einem feuchten Tuch entfernen.",
  "Spot clean with a damp cloth.",
);

export const CARE: Record<MaterialKey, Localized> = {
  wool: CARE_WOOL,
  tweed: CARE_WOOL,
  alpaca: CARE_WOOL,
  cashmere: CARE_DELICATE,
  merino: CARE_DELICATE,
  silk: CARE_DELICATE,
  viscose: CARE_DELICATE,
  cotton: CARE_COTTON,
  jersey: CARE_COTTON,
  flannel: CARE_COTTON,
  corduroy: CARE_COTTON,
  denim: CARE_COTTON,
  linen: CARE_LINEN,
  leather: CARE_LEATHER,
  suede: CARE_LEATHER,
  canvas: CARE_CANVAS,
};

/** "… with a slim fit": Dutch after "met een", German dative after "mit", English after "in a". */
export const FIT_PHRASES: Record<FitKey, Localized> = {
  slim: l("slanke pasvorm", "schmaler Passform", "slim fit"),
  regular: l("klassieke pasvorm", "klassischer Passform", "regular fit"),
  relaxed: l("ruime, ontspannen pasvorm", "lockerer, entspannter Passform", "relaxed fit"),
  oversized: l("royale oversized pasvorm", "großzügiger Oversize-Passform", "generous oversized fit"),
};

export const LABELS = {
  composition: l("Samenstelling", "Material", "Composition"),
  fit: l("Pasvorm", "Passform", "Fit"),
  articleNumber: l("Artikelnummer", "Artikelnummer", "Article number"),
} as const;

/** Our own label and the partner labels we stock, with the categories each makes (English url paths). */
export const BRANDS = [
  { name: "Atelier Noord", categories: null },
  { name: "Studio Kade", categories: ["women/dresses", "women/blouses", "women/tops", "women/trousers", "men/shirts"] },
  { name: "Wadden Wol", categories: ["women/knitwear", "men/knitwear", "accessories/scarves", "accessories/hats"] },
  { name: "Hafenblau", categories: ["women/coats", "men/coats", "men/trousers", "men/t-shirts"] },
  { name: "Ravelijn", categories: ["accessories/bags", "accessories/belts"] },
] as const;
