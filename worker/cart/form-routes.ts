/**
 * Add to bag without JavaScript: the product page's form posts to {prefix}/cart/add and lands on
 * the cart page, with the SPEC §8 refusal there when the product could not be added.
 */
import type { Context, Hono } from "hono";
import { z } from "zod";
import { storePath } from "../../domain/urls";
import type { AppEnv } from "../context";
import { AppError } from "../errors/app-error";
import { storeRoute } from "../pages/store-route";
import { productOptionSchema } from "./product-option";
import { findOpenCartId, insertCart } from "./repo";
import { newCartId, updateCartItem } from "./routes-items";

const form = z.object({
  sku: z.string().trim().min(1).max(64),
  qty: z.coerce.number().int().min(1).max(99).catch(1),
  product_option: z
    .string()
    .max(4000)
    .optional()
    .transform((text, ctx) => {
      if (!text) return undefined;
      try {
        return productOptionSchema.parse(JSON.parse(text));
      } catch {
        ctx.addIssue({ code: "custom", message: "is not a product option" });
        return z.NEVER;
      }
    }),
});

/** The caller's open cart, or a new one (the session starts here for a first-time shopper). */
export async function cartForSession(c: Context<AppEnv>): Promise<string> {
  const session = await c.var.session.ensure();
  const now = new Date();
  const existing = await findOpenCartId(c.var.db, { tokenHash: session.id, now });
  if (existing) return existing;
  const id = newCartId();
  await insertCart(c.var.db, {
    id,
    ownerSession: session.id,
    customerId: session.customerId,
    store: c.var.store.code,
    now,
  });
  return id;
}

async function addFromForm(c: Context<AppEnv>): Promise<Response> {
  const cartPage = storePath(c.var.store.code, "/cart");
  const parsed = form.safeParse(await c.req.parseBody());
  if (!parsed.success) return c.redirect(`${cartPage}?error=INVALID_INPUT`, 303);
  try {
    const cartId = await cartForSession(c);
    await updateCartItem(c, cartId, {
      sku: parsed.data.sku,
      qty: parsed.data.qty,
      product_option: parsed.data.product_option,
    });
    return c.redirect(`${cartPage}?added=${encodeURIComponent(parsed.data.sku)}`, 303);
  } catch (error) {
    if (!(error instanceof AppError) || error.status >= 500) throw error;
    return c.redirect(`${cartPage}?error=${error.errorCode}&sku=${encodeURIComponent(parsed.data.sku)}`, 303);
  }
}

/** Registers POST {prefix}/cart/add. */
export function registerCartForms(pages: Hono<AppEnv>): void {
  storeRoute(pages, "/cart/add", addFromForm, "POST");
}
