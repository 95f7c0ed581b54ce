/**
 * Lines that hold more than they may (issue 35 point 2: written before the bound existed, or the
 * stock went down since) are cut down to their stock and MAX_LINE_QTY when the cart is next read.
 * Costs a round trip only when some line is over-full (repo-lines.ts `cutLines`); which lines and
 * to what is the pure `overfullCuts` (line-change.ts).
 */
import type { Context } from "hono";
import { MAX_LINE_QTY } from "../../schema/constants";
import type { AppEnv } from "../context";
import { findSellable } from "../catalog";
import type { StockItem } from "../inventory";
import { sellableUnits } from "./line-bound";
import { overfullCuts } from "./line-change";
import type { CartSnapshot } from "./repo";
import { cutLines } from "./repo-lines";

/** The snapshot with over-full lines cut down (in the database too); `clamped` names the lines cut, by id. */
export async function clampOverfull(c: Context<AppEnv>, snapshot: CartSnapshot): Promise<CartSnapshot> {
  const bounds = new Map<number, number>();
  for (const line of snapshot.lines) bounds.set(line.id, await ownUnits(c, line.sku, snapshot.stock.get(line.sku)));
  const cuts = overfullCuts(snapshot.lines, (id) => bounds.get(id) ?? MAX_LINE_QTY);
  if (cuts.size === 0) return snapshot;
  await cutLines(c.get("db"), snapshot.cart.id, cuts);
  c.get("log").info("cart lines clamped to stock", { cartId: snapshot.cart.id, lines: cuts.size });
  return {
    ...snapshot,
    lines: snapshot.lines.map((line) => {
      const qty = cuts.get(line.id);
      return qty === undefined ? line : { ...line, qty };
    }),
    clamped: cuts,
  };
}

/**
 * Units of a line's own sku it may hold: its stock row's, else the catalogue's (see line-bound.ts).
 * A bundle draws on its components, not its own sku: only the cap applies to it here (adding it
 * bounds it by its components).
 */
async function ownUnits(c: Context<AppEnv>, sku: string, row: StockItem | undefined): Promise<number> {
  const item = await findSellable(c.get("catalog"), sku);
  if (!item || item.product.type === "bundle") return MAX_LINE_QTY;
  return sellableUnits(row ?? (item.variant ?? item.product).stock);
}
