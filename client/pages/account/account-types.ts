/** What the worker hands the account pages (plain data: the page renders it, islands get it as props). */
import type { CustomerDto, LoyaltyDto, OrderSummaryDto } from "../../../schema/api/account";
import type { ProductTile } from "../../../schema/api/catalog";

/** SPEC §2 my-account block selector. */
export type AccountBlock = "overview" | "orders" | "order" | "profile" | "password" | "wishlist" | "loyalty";

export interface AccountOrders {
  items: OrderSummaryDto[];
  page: number;
  pages: number;
}

export type AccountView =
  | { block: "overview"; recent: OrderSummaryDto[] }
  | { block: "orders"; orders: AccountOrders }
  | { block: "order"; order: OrderSummaryDto }
  | { block: "profile"; customer: CustomerDto }
  | { block: "password" }
  | { block: "wishlist"; tiles: ProductTile[] }
  | { block: "loyalty"; loyalty: LoyaltyDto };
