/**
 * Lines that hold more than they may (issue 35 point 2: written before the bound existed, or the
 * stock went down since) are cut down to their stock and MAX_LINE_QTY when the cart is next read.
 * Costs a round trip only when some line is over-full; the cut is a conditional update that never
 * raises a line, so a racing read or add cannot undo it or be undone by it.
 */
import type { Context } from "hono";
import { and, eq, gt, sql } from "drizzle-orm";
import { cartItems } from "../../schema/db";
import { MAX_LINE_QTY } from "../../schema/constants";
import type { AppEnv } from "../context";
import { findSellable } from "../catalog";
import type { StockItem } from "../inventory";
import { sellableUnits } from "./line-bound";
import type { CartSnapshot } from "./repo";

/** The snapshot with over-full lines cut down (in the database too); `clamped` names the lines cut, by id. */
export async function clampOverfull(c: Context<AppEnv>, snapshot: CartSnapshot): Promise<CartSnapshot> {
  const cuts = new Map<number, number>();
  for (const line of snapshot.lines) {
    const bound = Math.min(MAX_LINE_QTY, await ownUnits(c, line.sku, snapshot.stock.get(line.sku)));
    // A line cannot hold 0: one whose stock is gone stays, and placing the order refuses it.
    if (line.qty > bound && bound >= 1) cuts.set(line.id, bound);
  }
  if (cuts.size === 0) return snapshot;
  const db = c.get("db");
  const [first, ...rest] = [...cuts].map(([id, qty]) =>
    db
      .update(cartItems)
      .set({ qty: sql`min(${cartItems.qty}, ${qty})` })
      .where(and(eq(cartItems.id, id), eq(cartItems.cartId, snapshot.cart.id), gt(cartItems.qty, qty))),
  );
  if (first) await db.batch([first, ...rest]);
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
