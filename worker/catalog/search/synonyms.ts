/**
 * Search synonyms per store language: edit this list to teach search the shoppers' words.
 *
 * One line per rule, in the format of Elasticsearch's and Solr's synonym files:
 *   "trui, sweater, pullover"        equivalent words: any of them finds what each of them finds;
 *   "winterjas => jas, parka"        one-way: the left words also find what the right words find
 *                                    (the typed word itself is always searched too).
 * Words are matched as typed (lower case), before stemming, so list the inflected forms shoppers
 * type ("blauw, blauwe"). Each word on the right is one word; a phrase is not supported. Colours,
 * materials, genders and categories named here match the products' attributes and categories,
 * which is how "blauwe trui" finds navy jumpers.
 */
import type { StoreCode } from "../../../domain/store-views";

export const SYNONYMS: Record<StoreCode, readonly string[]> = {
  nl: [
    "trui, sweater, pullover, jumper",
    "spijkerbroek, jeans",
    "kasjmier, cashmere",
    "marine, navy => marineblauw",
    "hoodie, capuchontrui => capuchon",
    "colbert, blazer",
    "heren, mannen, man",
    "dames, vrouwen, vrouw",
    "blauw, blauwe => marineblauw, lichtblauw",
    "grijs, grijze => grijs, antraciet",
    "groen, groene => olijfgroen, donkergroen",
    "bruin, bruine => roestbruin, cognac, camel",
    "wit, witte, crème, creme, ecru => gebroken",
    "roze => oudroze",
    "rood, rode => bordeaux",
    "beige => zand, camel",
    "winterjas, winterjassen => jas, parka, gewatteerd",
    "regenjas, regenjassen => trenchcoat, parka, waterafstotend",
    "kabeltrui, kabeltruien => kabelpatroon",
    "coltrui, col => coltrui",
    "shirt => overhemd",
    "pantalon, broek",
    "tas, handtas",
    "sjaal, shawl",
  ],
  de: [
    "pullover, sweater, pulli",
    "strickpullover, strickpulli => pullover",
    "strickjacke, cardigan",
    "jeans, jeanshose",
    "kaschmir, cashmere",
    "sakko, blazer, jackett",
    "herren, männer, mann",
    "damen, frauen, frau",
    "blau, blaue, blauer, blaues, blauen => marineblau, hellblau",
    "grau, graue, grauer, graues, grauen => grau, anthrazit",
    "grün, grüne, grüner, grünes, grünen => oliv, dunkelgrün",
    "braun, braune, brauner, braunes, braunen => rostbraun, cognac, camel",
    "weiß, weiss, weiße, weißer, weißes, creme => wollweiß",
    "rosa => altrosa",
    "rot, rote, roter, rotes, roten => bordeaux",
    "beige => sand, camel",
    "navy, marine => marineblau",
    "wintermantel, winterjacke => mantel, parka, wattiert",
    "regenjacke, regenmantel => trenchcoat, parka, wasserabweisend",
    "zopfpullover => zopfmuster",
    "hoodie, kapuzenpullover => kapuze",
    "hemd, oberhemd",
    "tasche, handtasche",
    "schal, tuch",
  ],
  en: [
    "jumper, sweater, pullover",
    // One way: "knit" finds jumpers, but a jumper search does not bring up every knitted dress.
    "knit, knitwear => jumper, cardigan",
    "trousers, pants, slacks",
    "jeans, denims",
    "leggings => tights, tight",
    "cardigan, cardi",
    "cashmere, kashmir",
    "coat, overcoat",
    "men, mens, man, male",
    "women, womens, woman, ladies, female",
    "blue => navy",
    "grey, gray => grey, charcoal",
    "green => olive",
    "brown => cognac, camel, rust",
    "white, cream, ecru => off-white",
    "pink => dusty",
    "red => burgundy",
    "beige => sand, camel",
    "raincoat, mac => trench, parka, water-repellent",
    "hoodie, hoody => hooded, hood",
    "tee, t-shirt",
    "bag, handbag",
  ],
};

export interface SynonymTable {
  /** Lower-cased word → the words it also finds (itself not included). */
  get(word: string): readonly string[] | undefined;
}

const tables = new Map<StoreCode, Map<string, string[]>>();

/** The parsed synonym rules of a store language. */
export function synonymsFor(code: StoreCode, rules: readonly string[] = SYNONYMS[code]): SynonymTable {
  const cached = rules === SYNONYMS[code] ? tables.get(code) : undefined;
  if (cached) return cached;
  const table = new Map<string, string[]>();
  const add = (from: string, to: readonly string[]) => {
    const list = table.get(from) ?? [];
    for (const word of to) if (word !== from && !list.includes(word)) list.push(word);
    if (list.length > 0) table.set(from, list);
  };
  const words = (text: string) =>
    text
      .split(",")
      .map((w) => w.trim().toLowerCase())
      .filter(Boolean);
  for (const rule of rules) {
    const [left, right] = rule.split("=>");
    if (right === undefined) {
      const group = words(left!);
      for (const word of group) add(word, group);
    } else {
      const targets = words(right);
      for (const word of words(left!)) add(word, targets);
    }
  }
  if (rules === SYNONYMS[code]) tables.set(code, table);
  return table;
}
