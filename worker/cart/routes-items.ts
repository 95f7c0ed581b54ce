/**
 * SPEC §7 cart calls that change or read lines: create, update (add or set quantity), delete, pull,
 * each a call of the request's cart handler (handler.ts). Add-to-cart is two round trips.
 */
import { Hono } from "hono";
import * as z from "zod";
import { MAX_LINE_QTY } from "../../schema/constants";
import type { AppEnv } from "../context";
import { validate } from "../http/validate";
import { itemDtos } from "./pricing";
import { productOptionSchema } from "./product-option";

/** SPEC §7: every cart call names its cart with `?cartId=`. */
export const cartQuery = z
  .object({ cartId: z.string().trim().min(8).max(64), token: z.string().max(200).optional() })
  .loose();

/** 1 to 99 whole units: fractions, zero, negatives and huge numbers are refused with 400. */
const qty = z
  .number()
  .int("must be a whole number")
  .min(1, "must be at least 1")
  .max(MAX_LINE_QTY, `must be at most ${MAX_LINE_QTY}`);

export const updateBody = z.lazy(() =>
  z.strictObject({
    cartItem: z.strictObject({
      sku: z.string().trim().min(1).max(64),
      qty,
      item_id: z.number().int().positive().optional(),
      quoteId: z.string().max(64).optional(),
      product_option: productOptionSchema,
    }),
  }),
);

const deleteBody = z.lazy(() =>
  z.strictObject({
    cartItem: z.strictObject({
      item_id: z.number().int().positive(),
      sku: z.string().max(64).optional(),
      quoteId: z.string().max(64).optional(),
    }),
  }),
);

export function createCartItemRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.post("/create", async (c) => c.json({ code: 200, result: await c.get("cart").create() }));

  app.post("/update", validate("query", cartQuery), validate("json", updateBody), async (c) => {
    const { cartId } = c.req.valid("query");
    const { item_id: itemId, ...line } = c.req.valid("json").cartItem;
    const cart = c.get("cart");
    const { item } = await (itemId === undefined ? cart.addLine(cartId, line) : cart.updateLine(cartId, itemId, line));
    return c.json({ code: 200, result: item });
  });

  // The caller's open cart, if any: how a browser reconnects to a cart made elsewhere (a form post, another tab).
  app.get("/mine", async (c) => {
    const id = await c.get("cart").findOpen();
    c.header("Cache-Control", "no-store");
    return c.json({ code: 200, result: id });
  });

  app.post("/delete", validate("query", cartQuery), validate("json", deleteBody), async (c) => {
    await c.get("cart").removeLine(c.req.valid("query").cartId, c.req.valid("json").cartItem.item_id);
    return c.json({ code: 200, result: true });
  });

  app.get("/pull", validate("query", cartQuery), async (c) => {
    return c.json({ code: 200, result: itemDtos(await c.get("cart").priced(c.req.valid("query").cartId)) });
  });

  return app;
}
