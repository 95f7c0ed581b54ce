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
import { imageViews, mediaPath } from "./images/paths";
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

/**
 * Distinct tile pictures a category gets before its names start to reuse pictures it already shows
 * (spread apart in its listing): enough for a page of 50 tiles and some of the next. Each original
 * becomes a dozen variant files and about 0.37 s of build CPU, so a category does not get more.
 */
export const CATEGORY_PICTURES = 52;
/**
 * What a name's new originals cost it, against 8 for showing one of the category's pictures once
 * more: a new tile picture, and each new back view or front in another colour (pictures drawn for
 * another category, or an identical drawing, cost nothing). While the category needs pictures a
 * new one with its own back view costs as much as one repeat; once it has CATEGORY_PICTURES, a
 * picture is shown two or three times before another is drawn. About 830 originals for 1,000
 * products instead of 1,164, with as many distinct tiles per category as before.
 */
const COST = {
  needed: { picture: 4, other: 4 },
  surplus: { picture: 14, other: 14 },
} as const;

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
  /** Every original drawn so far (media paths). */
  private readonly drawn = new Set<string>();
  /** The tile pictures each category shows (front views in a family's first colour). */
  private readonly pictures = new Map<string, Set<string>>();

  constructor(private readonly random: Random) {}

  /**
   * The name and look of a family of `kind` with the noun and material the style drew, in `colors`
   * (its tile shows the first). Prefers looks the category shows least, then looks whose artwork
   * is drawn already: a new picture while the category has fewer than CATEGORY_PICTURES, else the
   * pictures it has again (as rarely as they allow), and back views and other colours shared.
   */
  name(kind: Kind, drawn: NameParts, colors: readonly ColorSlug[]): FinalName {
    const color = colors[0]!;
    const pictures = this.pictures.get(kind.category);
    const cost = (pictures?.size ?? 0) < CATEGORY_PICTURES ? COST.needed : COST.surplus;
    let best: Candidate | null = null;
    let bestScore = Infinity;
    for (const candidate of this.candidates(kind, drawn)) {
      const [tile, ...rest] = originals(kind, candidate.look, colors);
      const score =
        8 * (this.tiles.get(candidate.key)?.get(color) ?? 0) +
        2 * (this.looks.get(candidate.key) ?? 0) +
        (this.drawn.has(tile!) ? 0 : cost.picture) +
        cost.other * rest.filter((o) => !this.drawn.has(o)).length +
        candidate.penalty +
        this.random.next();
      if (score < bestScore) [best, bestScore] = [candidate, score];
    }
    if (!best) throw new Error(`no truthful name for ${kind.category} (${kind.image}, ${drawn.noun.en})`);
    this.countTile(best.key, color);
    this.draw(kind, best.look, colors);
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

  /** Counts another product of a family (a colour-related sibling) shown as a tile in the first of `colors`. */
  shown(kind: Kind, look: Look, colors: readonly ColorSlug[]): void {
    this.countTile(`${kind.category}|${kind.image}|${lookKey(look)}`, colors[0]!);
    this.draw(kind, look, colors);
  }

  private draw(kind: Kind, look: Look, colors: readonly ColorSlug[]): void {
    const [tile, ...rest] = originals(kind, look, colors);
    let pictures = this.pictures.get(kind.category);
    if (!pictures) this.pictures.set(kind.category, (pictures = new Set()));
    pictures.add(tile!);
    for (const o of [tile!, ...rest]) this.drawn.add(o);
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

/** The originals a product shows (products.ts): the first colour's front (its tile) and other views, then the other colours' fronts. */
function originals(kind: Kind, look: Look, colors: readonly ColorSlug[]): string[] {
  return [
    ...imageViews(kind.image).map((view) => mediaPath(kind.image, look, colors[0]!, view)),
    ...colors.slice(1).map((color) => mediaPath(kind.image, look, color, "front")),
  ];
}
