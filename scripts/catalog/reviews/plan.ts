/**
 * Pure: which reviews the seed writes. From Vue Storefront review documents (`review` entity of a
 * dump: `product_id`, `title`, `detail`, `nickname`, `review_status` 1 approved / 2 pending / 3 not
 * approved, `created_at`, optional `ratings[].value`), those of products the catalogue has; and for
 * the demo shop, believable reviews on some products (about one in four, 1–5 each), never all.
 */
import { plainReviewText, REVIEW_LIMITS, type ReviewStatus } from "../../../schema/review-rules";
import { STORE_CODES, type StoreCode } from "../../../domain/store-views";
import type { RawDoc } from "../import/read-dump";
import { DEMO_TEXTS } from "./demo-texts";

export interface PlannedReview {
  sourceId: string;
  productSku: string;
  store: StoreCode;
  nickname: string;
  title: string;
  detail: string;
  rating: number | null;
  status: ReviewStatus;
  createdAt: Date;
}

export interface ImportReport {
  read: number;
  planned: number;
  unknownProduct: number;
  invalid: number;
}

const MAGENTO_STATUS: Record<number, ReviewStatus> = { 1: "approved", 2: "pending", 3: "rejected" };

const clip = (value: unknown, max: number) =>
  typeof value === "string" ? plainReviewText(value).replace(/\n/g, " ").slice(0, max) : "";

/** A Magento rating: the mean of its `ratings[].value` (1–5), else none. */
function ratingOf(source: Record<string, unknown>): number | null {
  const ratings = Array.isArray(source.ratings) ? source.ratings : [];
  const values = ratings
    .map((r) => (typeof r === "object" && r !== null ? Number((r as { value?: unknown }).value) : NaN))
    .filter((v) => Number.isFinite(v) && v >= 1 && v <= 5);
  return values.length ? Math.round(values.reduce((a, b) => a + b, 0) / values.length) : null;
}

/** Reviews from dump documents, for the products `skuById` knows (a dump's product ids are its own). */
export function planDumpReviews(
  docs: readonly RawDoc[],
  skuById: ReadonlyMap<number, string>,
  store: StoreCode = "en",
): { reviews: PlannedReview[]; report: ImportReport } {
  const report: ImportReport = { read: 0, planned: 0, unknownProduct: 0, invalid: 0 };
  const reviews: PlannedReview[] = [];
  for (const doc of docs) {
    if (doc.entity !== "review") continue;
    report.read++;
    const s = doc.source as Record<string, unknown>;
    const sku = skuById.get(Number(s.product_id));
    if (!sku) {
      report.unknownProduct++;
      continue;
    }
    const title = clip(s.title, REVIEW_LIMITS.title);
    const detail = typeof s.detail === "string" ? plainReviewText(s.detail).slice(0, REVIEW_LIMITS.detail) : "";
    const nickname = clip(s.nickname, REVIEW_LIMITS.nickname);
    const created = new Date(typeof s.created_at === "string" ? `${s.created_at.replace(" ", "T")}Z` : NaN);
    if (!title || !detail || !nickname || s.review_entity !== "product") {
      report.invalid++;
      continue;
    }
    reviews.push({
      sourceId: `vsf:${typeof s.id === "number" || typeof s.id === "string" ? s.id : doc.id}`,
      productSku: sku,
      store,
      nickname,
      title,
      detail,
      rating: ratingOf(s),
      status: MAGENTO_STATUS[Number(s.review_status)] ?? "pending",
      createdAt: Number.isNaN(created.getTime()) ? new Date(0) : created,
    });
  }
  report.planned = reviews.length;
  return { reviews, report };
}

/** FNV-1a: a stable small number per text. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The demo shop's reviews: about a quarter of `skus` get 1–5 approved reviews in mixed languages. */
export function planDemoReviews(skus: readonly string[], now: Date): PlannedReview[] {
  const out: PlannedReview[] = [];
  for (const sku of skus) {
    const h = hash(sku);
    if (h % 4 !== 0) continue;
    const count = 1 + ((h >>> 3) % 5);
    for (let n = 0; n < count; n++) {
      const store = STORE_CODES[(h + n) % STORE_CODES.length]!;
      const texts = DEMO_TEXTS[store];
      const text = texts[((h >>> 5) + n * 3) % texts.length]!;
      out.push({
        sourceId: `demo:${sku}:${n}`,
        productSku: sku,
        store,
        ...text,
        status: "approved",
        createdAt: new Date(now.getTime() - (((h >>> 7) + n * 37) % 300) * DAY_MS),
      });
    }
  }
  return out;
}
