/**
 * Analytics API requests and answers (issue 34): the field vitals beacon (POST /api/rum) and the
 * thank-you page's one-time purchase claim (POST /api/ext/analytics/purchase).
 */
import * as z from "zod";
import { PAGE_TYPES, RUM_METRICS } from "../analytics";

/** POST /api/rum: the vitals of one page view (no personal data: page type, store view, numbers). */
export const rumBody = z.lazy(() =>
  z.strictObject({
    pageType: z.enum(PAGE_TYPES),
    store: z.enum(["nl", "de", "en"]),
    metrics: z
      .array(
        z.strictObject({
          name: z.enum(RUM_METRICS),
          // ms (LCP, INP, TTFB, at most 10 minutes) or a layout shift score (CLS).
          value: z.number().min(0).max(600_000),
        }),
      )
      .min(1)
      .max(RUM_METRICS.length)
      .refine((m) => new Set(m.map((x) => x.name)).size === m.length, "each metric at most once"),
  }),
);
export type RumRequest = z.input<typeof rumBody>;

/** POST /api/ext/analytics/purchase. */
export const purchaseClaimBody = z.lazy(() => z.strictObject({ orderId: z.uuid() }));

/** A GA4 ecommerce item. */
export interface AnalyticsItem {
  item_id: string;
  item_name: string;
  price: number;
  quantity: number;
  discount?: number;
  item_variant?: string;
  index?: number;
  item_list_name?: string;
  item_category?: string;
  item_category2?: string;
  item_category3?: string;
  item_category4?: string;
  item_category5?: string;
}

/** The GA4 `purchase` event's ecommerce object (money in currency units). */
export interface PurchaseEcommerce {
  transaction_id: string;
  value: number;
  tax: number;
  shipping: number;
  currency: string;
  coupon?: string;
  items: AnalyticsItem[];
}

/** The claim's answer: the purchase to report for the first claim of an order, nothing after it. */
export type PurchaseClaim = { first: true; purchase: PurchaseEcommerce } | { first: false };

/** A metric's summary over a histogram (domain/analytics/vitals.ts). */
export interface VitalSummary {
  samples: number;
  /** Upper bound of the p75 bucket in the histogram's unit (ms; CLS in thousandths); null in the open last bucket. */
  p75: number | null;
  /** Share of samples at or under the "good" threshold, 0–1. */
  good: number;
  /** Whether p75 is within "good". */
  p75Good: boolean;
}

export interface VitalsReportRow {
  /** A day (YYYY-MM-DD), or "all" for the whole period. */
  day: string;
  pageType: string;
  /** A store code, or "all". */
  store: string;
  metrics: Partial<Record<"LCP" | "INP" | "CLS" | "TTFB", VitalSummary>>;
}

/** GET /api/ext/analytics/vitals: the operator's report. */
export interface VitalsReport {
  from: string;
  rows: VitalsReportRow[];
  /** Page types whose p75 over the period (every store view) is not "good", with the metrics at fault. */
  flagged: { pageType: string; metrics: ("LCP" | "INP" | "CLS" | "TTFB")[] }[];
}
