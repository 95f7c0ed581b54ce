import type { StockAlertRequest, StockAlertResult } from "../../schema/api/stock-alerts";
import type { StoreCode } from "../../schema/store-codes";
import { postEndpoint } from "./endpoint";
import type { CallOptions } from "./request";

// One lookup batch and one write batch on the server, as the newsletter: the cart's 5 s.
const STOCK_ALERT_TIMEOUT_MS = 5000;

/**
 * POST /api/ext/stock-alert?storeCode= (issue 32 point 4): a back-in-stock alert for a sold-out size.
 * A signed-in customer's is active at once; a guest's waits for the link of the mail in the store
 * view's language. The answer carries the words to show.
 */
export function requestStockAlert(
  { storeCode, ...body }: StockAlertRequest & { storeCode: StoreCode },
  options?: CallOptions,
): Promise<StockAlertResult> {
  const call = postEndpoint<StockAlertRequest, StockAlertResult>(
    `/api/ext/stock-alert?storeCode=${storeCode}`,
    STOCK_ALERT_TIMEOUT_MS,
  );
  return call(body, options);
}
