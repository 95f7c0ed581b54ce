import { RESULT_LIST_TIMEOUT_MS } from "../../schema/constants";
import type { StoreCode } from "../../schema/store-codes";
import { postEndpoint } from "./endpoint";

/**
 * The product of a POST /api/url/map hit, as far as the browser reads it. The worker builds the
 * whole document in worker/catalog/api/documents.ts; this type belongs in schema/api/catalog.ts.
 */
export interface UrlMapProduct {
  sku: string;
  name: string;
  /** Media path of the product's main image. */
  image: string | null;
  /** The product page, with the variant chosen when the sku was one. */
  link: string;
}

export interface UrlMapBySku {
  url: string;
  filters: { sku: string };
  store: StoreCode;
  includeFields?: (keyof UrlMapProduct)[];
}

/** POST /api/url/map with filters.sku (SPEC §7): the product behind a sku, e.g. for a cart line's picture. */
export const mapProductSku = /* @__PURE__ */ postEndpoint<
  UrlMapBySku,
  { _type: string; _source: Partial<UrlMapProduct> }
>("/api/url/map", RESULT_LIST_TIMEOUT_MS);
