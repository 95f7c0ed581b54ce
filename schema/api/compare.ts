/**
 * Compare (issue 32.2): a customer's compare list (`/api/compare`, at most COMPARE_MAX_ITEMS) and the
 * comparable data of up to that many products (`GET /api/compare/products?skus=…`), which anyone may
 * ask for and caches may keep: it holds catalogue data only.
 */
import * as z from "zod";
import type { ProductTile } from "./catalog";
import { skuListParam } from "./sku-list";
import { STORE_CODES } from "../store-codes";
import { COMPARE_MAX_ITEMS } from "../constants";

/** A sku as the catalogue writes them: letters, digits and a few separators, at most 64 characters. */
const sku = z.string().regex(/^[\w.\-/+ ]{1,64}$/, "is not a sku");

/** POST /api/compare/add and /delete. */
export const compareItemRequestSchema = z.lazy(() => z.strictObject({ sku }));
export type CompareItemRequest = z.input<typeof compareItemRequestSchema>;

/** POST /api/compare/merge: the guest's list (oldest first), kept in the browser, joins the customer's at login. */
export const compareMergeRequestSchema = z.lazy(() =>
  z.strictObject({ skus: z.array(sku).max(COMPARE_MAX_ITEMS, `at most ${COMPARE_MAX_ITEMS} skus`) }),
);
export type CompareMergeRequest = z.input<typeof compareMergeRequestSchema>;

/** GET /api/compare/products?skus=A,B&storeCode=en */
export const compareProductsQuerySchema = z.lazy(() =>
  z.strictObject({ skus: skuListParam(COMPARE_MAX_ITEMS, sku), storeCode: z.enum(STORE_CODES).optional() }),
);
export type CompareProductsQuery = z.input<typeof compareProductsQuerySchema>;

/** The customer's list, oldest first. */
export interface CompareListDto {
  items: { sku: string; product_id: number; added_at: string }[];
}

/** One product's column: its tile (name, image, price, rating, colours) and what the rows compare. */
export interface CompareProductDto {
  tile: ProductTile;
  brand: string | null;
  /** The sizes of enabled variants that are in stock now, in the catalogue's order; null without sizes. */
  sizes: string[] | null;
  /** Labels of each comparable attribute's values, by attribute code (see `attributes` of the answer). */
  values: Record<string, string[]>;
}

/** The answer: the products found, in the order asked (unknown skus left out), and the attribute rows. */
export interface CompareProductsDto {
  products: CompareProductDto[];
  /** The catalogue's comparable attributes that any of the products has a value for, in catalogue order. */
  attributes: { code: string; label: string }[];
}
