/**
 * A look: the visible features a product's drawing shows (hood, sleeve length, collar, pattern, …),
 * read from the words of its English name, so the picture shows what the name says. Products
 * whose names describe the same garment type and features share a look (and its artwork).
 */
import type { ImageType } from "./paths";

export const FEATURES = [
  "hood",
  "zip",
  "rib-trim",
  "lapels",
  "stand-collar",
  "shawl",
  "belt",
  "double",
  "long-sleeves",
  "sleeveless",
  "v-neck",
  "roll-neck",
  "pocket",
  "cable",
  "raglan",
  "button-down",
  "bow",
  "placket",
  "patch",
  "horn",
  "strap",
  "brass",
  "silver",
  "matt",
  "wide",
  "turn-ups",
  "pleats",
  "drawstring",
  "denim",
  "stripes",
  "check",
  "herringbone",
  "quilted",
  "rib",
] as const;
export type Feature = (typeof FEATURES)[number];
export type Look = ReadonlySet<Feature>;

/** Words of the English name and the features they promise (checked in this order). */
const WORDS: readonly (readonly [RegExp, readonly Feature[]])[] = [
  [/\bhood/i, ["hood"]],
  [/bomber/i, ["zip", "rib-trim"]],
  [/parka/i, ["zip", "pocket"]],
  [/notch lapels|blazer/i, ["lapels"]],
  [/trench/i, ["lapels", "belt", "double"]],
  [/double-breasted/i, ["double"]],
  [/stand collar/i, ["stand-collar"]],
  [/shawl collar|wrap coat/i, ["shawl", "belt"]],
  [/tie belt/i, ["belt"]],
  [/long-sleeve|long sleeves/i, ["long-sleeves"]],
  [/sleeveless/i, ["sleeveless"]],
  [/v-neck/i, ["v-neck"]],
  [/roll-neck/i, ["roll-neck"]],
  [/chest pocket|patch pockets|overshirt/i, ["pocket"]],
  [/cable/i, ["cable"]],
  [/raglan/i, ["raglan"]],
  [/button-down|oxford/i, ["button-down"]],
  [/tie neck/i, ["bow"]],
  [/shirt dress|button front/i, ["placket"]],
  [/leather patch/i, ["patch"]],
  [/horn buttons/i, ["horn"]],
  [/shoulder bag|adjustable strap/i, ["strap"]],
  [/bag with zip/i, ["zip"]],
  [/brass/i, ["brass"]],
  [/silver-tone/i, ["silver"]],
  [/matt black/i, ["matt"]],
  [/braided/i, ["herringbone"]],
  [/wide-leg|culottes/i, ["wide"]],
  [/turn-ups/i, ["turn-ups"]],
  [/with pleats/i, ["pleats"]],
  [/drawstring|elasticated/i, ["drawstring"]],
  [/jeans/i, ["denim"]],
  [/striped/i, ["stripes"]],
  [/checked/i, ["check"]],
  [/herringbone/i, ["herringbone"]],
  [/padded/i, ["quilted"]],
  [/ribbed|rib texture/i, ["rib"]],
];

/** Features a type draws without being named (a wrap coat's shawl collar and belt). */
function defaults(type: ImageType, found: Set<Feature>): Feature[] {
  if (type === "coat" && !["lapels", "stand-collar", "hood", "double"].some((f) => found.has(f as Feature)))
    return ["shawl", "belt"];
  return [];
}

const PATTERNS: readonly Feature[] = ["stripes", "check", "herringbone"];
/** The features each type's drawing shows; a name's other words (a bag's laptop sleeve) are not drawn. */
const DRAWN: Record<ImageType, readonly Feature[]> = {
  coat: ["hood", "lapels", "stand-collar", "shawl", "belt", "double", "pocket", ...PATTERNS],
  overcoat: ["hood", "lapels", "stand-collar", "belt", "double", "pocket", ...PATTERNS],
  jacket: ["hood", "zip", "rib-trim", "lapels", "stand-collar", "pocket", "quilted", ...PATTERNS],
  sweater: ["v-neck", "roll-neck", "cable", "raglan", "rib", "stripes"],
  cardigan: ["pocket", "horn", "rib", "stripes"],
  dress: ["long-sleeves", "sleeveless", "placket", "stripes"],
  blouse: ["bow", "v-neck", "stripes", "check"],
  shirt: ["button-down", "stand-collar", "pocket", "stripes", "check"],
  trousers: ["wide", "turn-ups", "pleats", "drawstring", "denim", "check"],
  tshirt: ["long-sleeves", "sleeveless", "v-neck", "pocket", "rib", "stripes"],
  polo: ["pocket", "stripes"],
  bag: ["strap", "zip"],
  scarf: ["rib", "stripes", ...PATTERNS],
  beanie: ["patch", "rib"],
  cap: [],
  belt: ["brass", "silver", "matt", "herringbone"],
};

/** The look an English product name describes, for a garment type. */
export function lookOf(type: ImageType, englishName: string): Look {
  const found = new Set<Feature>();
  for (const [pattern, features] of WORDS) if (pattern.test(englishName)) for (const f of features) found.add(f);
  for (const f of defaults(type, found)) found.add(f);
  const drawn = DRAWN[type];
  return new Set([...found].filter((f) => drawn.includes(f)));
}

/** "hood_zip", or "plain": the look's part of a media path, in a fixed order. */
export function lookKey(look: Look): string {
  const parts = FEATURES.filter((f) => look.has(f));
  return parts.length > 0 ? parts.join("_") : "plain";
}

/** The look a media path's key names, or null when it is not one. */
export function parseLookKey(key: string): Look | null {
  if (key === "plain") return new Set();
  const parts = key.split("_");
  if (!parts.every((p) => (FEATURES as readonly string[]).includes(p))) return null;
  const look = new Set(parts as Feature[]);
  return lookKey(look) === key ? look : null;
}

/** What the back view shows of a look: the rest (a V-neck, a chest pocket, lapels) is only seen from the front. */
const SEEN_FROM_BEHIND: ReadonlySet<Feature> = new Set<Feature>([
  "hood",
  "rib-trim",
  "shawl",
  "belt",
  "long-sleeves",
  "sleeveless",
  "roll-neck",
  "cable",
  "raglan",
  "wide",
  "turn-ups",
  "pleats",
  "drawstring",
  "denim",
  "stripes",
  "check",
  "herringbone",
  "quilted",
  "rib",
]);

/** The part of a look its back view draws, so looks that differ only at the front share their back views. */
export function backLook(look: Look): Look {
  return new Set([...look].filter((f) => SEEN_FROM_BEHIND.has(f)));
}
