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
import { compatible, productName, type NameParts } from "./names";
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

export class Namer {
  private readonly models = new Map<string, { order: string[]; next: number }>();
  private readonly names = new Set<string>();
  /** How often a category shows a picture as a tile (type, look, first colour). */
  private readonly tiles = new Map<string, number>();
  /** How often a category uses a look. */
  private readonly looks = new Map<string, number>();
  private readonly lookCache = new Map<string, Look>();

  constructor(private readonly random: Random) {}

  /** The name and look of a family of `kind` with the noun and material the style drew, first shown in `color`. */
  name(kind: Kind, drawn: NameParts, color: ColorSlug): FinalName {
    const words = kind.shown ?? { adjectives: kind.adjectives, details: kind.details };
    let best: { parts: NameParts; look: Look; score: number } | null = null;
    for (const adjective of [null, ...words.adjectives]) {
      for (const detail of [null, ...words.details]) {
        const parts: NameParts = { noun: drawn.noun, adjective, material: drawn.material, detail };
        if (!compatible(parts)) continue;
        const en = productName(parts).en;
        const look = this.lookFor(kind, en);
        const key = `${kind.category}|${kind.image}|${lookKey(look)}`;
        const score =
          8 * (this.tiles.get(`${key}|${color}`) ?? 0) +
          2 * (this.looks.get(key) ?? 0) +
          (en.length > LONG_NAME - 6 ? 4 : 0) +
          this.random.next();
        if (!best || score < best.score) best = { parts, look, score };
      }
    }
    if (!best) throw new Error(`no truthful name for ${kind.category} (${kind.image})`);
    const key = `${kind.category}|${kind.image}|${lookKey(best.look)}`;
    this.tiles.set(`${key}|${color}`, (this.tiles.get(`${key}|${color}`) ?? 0) + 1);
    this.looks.set(key, (this.looks.get(key) ?? 0) + 1);
    const base = productName(best.parts);
    for (;;) {
      const model = this.nextModel(kind.category);
      const name = withModel(model, base, best.parts.adjective);
      if (this.names.has(name.en)) continue;
      this.names.add(name.en);
      return { name, look: best.look, parts: best.parts, model };
    }
  }

  /** Counts another product of a family (a colour-related sibling) shown as a tile in `color`. */
  shown(kind: Kind, look: Look, color: ColorSlug): void {
    const key = `${kind.category}|${kind.image}|${lookKey(look)}|${color}`;
    this.tiles.set(key, (this.tiles.get(key) ?? 0) + 1);
  }

  private lookFor(kind: Kind, en: string): Look {
    const key = `${kind.image}|${en}`;
    let look = this.lookCache.get(key);
    if (!look) {
      look = lookOf(kind.image, en);
      this.lookCache.set(key, look);
    }
    return look;
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
