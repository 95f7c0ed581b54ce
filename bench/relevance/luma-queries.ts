/**
 * The judged query set on the Magento "Luma" dump (../shared/data/vsf-luma-2017, English texts),
 * searched in the English store view. Rules over what the products are: see judge.ts.
 */
import { all, colored, hasSku, inCategory, judged, named, type JudgedQuery } from "./judge";

const JACKETS = inCategory("men/tops/jackets", "women/tops/jackets");
const HOODIE = named(/hood/i);
const TEES = inCategory("men/tops/tees", "women/tops/tees");
const TANK = named(/tank/i);
const SHORTS = inCategory("men/bottoms/shorts", "women/bottoms/shorts");
const PANTS = inCategory("men/bottoms/pants", "women/bottoms/pants");
const SWEATSHIRT = named(/sweatshirt/i);
const LEGGINGS = named(/leggings|tights?\b/i);
const BRA = named(/\bbra\b/i);
const CAPRI = named(/capri/i);

export const LUMA_QUERIES: JudgedQuery[] = [
  judged("en", "word", "jacket", JACKETS, "jackets category"),
  judged("en", "word", "hoodie", HOODIE, "hoodies and hooded tops"),
  judged("en", "word", "tee", TEES, "tees category"),
  judged("en", "word", "tank", TANK, "tanks"),
  judged("en", "word", "shorts", SHORTS, "shorts category"),
  judged("en", "word", "pants", PANTS, "pants category (capris, leggings, tights included)"),
  judged("en", "word", "sweatshirt", SWEATSHIRT, "sweatshirts"),
  judged("en", "word", "leggings", LEGGINGS, "leggings and tights"),
  judged("en", "word", "bra", BRA, "bras"),
  judged("en", "word", "capri", CAPRI, "capris"),
  judged("en", "word", "bag", inCategory("gear/bags"), "bags"),
  judged("en", "typo", "jakcet", JACKETS, "jackets (swapped letters)"),
  judged("en", "typo", "hoodei", HOODIE, "hoodies"),
  judged("en", "typo", "sweatshrit", SWEATSHIRT, "sweatshirts"),
  judged("en", "typo", "leggins", LEGGINGS, "leggings"),
  judged("en", "typo", "shrots", SHORTS, "shorts"),
  judged("en", "multi", "yoga pant", all(PANTS, named(/yoga/i)), "yoga pants"),
  judged("en", "multi", "running short", all(SHORTS, named(/running/i)), "running shorts"),
  judged("en", "multi", "mens hoodie", all(HOODIE, inCategory("men")), "men's hoodies"),
  judged("en", "multi", "women tank", all(TANK, inCategory("women")), "women's tanks"),
  judged("en", "multi", "full zip jacket", all(JACKETS, named(/full.?zip/i)), "full-zip jackets"),
  judged("en", "multi", "blue jacket", all(JACKETS, colored("Blue")), "jackets that come in blue"),
  judged("en", "multi", "gym short", all(SHORTS, named(/gym/i)), "gym shorts"),
  judged("en", "multi", "Chaz Kangeroo Hoodie", hasSku("MH01"), "that product by name"),
  judged("en", "synonym", "trousers", PANTS, "pants (British English)"),
  judged("en", "sku", "MH01", hasSku("MH01"), "that product"),
  judged("en", "sku", "mj01", hasSku("MJ01"), "that product (lower case)"),
  judged("en", "sku", "MH01-XS-Black", hasSku("MH01-XS-Black"), "the configurable of that variant"),
  judged("en", "sku", "WS03-XS-Blue", hasSku("WS03-XS-Blue"), "the configurable of that variant"),
  judged("en", "sku", "24-MB01", hasSku("24-MB01"), "that simple product"),
  judged("en", "none", "boots", null, "no footwear in the store (not 'books')"),
  judged("en", "none", "sunglasses", null, "no sunglasses"),
  judged("en", "none", "necklace", null, "no jewellery"),
];
