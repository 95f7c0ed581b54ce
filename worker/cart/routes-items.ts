/**
 * SPEC §7 cart calls that change or read lines: create, update (add or set quantity), delete, pull.
 * Add-to-cart is two round trips: one batch reads the caller's cart with the stock it needs, one
 * statement adds to the line (concurrent adds never lose a unit).
 */
import { Hono, type Context } from "hono";
import * as z from "zod";
import { MAX_CART_LINES, MAX_LINE_QTY } from "../../schema/constants";
import type { CartItemDto } from "../../schema/api/cart";
import { getStoreView, type StoreCode } from "../../domain/store-views";
import { findSellable } from "../catalog";
import type { StockItem } from "../inventory";
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
import { checkStock, type StockVerdict } from "./stock-check";
import { lineBoundSql, sellableUnits } from "./line-bound";

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

/** Units of `sku` that the cart's other lines of other skus (bundles) claim; lines of `sku` itself are counted live. */
function claimedByOtherSkus(
  snapshot: CartSnapshot,
  lines: readonly { id: number; line: ResolvedLine }[],
  except: readonly (number | undefined)[],
  sku: string,
): number {
  const others = lines.filter(({ id, line }) => line.sku !== sku && !except.includes(id));
  return claimedByOthers(snapshot, others, except).get(sku) ?? 0;
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
): Promise<UpdatedItem> {
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
  const snapshot = await ownedCart(c, cartId, isProblem(requested) ? [] : requested.claims.map((claim) => claim.sku), {
    clamp: false,
  });
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
  const others = await otherLines(c, snapshot, now);
  const except = [existing?.id, twin?.id];
  const { stock, volatile } = await withCatalogueStock(c, snapshot.stock, line.claims);
  const verdict = capped(checkStock(stock, line.claims, total, claimedByOthers(snapshot, others, except)), total);
  if (verdict.kind === "out_of_stock") throw outOfStock(store, line);
  if (verdict.kind === "max") throw quantityUnavailable(store, verdict.maxQuantity);
  const info = volatile ? cartText(store, "cart.volatile") : cartText(store, "cart.itemInStock");
  // The check above refuses what the snapshot already shows is too much; the write bounds the
  // line's total again in its own statement, against the stock and the lines as they are then.
  const bound = lineBoundSql(
    cartId,
    { sku: line.sku, optionKey: key, exceptId: edited ? existing.id : undefined },
    line.claims.map((claim) => ({
      sku: claim.sku,
      perUnit: claim.perUnit,
      fallback: sellableUnits(stock.get(claim.sku)),
      elsewhere: claimedByOtherSkus(snapshot, others, except, claim.sku),
    })),
  );
  if (edited) {
    const changed = await changeLine(c.get("db"), {
      cartId,
      itemId: existing.id,
      twinId: twin?.id ?? null,
      sku: line.sku,
      optionKey: key,
      productOption: line.option,
      qty: total,
      bound,
      now,
    });
    if (changed === null) throw new AppError(404, "NOT_FOUND", cartText(store, "cart.lineNotFound"));
    if (changed === "out_of_stock") throw outOfStock(store, line);
    if (changed.qty >= total) return { item: itemDto(snapshot, line, changed.id, changed.qty, info), clampedTo: null };
    const message = cartText(store, "cart.maxQuantity", { maxQuantity: changed.qty });
    return { item: itemDto(snapshot, line, changed.id, changed.qty, message), clampedTo: changed.qty };
  }
  const saved =
    cartItem.item_id !== undefined && existing
      ? await setLineQty(c.get("db"), cartId, existing.id, total, bound, now)
      : await addToLine(c.get("db"), {
          cartId,
          sku: line.sku,
          optionKey: key,
          productOption: line.option,
          qty: cartItem.qty,
          bound,
          now,
        });
  if (saved === "closed") throw new AppError(409, "CART_CLOSED", cartText(store, "cart.closed"));
  if (saved === "gone") throw new AppError(404, "NOT_FOUND", cartText(store, "cart.lineNotFound"));
  if (saved === "out_of_stock") throw outOfStock(store, line);
  const asked = cartItem.item_id !== undefined ? total : saved.before + cartItem.qty;
  if (saved.qty >= asked) return { item: itemDto(snapshot, line, saved.id, saved.qty, info), clampedTo: null };
  // Clamped: a line that did not change is refused as before; one that changed says how many it holds.
  if (saved.qty === saved.before) throw quantityUnavailable(store, saved.qty);
  const message = cartText(store, "cart.maxQuantity", { maxQuantity: saved.qty });
  return { item: itemDto(snapshot, line, saved.id, saved.qty, message), clampedTo: saved.qty };
}

/** The answer to a cart item update: the line, and its quantity when the stock or the cap cut it down. */
export interface UpdatedItem {
  item: CartItemDto;
  clampedTo: number | null;
}

function outOfStock(store: StoreCode, line: ResolvedLine): AppError {
  const key = line.productType === "configurable" ? "cart.variantOutOfStock" : "cart.outOfStock";
  return new AppError(409, "OUT_OF_STOCK", cartText(store, key));
}

function quantityUnavailable(store: StoreCode, maxQuantity: number): AppError {
  return new AppError(409, "QUANTITY_UNAVAILABLE", cartText(store, "cart.maxQuantity", { maxQuantity }), {
    qty: String(maxQuantity),
  });
}

/** A stock verdict with the line cap of MAX_LINE_QTY applied. */
function capped(verdict: StockVerdict, total: number): StockVerdict {
  if (verdict.kind === "max") return { kind: "max", maxQuantity: Math.min(verdict.maxQuantity, MAX_LINE_QTY) };
  if (verdict.kind !== "out_of_stock" && total > MAX_LINE_QTY) return { kind: "max", maxQuantity: MAX_LINE_QTY };
  return verdict;
}

/**
 * The stock of the line's skus with the catalogue's figure for a sku that has no stock row (see
 * line-bound.ts), and whether any had none (SPEC §8 volatile: added for pre-reservation).
 */
async function withCatalogueStock(
  c: Context<AppEnv>,
  stock: ReadonlyMap<string, StockItem>,
  claims: readonly { sku: string }[],
): Promise<{ stock: Map<string, StockItem>; volatile: boolean }> {
  const merged = new Map(stock);
  let volatile = false;
  for (const { sku } of claims) {
    if (merged.has(sku)) continue;
    volatile = true;
    const item = await findSellable(c.get("catalog"), sku);
    const known = item ? (item.variant ?? item.product).stock : null;
    merged.set(sku, {
      sku,
      productId: 0,
      qty: known?.qty ?? 0,
      isInStock: known?.isInStock ?? false,
      manageStock: known?.manageStock ?? true,
    });
  }
  return { stock: merged, volatile };
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
    const { item } = await updateCartItem(c, c.req.valid("query").cartId, c.req.valid("json").cartItem);
    return c.json({ code: 200, result: item });
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
    const snapshot = await ownedCart(c, cartId, [], { clamp: false });
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
