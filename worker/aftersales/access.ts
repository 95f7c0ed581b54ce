/**
 * Who may see an order's after-sales part: the signed-in customer who placed it, or the browser
 * holding the lookup's grant for it. Anyone else hears the same 404 as for an order that does not exist.
 */
import type { Context } from "hono";
import type { AppEnv } from "../context";
import { AppError } from "../errors/app-error";
import { grantedOrderId } from "./grant";
import { customerOrderId, readAfterSales } from "./repo";

/** The order id a shopper may act on by its number, or a 404. */
export async function accessibleOrderId(c: Context<AppEnv>, orderNumber: string): Promise<string> {
  const notFound = () => new AppError(404, "NOT_FOUND", c.get("t")("aftersales.returns.unknownOrder"));
  const session = await c.get("session").current();
  if (session.kind === "customer") {
    const id = await customerOrderId(c.get("db"), session.customerId, orderNumber);
    if (id) return id;
  }
  const granted = await grantedOrderId(c, new Date());
  if (!granted) throw notFound();
  const record = await readAfterSales(c.get("db"), granted);
  if (!record || record.order.incrementId !== orderNumber) throw notFound();
  return granted;
}
