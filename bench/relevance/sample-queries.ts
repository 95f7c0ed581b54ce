/**
 * The judged query set on the vsf-sample dump (../shared/data/vsf-sample: 50 configurable women's
 * sportswear products in the modern VSF shape, English texts, no materials or descriptions), which
 * search was never tuned on. Written from the product data alone, before any search ran over it
 * (issue 35 point 9): single words, plurals, one-letter typos of plurals (swapped, dropped,
 * neighbouring-key and first letters), two words mixing a name word with a colour or collection
 * word, collection and colour words, names, skus, and things the shop does not sell. Mostly the
 * English store view; a few words a Dutch shopper types in the Dutch one. Rules: see judge.ts.
 */
import { all, any, colored, hasSku, inCategory, judged, named, type JudgedQuery } from "./judge";

// The dump's own category url paths.
const TOPS = inCategory("women/tops-women");
const TEES = inCategory("women/tops-women/tees-women/tees-25");
const SHORTS = inCategory("women/bottoms-women/shorts-women/shorts-28");
const PANTS = inCategory("women/bottoms-women/pants-women/pants-27");
const ECO = inCategory("collections/eco-friendly/eco-friendly-36");
const PERFORMANCE = inCategory("collections/performance-fabrics/performance-fabrics-35");
const SALE = inCategory("promotions/women-sale/women-sale-30");
const YOGA = any(named(/yoga/i), inCategory("collections/yoga-new/new-luma-yoga-collection-8"));
// By what the name says the garment is.
const TANKS = named(/\btank\b/i);
const BRAS = named(/\bbra\b/i);
const CAPRIS = named(/\bcapri\b/i);
const LEGGINGS = named(/\bleggings\b/i);
const TIGHTS = named(/\btights\b/i);
const TUNIC = named(/\btunic\b/i);

export const SAMPLE_QUERIES: JudgedQuery[] = [
  // Single words as the names have them.
  judged("en", "word", "tank", TANKS, "tanks"),
  judged("en", "word", "bra", BRAS, "bras and bra tops"),
  judged("en", "word", "tee", TEES, "tees category"),
  judged("en", "word", "short", SHORTS, "shorts category (not the short-sleeve tee)"),
  judged("en", "word", "capri", CAPRIS, "capris"),
  judged("en", "word", "pant", PANTS, "pants category"),
  judged("en", "word", "tights", TIGHTS, "tights"),
  judged("en", "word", "tunic", TUNIC, "the tunic"),
  // Plurals.
  judged("en", "word", "tanks", TANKS, "tanks"),
  judged("en", "word", "bras", BRAS, "bras and bra tops"),
  judged("en", "word", "tees", TEES, "tees category"),
  judged("en", "word", "shorts", SHORTS, "shorts category"),
  judged("en", "word", "capris", CAPRIS, "capris"),
  judged("en", "word", "pants", PANTS, "pants category (capris, leggings, tights included)"),
  judged("en", "word", "leggings", LEGGINGS, "leggings"),
  judged("en", "word", "tops", TOPS, "anything in the tops categories"),
  judged("en", "word", "tunics", TUNIC, "the tunic"),
  // One-letter typos of plurals.
  judged("en", "typo", "tnaks", TANKS, "tanks (swapped letters)"),
  judged("en", "typo", "tanjs", TANKS, "tanks (neighbouring key)"),
  judged("en", "typo", "tess", TEES, "tees (one letter wrong)"),
  judged("en", "typo", "shorst", SHORTS, "shorts (swapped letters)"),
  judged("en", "typo", "ahorts", SHORTS, "shorts (first letter, neighbouring key)"),
  judged("en", "typo", "caprs", CAPRIS, "capris (letter dropped)"),
  judged("en", "typo", "vapris", CAPRIS, "capris (first letter, neighbouring key)"),
  judged("en", "typo", "pamts", PANTS, "pants (neighbouring key)"),
  judged("en", "typo", "leggigs", LEGGINGS, "leggings (letter dropped)"),
  judged("en", "typo", "topd", TOPS, "tops (neighbouring key)"),
  judged("en", "typo", "brsa", BRAS, "bras (swapped letters)"),
  judged("en", "typo", "tunis", TUNIC, "tunics (letter dropped)"),
  // Two words: a name word with a colour, a collection or another name word.
  judged("en", "multi", "eco tee", all(TEES, ECO), "tees of the eco friendly collection"),
  judged("en", "multi", "eco tees", all(TEES, ECO), "tees of the eco friendly collection"),
  judged("en", "multi", "performance capri", all(CAPRIS, PERFORMANCE), "capris in performance fabrics"),
  judged("en", "multi", "yoga shorts", all(SHORTS, YOGA), "yoga shorts (by name or the yoga collection)"),
  judged("en", "multi", "sale tanks", all(TANKS, SALE), "tanks on sale"),
  judged("en", "multi", "purple shorts", all(SHORTS, colored("Purple")), "shorts that come in purple"),
  judged("en", "multi", "yellow tank", all(TANKS, colored("Yellow")), "tanks that come in yellow"),
  judged("en", "multi", "blue capris", all(CAPRIS, colored("Blue")), "capris that come in blue"),
  judged("en", "multi", "white pants", all(PANTS, colored("White")), "pants that come in white"),
  judged("en", "multi", "red bra", all(BRAS, colored("Red")), "bras that come in red"),
  judged("en", "multi", "green tees", all(TEES, colored("Green")), "tees that come in green"),
  judged("en", "multi", "running shorts", all(SHORTS, named(/running/i)), "running shorts"),
  judged("en", "multi", "compression shorts", all(SHORTS, named(/compression/i)), "compression shorts"),
  judged("en", "multi", "sports bras", all(BRAS, named(/sports/i)), "sports bras"),
  judged("en", "multi", "fitness tee", all(TEES, named(/fitness/i)), "fitness tees"),
  judged("en", "multi", "racer tank", all(TANKS, named(/racer/i)), "the racer tank"),
  judged("en", "multi", "bike shorts", all(SHORTS, named(/bike/i)), "the bike short"),
  judged("en", "multi", "purple shrots", all(SHORTS, colored("Purple")), "purple shorts, plural misspelt"),
  judged("en", "multi", "eco tess", all(TEES, ECO), "eco friendly tees, plural misspelt"),
  judged("en", "multi", "runing shorts", all(SHORTS, named(/running/i)), "running shorts, first word misspelt"),
  judged("en", "multi", "eco friendly", ECO, "the eco friendly collection"),
  judged("en", "multi", "performance fabrics", PERFORMANCE, "the performance fabrics collection"),
  judged("en", "multi", "Chloe Compete Tank", hasSku("WT06"), "that product by name"),
  judged("en", "multi", "electra bra top", hasSku("WB01"), "that product by name"),
  // Collection and colour words.
  judged("en", "word", "sale", SALE, "the women sale promotion"),
  judged("en", "word", "yoga", YOGA, "yoga by name or the yoga collection"),
  judged("en", "word", "purple", colored("Purple"), "anything that comes in purple"),
  // Skus.
  judged("en", "sku", "WT06", hasSku("WT06"), "that product"),
  judged("en", "sku", "wsh12", hasSku("WSH12"), "that product (lower case)"),
  judged("en", "sku", "WS08-XS-Black", hasSku("WS08-XS-Black"), "the configurable of that variant"),
  judged("en", "sku", "WP13-28-Blue", hasSku("WP13-28-Blue"), "the configurable of that variant"),
  // What the shop does not sell.
  judged("en", "none", "jacket", null, "no jackets in this dump"),
  judged("en", "none", "hoodie", null, "no hoodies"),
  judged("en", "none", "backpack", null, "no bags"),
  judged("en", "none", "sunglasses", null, "no sunglasses"),
  // A Dutch shopper in the Dutch store view (the texts stay English).
  judged("nl", "word", "shorts", SHORTS, "shorts category"),
  judged("nl", "word", "legging", LEGGINGS, "leggings (Dutch singular)"),
  judged("nl", "typo", "shortz", SHORTS, "shorts (one letter wrong)"),
  judged("nl", "multi", "paarse shorts", all(SHORTS, colored("Purple")), "shorts that come in purple"),
];
