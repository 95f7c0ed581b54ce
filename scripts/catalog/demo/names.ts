/**
 * Product names in Dutch, German and English from the same parts, each with its own grammar:
 * "Getailleerde wollen jas met sjaalkraag" / "Taillierter Wollmantel mit Schalkragen" /
 * "Tailored wool coat with shawl collar". Plus url keys that stay unique per language.
 */
import type { Localized } from "../../../schema/catalog/localized";
import type { MaterialKey } from "./attributes";
import { ADJECTIVES, MATERIAL_IN_NAME, type AdjectiveKey, type Gender, type Noun } from "./vocabulary";

export interface NameParts {
  noun: Noun;
  adjective: AdjectiveKey | null;
  material: MaterialKey | null;
  detail: Localized | null;
}

const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
const join = (...words: (string | null)[]): string =>
  capitalize(words.filter((w): w is string => Boolean(w)).join(" "));

const GERMAN_ENDINGS: Record<Gender, string> = { m: "er", f: "e", n: "es" };

/** German strong declension without article: "weicher", "weiche", "weiches" ("gerade" → "gerader"). */
function germanAdjective(stem: string, gender: Gender): string {
  const ending = GERMAN_ENDINGS[gender];
  return stem.endsWith("e") ? stem + ending.slice(1) : stem + ending;
}

/** German material compounds: "Woll" + "Mantel" → "Wollmantel", "Baumwoll-T-Shirt", "Kaschmir-Rollkragenpullover". */
function germanNoun(noun: Noun, material: MaterialKey | null): string {
  if (!material) return noun.de;
  const prefix = MATERIAL_IN_NAME[material].de;
  if (noun.deHyphen || prefix.length + noun.de.length > 18) return `${prefix}-${noun.de}`;
  return prefix + noun.de.charAt(0).toLowerCase() + noun.de.slice(1);
}

/** Combinations that read wrong ("Roll-neck jumper with V-neck", "Sleeveless dress with long sleeves"). */
const CLASHES: readonly [RegExp, RegExp][] = [
  [/neck/, /neck/],
  [/sleeve|T-shirt/, /Sleeveless/],
  [/.*/, /Sleeveless.*sleeve/],
  [/jeans|chinos/, /pleats|crease/],
  [/blazer/, /hood/],
  [/parka|bomber/, /lapels/],
  [/culottes/, /Straight-leg|Wide-leg/],
  [/trench/, /shawl|stand collar/],
];

/**
 * Combinations one drawing cannot show at once (images/looks.ts): checked when naming, not when
 * drawing the parts (CLASHES fix the generator's random sequence and stay as they are).
 */
const UNDRAWABLE: readonly [RegExp, RegExp][] = [
  [/trench/, /hood/],
  [/wrap coat/, /lapels|stand collar|hood|Double-breasted/],
  [/coat/, /Double-breasted.*shawl collar/],
  [/blazer/, /stand collar|Padded|Water-repellent/],
  [/^(jacket|bomber jacket|parka)$/, /lapels/],
  [/bomber/, /stand collar|Checked/],
  [/parka/, /Checked/],
  [/jeans|chinos/, /Checked/],
  [/scarf|snood|wrap$/, /(Checked|Striped).*(herringbone|rib)|Ribbed.*herringbone/],
];

/** Whether the parts make a sensible name (checked on the English, which has no inflection). */
export function compatible(parts: NameParts, clashes: readonly (readonly [RegExp, RegExp])[] = CLASHES): boolean {
  const adjective = parts.adjective ? ADJECTIVES[parts.adjective].en : "";
  if (adjective && parts.noun.en.toLowerCase().includes(adjective.toLowerCase())) return false;
  const rest = `${adjective} ${parts.detail?.en ?? ""}`;
  return !clashes.some(([noun, words]) => noun.test(parts.noun.en) && words.test(rest));
}

/** Whether the parts make a sensible name whose every word the artwork can draw. */
export function drawable(parts: NameParts): boolean {
  return compatible(parts) && compatible(parts, UNDRAWABLE);
}

export function productName(parts: NameParts): Localized {
  const { noun, adjective, material, detail } = parts;
  const a = adjective ? ADJECTIVES[adjective] : null;
  const m = material && noun.materialInName !== false ? material : null;
  return {
    nl: join(a ? a.nl[noun.nlHet ? 1 : 0] : null, m ? MATERIAL_IN_NAME[m].nl : null, noun.nl, detail?.nl ?? null),
    de: join(a ? capitalize(germanAdjective(a.de, noun.deGender)) : null, germanNoun(noun, m), detail?.de ?? null),
    en: join(a ? a.en : null, m ? MATERIAL_IN_NAME[m].en : null, noun.en, detail?.en ?? null),
  };
}

/** "Wollmantel mit Schalkragen" → "wollmantel-mit-schalkragen" (umlauts as in the category paths: ü → ue). */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/ä/g, "ae")
    .replace(/ö/g, "oe")
    .replace(/ü/g, "ue")
    .replace(/ß/g, "ss")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** Hands out url keys per language, numbering repeats ("wollen-jas-2") so every product url resolves to one product. */
export class UrlKeys {
  private readonly used = { nl: new Set<string>(), de: new Set<string>(), en: new Set<string>() };
  /** The next number to try per base key, so 25,000 products do not rescan long runs of repeats. */
  private readonly next = new Map<string, number>();

  take(name: Localized): Localized {
    return { nl: this.one("nl", name.nl), de: this.one("de", name.de), en: this.one("en", name.en) };
  }

  private one(lang: keyof Localized, text: string): string {
    const base = slugify(text) || "product";
    const used = this.used[lang];
    let key = base;
    let i = this.next.get(`${lang}:${base}`) ?? 2;
    while (used.has(key)) key = `${base}-${i++}`;
    this.next.set(`${lang}:${base}`, i);
    used.add(key);
    return key;
  }
}
