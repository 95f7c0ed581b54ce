import { sql } from "drizzle-orm";
import { priceHistory } from "../../schema/db";
import { lowestPriorPrice, reductionAt, type PricePoint } from "../../domain/pricing/lowest-price";
import { isSpecialActive, type PriceFields } from "../../domain/pricing/store-price";
import { queryOf, sqlText, type Database } from "../db/client";
import { NO_PRICE_CHANGES, type PriceOverlay } from "./price-overlay";

/**
 * The lowest price of the 30 days before a reduction, beside every reduced price (EU price
 * indication rules). The history lives in libSQL (price_history, written when a snapshot is
 * loaded and when an operator changes a price); this module reads it in one query — only the skus
 * that ever had a special price — and works out the prior prices from it. When an isolate reads it
 * and keeps it beside the catalogue (so a page never pays a round trip per tile): prior-prices.ts.
 */
export interface PriorPrices {
  /**
   * False when the history or the price changes could not be read: the snapshot's own prices (or the
   * last known changes) stood in, so such a page must not be cached.
   */
  complete: boolean;
  /** The operator's price changes over the snapshot (price-overlay.ts): `overlay.fields(sku, fields)` are the current fields. */
  overlay: PriceOverlay;
  /**
   * The lowest net price of the 30 days before the reduction running at `now`, or null when the
   * regular price applies. `snapshot`: the sku's fields in the snapshot (the operator's change over
   * them, if any, is applied here; a variant's `parentSku` as in PriceOverlay.fields).
   */
  lowest(sku: string, snapshot: PriceFields, now: Date, parentSku?: string): number | null;
}

/**
 * The price history as read: each sku's points as the JSON text the database wrote, parsed when a
 * page first asks for that sku's prior price. An isolate's first page gets the history of every
 * sku that ever had a special price (at 10k demo products 19,456 skus, variants included) and shows
 * a few dozen; parsing them all into point objects cost it about 20 ms of CPU, most of it the
 * collector copying objects that page never reads.
 */
/** Between two skus' points texts in the history query's answer (ASCII record separator). */
const POINTS_SEPARATOR = "\u001e";

export interface PriceHistory {
  /** The sku's points as the JSON text the database wrote, or undefined when it never had a special price. */
  get(sku: string): string | undefined;
  has(sku: string): boolean;
}

/** 32-bit FNV-1a of a text from a given start (two starts give two independent hashes). */
function fnv(text: string, basis: number): number {
  let hash = basis;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
const BASIS_A = 0x811c9dc5;
const BASIS_B = 0x01000193;

/**
 * The history as the database answered it, kept whole: the points texts stay one string and each
 * sku is found by two 32-bit hashes (sorted, searched by halves) pointing at its part of it. A Map
 * of a string per sku to a sliced string per sku cost, at 100,000 products (200,000 skus that ever
 * had a special price), some 27 MB of an isolate's heap besides the text itself; this, the text and
 * 3 MB. Two skus with both hashes equal (about one chance in 10^9 at that size) would share points.
 */
class PackedHistory implements PriceHistory {
  readonly #text: string;
  readonly #a: Uint32Array;
  readonly #b: Uint32Array;
  readonly #start: Int32Array;
  readonly #end: Int32Array;

  constructor(skus: readonly string[], text: string) {
    const n = skus.length;
    const a = new Uint32Array(n);
    const b = new Uint32Array(n);
    const start = new Int32Array(n);
    const end = new Int32Array(n);
    let at = 0;
    for (let i = 0; i < n; i++) {
      a[i] = fnv(skus[i]!, BASIS_A);
      b[i] = fnv(skus[i]!, BASIS_B);
      const stop = text.indexOf(POINTS_SEPARATOR, at);
      if (stop === -1 && i < n - 1) throw new Error(`price history: ${n} skus but ${i + 1} points texts`);
      start[i] = at;
      end[i] = stop === -1 ? text.length : stop;
      at = end[i]! + 1;
    }
    if (at < text.length) throw new Error(`price history: ${n} skus but more points texts`);
    const order = Array.from({ length: n }, (_, i) => i).sort((x, y) => a[x]! - a[y]! || b[x]! - b[y]!);
    this.#text = text;
    this.#a = Uint32Array.from(order, (i) => a[i]!);
    this.#b = Uint32Array.from(order, (i) => b[i]!);
    this.#start = Int32Array.from(order, (i) => start[i]!);
    this.#end = Int32Array.from(order, (i) => end[i]!);
  }

  #find(sku: string): number {
    const a = fnv(sku, BASIS_A);
    const b = fnv(sku, BASIS_B);
    let lo = 0;
    let hi = this.#a.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.#a[mid]! < a || (this.#a[mid] === a && this.#b[mid]! < b)) lo = mid + 1;
      else hi = mid;
    }
    return lo < this.#a.length && this.#a[lo] === a && this.#b[lo] === b ? lo : -1;
  }

  get(sku: string): string | undefined {
    const i = this.#find(sku);
    return i === -1 ? undefined : this.#text.slice(this.#start[i], this.#end[i]);
  }

  has(sku: string): boolean {
    return this.#find(sku) !== -1;
  }
}

type PointRow = [
  observedAt: number,
  price: number,
  specialPrice: number | null,
  from: string | null,
  to: string | null,
];

/** A sku's points from their text, ascending by observation (json_group_array keeps no order of its own). */
function pointsOf(text: string | undefined): PricePoint[] {
  if (text === undefined) return [];
  const points = (JSON.parse(text) as PointRow[]).map(
    ([observedAt, price, specialPrice, specialFrom, specialTo]): PricePoint => ({
      observedAt,
      price,
      specialPrice,
      specialFrom,
      specialTo,
    }),
  );
  for (let i = 1; i < points.length; i++)
    if (points[i]!.observedAt < points[i - 1]!.observedAt) return points.sort((a, b) => a.observedAt - b.observedAt);
  return points;
}

/** The history of a sku followed by what the deployed snapshot says now, when the history does not have it yet. */
function withSnapshot(points: PricePoint[], fields: PriceFields, snapshotAt: number): PricePoint[] {
  const last = points[points.length - 1];
  const current = {
    price: fields.price,
    specialPrice: fields.specialPrice,
    specialFrom: fields.specialFrom,
    specialTo: fields.specialTo,
  };
  if (
    last &&
    last.price === current.price &&
    last.specialPrice === current.specialPrice &&
    last.specialFrom === current.specialFrom &&
    last.specialTo === current.specialTo
  )
    return points;
  return [...points, { ...current, observedAt: last ? Math.max(last.observedAt + 1, snapshotAt) : snapshotAt }];
}

/** Skus whose merged points a PriorPrices keeps (a page shows at most some hundreds). */
const MERGED_KEPT = 5_000;

/** Prior prices over a history; a sku's points are parsed and merged with the snapshot once, when first asked for. */
export function priorPricesOf(
  history: PriceHistory,
  snapshotAt: number,
  complete: boolean,
  overlay: PriceOverlay = NO_PRICE_CHANGES,
): PriorPrices {
  const merged = new Map<string, { points: PricePoint[]; running: number; lowest: number | null }>();
  return {
    complete: complete && overlay.complete,
    overlay,
    lowest(sku, snapshot, now, parentSku) {
      const fields = overlay.fields(sku, snapshot, parentSku);
      if (!isSpecialActive(fields, now)) return null;
      let known = merged.get(sku);
      if (!known) {
        const points = pointsOf(history.get(sku));
        const changedAt = overlay.changedAt(sku, parentSku);
        known = {
          // The history, then what is charged now when the history does not have it yet: the
          // snapshot's price as of the snapshot, or the operator's change as of the change (after the
          // snapshot's own price, when the history knows nothing of the sku: it never was reduced).
          points:
            changedAt === undefined
              ? withSnapshot(points, fields, snapshotAt)
              : withSnapshot(
                  points.length > 0 ? points : withSnapshot(points, snapshot, snapshotAt),
                  fields,
                  changedAt,
                ),
          running: -1,
          lowest: null,
        };
        // The most recently parsed skus are kept: a big catalogue's pages would otherwise, over time,
        // hold every reduced sku's points in the isolate.
        if (merged.size >= MERGED_KEPT) merged.delete(merged.keys().next().value!);
        merged.set(sku, known);
      }
      // Fixed while the same reduction runs: worked out once per reduction, not on every page.
      const at = now.getTime();
      const running = reductionAt(known.points, at);
      if (running !== known.running) {
        known.running = running;
        known.lowest = lowestPriorPrice(known.points, at);
      }
      return known.lowest;
    },
  };
}

/**
 * The history query as one SQL text, compiled from the schema once per isolate (as the stock read
 * is, inventory/stock.ts).
 */
let historyQuery: string | undefined;
function historySql(): string {
  const h = priceHistory;
  // The skus as a JSON array; the points texts joined by a record separator, which no JSON text
  // holds unescaped (json_array writes control characters as \u escapes).
  return (historyQuery ??= sqlText(sql`
    select json_group_array(sku), group_concat(points, char(30))
    from (
      select ${h.sku} as sku,
        json_group_array(json_array(${h.observedAt}, ${h.price}, ${h.specialPrice}, ${h.specialFrom}, ${h.specialTo})) as points
      from ${h}
      where ${h.sku} in (select ${h.sku} from ${h} where ${h.specialPrice} is not null)
      group by ${h.sku}
    )`));
}

/**
 * One query: the points of every sku that ever had a special price (other skus are never reduced),
 * as a JSON array of the skus the database builds and each one's points as a text, the texts
 * joined by POINTS_SEPARATOR. Decoded as result rows (the client's row objects, drizzle's mapping)
 * tens of thousands of rows cost an isolate's first page about 150 ms of CPU; as one JSON.parse,
 * one split and one map a few (the texts as a JSON array of strings were parsed a second time, their
 * quotes escaped: about 5 ms more on a cold page at 10k products). It goes as a
 * one-shot statement (db/one-shot.ts): it is the only database read of an isolate's first search or
 * category page, where the client's stream machinery and drizzle's builder cost that cold page
 * about 10 ms of CPU under the profiler.
 */
export async function readPriceHistory(db: Database): Promise<PriceHistory> {
  const [row] = await queryOf(db)(historySql());
  const skus = typeof row?.[0] === "string" ? (JSON.parse(row[0]) as string[]) : [];
  // group_concat of no rows is null.
  return new PackedHistory(skus, typeof row?.[1] === "string" ? row[1] : "");
}
