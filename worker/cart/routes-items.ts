/**
 * SPEC §7 cart calls that change or read lines: create, update (add or set quantity), delete, pull.
 * Add-to-cart is two round trips: one batch reads the caller's cart with the stock it needs, one
 * statement adds to the line (concurrent adds never lose a unit).
 */
import { Hono, type Context } from "hono";
import * as z from "zod";
import { MAX_CART_LINES, MAX_LINE_QTY } from "../../schema/constants";
import type { CartItemDto } from "../../schema/api/cart";
import { getStoreView } from "../../domain/store-views";
import type { AppEnv } from "../context";
import { randomId } from "../session/token";
import { AppError } from "../errors/app-error";
import { validate } from "../http/validate";
import { callerOf, cartText, ownedCart, problemError, requestedStore } from "./access";
import { isProblem, resolveLine, type ResolvedLine } from "./lines";
import { itemDtos, priceCart } from "./pricing";
import {
  configurableChoices,
  normalizeOption,
  optionKey,
  productOptionSchema,
  toProductOption,
  type LineOption,
} from "./product-option";
import { addToLine, changeLine, deleteLine, findOpenCartId, insertCart, setLineQty, type CartSnapshot } from "./repo";
import { checkStock } from "./stock-check";

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

/** One cart item as update takes it (validated). */
export type CartItemInput = z.output<typeof updateBody>["cartItem"];

const deleteBody = z.lazy(() =>
  z.strictObject({
    cartItem: z.strictObject({
      item_id: z.number().int().positive(),
      sku: z.string().max(64).optional(),
      quoteId: z.string().max(64).optional(),
    }),
  }),
);

/** A new cart id: 128 random bits, base64url. */
export function newCartId(): string {
  return randomId(16);
}

/** Units of each sku that the cart's other lines already claim. */
function claimedByOthers(
  snapshot: CartSnapshot,
  lines: readonly { id: number; line: ResolvedLine }[],
  except: readonly (number | undefined)[],
) {
  const claimed = new Map<string, number>();
  for (const { id, line } of lines) {
    if (except.includes(id)) continue;
    const qtyOf = snapshot.lines.find((l) => l.id === id)?.qty ?? 0;
    for (const claim of line.claims) claimed.set(claim.sku, (claimed.get(claim.sku) ?? 0) + claim.perUnit * qtyOf);
  }
  return claimed;
}

async function otherLines(c: Context<AppEnv>, snapshot: CartSnapshot, now: Date) {
  const store = getStoreView(snapshot.cart.store, c.get("config").EN_TAX_COUNTRY);
  const resolved = await Promise.all(
    snapshot.lines.map(async (l) => ({
      id: l.id,
      line: await resolveLine(
        c.get("catalog"),
        store,
        { sku: l.sku, option: l.productOption as LineOption | null, configurable: new Map() },
        now,
      ),
    })),
  );
  return resolved.filter((r): r is { id: number; line: ResolvedLine } => !isProblem(r.line));
}

function itemDto(
  snapshot: CartSnapshot,
  line: ResolvedLine,
  id: number,
  qtyNow: number,
  info: string | undefined,
): CartItemDto {
  return {
    item_id: id,
    sku: line.sku,
    qty: qtyNow,
    name: line.name,
    price: line.unitPrice,
    product_type: line.productType,
    quote_id: snapshot.cart.id,
    product_option: toProductOption(line.option),
    options: line.optionLabels,
    image: line.image,
    url: line.url,
    ...(info ? { info } : {}),
  };
}

/**
 * Adds to a line (no item_id) or sets a line's quantity (item_id) of the caller's cart, after the
 * catalogue priced it and the stock allows it; throws the SPEC's refusal as an AppError.
 */
export async function updateCartItem(
  c: Context<AppEnv>,
  cartId: string,
  cartItem: CartItemInput,
): Promise<CartItemDto> {
  const now = new Date();
  if (!(await callerOf(c))) throw new AppError(404, "NOT_FOUND", cartText(c.get("store").code, "cart.notFound"));
  const option = normalizeOption(cartItem.product_option);
  const storeGuess = getStoreView(requestedStore(c), c.get("config").EN_TAX_COUNTRY);
  const requested = await resolveLine(
    c.get("catalog"),
    storeGuess,
    { sku: cartItem.sku, option, configurable: configurableChoices(cartItem.product_option) },
    now,
  );
  const snapshot = await ownedCart(c, cartId, isProblem(requested) ? [] : requested.claims.map((claim) => claim.sku));
  const store = snapshot.cart.store;
  if (isProblem(requested)) throw problemError(requested, store);
  // Price and labels in the cart's own store view (the request may carry none).
  const line =
    store === storeGuess.code
      ? requested
      : await resolveLine(
          c.get("catalog"),
          getStoreView(store, c.get("config").EN_TAX_COUNTRY),
          { sku: cartItem.sku, option, configurable: configurableChoices(cartItem.product_option) },
          now,
        );
  if (isProblem(line)) throw problemError(line, store);
  const key = optionKey(line.option);
  const existing =
    cartItem.item_id !== undefined
      ? snapshot.lines.find((l) => l.id === cartItem.item_id)
      : snapshot.lines.find((l) => l.sku === line.sku && l.optionKey === key);
  if (cartItem.item_id !== undefined && !existing)
    throw new AppError(404, "NOT_FOUND", cartText(store, "cart.lineNotFound"));
  if (!existing && snapshot.lines.length >= MAX_CART_LINES)
    throw new AppError(409, "CONFLICT", cartText(store, "cart.tooManyLines"));
  // SPEC §4 cart edit mode: an item_id with another variant or other options changes the line in
  // place; when the bag already has a line of that choice, the two become one.
  const edited =
    existing && cartItem.item_id !== undefined && (existing.sku !== line.sku || existing.optionKey !== key);
  const twin = edited
    ? snapshot.lines.find((l) => l.id !== existing.id && l.sku === line.sku && l.optionKey === key)
    : undefined;
  // With item_id the quantity is the line's new quantity; without, it is added to the line.
  const total = cartItem.item_id !== undefined ? cartItem.qty + (twin?.qty ?? 0) : (existing?.qty ?? 0) + cartItem.qty;
  const verdict = checkStock(
    snapshot.stock,
    line.claims,
    total,
    claimedByOthers(snapshot, await otherLines(c, snapshot, now), [existing?.id, twin?.id]),
  );
  if (verdict.kind === "out_of_stock")
    throw new AppError(
      409,
      "OUT_OF_STOCK",
      cartText(store, line.productType === "configurable" ? "cart.variantOutOfStock" : "cart.outOfStock"),
    );
  if (verdict.kind === "max") {
    throw new AppError(
      409,
      "QUANTITY_UNAVAILABLE",
      cartText(store, "cart.maxQuantity", { maxQuantity: verdict.maxQuantity }),
      { qty: String(verdict.maxQuantity) },
    );
  }
  const info = verdict.kind === "volatile" ? cartText(store, "cart.volatile") : cartText(store, "cart.itemInStock");
  if (edited) {
    const id = await changeLine(c.get("db"), {
      cartId,
      itemId: existing.id,
      twinId: twin?.id ?? null,
      sku: line.sku,
      optionKey: key,
      productOption: line.option,
      qty: total,
      now,
    });
    if (id === null) throw new AppError(404, "NOT_FOUND", cartText(store, "cart.lineNotFound"));
    return itemDto(snapshot, line, id, total, info);
  }
  if (cartItem.item_id !== undefined && existing) {
    if (!(await setLineQty(c.get("db"), cartId, existing.id, total, now)))
      throw new AppError(404, "NOT_FOUND", cartText(store, "cart.lineNotFound"));
    return itemDto(snapshot, line, existing.id, total, info);
  }
  const saved = await addToLine(c.get("db"), {
    cartId,
    sku: line.sku,
    optionKey: key,
    productOption: line.option,
    qty: cartItem.qty,
    now,
  });
  if (!saved) throw new AppError(409, "CART_CLOSED", cartText(store, "cart.closed"));
  return itemDto(snapshot, line, saved.id, saved.qty, info);
}

export function createCartItemRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.post("/create", async (c) => {
    const session = c.get("session");
    // An API client whose token no longer works hears 401 and falls back to a guest cart (SPEC §4).
    if (session.transport === "bearer" || session.transport === "query") {
      if ((await session.current()).id === null)
        throw new AppError(401, "UNAUTHORIZED", "User is not authorized to access the resource");
    }
    const owner = await session.ensure();
    const id = newCartId();
    await insertCart(c.get("db"), {
      id,
      ownerSession: owner.id,
      customerId: owner.customerId,
      store: requestedStore(c),
      now: new Date(),
    });
    return c.json({ code: 200, result: id });
  });

  app.post("/update", validate("query", cartQuery), validate("json", updateBody), async (c) => {
    const result = await updateCartItem(c, c.req.valid("query").cartId, c.req.valid("json").cartItem);
    return c.json({ code: 200, result });
  });

  // The caller's open cart, if any: how a browser reconnects to a cart made elsewhere (a form post, another tab).
  app.get("/mine", async (c) => {
    const caller = await callerOf(c);
    c.header("Cache-Control", "no-store");
    return c.json({ code: 200, result: caller ? await findOpenCartId(c.get("db"), caller) : null });
  });

  app.post("/delete", validate("query", cartQuery), validate("json", deleteBody), async (c) => {
    const { cartId } = c.req.valid("query");
    const { cartItem } = c.req.valid("json");
    const snapshot = await ownedCart(c, cartId);
    if (!(await deleteLine(c.get("db"), cartId, cartItem.item_id, new Date()))) {
      throw new AppError(404, "NOT_FOUND", cartText(snapshot.cart.store, "cart.lineNotFound"));
    }
    return c.json({ code: 200, result: true });
  });

  app.get("/pull", validate("query", cartQuery), async (c) => {
    const snapshot = await ownedCart(c, c.req.valid("query").cartId);
    return c.json({ code: 200, result: itemDtos(await priceCart(c, snapshot, new Date())) });
  });

  return app;
}
