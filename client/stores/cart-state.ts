/**
 * The cart's state in the browser (SPEC §3 cart state): `$cart`, `$isMicrocartOpen`, how a change
 * is written (the badge's count and localStorage with it), and the queue that runs cart calls one
 * after another. The actions are in cart.ts, keeping in step with the server in cart-server.ts.
 */
import { atom, onMount } from "nanostores";
import type { TotalsDto } from "../../schema/api/cart";
import type { StoreCode } from "../../domain/store-views";
import { ApiError } from "../api/errors";
import type { CartLine } from "./cart-lines";
import { writeStoredCart } from "./cart-storage";
import { cartCount, linesHash } from "./cart-sync";
import { clientWritable } from "./server-guard";
import { $cartCount, $sidePanel } from "./ui";

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
  /** Made offline: kept in the bag and queued, sent when the browser is online again (cart-offline.ts). */
  queued?: boolean;
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
export function commit(patch: Partial<Omit<CartState, "hash">>, persist = true): void {
  const next = { ...$cart.get(), ...patch };
  next.hash = linesHash(next.lines.filter((l) => !l.errors));
  $cart.set(next);
  const count = cartCount(next.lines);
  $cartCount.set(count);
  if (persist) writeStoredCart({ id: next.cartId, lines: next.lines, hash: next.hash, count });
}

export const lineByKey = (key: string) => $cart.get().lines.find((l) => l.key === key);

/** The page's store view (the server writes it on <html>; a new cart takes its language and prices). */
export const storeCode = () => (document.documentElement.dataset.store ?? "nl") as StoreCode;

/** What every call answers once cart sync is off (the views say so in their words). */
export const SYNC_DISABLED: CartOutcome = { ok: false, errorCode: "SYNC_DISABLED" };

/** Server refusals carry their message; faults (network, deadline) leave it to the caller's words. */
export function failure(error: unknown): CartOutcome {
  if (!(error instanceof ApiError)) throw error;
  const refusal = error.status >= 400 && error.status < 500;
  return { ok: false, errorCode: error.errorCode, ...(refusal ? { message: error.message } : {}) };
}

// Cart calls run one after another, in the order the shopper made them.
let queue: Promise<unknown> = Promise.resolve();
export function serial<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

/** What the server side of the cart is doing (cart-server.ts); one object, so both modules share it. */
export const sync = {
  /** The saved cart was read and other tabs are followed. */
  started: false,
  /** Totals (and maybe lines) no longer match the server: fetch them when somebody looks. */
  stale: true,
  /** Views (microcart, cart page) showing the cart now. */
  viewers: 0,
  /** The session was asked for its open cart already (GET /api/cart/mine). */
  askedMine: false,
};
