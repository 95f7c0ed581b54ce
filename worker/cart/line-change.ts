/**
 * What happens to a cart line when a shopper adds, sets a quantity, edits the variant or removes
 * it: pure decisions, no I/O (issue 30 point 6). `planLineChange` takes the cart's lines, the stock
 * and the line the catalogue resolved, and answers a refusal (an error code and message key) or
 * the write to make, with the bound the writing statement enforces (line-bound.ts); once the write
 * ran, `settleLineWrite` turns what it left into the answer: the quantity asked, a cut with an info
 * message, or a refusal. Concurrency safety stays in the SQL: a plan is what the snapshot allows,
 * and the bounded statement decides again against the rows as they are when it writes.
 */
import type { MessageKey } from "../../client/i18n/messages/types";
import { MAX_CART_LINES, MAX_LINE_QTY } from "../../schema/constants";
import type { ErrorCode } from "../errors/app-error";
import type { StockItem } from "../inventory";
import { sellableUnits, type BoundClaim } from "./line-bound";
import { checkStock, type StockVerdict } from "./stock-check";

/** A line as the cart holds it now. */
export interface CurrentLine {
  id: number;
  sku: string;
  optionKey: string;
  qty: number;
  /** The stock it draws on per unit (the catalogue's resolution); none when it no longer resolves. */
  claims: readonly Claim[];
}

/** Per unit of a line, how much of which sku. */
export interface Claim {
  sku: string;
  perUnit: number;
}

/** The line the shopper asks for, as the catalogue resolved it. */
export interface WantedLine {
  sku: string;
  optionKey: string;
  productType: string;
  claims: readonly Claim[];
}

/** Add `qty` to the line of the wanted choice, or set line `itemId` to `qty` (turning it into the choice). */
export type LineRequest = { kind: "add"; qty: number } | { kind: "set"; itemId: number; qty: number };

/** A refusal in the SPEC's words: status, error code, message key (and the most units, for a cap). */
export interface LineRefusal {
  status: 404 | 409;
  code: ErrorCode;
  key: MessageKey;
  maxQuantity?: number;
}

/** The write a change needs; `qty` is what it adds ("add") or the line's new quantity ("set", "edit"). */
export interface LineWrite {
  kind: "add" | "set" | "edit";
  /** The line written ("set", "edit"). */
  itemId: number | null;
  /** Edit mode: the line of the same choice already in the bag, which takes the quantity. */
  twinId: number | null;
  qty: number;
  /** The bound of the writing statement: the line excepted (an edit) and the stock per claim. */
  exceptId: number | null;
  claims: BoundClaim[];
  /** The info message of a line that got what it asked: SPEC §8 volatile, or in stock. */
  info: MessageKey;
}

export type LinePlan = { kind: "refuse"; refusal: LineRefusal } | { kind: "write"; write: LineWrite };

/**
 * Stock of the wanted line's skus. A sku without a stock row carries the catalogue's figure and is
 * named in `volatile` (SPEC §8: added for pre-reservation).
 */
export interface StockView {
  stock: ReadonlyMap<string, StockItem>;
  volatile: boolean;
}

const refuse = (refusal: LineRefusal): LinePlan => ({ kind: "refuse", refusal });

export const lineNotFound: LineRefusal = { status: 404, code: "NOT_FOUND", key: "cart.lineNotFound" };
export const cartClosed: LineRefusal = { status: 409, code: "CART_CLOSED", key: "cart.closed" };

export function outOfStock(line: Pick<WantedLine, "productType">): LineRefusal {
  const key = line.productType === "configurable" ? "cart.variantOutOfStock" : "cart.outOfStock";
  return { status: 409, code: "OUT_OF_STOCK", key };
}

export function quantityUnavailable(maxQuantity: number): LineRefusal {
  return { status: 409, code: "QUANTITY_UNAVAILABLE", key: "cart.maxQuantity", maxQuantity };
}

/** Units of each sku the cart's lines hold, leaving out the lines `except`. */
export function claimedBy(lines: readonly CurrentLine[], except: readonly (number | null)[]): Map<string, number> {
  const claimed = new Map<string, number>();
  for (const line of lines) {
    if (except.includes(line.id)) continue;
    for (const claim of line.claims) claimed.set(claim.sku, (claimed.get(claim.sku) ?? 0) + claim.perUnit * line.qty);
  }
  return claimed;
}

/** A stock verdict with the line cap of MAX_LINE_QTY applied. */
export function capped(verdict: StockVerdict, total: number): StockVerdict {
  if (verdict.kind === "max") return { kind: "max", maxQuantity: Math.min(verdict.maxQuantity, MAX_LINE_QTY) };
  if (verdict.kind !== "out_of_stock" && total > MAX_LINE_QTY) return { kind: "max", maxQuantity: MAX_LINE_QTY };
  return verdict;
}

/**
 * Decides a change to the cart's lines. Without item_id the quantity is added to the line of the
 * choice (a new line when there is none, refused past MAX_CART_LINES); with item_id it is the
 * line's new quantity, and another variant or other options turn the line into that choice (SPEC §4
 * cart edit mode), merging it into a line of that choice already in the bag. Refused when the
 * snapshot's stock has no unit for it, or fewer than asked (with the most it may hold).
 */
export function planLineChange(
  lines: readonly CurrentLine[],
  wanted: WantedLine,
  request: LineRequest,
  { stock, volatile }: StockView,
): LinePlan {
  const same = (l: CurrentLine) => l.sku === wanted.sku && l.optionKey === wanted.optionKey;
  const existing = request.kind === "set" ? lines.find((l) => l.id === request.itemId) : lines.find(same);
  if (request.kind === "set" && !existing) return refuse(lineNotFound);
  if (!existing && lines.length >= MAX_CART_LINES)
    return refuse({ status: 409, code: "CONFLICT", key: "cart.tooManyLines" });
  const edited = request.kind === "set" && existing !== undefined && !same(existing);
  const twin = edited ? lines.find((l) => l.id !== existing.id && same(l)) : undefined;
  const total = request.kind === "set" ? request.qty + (twin?.qty ?? 0) : (existing?.qty ?? 0) + request.qty;
  const except = [existing?.id ?? null, twin?.id ?? null];
  const verdict = capped(checkStock(stock, wanted.claims, total, claimedBy(lines, except)), total);
  if (verdict.kind === "out_of_stock") return refuse(outOfStock(wanted));
  if (verdict.kind === "max") return refuse(quantityUnavailable(verdict.maxQuantity));
  // Lines of the wanted sku itself are counted live by the bound; other skus' lines (bundles) by the snapshot.
  const claims = wanted.claims.map((claim) => ({
    sku: claim.sku,
    perUnit: claim.perUnit,
    fallback: sellableUnits(stock.get(claim.sku)),
    elsewhere:
      claimedBy(
        lines.filter((l) => l.sku !== claim.sku),
        except,
      ).get(claim.sku) ?? 0,
  }));
  return {
    kind: "write",
    write: {
      kind: edited ? "edit" : request.kind,
      itemId: request.kind === "set" ? request.itemId : null,
      twinId: twin?.id ?? null,
      qty: request.kind === "set" ? total : request.qty,
      exceptId: edited ? existing.id : null,
      claims,
      info: volatile ? "cart.volatile" : "cart.itemInStock",
    },
  };
}

/**
 * What a bounded write left: the line with its quantity now and before ("add", "set"; 0 before a
 * new line), or the reason it wrote nothing. An edit knows no "before".
 */
export type WriteOutcome = { id: number; qty: number; before?: number } | "closed" | "gone" | "out_of_stock";

/** The answer to a change: the line as written, with its info message or the cut's message. */
export type LineResult =
  | { kind: "saved"; id: number; qty: number; info: MessageKey }
  | { kind: "cut"; id: number; qty: number; maxQuantity: number }
  | { kind: "refuse"; refusal: LineRefusal };

/**
 * Settles a planned write by what the bounded statement did. All asked went in: saved. Fewer (the
 * stock ran short between the read and the write, the cap): a line that changed is cut and says
 * how many it holds; an add or set that changed nothing is refused with that number; an edit always
 * keeps what it could.
 */
export function settleLineWrite(write: LineWrite, wanted: WantedLine, outcome: WriteOutcome): LineResult {
  if (outcome === "closed") return { kind: "refuse", refusal: cartClosed };
  if (outcome === "gone") return { kind: "refuse", refusal: write.kind === "add" ? outOfStock(wanted) : lineNotFound };
  if (outcome === "out_of_stock") return { kind: "refuse", refusal: outOfStock(wanted) };
  const before = outcome.before ?? 0;
  const asked = write.kind === "add" ? before + write.qty : write.qty;
  if (outcome.qty >= asked) return { kind: "saved", id: outcome.id, qty: outcome.qty, info: write.info };
  if (write.kind !== "edit" && outcome.qty === before)
    return { kind: "refuse", refusal: quantityUnavailable(outcome.qty) };
  return { kind: "cut", id: outcome.id, qty: outcome.qty, maxQuantity: outcome.qty };
}

/** Removing a line: done, or refused when it was not there (another tab removed it). */
export function settleRemove(removed: boolean): LineRefusal | null {
  return removed ? null : lineNotFound;
}

/**
 * Over-full lines (written before the bound, or the stock went down since) and what each is cut to:
 * its bound when that is below its quantity. A line cannot hold 0: one whose stock is gone stays,
 * and placing the order refuses it.
 */
export function overfullCuts(
  lines: readonly Pick<CurrentLine, "id" | "qty">[],
  boundOf: (id: number) => number,
): Map<number, number> {
  const cuts = new Map<number, number>();
  for (const line of lines) {
    const bound = Math.min(MAX_LINE_QTY, boundOf(line.id));
    if (line.qty > bound && bound >= 1) cuts.set(line.id, bound);
  }
  return cuts;
}
