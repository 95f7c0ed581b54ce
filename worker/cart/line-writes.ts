/**
 * The cart handler's line changes (add, set quantity, edit variant): the catalogue resolves and
 * prices the line, one batch reads the caller's cart with the stock it needs, the pure decision
 * (line-change.ts) refuses it or plans the write, one bounded statement writes it (repo-lines.ts),
 * and the decision settles the answer. Two round trips; concurrent adds never lose a unit.
 */
import type { Context } from "hono";
import type { CartItemDto } from "../../schema/api/cart";
import { getStoreView, type StoreCode } from "../../domain/store-views";
import { findSellable } from "../catalog";
import type { StockItem } from "../inventory";
import type { AppEnv } from "../context";
import { AppError } from "../errors/app-error";
import { callerOf, cartText, ownedCart, problemError, requestedStore } from "./access";
import { isProblem, resolveLine, type ResolvedLine } from "./lines";
import { lastSiteVersions } from "../pages/site-versions";
import { lineBoundSql } from "./line-bound";
import {
  planLineChange,
  settleLineWrite,
  type CurrentLine,
  type LineRefusal,
  type LineRequest,
  type LineWrite,
  type WriteOutcome,
} from "./line-change";
import {
  configurableChoices,
  normalizeOption,
  optionKey,
  toProductOption,
  type LineOption,
  type ProductOptionInput,
} from "./product-option";
import { addToLine, changeLine, setLineQty } from "./repo-lines";
import type { CartSnapshot } from "./repo";

/** A line as the shopper asks for it: the product, its options, and the quantity (added, or the line's new one). */
export interface LineInput {
  sku: string;
  qty: number;
  product_option?: ProductOptionInput;
}

/** The answer to a line change: the line, and its quantity when the stock or the cap cut it down. */
export interface UpdatedItem {
  item: CartItemDto;
  clampedTo: number | null;
}

/** A refusal as the API answers it, in the cart's language. */
export function refusalError(store: StoreCode, refusal: LineRefusal): AppError {
  const { maxQuantity } = refusal;
  const message = cartText(store, refusal.key, maxQuantity === undefined ? undefined : { maxQuantity });
  return new AppError(
    refusal.status,
    refusal.code,
    message,
    maxQuantity === undefined ? undefined : { qty: String(maxQuantity) },
  );
}

/** Adds to a line (kind "add") or sets line `itemId` (kind "set"); throws the SPEC's refusal as an AppError. */
export async function writeLine(
  c: Context<AppEnv>,
  cartId: string,
  input: LineInput,
  itemId: number | null,
): Promise<UpdatedItem> {
  const now = new Date();
  if (!(await callerOf(c))) throw new AppError(404, "NOT_FOUND", cartText(c.get("store").code, "cart.notFound"));
  const option = normalizeOption(input.product_option);
  const wanted = { sku: input.sku, option, configurable: configurableChoices(input.product_option) };
  const storeGuess = getStoreView(requestedStore(c), c.get("config").EN_TAX_COUNTRY);
  // Priced at the price version last read; the cart's batch reads it again (cart/repo.ts).
  const pricedAt = lastSiteVersions()?.prices;
  const requested = await resolveLine(c.get("catalog"), storeGuess, wanted, now);
  const snapshot = await ownedCart(c, cartId, isProblem(requested) ? [] : requested.claims.map((claim) => claim.sku), {
    clamp: false,
  });
  const store = snapshot.cart.store;
  if (isProblem(requested)) throw problemError(requested, store);
  // Price and labels in the cart's own store view (the request may carry none), and again when an
  // operator's price change came to light in the cart's batch.
  const line =
    store === storeGuess.code && lastSiteVersions()?.prices === pricedAt
      ? requested
      : await resolveLine(c.get("catalog"), getStoreView(store, c.get("config").EN_TAX_COUNTRY), wanted, now);
  if (isProblem(line)) throw problemError(line, store);

  const target = {
    sku: line.sku,
    optionKey: optionKey(line.option),
    productType: line.productType,
    claims: line.claims,
  };
  const request: LineRequest =
    itemId === null ? { kind: "add", qty: input.qty } : { kind: "set", itemId, qty: input.qty };
  const plan = planLineChange(
    await currentLines(c, snapshot, now),
    target,
    request,
    await stockView(c, snapshot, line),
  );
  if (plan.kind === "refuse") throw refusalError(store, plan.refusal);
  // The plan refuses what the snapshot already shows is too much; the write bounds the line's
  // total again in its own statement, against the stock and the lines as they are then.
  const result = settleLineWrite(plan.write, target, await write(c, cartId, line, plan.write, now));
  if (result.kind === "refuse") throw refusalError(store, result.refusal);
  const info =
    result.kind === "saved"
      ? cartText(store, result.info)
      : cartText(store, "cart.maxQuantity", { maxQuantity: result.maxQuantity });
  return {
    item: itemDto(snapshot, line, result.id, result.qty, info),
    clampedTo: result.kind === "cut" ? result.qty : null,
  };
}

/** Runs a planned write as its bounded statement. */
async function write(
  c: Context<AppEnv>,
  cartId: string,
  line: ResolvedLine,
  plan: LineWrite,
  now: Date,
): Promise<WriteOutcome> {
  const db = c.get("db");
  const key = optionKey(line.option);
  const bound = lineBoundSql(
    cartId,
    { sku: line.sku, optionKey: key, exceptId: plan.exceptId ?? undefined },
    plan.claims,
  );
  if (plan.kind === "edit") {
    const changed = await changeLine(db, {
      cartId,
      itemId: plan.itemId!,
      twinId: plan.twinId,
      sku: line.sku,
      optionKey: key,
      productOption: line.option,
      qty: plan.qty,
      bound,
      now,
    });
    return changed ?? "gone";
  }
  if (plan.kind === "set") return setLineQty(db, cartId, plan.itemId!, plan.qty, bound, now);
  return addToLine(db, {
    cartId,
    sku: line.sku,
    optionKey: key,
    productOption: line.option,
    qty: plan.qty,
    bound,
    now,
  });
}

/** The cart's lines with the stock each draws on (a line the catalogue no longer resolves draws on none). */
async function currentLines(c: Context<AppEnv>, snapshot: CartSnapshot, now: Date): Promise<CurrentLine[]> {
  const store = getStoreView(snapshot.cart.store, c.get("config").EN_TAX_COUNTRY);
  return Promise.all(
    snapshot.lines.map(async (l) => {
      const option = l.productOption as LineOption | null;
      const resolved = await resolveLine(c.get("catalog"), store, { sku: l.sku, option, configurable: new Map() }, now);
      return {
        id: l.id,
        sku: l.sku,
        optionKey: l.optionKey,
        qty: l.qty,
        claims: isProblem(resolved) ? [] : resolved.claims,
      };
    }),
  );
}

/**
 * The stock of the line's skus with the catalogue's figure for a sku that has no stock row (see
 * line-bound.ts), and whether any had none (SPEC §8 volatile: added for pre-reservation).
 */
async function stockView(c: Context<AppEnv>, snapshot: CartSnapshot, line: ResolvedLine) {
  const merged = new Map<string, StockItem>(snapshot.stock);
  let volatile = false;
  for (const { sku } of line.claims) {
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

function itemDto(snapshot: CartSnapshot, line: ResolvedLine, id: number, qty: number, info: string): CartItemDto {
  return {
    item_id: id,
    sku: line.sku,
    qty,
    name: line.name,
    price: line.unitPrice,
    product_type: line.productType,
    quote_id: snapshot.cart.id,
    product_option: toProductOption(line.option),
    options: line.optionLabels,
    image: line.image,
    url: line.url,
    info,
  };
}
