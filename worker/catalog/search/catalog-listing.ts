/**
 * The catalogue's listing data, whatever the store view: its listable products numbered, their facet
 * values as slots of one tally, and the moments special windows open and close. Computed once per
 * catalogue (catalogListing), or read from the listing.json the build ships (listingFromFile);
 * listing.ts runs listings over it.
 */
import type { FilterCode } from "../../../schema/api/catalog";
import type { ProductSummary } from "../../../schema/catalog/snapshot";
import { splitAttributeValues } from "../../../schema/catalog/files";

export const FACET_CODES = ["brand", "color", "size", "material"] as const satisfies readonly FilterCode[];

/** Facet values numbered per facet, so counting is array arithmetic instead of string hashing. */
export type FacetDictionary = Record<FilterCode, { ids: Map<string, number>; values: string[]; offset: number }>;

/**
 * What listing needs of a catalogue whatever the store view, computed once per catalogue and
 * shared by the store indexes: listable products numbered 0..n-1, their facet values as slots of
 * one tally (facet offset + value number), and their place in the "new" order.
 */
export interface CatalogListing {
  products: ProductSummary[];
  numberOf: Map<number, number>;
  dictionary: FacetDictionary;
  /** Number of tally slots over all facets. */
  slotCount: number;
  /** Product n's slots are slots[slotStart[n] .. slotStart[n + 1]). */
  slotStart: Int32Array;
  slots: Int32Array;
  /** Position when sorted newest first (worked out on the first "new" sort: most isolates never need it). */
  readonly newRank: Int32Array;
  /** Numbers of the products whose price depends on the moment: a special price with a window. */
  windowed: Int32Array;
  /** Every moment (ms, ascending) at which a special window opens or closes: prices only change there. */
  priceChanges: Float64Array;
}

/**
 * The listing data of a catalogue as the build ships it (listing.json beside the search index
 * files): computing it is one pass over every listable product's facet values, which an isolate's
 * first page would otherwise run before V8 has optimized it (about 20 ms at 10k products in a fresh
 * process; parsing the file about 5).
 */
export interface ListingFile {
  format: number;
  /** The catalogue version it was computed from. */
  version: string;
  /** Listable products: the numbering the rest refers to. */
  count: number;
  values: Record<(typeof FACET_CODES)[number], string[]>;
  slotStart: number[];
  slots: number[];
  windowed: number[];
  priceChanges: number[];
}

/**
 * The moments (ms) a product's special price window opens and closes, or null when its price has no
 * window. The ends are inclusive: a window closes one millisecond after its last moment.
 */
export function specialWindowMoments(
  p: Pick<ProductSummary, "price" | "specialPrice" | "specialFrom" | "specialTo">,
): number[] | null {
  if (p.specialPrice === null || p.specialPrice >= p.price || (!p.specialFrom && !p.specialTo)) return null;
  const moments: number[] = [];
  if (p.specialFrom) moments.push(Date.parse(p.specialFrom));
  if (p.specialTo) moments.push(Date.parse(p.specialTo) + 1);
  return moments;
}

/** Bumped whenever what listing.json holds changes; an older file is recomputed in the isolate. */
export const LISTING_FORMAT = 1;
export const LISTING_FILE = "listing.json";

/** The facet numbering, slots and price windows of `products`, computed. */
function listingParts(products: readonly ProductSummary[]): Omit<ListingFile, "format" | "version" | "count"> {
  const count = products.length;
  const facets = FACET_CODES.length;
  const ids = FACET_CODES.map(() => new Map<string, number>());
  const values = FACET_CODES.map(() => [] as string[]);
  // One pass numbers each facet's values and notes every product's slots as value number × facets +
  // facet; they become tally slots once every facet's size (its offset) is known.
  // A summary holds an attribute's values as one text, and many products share it ("167,168,169"):
  // each distinct text is split and numbered once, per facet.
  const numbered = FACET_CODES.map(() => new Map<string, number[]>());
  const numbersOf = (facet: number, text: string): number[] => {
    const known = ids[facet]!;
    const list = FACET_CODES[facet] === "brand" ? [text] : splitAttributeValues(text);
    return list.map((value) => {
      let number = known.get(value);
      if (number === undefined) {
        number = values[facet]!.push(value) - 1;
        known.set(value, number);
      }
      return number;
    });
  };
  const slotStart: number[] = new Array<number>(count + 1);
  const noted: number[] = [];
  for (let n = 0; n < count; n++) {
    const p = products[n]!;
    slotStart[n] = noted.length;
    for (let facet = 0; facet < facets; facet++) {
      const code = FACET_CODES[facet]!;
      const text = code === "brand" ? p.brand : p.attributes[code];
      if (!text) continue;
      let numbers = numbered[facet]!.get(text);
      if (numbers === undefined) {
        numbers = numbersOf(facet, text);
        numbered[facet]!.set(text, numbers);
      }
      for (let i = 0; i < numbers.length; i++) noted.push(numbers[i]! * facets + facet);
    }
  }
  slotStart[count] = noted.length;
  const offsets: number[] = [];
  let slotCount = 0;
  for (let facet = 0; facet < facets; facet++) {
    offsets.push(slotCount);
    slotCount += values[facet]!.length;
  }
  const slots = noted.map((k) => {
    const facet = k % facets;
    return offsets[facet]! + (k - facet) / facets;
  });
  const windowed: number[] = [];
  const changes = new Set<number>();
  products.forEach((p, n) => {
    const moments = specialWindowMoments(p);
    if (moments === null) return;
    windowed.push(n);
    for (const moment of moments) changes.add(moment);
  });
  return {
    values: Object.fromEntries(FACET_CODES.map((code, facet) => [code, values[facet]!])) as ListingFile["values"],
    slotStart,
    slots,
    windowed,
    priceChanges: [...changes].filter(Number.isFinite).sort((a, b) => a - b),
  };
}

/** The listing data around its parts (computed, or read from listing.json). */
function assemble(
  products: ProductSummary[],
  parts: Omit<ListingFile, "format" | "version" | "count">,
): CatalogListing {
  const dictionary = {} as FacetDictionary;
  let slotCount = 0;
  for (const code of FACET_CODES) {
    const values = parts.values[code];
    const ids = new Map<string, number>();
    for (let i = 0; i < values.length; i++) ids.set(values[i]!, i);
    dictionary[code] = { ids, values, offset: slotCount };
    slotCount += values.length;
  }
  const numberOf = new Map<number, number>();
  for (let n = 0; n < products.length; n++) numberOf.set(products[n]!.id, n);
  let newRank: Int32Array | undefined;
  return {
    products,
    numberOf,
    dictionary,
    slotCount,
    slotStart: Int32Array.from(parts.slotStart),
    slots: Int32Array.from(parts.slots),
    get newRank() {
      return (newRank ??= newestFirstRanks(products));
    },
    windowed: Int32Array.from(parts.windowed),
    priceChanges: Float64Array.from(parts.priceChanges),
  };
}

/** The catalogue's listing data for its listable products, computed. */
export function catalogListing(products: ProductSummary[]): CatalogListing {
  return assemble(products, listingParts(products));
}

/** listing.json for a catalogue version's listable products (written by the build). */
export function buildListingFile(products: readonly ProductSummary[], version: string): ListingFile {
  return { format: LISTING_FORMAT, version, count: products.length, ...listingParts(products) };
}

/**
 * The listing data from listing.json, or null when the file is not of this format, version and
 * product count (the caller computes it then).
 */
export function listingFromFile(
  products: ProductSummary[],
  version: string,
  file: ListingFile | null,
): CatalogListing | null {
  if (
    file?.format !== LISTING_FORMAT ||
    file.version !== version ||
    file.count !== products.length ||
    file.slotStart?.length !== products.length + 1 ||
    !FACET_CODES.every((code) => Array.isArray(file.values?.[code]))
  )
    return null;
  return assemble(products, file);
}

/** Each product's position when sorted newest first (last updated, then highest id). */
function newestFirstRanks(products: readonly ProductSummary[]): Int32Array {
  const updated = products.map((p) => p.updatedAt);
  const order = products
    .map((_, n) => n)
    .sort((a, b) =>
      updated[a]! < updated[b]! ? 1 : updated[a]! > updated[b]! ? -1 : products[b]!.id - products[a]!.id,
    );
  const ranks = new Int32Array(products.length);
  order.forEach((n, rank) => (ranks[n] = rank));
  return ranks;
}
