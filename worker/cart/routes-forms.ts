/**
 * Add to bag without JavaScript: the product page's form posts to {prefix}/cart/add and lands on
 * the cart page, with the SPEC §8 refusal there when the product could not be added.
 */
import type { Context, Hono } from "hono";
import * as z from "zod";
import { storePath } from "../../domain/urls";
import type { AppEnv } from "../context";
import { AppError } from "../errors/app-error";
import { storeRoute } from "../pages/store-route";
import { productOptionSchema } from "./product-option";

const sku = z.string().trim().min(1).max(64);
/** 0 is allowed here: a grouped product's field left at 0 means none of that product. */
const qty = z.coerce.number().int().min(0).max(99);
const list = <T extends z.ZodType>(item: T, max: number) =>
  z.preprocess(
    (v: unknown): unknown[] => (v === undefined ? [] : Array.isArray(v) ? (v as unknown[]) : [v]),
    z.array(item).max(max),
  );

/**
 * The form: one `sku` (with `qty`, default 1, and `product_option` as JSON), or — a grouped product —
 * one `sku` per associated product, each with its `qty` in the same order.
 */
const form = z.lazy(() =>
  z
    .object({
      sku: list(sku, 20).refine((skus) => skus.length > 0, "is required"),
      qty: list(qty, 20),
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
    })
    .refine((f) => f.qty.length === 0 || f.qty.length === f.sku.length, { path: ["qty"], message: "one per sku" })
    .transform((f) => ({
      productOption: f.product_option,
      lines: f.sku.map((s, i) => ({ sku: s, qty: f.qty[i] ?? 1 })).filter((l) => l.qty > 0),
    })),
);

async function addFromForm(c: Context<AppEnv>): Promise<Response> {
  const cartPage = storePath(c.get("store").code, "/cart");
  const parsed = form.safeParse(await c.req.parseBody({ all: true }));
  if (!parsed.success) return c.redirect(`${cartPage}?error=INVALID_INPUT`, 303);
  const { lines, productOption } = parsed.data;
  if (lines.length === 0) return c.redirect(`${cartPage}?error=NOTHING_TO_ADD`, 303);
  const cart = c.get("cart");
  const cartId = await cart.openOrCreate();
  // One line after the other, as the island does: what could be added stays, the first refusal is told.
  const added: string[] = [];
  let refusal: { code: string; sku: string; max?: string } | null = null;
  for (const line of lines) {
    try {
      const { clampedTo } = await cart.addLine(cartId, {
        sku: line.sku,
        qty: line.qty,
        product_option: lines.length === 1 ? productOption : undefined,
      });
      added.push(line.sku);
      // Fewer than asked went in (the stock ran short meanwhile): the cart page says how many.
      if (clampedTo !== null) refusal ??= { code: "QUANTITY_UNAVAILABLE", sku: line.sku, max: String(clampedTo) };
    } catch (error) {
      if (!(error instanceof AppError) || error.status >= 500) throw error;
      refusal ??= { code: error.errorCode, sku: line.sku, ...(error.fields?.qty ? { max: error.fields.qty } : {}) };
    }
  }
  const query = new URLSearchParams();
  if (added.length > 0) query.set("added", added.join(","));
  if (refusal) {
    query.set("error", refusal.code);
    query.set("sku", refusal.sku);
    if (refusal.max) query.set("max", refusal.max);
  }
  return c.redirect(`${cartPage}?${query.toString()}`, 303);
}

/** Registers POST {prefix}/cart/add. */
export function registerCartForms(pages: Hono<AppEnv>): void {
  storeRoute(pages, "/cart/add", addFromForm, "POST");
}
