/**
 * Names each product family truthfully and distinctly: a model name of its own ("Vera") before
 * words its artwork shows ("Vera striped cotton T-shirt with V-neck"), chosen so a category's
 * tiles repeat a picture as rarely as its artwork allows. Draws from its own random stream, so
 * the rest of the catalogue (skus, types, stock) does not depend on the names.
 */
import type { Localized } from "../../../schema/catalog/localized";
import type { ColorSlug } from "./attributes";
import type { Kind } from "./garments";
import { lookKey, lookOf, type Look } from "./images/looks";
import { modelPool } from "./models";
import { drawable, productName, type NameParts } from "./names";
import type { Random } from "./random";
import type { AdjectiveKey } from "./vocabulary";

export interface FinalName {
  /** The family's name without colour, in each language. */
  name: Localized;
  look: Look;
  parts: NameParts;
  model: string;
}

/** Longer English names than this read badly on a 375 px tile. */
const LONG_NAME = 46;

/** "Wool coat" → "wool coat" after a model name; "T-shirt" and "Oxford shirt" keep their capitals. */
function afterModel(text: string, keepCapital: boolean): string {
  if (keepCapital || /^(T-|Oxford)/.test(text)) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

export function withModel(model: string, name: Localized, adjective: AdjectiveKey | null): Localized {
  return {
    nl: `${model} ${afterModel(name.nl, false)}`,
    // German nouns keep their capital; a leading adjective does not.
    de: `${model} ${afterModel(name.de, adjective === null)}`,
    en: `${model} ${afterModel(name.en, false)}`,
  };
}

interface Candidate {
  parts: NameParts;
  name: Localized;
  look: Look;
  /** Category, type and look. */
  key: string;
  penalty: number;
}

export class Namer {
  private readonly models = new Map<string, { order: string[]; next: number }>();
  private readonly names = new Set<string>();
  /** How often a category shows a picture as a tile: per category, type and look, per colour. */
  private readonly tiles = new Map<string, Map<ColorSlug, number>>();
  /** How often a category uses a look. */
  private readonly looks = new Map<string, number>();
  private readonly cache = new Map<string, Candidate[]>();

  constructor(private readonly random: Random) {}

  /** The name and look of a family of `kind` with the noun and material the style drew, first shown in `color`. */
  name(kind: Kind, drawn: NameParts, color: ColorSlug): FinalName {
    let best: Candidate | null = null;
    let bestScore = Infinity;
    for (const candidate of this.candidates(kind, drawn)) {
      const score =
        8 * (this.tiles.get(candidate.key)?.get(color) ?? 0) +
        2 * (this.looks.get(candidate.key) ?? 0) +
        candidate.penalty +
        this.random.next();
      if (score < bestScore) [best, bestScore] = [candidate, score];
    }
    if (!best) throw new Error(`no truthful name for ${kind.category} (${kind.image}, ${drawn.noun.en})`);
    this.countTile(best.key, color);
    this.looks.set(best.key, (this.looks.get(best.key) ?? 0) + 1);
    for (;;) {
      const model = this.nextModel(kind.category);
      const name = withModel(model, best.name, best.parts.adjective);
      if ([`nl:${name.nl}`, `de:${name.de}`, `en:${name.en}`].some((n) => this.names.has(n))) continue;
      for (const n of [`nl:${name.nl}`, `de:${name.de}`, `en:${name.en}`]) this.names.add(n);
      return { name, look: best.look, parts: best.parts, model };
    }
  }

  /** Every truthful name for a kind's noun and material, with its look (computed once). */
  private candidates(kind: Kind, drawn: NameParts): Candidate[] {
    const cacheKey = `${kind.category}|${kind.image}|${drawn.noun.en}|${drawn.material ?? ""}`;
    const cached = this.cache.get(cacheKey);
    if (cached) return cached;
    const words = kind.shown ?? { adjectives: kind.adjectives, details: kind.details };
    const list: Candidate[] = [];
    for (const adjective of [null, ...words.adjectives]) {
      for (const detail of [null, ...words.details]) {
        const parts: NameParts = { noun: drawn.noun, adjective, material: drawn.material, detail };
        if (!drawable(parts)) continue;
        const name = productName(parts);
        // "Blazer" reads the same in two languages; a name must be a translation.
        if (name.nl === name.de || name.nl === name.en || name.de === name.en) continue;
        const look = lookOf(kind.image, name.en);
        list.push({
          parts,
          name,
          look,
          key: `${kind.category}|${kind.image}|${lookKey(look)}`,
          penalty: name.en.length > LONG_NAME - 6 ? 4 : 0,
        });
      }
    }
    this.cache.set(cacheKey, list);
    return list;
  }

  /** A set's name with a model name of its own ("Texel winter set: beanie and scarf"). */
  setName(name: Localized): Localized {
    for (;;) {
      const named = withModel(this.nextModel("sets"), name, null);
      if ([`nl:${named.nl}`, `de:${named.de}`, `en:${named.en}`].some((n) => this.names.has(n))) continue;
      for (const n of [`nl:${named.nl}`, `de:${named.de}`, `en:${named.en}`]) this.names.add(n);
      return named;
    }
  }

  /** Counts another product of a family (a colour-related sibling) shown as a tile in `color`. */
  shown(kind: Kind, look: Look, color: ColorSlug): void {
    this.countTile(`${kind.category}|${kind.image}|${lookKey(look)}`, color);
  }

  private countTile(key: string, color: ColorSlug): void {
    let counts = this.tiles.get(key);
    if (!counts) this.tiles.set(key, (counts = new Map<ColorSlug, number>()));
    counts.set(color, (counts.get(color) ?? 0) + 1);
  }

  /** The category's next model name; once all are taken, the same names with a numeral ("Vera II"). */
  private nextModel(category: string): string {
    let state = this.models.get(category);
    if (!state) {
      state = { order: this.random.shuffle(modelPool(category)), next: 0 };
      this.models.set(category, state);
    }
    const pool = state.order;
    const round = Math.floor(state.next / pool.length);
    const model = pool[state.next % pool.length]!;
    state.next++;
    return round === 0 ? model : `${model} ${["II", "III", "IV", "V"][round - 1] ?? round + 1}`;
  }
}
