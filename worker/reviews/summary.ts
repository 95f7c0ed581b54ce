/**
 * What cached pages show of reviews. The product page reads its aggregate and newest approved
 * reviews in one round trip beside its stock (the HTML and JSON-LD carry them; the list itself is
 * an island). Listing tiles read no database at all: an isolate keeps a snapshot of every product's
 * aggregate (one statement for the whole table, rows only for reviewed products) for TILE_MEMO_MS,
 * and tiles merge their rating from it — never one query per tile. A moderation in this isolate
 * forgets it; other isolates see it within TILE_MEMO_MS (their pages are keyed anew at once).
 */
import type { Context } from "hono";
import type { ProductTile } from "../../schema/api/catalog";
import { REVIEW_PAGE_SIZE, type ReviewAggregateDto, type ReviewDto } from "../../schema/api/reviews";
import type { AppEnv } from "../context";
import { describeError } from "../logging/logger";
import type { ScalarRead } from "../db/read-together";
import { EMPTY_AGGREGATE, readAllAggregates, reviewSummaryRead } from "./repo";

/** Approved reviews the product page puts in its HTML and JSON-LD. */
export const SUMMARY_REVIEWS = REVIEW_PAGE_SIZE;
export const TILE_MEMO_MS = 60_000;

export interface ProductReviewSummary {
  aggregate: ReviewAggregateDto;
  reviews: ReviewDto[];
}

/** What the product page shows when the database cannot be read (the page still renders). */
export const EMPTY_REVIEW_SUMMARY: ProductReviewSummary = { aggregate: EMPTY_AGGREGATE, reviews: [] };

/** A product's review summary, as a read the product page's one statement carries beside its stock. */
export function productReviewRead(sku: string): ScalarRead<ProductReviewSummary> {
  return reviewSummaryRead(sku, SUMMARY_REVIEWS);
}

let snapshot: { at: number; ratings: Map<string, ReviewAggregateDto> } | null = null;
let reading: Promise<Map<string, ReviewAggregateDto>> | null = null;

/** Forgets the tiles' snapshot (after a moderation in this isolate). */
export function forgetTileRatings(): void {
  snapshot = null;
  reading = null;
}

/** Every reviewed product's aggregate, by sku, from the isolate's snapshot (one read per TILE_MEMO_MS). */
export async function tileRatings(c: Context<AppEnv>): Promise<Map<string, ReviewAggregateDto>> {
  if (snapshot && Date.now() - snapshot.at < TILE_MEMO_MS) return snapshot.ratings;
  reading ??= readAllAggregates(c.get("db"))
    .then((ratings) => {
      snapshot = { at: Date.now(), ratings };
      return ratings;
    })
    .catch((error: unknown) => {
      c.get("log").warn("tiles without ratings: database unavailable", describeError(error));
      return snapshot?.ratings ?? new Map<string, ReviewAggregateDto>();
    })
    .finally(() => {
      reading = null;
    });
  return reading;
}

/** Tiles with their products' ratings merged in (from the snapshot: no round trip per tile, usually none). */
export async function withTileRatings(c: Context<AppEnv>, tiles: readonly ProductTile[]): Promise<ProductTile[]> {
  if (tiles.length === 0) return [];
  const ratings = await tileRatings(c);
  return tiles.map((tile) => {
    const found = ratings.get(tile.sku);
    return found?.average != null ? { ...tile, rating: { avg: found.average, n: found.rated } } : tile;
  });
}
