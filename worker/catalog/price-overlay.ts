/**
 * The operator's price changes over the deployed snapshot (price_overrides, written by `npm run
 * operator -- price import`): a few thousand skus' prices change without a new snapshot. The worker
 * reads the rows made against the snapshot it serves once per isolate and price version (the
 * app_meta value every change moves, read with the content version: pages/site-versions.ts), so
 * a shop whose operator never changed a price makes no read at all. Applied wherever a price is
 * worked out (tiles, product page, render-list, cart) and to the in-isolate tier's price sorts and
 * filters (search/price-epochs.ts); the libSQL search tier's tables get them from the import itself
 * (libsql-search/reprice.ts).
 */
import type { Context } from "hono";
import { sql } from "drizzle-orm";
import { priceOverrides } from "../../schema/db";
import { CATALOG_RETRY_MS } from "../../schema/constants";
import { instantOf, type PriceFields } from "../../domain/pricing/store-price";
import type { AppEnv } from "../context";
import { queryOf, sqlText, type Database } from "../db/client";
import { describeError } from "../logging/logger";
import { priceEpoch } from "./search/price-epochs";
import { lastSiteVersions, siteVersions, UNAVAILABLE } from "../pages/site-versions";

export interface PriceOverlay {
  /** The price version the overlay was read at ("0": no change was ever made). */
  readonly version: string;
  /** How many skus have a changed price. */
  readonly size: number;
  /**
   * `base` with the sku's changed price fields, or `base` itself when its price did not change. A
   * configurable's variant (`parentSku` given) without a change of its own takes its product's: an
   * operator who names the product means every size of it.
   */
  fields<T extends PriceFields>(sku: string, base: T, parentSku?: string): T;
  /** When the sku's (or, as in `fields`, its product's) price was changed (ms), or undefined when it was not. */
  changedAt(sku: string, parentSku?: string): number | undefined;
  /** How many of the changed prices' special windows have opened or closed by `now` (a part of cache keys). */
  epoch(now: number): number;
  /** False when the changes could not be read: the last known ones (or none) stand in, so such a page must not be cached. */
  readonly complete: boolean;
}

/** An overlay over the given changes. */
/** A changed sku's fields and when they were changed (ms). */
export interface PriceChange extends PriceFields {
  changedAt: number;
}

export function priceOverlayOf(
  version: string,
  changes: ReadonlyMap<string, PriceChange>,
  complete = true,
): PriceOverlay {
  const boundaries: number[] = [];
  for (const f of changes.values()) {
    if (f.specialPrice === null) continue;
    for (const date of [f.specialFrom, f.specialTo]) {
      const t = date ? instantOf(date) : NaN;
      if (Number.isFinite(t)) boundaries.push(t);
    }
  }
  boundaries.sort((a, b) => a - b);
  // A sku's own change, else (a variant) its product's.
  const changeOf = (sku: string, parentSku: string | undefined) =>
    changes.get(sku) ?? (parentSku === undefined ? undefined : changes.get(parentSku));
  return {
    version,
    size: changes.size,
    complete,
    fields(sku, base, parentSku) {
      const changed = changeOf(sku, parentSku);
      return changed
        ? {
            ...base,
            price: changed.price,
            specialPrice: changed.specialPrice,
            specialFrom: changed.specialFrom,
            specialTo: changed.specialTo,
          }
        : base;
    },
    changedAt: (sku, parentSku) => changeOf(sku, parentSku)?.changedAt,
    epoch: (now) => priceEpoch({ priceChanges: boundaries }, now),
  };
}

/** No changes: what a shop whose operator never changed a price has, and tooling outside the worker. */
export const NO_PRICE_CHANGES: PriceOverlay = priceOverlayOf("0", new Map());

let overridesText: string | undefined;

/** The changes made against a snapshot version, in one query. */
export async function readPriceOverrides(db: Database, catalogVersion: string): Promise<Map<string, PriceChange>> {
  const o = priceOverrides;
  overridesText ??= sqlText(
    sql`select ${o.sku}, ${o.price}, ${o.specialPrice}, ${o.specialFrom}, ${o.specialTo}, ${o.changedAt}
        from ${o} where ${o.catalogVersion} = ${""}`,
  );
  const rows = await queryOf(db)(overridesText, [catalogVersion]);
  const changes = new Map<string, PriceChange>();
  for (const [sku, price, specialPrice, specialFrom, specialTo, changedAt] of rows)
    if (typeof sku === "string")
      changes.set(sku, {
        price: Number(price),
        specialPrice: specialPrice === null ? null : Number(specialPrice),
        specialFrom: typeof specialFrom === "string" ? specialFrom : null,
        specialTo: typeof specialTo === "string" ? specialTo : null,
        changedAt: Number(changedAt),
      });
  return changes;
}

interface Reading {
  key: string;
  promise: Promise<PriceOverlay>;
  /** When the read failed (tried again CATALOG_RETRY_MS later), else null. */
  failedAt: number | null;
  value?: PriceOverlay;
}

// This isolate's read, for a snapshot version and price version (either moving reads again).
let reading: Reading | null = null;

/** The reading's key: the snapshot's version and the price version. */
export function overlayKey(catalogVersion: string, prices: string): string {
  return `${catalogVersion}|${prices}`;
}

/**
 * The price changes over a snapshot version, as this isolate last read them for the current price
 * version (`wait: false`: the last price version read, however old). Never rejects: while the database cannot answer, the last changes read for the same
 * snapshot (or none) stand in, marked incomplete, and the read is tried again CATALOG_RETRY_MS later.
 */
export async function priceOverlayFor(
  c: Context<AppEnv>,
  catalogVersion: string,
  { wait = true }: { wait?: boolean } = {},
): Promise<PriceOverlay> {
  // wait: false, for the cart's calls: the price version last read (by a page, or by the cart's own
  // batch, which reads it beside the cart: cart/repo.ts), never a round trip of its own for it.
  const { prices } = wait ? await siteVersions(c) : (lastSiteVersions() ?? { prices: "0" });
  const key = overlayKey(catalogVersion, prices);
  const known = reading;
  if (known?.key === key && (known.failedAt === null || Date.now() - known.failedAt < CATALOG_RETRY_MS))
    return known.promise;
  const previous = known?.key.startsWith(`${catalogVersion}|`) ? known.value : undefined;
  const next: Reading = { key, failedAt: null, promise: Promise.resolve(NO_PRICE_CHANGES) };
  const stand = (why: unknown) => {
    next.failedAt = Date.now();
    c.get("log").warn("price changes unavailable: the last known prices stand in", describeError(why));
    return previous ? { ...previous, complete: false } : priceOverlayOf(prices, new Map(), false);
  };
  next.promise =
    prices === "0"
      ? Promise.resolve(NO_PRICE_CHANGES)
      : prices === UNAVAILABLE
        ? Promise.resolve(stand(new Error("site versions unavailable")))
        : readPriceOverrides(c.get("db"), catalogVersion).then(
            (changes) => priceOverlayOf(prices, changes),
            (error: unknown) => stand(error),
          );
  void next.promise.then((value) => (next.value = value));
  reading = next;
  return next.promise;
}

/** The overlay `priceOverlayFor` would answer now without I/O, when it has settled and is current; else undefined. */
export function knownPriceOverlay(catalogVersion: string, prices: string | undefined): PriceOverlay | undefined {
  const known = reading;
  if (prices === undefined || known?.key !== overlayKey(catalogVersion, prices)) return undefined;
  if (known.failedAt !== null && Date.now() - known.failedAt >= CATALOG_RETRY_MS) return undefined;
  return known.value;
}
