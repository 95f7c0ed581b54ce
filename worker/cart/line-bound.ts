/**
 * The most units one cart line may hold, as SQL evaluated inside the statement that writes the line
 * (issue 35 point 2): concurrent adds each see the stock and the cart's other lines as they are when
 * they write, so no interleaving takes a line past its stock or past MAX_LINE_QTY.
 *
 * Per sku the line draws on (`claims`: the sku itself, or a bundle's components), the units left
 * are the stock row's quantity (all of MAX_LINE_QTY when stock is not managed, none when it is out
 * of stock) minus what the cart's other lines of that sku hold now, minus what other lines (bundles)
 * claim of it (`elsewhere`, from the snapshot). A sku without a stock row counts with the
 * catalogue's stock (`fallback`): SPEC §8 adds such a product "for pre-reservation" (volatile), so
 * it is not refused as out of stock, and the snapshot's figure is what `catalog:seed` would write.
 */
import { sql, type SQL } from "drizzle-orm";
import { MAX_LINE_QTY } from "../../schema/constants";
import type { StockItem } from "../inventory";

/** One sku a line draws on, for the bound. */
export interface BoundClaim {
  sku: string;
  perUnit: number;
  /** Units of this sku the catalogue says are sellable: used only when the sku has no stock row. */
  fallback: number;
  /** Units of this sku other lines of other skus (bundles) claim, as the snapshot read them. */
  elsewhere: number;
}

/** Units a stock record lets one line take, before other lines: all when unmanaged, none when out of stock. */
export function sellableUnits(stock: Pick<StockItem, "qty" | "isInStock" | "manageStock"> | undefined): number {
  if (!stock) return 0;
  if (!stock.manageStock) return UNBOUNDED;
  return stock.isInStock ? Math.max(0, stock.qty) : 0;
}

/** More than any line may hold: the stock of a sku whose stock is not managed. */
const UNBOUNDED = 1_000_000_000;

/**
 * The bound of the line (cartId, sku, optionKey) as a SQL expression (an integer ≥ 0). The line
 * itself — and `exceptId`, a line being turned into this one — are not counted as "other lines".
 */
export function lineBoundSql(
  cartId: string,
  line: { sku: string; optionKey: string; exceptId?: number },
  claims: readonly BoundClaim[],
): SQL {
  const perClaim = claims.map((claim) => {
    const stockLeft = sql`coalesce((select case when not s.manage_stock then ${UNBOUNDED}
        when s.is_in_stock then max(s.qty, 0) else 0 end from stock_items s where s.sku = ${claim.sku}), ${claim.fallback})`;
    const otherLines = sql`(select coalesce(sum(o.qty), 0) from cart_items o where o.cart_id = ${cartId}
        and o.sku = ${claim.sku} and not (o.sku = ${line.sku} and o.option_key = ${line.optionKey})
        and o.id <> ${line.exceptId ?? -1})`;
    return sql`((${stockLeft} - ${otherLines} - ${claim.elsewhere}) / ${claim.perUnit})`;
  });
  // Scalar min() needs two arguments or more: the cap is always one of them.
  return sql`max(0, min(${MAX_LINE_QTY}, ${sql.join([sql`${MAX_LINE_QTY}`, ...perClaim], sql`, `)}))`;
}
