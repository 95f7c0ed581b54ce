import type { Context } from "hono";
import { asc, inArray, isNotNull } from "drizzle-orm";
import { priceHistory } from "../../schema/db";
import { CATALOG_RETRY_MS } from "../../schema/constants";
import { lowestPriorPrice, type PricePoint } from "../../domain/pricing/lowest-price";
import { isSpecialActive, type PriceFields } from "../../domain/pricing/store-price";
import type { AppEnv } from "../context";
import type { Database } from "../db/client";
import { describeError } from "../logging/logger";
import type { LoadedCatalog } from "./loader";

/**
 * The lowest price of the 30 days before a reduction, beside every reduced price (EU price
 * indication rules). The history lives in libSQL (price_history, written when a snapshot is
 * loaded); the worker reads it once per isolate and catalogue version — one query, only the skus that
 * ever had a special price — and keeps it beside the catalogue, so a page never pays a round trip
 * per tile and a category page none at all once the isolate has it. A new snapshot is a new
 * catalogue version and reads the history again (its prices are recorded when it is loaded).
 */
export interface PriorPrices {
  /** False when the history could not be read: the snapshot's own prices stood in, so such a page must not be cached. */
  complete: boolean;
  /** The lowest net price of the 30 days before the reduction running at `now`, or null when the regular price applies. */
  lowest(sku: string, fields: PriceFields, now: Date): number | null;
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

/** Prior prices over a history (sku → points, ascending); points merged with the snapshot once per sku. */
export function priorPricesOf(history: Map<string, PricePoint[]>, snapshotAt: number, complete: boolean): PriorPrices {
  const merged = new Map<string, PricePoint[]>();
  return {
    complete,
    lowest(sku, fields, now) {
      if (!isSpecialActive(fields, now)) return null;
      let points = merged.get(sku);
      if (!points) {
        points = withSnapshot(history.get(sku) ?? [], fields, snapshotAt);
        merged.set(sku, points);
      }
      return lowestPriorPrice(points, now.getTime());
    },
  };
}

/** One query: every row of the skus that ever had a special price (other skus are never reduced). */
export async function readPriceHistory(db: Database): Promise<Map<string, PricePoint[]>> {
  const reduced = db
    .selectDistinct({ sku: priceHistory.sku })
    .from(priceHistory)
    .where(isNotNull(priceHistory.specialPrice));
  const rows = await db
    .select()
    .from(priceHistory)
    .where(inArray(priceHistory.sku, reduced))
    .orderBy(asc(priceHistory.sku), asc(priceHistory.observedAt));
  const history = new Map<string, PricePoint[]>();
  for (const r of rows) {
    const point: PricePoint = {
      observedAt: r.observedAt.getTime(),
      price: r.price,
      specialPrice: r.specialPrice,
      specialFrom: r.specialFrom,
      specialTo: r.specialTo,
    };
    const list = history.get(r.sku);
    if (list) list.push(point);
    else history.set(r.sku, [point]);
  }
  return history;
}

interface Loaded {
  promise: Promise<PriorPrices>;
  /** When the read failed (the snapshot stands in until CATALOG_RETRY_MS later), else null. */
  failedAt: number | null;
}

// Per loaded catalogue (one per isolate and snapshot version): derived data, like its shards.
const loaded = new WeakMap<LoadedCatalog, Loaded>();

/**
 * The prior prices for a catalogue: read once per isolate and version. While the database cannot
 * answer, the snapshot's own prices stand in (`complete: false`) and the read is tried again after
 * CATALOG_RETRY_MS. Never rejects.
 */
export function priorPrices(c: Context<AppEnv>, catalog: LoadedCatalog): Promise<PriorPrices> {
  const known = loaded.get(catalog);
  if (known && (known.failedAt === null || Date.now() - known.failedAt < CATALOG_RETRY_MS)) return known.promise;
  const snapshotAt = Date.parse(catalog.data.file.createdAt) || 0;
  const entry: Loaded = { failedAt: null, promise: Promise.resolve(null as unknown as PriorPrices) };
  entry.promise = readPriceHistory(c.var.db).then(
    (history) => priorPricesOf(history, snapshotAt, true),
    (error: unknown) => {
      entry.failedAt = Date.now();
      c.var.log.warn("price history unavailable: prior prices from the snapshot alone", describeError(error));
      return priorPricesOf(new Map(), snapshotAt, false);
    },
  );
  loaded.set(catalog, entry);
  return entry.promise;
}
