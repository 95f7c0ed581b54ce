/**
 * The judged query set on the demo catalogue (`npm run catalog:demo`, seed 2026, 1,000 products),
 * in Dutch, German and English. Each query says which products answer it, by rules over what the
 * products are (their English name, category, colours, materials, skus): see judge.ts.
 */
import { all, any, colored, hasSku, inCategory, judged, madeOf, named, not, type JudgedQuery } from "./judge";

const COATS_AND_JACKETS = all(inCategory("women/coats", "men/coats"), not(named(/blazer/i)));
const COAT = named(/coat\b/i);
const WINTER_COAT = all(any(COAT, named(/parka|padded/i)), not(named(/trench|blazer/i)));
const RAIN_COAT = named(/trench|parka|water-repellent/i);
const JUMPER = named(/jumper/i);
const CARDIGAN = named(/cardigan/i);
const DRESS = named(/dress\b/i);
const TROUSERS = named(/trousers|jeans|chinos|culottes/i);
const JEANS = named(/jeans/i);
const SCARVES = inCategory("accessories/scarves");
const BAGS = inCategory("accessories/bags");
const BELTS = inCategory("accessories/belts");
const BLOUSE = named(/blouse/i);
const SHIRT = all(named(/\bshirt\b/i), not(named(/t-shirt|polo shirt|shirt dress|overshirt/i)));
const BLAZER = named(/blazer/i);
const PARKA = named(/parka/i);
const TRENCH = named(/trench/i);
const BLUE = colored("Navy", "Light blue");
const MEN = inCategory("men");

export const DEMO_QUERIES: JudgedQuery[] = [
  // Dutch
  judged("nl", "word", "jas", COATS_AND_JACKETS, "coats and jackets (not blazers)"),
  judged("nl", "word", "trui", JUMPER, "jumpers"),
  judged("nl", "word", "jurk", DRESS, "dresses"),
  judged("nl", "word", "broek", TROUSERS, "trousers, jeans, chinos, culottes"),
  judged("nl", "word", "sjaal", SCARVES, "scarves category"),
  judged("nl", "word", "tas", BAGS, "bags category"),
  judged("nl", "word", "riem", BELTS, "belts category"),
  judged("nl", "word", "overhemd", SHIRT, "shirts (not T-shirts, polos, overshirts)"),
  judged("nl", "typo", "trenchcaot", TRENCH, "trench coats"),
  judged("nl", "typo", "overhemt", SHIRT, "shirts"),
  judged("nl", "typo", "parak", PARKA, "parkas (swapped letters)"),
  judged("nl", "typo", "colbret", BLAZER, "blazers (colbert, swapped letters)"),
  judged("nl", "multi", "wollen jas", all(COAT, madeOf("Wool")), "coats made of wool"),
  judged("nl", "multi", "heren jas", all(COATS_AND_JACKETS, MEN), "men's coats and jackets"),
  judged("nl", "multi", "zwarte jas", all(COATS_AND_JACKETS, colored("Black")), "coats and jackets in black"),
  judged("nl", "multi", "grijze trui", all(JUMPER, colored("Grey melange", "Charcoal")), "jumpers in grey"),
  judged("nl", "multi", "blauwe trui", all(JUMPER, BLUE), "jumpers in navy or light blue"),
  judged("nl", "multi", "linnen broek", all(TROUSERS, madeOf("Linen")), "linen trousers"),
  judged("nl", "multi", "zijden blouse", all(BLOUSE, madeOf("Silk")), "silk blouses"),
  judged("nl", "synonym", "sweater", JUMPER, "jumpers"),
  judged("nl", "synonym", "spijkerbroek", JEANS, "jeans"),
  judged("nl", "synonym", "kasjmier trui", all(JUMPER, madeOf("Cashmere")), "cashmere jumpers"),
  judged("nl", "compound", "winterjas", WINTER_COAT, "warm coats, parkas and padded jackets (no trench coats)"),
  judged("nl", "compound", "regenjas", RAIN_COAT, "trench coats, parkas, water-repellent jackets"),
  judged("nl", "compound", "kabeltrui", all(JUMPER, named(/cable/i)), "jumpers with cable knit"),
  judged("nl", "none", "regenlaarzen", null, "no boots in the shop"),
  judged("nl", "none", "zonnebril", null, "no sunglasses in the shop"),
  judged("nl", "sku", "AN-10000", hasSku("AN-10000"), "that product"),
  judged("nl", "sku", "AN-10000-NVY-M", hasSku("AN-10000-NVY-M"), "the configurable of that variant"),

  // German
  judged("de", "word", "Mantel", COAT, "coats"),
  judged("de", "word", "Pullover", JUMPER, "jumpers"),
  judged("de", "word", "Kleid", DRESS, "dresses"),
  judged("de", "word", "Hose", TROUSERS, "trousers, jeans, chinos, culottes"),
  judged("de", "word", "Schal", SCARVES, "scarves category"),
  judged("de", "word", "Tasche", BAGS, "bags category"),
  judged("de", "word", "Bluse", BLOUSE, "blouses"),
  judged("de", "typo", "Pulover", JUMPER, "jumpers"),
  judged("de", "typo", "Strickjake", CARDIGAN, "cardigans"),
  judged("de", "typo", "Blaser", BLAZER, "blazers"),
  judged("de", "typo", "Mantle", COAT, "coats (swapped letters)"),
  judged("de", "multi", "Leinen Kleid", all(DRESS, madeOf("Linen")), "linen dresses"),
  judged("de", "multi", "schwarze Hose", all(TROUSERS, colored("Black")), "trousers in black"),
  judged("de", "multi", "Herren Mantel", all(COAT, MEN), "men's coats"),
  judged("de", "multi", "blaues Kleid", all(DRESS, BLUE), "dresses in navy or light blue"),
  judged("de", "multi", "Kaschmir Pullover", all(JUMPER, madeOf("Cashmere")), "cashmere jumpers"),
  judged("de", "synonym", "Strickpullover", JUMPER, "jumpers"),
  judged("de", "synonym", "Sakko", BLAZER, "blazers"),
  judged("de", "compound", "Leinenkleid", all(DRESS, madeOf("Linen")), "linen dresses"),
  judged("de", "compound", "Wollmantel", all(COAT, madeOf("Wool")), "wool coats"),
  judged("de", "compound", "Wintermantel", WINTER_COAT, "warm coats, parkas and padded jackets"),
  judged("de", "compound", "Regenjacke", RAIN_COAT, "trench coats, parkas, water-repellent jackets"),
  judged("de", "none", "Fahrradhelm", null, "no helmets in the shop"),
  judged("de", "none", "Gummistiefel", null, "no boots in the shop"),
  judged("de", "sku", "AN-10002", hasSku("AN-10002"), "that product"),
  judged("de", "sku", "AN-10038", hasSku("AN-10038"), "that simple product"),

  // English
  judged("en", "word", "coat", COAT, "coats"),
  judged("en", "word", "jumper", JUMPER, "jumpers"),
  judged("en", "word", "dress", DRESS, "dresses"),
  judged("en", "word", "trousers", TROUSERS, "trousers, jeans, chinos, culottes"),
  judged("en", "word", "scarf", SCARVES, "scarves category"),
  judged("en", "word", "blazer", BLAZER, "blazers"),
  judged("en", "word", "shirt", SHIRT, "shirts (not T-shirts, polos, overshirts)"),
  judged("en", "typo", "cardigna", CARDIGAN, "cardigans"),
  judged("en", "typo", "trousres", TROUSERS, "trousers"),
  judged("en", "typo", "parak", PARKA, "parkas (swapped letters)"),
  judged("en", "typo", "jumpr", JUMPER, "jumpers"),
  judged("en", "multi", "black coat", all(COAT, colored("Black")), "coats in black"),
  judged("en", "multi", "navy jumper", all(JUMPER, colored("Navy")), "jumpers in navy"),
  judged("en", "multi", "linen trousers", all(TROUSERS, madeOf("Linen")), "linen trousers"),
  judged("en", "multi", "mens coat", all(COAT, MEN), "men's coats"),
  judged("en", "multi", "wool coat", all(COAT, madeOf("Wool")), "wool coats"),
  judged("en", "multi", "leather bag", all(BAGS, madeOf("Leather")), "leather bags"),
  judged("en", "synonym", "sweater", JUMPER, "jumpers"),
  judged("en", "synonym", "pants", TROUSERS, "trousers (American English)"),
  judged("en", "synonym", "pullover", JUMPER, "jumpers"),
  judged("en", "none", "bicycle", null, "no bicycles in the shop"),
  judged("en", "none", "sunglasses", null, "no sunglasses in the shop"),
  judged("en", "sku", "an-10001", hasSku("AN-10001"), "that product (lower case)"),
  judged("en", "sku", "AN-10002-BDX-S", hasSku("AN-10002-BDX-S"), "the configurable of that variant"),
];
