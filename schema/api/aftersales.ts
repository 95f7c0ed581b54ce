/**
 * After-sales requests and answers (issue 32 point 6): the guest's order lookup, a return request,
 * and the operator's shipping and return moves. zod, built on first use.
 */
import * as z from "zod";

/** The parcel carriers an operator ships with. */
export const SHIP_CARRIERS = ["dhl", "postnl", "dpd"] as const;
export type ShipCarrier = (typeof SHIP_CARRIERS)[number];
/** How shoppers know each carrier. */
export const CARRIER_NAMES: Record<ShipCarrier, string> = { dhl: "DHL", postnl: "PostNL", dpd: "DPD" };

/** Why a shopper sends something back (a fixed list; each has its words in nl, de and en). */
export const RETURN_REASONS = [
  "too_small",
  "too_large",
  "not_as_pictured",
  "damaged",
  "wrong_item",
  "changed_mind",
] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

/** A return's statuses, in the only order an operator may move it. */
export const RETURN_STATUSES = ["requested", "received", "refunded"] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/** Days a shopper has to ask for a return, from delivery (or shipping while no delivery is known). */
export const RETURN_WINDOW_DAYS = 30;

const orderNumber = () =>
  z.string({ error: "Field is required" }).trim().min(1, "Field is required").max(32, "must be at most 32 characters");

/** POST /api/aftersales/lookup */
export const orderLookupRequestSchema = z.lazy(() =>
  z.strictObject({
    orderNumber: orderNumber(),
    email: z
      .string({ error: "Field is required" })
      .trim()
      .min(1, "Field is required")
      .max(254, "must be at most 254 characters"),
  }),
);

/** POST /api/aftersales/returns: the order (the customer's, or the one the lookup granted), lines and a reason. */
export const returnRequestSchema = z.lazy(() =>
  z.strictObject({
    orderNumber: orderNumber(),
    reason: z.enum(RETURN_REASONS, { error: `must be one of ${RETURN_REASONS.join(", ")}` }),
    lines: z
      .array(
        z.strictObject({
          itemId: z.number({ error: "must be an order line id" }).int().positive(),
          qty: z.number({ error: "must be a whole number from 1" }).int().min(1).max(999),
        }),
        { error: "must be a list of lines" },
      )
      .min(1, "choose at least one item")
      .max(100, "must be at most 100 lines")
      .refine((lines) => new Set(lines.map((l) => l.itemId)).size === lines.length, "names a line twice"),
  }),
);
export type ReturnRequestBody = z.infer<typeof returnRequestSchema>;

/** POST /api/aftersales/admin/ship */
export const shipRequestSchema = z.lazy(() =>
  z.strictObject({
    orderNumber: orderNumber(),
    carrier: z.enum(SHIP_CARRIERS, { error: `must be one of ${SHIP_CARRIERS.join(", ")}` }),
    trackingNumber: z.string({ error: "Field is required" }).trim().min(1, "Field is required").max(40),
  }),
);

/** POST /api/aftersales/admin/return */
export const returnMoveRequestSchema = z.lazy(() =>
  z.strictObject({
    returnNumber: z.string({ error: "Field is required" }).trim().min(1).max(40),
    status: z.enum(["received", "refunded"], { error: "must be received or refunded" }),
  }),
);

/** A shipped parcel as order detail shows it. */
export interface ShipmentDto {
  carrier: ShipCarrier;
  trackingNumber: string;
  trackingUrl: string;
  shippedAt: string;
  deliveredAt: string | null;
}

/** A return as shopper and operator see it. */
export interface ReturnDto {
  number: string;
  status: ReturnStatus;
  reason: ReturnReason;
  createdAt: string;
  lines: { itemId: number; sku: string; name: string; qty: number }[];
}

/** What an order's after-sales part answers: its parcel, its returns and what may still go back until when. */
export interface AfterSalesDto {
  orderNumber: string;
  shipment: ShipmentDto | null;
  returns: ReturnDto[];
  /** Per order line: how many may still be returned (0 outside the window). */
  returnable: { itemId: number; sku: string; name: string; qty: number }[];
  /** The last day a return may be asked for, or null before the order shipped. */
  returnUntil: string | null;
}
