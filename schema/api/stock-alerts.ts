/**
 * Back-in-stock alerts (issue 32 point 4): the sign-up a shopper sends from a product page and the
 * operator's web stock update, as zod schemas (built on first use). The worker validates with them;
 * the browser's client (client/api/stock-alerts.ts) takes its types from them.
 */
import * as z from "zod";
import { newsletterEmailSchema } from "./newsletter";

const skuSchema = z.lazy(() =>
  z.string({ error: "Field is required" }).trim().min(1, "Field is required").max(64, "must be at most 64 characters"),
);

/** POST /api/ext/stock-alert?storeCode= — the store view whose language the e-mails speak. */
export const stockAlertStoreQuerySchema = z.lazy(() => z.object({ storeCode: z.string().max(8).optional() }));

/**
 * POST /api/ext/stock-alert — the sold-out size's sku; `email` is a guest's (double opt-in) and is
 * ignored for a signed-in customer, whose account's address is used.
 */
export const stockAlertRequestSchema = z.lazy(() =>
  z.strictObject({ sku: skuSchema, email: newsletterEmailSchema.optional() }),
);
export type StockAlertRequest = z.input<typeof stockAlertRequestSchema>;

/**
 * The answer: `confirmationRequired` for a guest (the same whether or not the address asked
 * before), false for a customer, whose alert is active at once. `message` is what to show.
 */
export const stockAlertResultSchema = z.lazy(() =>
  z.object({ sku: z.string(), confirmationRequired: z.boolean(), message: z.string() }),
);
export type StockAlertResult = z.infer<typeof stockAlertResultSchema>;

/** The most an operator may set one sku's web stock to. */
export const WEB_STOCK_MAX_QTY = 1_000_000;

/** POST /api/ext/stock-alert/admin/stock (operator token): sets a sku's web stock. */
export const webStockRequestSchema = z.lazy(() =>
  z.strictObject({
    sku: skuSchema,
    qty: z
      .number({ error: "must be a whole number" })
      .int("must be a whole number")
      .min(0, "must be 0 or more")
      .max(WEB_STOCK_MAX_QTY, `must be at most ${WEB_STOCK_MAX_QTY}`),
  }),
);
export type WebStockRequest = z.input<typeof webStockRequestSchema>;

/** Its answer: the stock as set, and how many back-in-stock e-mails this update queued. */
export interface WebStockResult {
  sku: string;
  qty: number;
  alertsSent: number;
}
