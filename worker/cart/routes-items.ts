/**
 * SPEC §7 cart calls that change or read lines: create, update (add or set quantity), delete, pull,
 * each a call of the request's cart handler (handler.ts). Add-to-cart is two round trips.
 */
import { Hono } from "hono";
import { cartQuery, deleteCartBody, updateCartBody } from "../../schema/api/cart";
import type { AppEnv } from "../context";
import { validate } from "../http/validate";
import { itemDtos } from "./pricing";

export function createCartItemRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.post("/create", async (c) => c.json({ code: 200, result: await c.get("cart").create() }));

  app.post("/update", validate("query", cartQuery), validate("json", updateCartBody), async (c) => {
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

  app.post("/delete", validate("query", cartQuery), validate("json", deleteCartBody), async (c) => {
    await c.get("cart").removeLine(c.req.valid("query").cartId, c.req.valid("json").cartItem.item_id);
    return c.json({ code: 200, result: true });
  });

  app.get("/pull", validate("query", cartQuery), async (c) => {
    return c.json({ code: 200, result: itemDtos(await c.get("cart").priced(c.req.valid("query").cartId)) });
  });

  return app;
}
