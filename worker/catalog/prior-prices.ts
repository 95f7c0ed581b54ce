/**
 * The prior prices an isolate prices pages with (price-history.ts: what they are; here: when they are
 * read). The price history and the operator's price changes (price-overlay.ts) are read once per
 * isolate, snapshot version and price version, the history beside the site versions' read rather
 * than after it, and kept beside the loaded catalogue, so a page pays no round trip per tile.
 */
import type { Context } from "hono";
import { CATALOG_RETRY_MS } from "../../schema/constants";
import type { AppEnv } from "../context";
import { describeError } from "../logging/logger";
import { freshSiteVersions, lastSiteVersions, siteVersions, UNAVAILABLE } from "../pages/site-versions";
import type { LoadedCatalog } from "./loader";
import { priorPricesOf, readPriceHistory, type PriceHistory, type PriorPrices } from "./price-history";
import { knownPriceOverlay, overlayKey, priceOverlayFor, type PriceOverlay } from "./price-overlay";

interface Reading {
  /** The snapshot version and the price version read at (overlayKey). */
  key: string;
  /** The history, or null when the database could not answer (the snapshot stands in). */
  promise: Promise<PriceHistory | null>;
  /** When the read failed (tried again CATALOG_RETRY_MS later), else null. */
  failedAt: number | null;
  /** This reading, once its promise has settled. */
  settled?: Reading;
}

// This isolate's read of the history, for the deployed snapshot's version and the price version (an
// operator's price change records history too): a new one of either reads again.
let reading: Reading | null = null;

/** The reading for a key, started when this isolate has none current. */
function readingFor(c: Context<AppEnv>, key: string): Reading {
  const known = reading;
  if (known?.key === key && (known.failedAt === null || Date.now() - known.failedAt < CATALOG_RETRY_MS)) return known;
  const next: Reading = { key, failedAt: null, promise: Promise.resolve(null) };
  next.promise = readPriceHistory(c.get("db")).catch((error: unknown) => {
    next.failedAt = Date.now();
    c.get("log").warn("price history unavailable: prior prices from the snapshot alone", describeError(error));
    return null;
  });
  void next.promise.then(() => (next.settled = next));
  try {
    // A read that replaces an older one's answer for later pages must finish even if this request ends first.
    c.executionCtx.waitUntil(next.promise);
  } catch {
    // No execution context (app.request in unit tests): the read still runs.
  }
  reading = next;
  return next;
}

/** The reading key this isolate would start with now: the price version last read, "0" before any. */
function likelyKey(version: string): string {
  return overlayKey(version, lastSiteVersions()?.prices ?? "0");
}

/**
 * The price history for a snapshot version: read once per isolate, version and price version, and
 * again CATALOG_RETRY_MS after a failed read. Needs only the version, so the page-cache key starts it
 * beside the catalogue's load and the site versions' read (an isolate's first page waits for one
 * round trip, not three in turn). Never rejects.
 */
export function priceHistoryFor(c: Context<AppEnv>, version: string): Promise<PriceHistory | null> {
  return readingFor(c, likelyKey(version)).promise;
}

// Per loaded catalogue: the prior prices for one history read and one overlay (their merged points
// fill in as pages ask), and what they resolved to once they have.
interface Derived {
  read: Reading["promise"];
  overlay: PriceOverlay;
  prior: Promise<PriorPrices>;
  value?: PriorPrices;
}
const derived = new WeakMap<LoadedCatalog, Derived>();

/**
 * The prior prices for a catalogue, with the operator's price changes over it. While the database
 * cannot answer, the snapshot's own prices stand in (`complete: false`) until a later read works.
 * Never rejects.
 */
export async function priorPrices(c: Context<AppEnv>, catalog: LoadedCatalog): Promise<PriorPrices> {
  const version = catalog.manifest.version;
  // Started before the site versions are known, with the last price version read: the history of an
  // operator's change is also in the changes (priorPricesOf adds it as of the change when the
  // history read lacks it), so this page need not wait for a second read when the version moved.
  const likely = readingFor(c, likelyKey(version));
  const [{ prices }, overlay] = await Promise.all([siteVersions(c), priceOverlayFor(c, version)]);
  // While the versions cannot be read, what was read stays (no new read against a database that is down).
  const current = prices === UNAVAILABLE ? likely.key : overlayKey(version, prices);
  // The right one when it has settled (a later page's, once the version moved), else the likely one
  // while the right one is read for the pages after this.
  const read = (likely.key === current ? likely : (readingFor(c, current).settled ?? likely)).promise;
  const known = derived.get(catalog);
  if (known?.read === read && known.overlay === overlay) return known.prior;
  const snapshotAt = Date.parse(catalog.data.file.createdAt) || 0;
  const prior = read.then((history) =>
    priorPricesOf(history ?? new Map<string, string>(), snapshotAt, history !== null, overlay),
  );
  const entry: Derived = { read, overlay, prior };
  void prior.then((value) => (entry.value = value));
  derived.set(catalog, entry);
  return prior;
}

/**
 * The prior prices `priorPrices` would answer now, when that needs no I/O and no wait: the site
 * versions are fresh, and the catalogue's history and overlay reads have settled and are not due to
 * be tried again. Else undefined.
 */
export function knownPriorPrices(catalog: LoadedCatalog): PriorPrices | undefined {
  const prices = freshSiteVersions()?.prices;
  const version = catalog.manifest.version;
  const overlay = knownPriceOverlay(version, prices);
  const known = reading;
  if (!overlay || known?.key !== overlayKey(version, prices!)) return undefined;
  if (known.failedAt !== null && Date.now() - known.failedAt >= CATALOG_RETRY_MS) return undefined;
  const entry = derived.get(catalog);
  return entry?.read === known.promise && entry.overlay === overlay ? entry.value : undefined;
}
