/**
 * Compare calls (issue 32.2): a customer's list under /api/compare (the site's cookie session), and
 * the comparable data of up to COMPARE_MAX_ITEMS products, which anyone may ask for (cacheable).
 */
import type {
  CompareItemRequest,
  CompareListDto,
  CompareMergeRequest,
  CompareProductsDto,
} from "../../schema/api/compare";
import type { StoreCode } from "../../schema/store-codes";
import { apiRequest, type CallOptions } from "./request";

// SPEC §9: result lists time out at 3000 ms; a list write is as quick as the wishlist's.
const COMPARE_TIMEOUT_MS = 3000;

const storeCode = (): StoreCode =>
  (typeof document === "undefined" ? "nl" : (document.documentElement.dataset.store ?? "nl")) as StoreCode;

const write = (path: string, body: CompareItemRequest | CompareMergeRequest, options?: CallOptions) =>
  apiRequest<CompareListDto>(
    {
      method: "POST",
      path,
      body,
      query: { storeCode: storeCode() },
      timeoutMs: COMPARE_TIMEOUT_MS,
      headers: { "x-session-transport": "cookie" },
    },
    options,
  );

/** GET /api/compare: the customer's list, oldest first. */
export const fetchCompare = (options?: CallOptions) =>
  apiRequest<CompareListDto>(
    { path: "/api/compare", query: { storeCode: storeCode() }, timeoutMs: COMPARE_TIMEOUT_MS },
    options,
  );
/** POST /api/compare/add {sku}: a fifth product is a 400 (the list unchanged). */
export const addCompareItem = (sku: string, o?: CallOptions) => write("/api/compare/add", { sku }, o);
/** POST /api/compare/delete {sku}. */
export const deleteCompareItem = (sku: string, o?: CallOptions) => write("/api/compare/delete", { sku }, o);
/** POST /api/compare/merge {skus}: the guest's list joins the customer's at login (the newest stay). */
export const mergeCompare = (skus: string[], o?: CallOptions) => write("/api/compare/merge", { skus }, o);

/** GET /api/compare/products?skus=A,B: each product's tile and comparable values, in the order asked. */
export const fetchCompareProducts = (skus: readonly string[], o?: CallOptions) =>
  apiRequest<CompareProductsDto>(
    {
      path: "/api/compare/products",
      query: { skus: skus.join(","), storeCode: storeCode() },
      timeoutMs: COMPARE_TIMEOUT_MS,
    },
    o,
  );
