/**
 * The cart in the browser (SPEC §3 cart state, §4 cart sync): `$cart` with its lines and totals,
 * `$isMicrocartOpen`, `$cartCount` (the badge's, which lives in ui.ts so that every page has it
 * without the cart) and the actions that change them. Changes show at once (optimistic) and go to
 * the server one after another; a refusal undoes its change. The cart id, the lines and their hash
 * are kept in localStorage, so a reload and other tabs see the same bag.
 *
 * This module and the cart API client load lazily, in the cart's one chunk (cart-chunk.ts): on the
 * first add, when the microcart opens, on the cart page. Until then the badge reads the count that
 * was saved with the cart.
 */
import { atom, onMount } from "nanostores";
import type { CartItemDto, TotalsDto } from "../../schema/api/cart";
import type { StoreCode } from "../../domain/store-views";
import {
  applyCoupon,
  cartTotals,
  createCart,
  deleteCartItem,
  deleteCoupon,
  findMyCart,
  pullCart,
  updateCartItem,
  type CartItemRequest,
} from "../api/cart";
import { ApiError } from "../api/errors";
import { mapProductSku } from "../api/url-map";
import {
  addLine,
  confirmLine,
  settledLines,
  linesFromPull,
  optionKey,
  removeLine,
  restoreLine,
  rollbackLine,
  setLineQty,
  withTotalsPrices,
  type CartLine,
  type NewLine,
} from "./cart-lines";
import { CART_STORAGE_KEY, readStoredCart, writeStoredCart } from "./cart-storage";
import { adoptStored, afterFailure, cartCount, linesHash } from "./cart-sync";
import { clientWritable } from "./server-guard";
import { $cartCount, $sidePanel } from "./ui";

export type { CartLine } from "./cart-lines";
export { $cartCount } from "./ui";

export interface CartState {
  cartId: string | null;
  lines: CartLine[];
  /** The server's totals; null until loaded, and again after a change until they are fetched. */
  totals: TotalsDto | null;
  /** idle: not read yet; loading: reading the server; error: the server could not be read. */
  status: "idle" | "loading" | "ready" | "error";
  /** Hash of the lines shown (cart-sync.ts `linesHash`). */
  hash: string;
  /** SPEC §3 bypass counter: 401s in a row that fell back to a guest cart (cart-sync.ts CART_BYPASS_LIMIT). */
  bypass: number;
  /** Set once the bypass limit was reached: this page no longer talks to the cart API (a reload starts over). */
  syncDisabled: boolean;
}

/** What a change came to: a refusal carries the server's message (in the cart's language). */
export interface CartOutcome {
  ok: boolean;
  message?: string;
  errorCode?: string;
  /** SPEC §8 item info of an added line ('In stock!' or the volatile warning). */
  info?: string;
}

export const $cart = clientWritable(
  atom<CartState>({
    cartId: null,
    lines: [],
    totals: null,
    status: "idle",
    hash: linesHash([]),
    bypass: 0,
    syncDisabled: false,
  }),
);

/**
 * SPEC §3 mini-cart open flag: the microcart side panel is showing. (Not a `computed` store: that
 * module would join the nanostores chunk every page loads.)
 */
export const $isMicrocartOpen = clientWritable(atom($sidePanel.get() === "microcart"));
onMount($isMicrocartOpen, () =>
  typeof window === "undefined"
    ? undefined
    : $sidePanel.subscribe((panel) => $isMicrocartOpen.set(panel === "microcart")),
);

/** Writes the state, the badge's count and (unless the state came from another tab) localStorage. */
function commit(patch: Partial<Omit<CartState, "hash">>, persist = true): void {
  const next = { ...$cart.get(), ...patch };
  next.hash = linesHash(next.lines.filter((l) => !l.errors));
  $cart.set(next);
  const count = cartCount(next.lines);
  $cartCount.set(count);
  if (persist) writeStoredCart({ id: next.cartId, lines: next.lines, hash: next.hash, count });
}

const lineByKey = (key: string) => $cart.get().lines.find((l) => l.key === key);

/** The page's store view (the server writes it on <html>; a new cart takes its language and prices). */
const storeCode = () => (document.documentElement.dataset.store ?? "nl") as StoreCode;

/** What every call answers once cart sync is off (the views say so in their words). */
const SYNC_DISABLED: CartOutcome = { ok: false, errorCode: "SYNC_DISABLED" };

/**
 * After a 401 (the session behind the cart is gone, SPEC §4): the cart is dropped and one bypass
 * counted; at the limit cart sync goes off. Answers whether sync is still on.
 */
function bypassed(action: "bypass" | "disable"): boolean {
  const { bypass } = $cart.get();
  askedMine = true;
  if (action === "disable") {
    commit({ cartId: null, syncDisabled: true, status: "error" });
    return false;
  }
  commit({ cartId: null, bypass: bypass + 1 });
  return true;
}

/** A cart call went through: the bypass count starts over. */
function reached(): void {
  if ($cart.get().bypass > 0) commit({ bypass: 0 }, false);
}

/**
 * After a refused change of a line: pull when the line or cart is gone; a 401 means the cart went
 * with its session, so the bag empties (SPEC §4 bypass) and the next add makes a guest cart.
 */
function afterChangeFailed(error: unknown): void {
  if (!(error instanceof ApiError)) return;
  const action = afterFailure(error, "change", false, $cart.get().bypass);
  if (action === "resync") changed();
  if ((action === "bypass" || action === "disable") && bypassed(action))
    commit({ lines: [], totals: null, status: "ready" });
}

/** Server refusals carry their message; faults (network, deadline) leave it to the caller's words. */
function failure(error: unknown): CartOutcome {
  if (!(error instanceof ApiError)) throw error;
  const refusal = error.status >= 400 && error.status < 500;
  return { ok: false, errorCode: error.errorCode, ...(refusal ? { message: error.message } : {}) };
}

// Cart calls run one after another, in the order the shopper made them.
let queue: Promise<unknown> = Promise.resolve();
function serial<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

let started = false;
/** Totals (and maybe lines) no longer match the server: fetch them when somebody looks. */
let stale = true;
let viewers = 0;

/** Reads the saved cart once and starts following other tabs. */
function start(): void {
  if (started) return;
  started = true;
  const stored = readStoredCart();
  // Changes another page left on their way went with it: show the last confirmed state; if the
  // server got them after all, the next refresh sees the hash differ and pulls.
  if (stored) commit({ cartId: stored.id, lines: settledLines(stored.lines) }, false);
  addEventListener("storage", (event) => {
    if (event.key !== CART_STORAGE_KEY && event.key !== null) return;
    const other = readStoredCart();
    const { cartId, hash } = $cart.get();
    if (!adoptStored(other, { id: cartId, hash })) return;
    commit({ cartId: other?.id ?? null, lines: other?.lines ?? [], totals: null }, false);
    changed();
  });
}

/** After a change: totals are stale; refetch them now if the microcart or cart page shows them. */
function changed(): void {
  stale = true;
  if (viewers > 0) void refresh();
}

/**
 * Brings the cart up to date with the server: totals, and the lines too when the hash of the
 * totals' lines differs from the hash of the lines shown (SPEC §4). A cart the server no longer
 * has (ordered, expired, not ours) is forgotten.
 */
export function refresh(): Promise<void> {
  start();
  return serial(async () => {
    const { status, syncDisabled } = $cart.get();
    if (syncDisabled) return;
    const cartId = $cart.get().cartId ?? (await reconnect());
    if (!cartId) {
      commit({ lines: [], totals: null, status: "ready" });
      stale = false;
      return;
    }
    if (status !== "ready") commit({ status: "loading" }, false);
    try {
      const totals = await cartTotals({ cartId });
      let lines = $cart.get().lines;
      if (linesHash(totals.items) !== linesHash(lines.filter((l) => !l.errors)))
        lines = linesFromPull(await pullCart({ cartId }), lines);
      commit({ lines: withTotalsPrices(lines, totals), totals, status: "ready" });
      stale = false;
      reached();
      void fillMedia();
    } catch (error) {
      const action = error instanceof ApiError ? afterFailure(error, "read", false, $cart.get().bypass) : "refuse";
      if ((action === "bypass" || action === "disable") && !bypassed(action)) return;
      if (action === "drop" || action === "bypass") {
        commit({ cartId: null, lines: [], totals: null, status: "ready" });
        stale = false;
        askedMine = false;
      } else {
        console.warn(JSON.stringify({ level: "warn", msg: "cart refresh failed", error: String(error) }));
        commit({ status: "error" }, false);
      }
    }
  });
}

/**
 * Keeps the cart fresh while a view (microcart, cart page) shows it: loads it now if needed and
 * after every change. Returns the function that stops watching.
 */
export function watchCart(): () => void {
  start();
  viewers += 1;
  if (stale || $cart.get().status !== "ready") void refresh();
  return () => {
    viewers -= 1;
  };
}

/** Lines added elsewhere (another device, the form without JavaScript) get their picture from the URL map. */
async function fillMedia(): Promise<void> {
  const missing = [
    ...new Set(
      $cart
        .get()
        .lines.filter((l) => !l.image && !l.errors)
        .map((l) => l.sku),
    ),
  ];
  for (const sku of missing.slice(0, 20)) {
    try {
      const hit = await mapProductSku({
        url: "/",
        filters: { sku },
        store: storeCode(),
        includeFields: ["image", "link"],
      });
      const { image = null, link = null } = hit._source;
      commit({ lines: $cart.get().lines.map((l) => (l.sku === sku && !l.image ? { ...l, image, url: link } : l)) });
    } catch {
      // No picture: the line shows a neutral placeholder.
    }
  }
}

let askedMine = false;

/**
 * A browser without a cart id asks once whether its session has an open cart (one filled without
 * JavaScript, or before its storage was cleared) and takes it up.
 */
async function reconnect(): Promise<string | null> {
  if (askedMine) return null;
  askedMine = true;
  const id = await findMyCart({}).catch(() => null);
  if (id) commit({ cartId: id });
  return id;
}

/** An add into a cart taken up from the session: its other lines come with the next refresh. */
async function reconnectForAdd(): Promise<string | null> {
  const id = await reconnect();
  if (id) void refresh();
  return id;
}

async function newCart(): Promise<string> {
  const id = await createCart({ storeCode: storeCode() });
  commit({ cartId: id });
  return id;
}

/**
 * Sends an add. The first add creates the cart (SPEC §4: a cart id is made when the cart gets its
 * first item); a cart that is gone is dropped, a new one created and the add sent once more.
 */
async function sendAdd(request: CartItemRequest, key: string): Promise<CartItemDto> {
  for (let retried = false; ; retried = true) {
    const cartId = $cart.get().cartId ?? (await reconnectForAdd()) ?? (await newCart());
    try {
      const dto = await updateCartItem({ cartId, cartItem: request });
      reached();
      return dto;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const action = afterFailure(error, "add", retried, $cart.get().bypass);
      // 401: a guest cart takes the add (SPEC §4), until the bypass limit switches sync off.
      if (action === "bypass" || action === "disable") {
        if (!bypassed(action)) throw error;
      } else if (action !== "recreate") throw error;
      // The old cart's lines went with it; only this add stays, as a new optimistic line.
      const lines = $cart
        .get()
        .lines.flatMap((l) => (l.key === key ? [{ ...l, item_id: null, qty: request.qty, prev_qty: undefined }] : []));
      commit({ cartId: null, lines, totals: null });
    }
  }
}

let nextTemp = 1;

/** Adds a product line (SPEC §4 cart event add); the line shows at once, the badge counts it. */
export function addToCart(item: NewLine): Promise<CartOutcome> {
  start();
  if ($cart.get().syncDisabled) return Promise.resolve(SYNC_DISABLED);
  const added = addLine($cart.get().lines, item, `t${nextTemp++}`);
  commit({ lines: added.lines });
  const request: CartItemRequest = {
    sku: item.sku,
    qty: item.qty,
    ...(item.product_option ? { product_option: item.product_option } : {}),
  };
  return serial(async () => {
    try {
      const dto = await sendAdd(request, added.key);
      commit({ lines: confirmLine($cart.get().lines, added.key, dto) });
      changed();
      return { ok: true, ...(dto.info ? { info: dto.info } : {}) };
    } catch (error) {
      commit({ lines: rollbackLine($cart.get().lines, added.key) });
      return $cart.get().syncDisabled ? SYNC_DISABLED : failure(error);
    }
  });
}

/**
 * Sets a line's quantity (1–99). Quick successive changes of one line send only the last; a refusal
 * restores the quantity before the change (prev_qty, SPEC §4).
 */
export function setQuantity(key: string, qty: number): Promise<CartOutcome> {
  const line = lineByKey(key);
  if (!line || line.item_id === null || line.qty === qty) return Promise.resolve({ ok: true });
  commit({ lines: setLineQty($cart.get().lines, key, qty) });
  return serial(async () => {
    const current = lineByKey(key);
    const cartId = $cart.get().cartId;
    // A later change of this line replaces this one (it sends the newest quantity itself).
    if (!current || current.item_id === null || current.qty !== qty || !cartId) return { ok: true };
    try {
      const dto = await updateCartItem({
        cartId,
        cartItem: {
          sku: current.sku,
          qty,
          item_id: current.item_id,
          ...(current.product_option
            ? { product_option: current.product_option as CartItemRequest["product_option"] }
            : {}),
        },
      });
      commit({ lines: confirmLine($cart.get().lines, key, dto, qty) });
      changed();
      return { ok: true };
    } catch (error) {
      commit({ lines: rollbackLine($cart.get().lines, key) });
      afterChangeFailed(error);
      return failure(error);
    }
  });
}

/**
 * SPEC §4 cart edit mode: the line `key` becomes another choice of its product (size, colour),
 * keeping its quantity. Shows at once; the server may join it with a line of that choice already
 * in the bag; a refusal puts the line back as it was.
 */
export function changeLine(key: string, choice: NewLine): Promise<CartOutcome> {
  const before = lineByKey(key);
  if (!before || before.item_id === null) return Promise.resolve({ ok: false });
  const itemId = before.item_id;
  const edited: CartLine = {
    ...before,
    sku: choice.sku,
    name: choice.name,
    price: choice.price,
    product_type: choice.product_type,
    product_option: choice.product_option,
    optionKey: optionKey(choice.product_option),
    options: choice.options ?? [],
    image: choice.image ?? before.image,
    url: choice.url ?? before.url,
  };
  commit({ lines: $cart.get().lines.map((l) => (l.key === key ? edited : l)) });
  return serial(async () => {
    const cartId = $cart.get().cartId;
    if (!cartId) return { ok: false };
    try {
      const dto = await updateCartItem({
        cartId,
        cartItem: {
          sku: choice.sku,
          qty: before.qty,
          item_id: itemId,
          ...(choice.product_option ? { product_option: choice.product_option } : {}),
        },
      });
      commit({ lines: confirmLine($cart.get().lines, key, dto) });
      changed();
      return { ok: true };
    } catch (error) {
      commit({ lines: $cart.get().lines.map((l) => (l.key === key ? before : l)) });
      afterChangeFailed(error);
      return failure(error);
    }
  });
}

/** Removes a line (the shopper confirmed it); put back when the server refuses. */
export function removeItem(key: string): Promise<CartOutcome> {
  const { lines, removed } = removeLine($cart.get().lines, key);
  if (!removed || removed.line.item_id === null) return Promise.resolve({ ok: false });
  commit({ lines });
  const itemId = removed.line.item_id;
  return serial(async () => {
    const cartId = $cart.get().cartId;
    if (!cartId) return { ok: true };
    try {
      await deleteCartItem({ cartId, item_id: itemId });
      changed();
      return { ok: true };
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        afterChangeFailed(error);
        return failure(error);
      }
      // Gone already (or the whole cart is): what the shopper wanted; the pull shows the rest.
      if (error instanceof ApiError && afterFailure(error, "change", false) === "resync") {
        changed();
        return { ok: true };
      }
      commit({ lines: restoreLine($cart.get().lines, removed) });
      return failure(error);
    }
  });
}

/** Applies a coupon code; a refusal carries the server's reason. Totals are fetched again (SPEC §4). */
export async function applyCouponCode(code: string): Promise<CartOutcome> {
  const outcome = await serial(async (): Promise<CartOutcome> => {
    const cartId = $cart.get().cartId;
    if (!cartId) return { ok: false };
    try {
      await applyCoupon({ cartId, coupon: code });
      return { ok: true };
    } catch (error) {
      return failure(error);
    }
  });
  stale = true;
  await refresh();
  return outcome;
}

/** Removes the cart's coupon, then fetches the totals again. */
export async function removeCouponCode(): Promise<CartOutcome> {
  const outcome = await serial(async (): Promise<CartOutcome> => {
    const cartId = $cart.get().cartId;
    if (!cartId) return { ok: true };
    try {
      await deleteCoupon({ cartId });
      return { ok: true };
    } catch (error) {
      return failure(error);
    }
  });
  stale = true;
  await refresh();
  return outcome;
}

/** Forgets the cart in this browser (after an order was placed): the bag is empty, the next add makes a new cart. */
export function clearCart(): void {
  start();
  commit({ cartId: null, lines: [], totals: null, status: "ready" });
  stale = false;
}
