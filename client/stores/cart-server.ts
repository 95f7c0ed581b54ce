/**
 * The cart keeping in step with the server (SPEC §4 cart sync): reading the saved cart and other
 * tabs' changes, totals and pulls when the hash differs, the session's open cart, new carts, and
 * what a 401 does (a guest cart until the bypass limit, then sync is off).
 */
import { cartTotals, createCart, findMyCart, pullCart } from "../api/cart";
import { ApiError } from "../api/errors";
import { linesFromPull, settledLines, withTotalsPrices } from "./cart-lines";
import { CART_STORAGE_KEY, readStoredCart } from "./cart-storage";
import { adoptStored, afterFailure, linesHash } from "./cart-sync";
import { $cart, commit, serial, storeCode, sync } from "./cart-state";

/** Reads the saved cart once and starts following other tabs. */
export function start(): void {
  if (sync.started) return;
  sync.started = true;
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
export function changed(): void {
  sync.stale = true;
  if (sync.viewers > 0) void refresh();
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
      sync.stale = false;
      return;
    }
    if (status !== "ready") commit({ status: "loading" }, false);
    try {
      const totals = await cartTotals({ cartId });
      let lines = $cart.get().lines;
      if (linesHash(totals.items) !== linesHash(lines.filter((l) => !l.errors)))
        // Lines added offline and not sent yet stay after the server's (cart-offline.ts); a line the
        // server has shows as the server has it until its queued change arrives.
        lines = [
          ...linesFromPull(await pullCart({ cartId }), lines),
          ...lines.filter((l) => l.queued && l.item_id === null),
        ];
      commit({ lines: withTotalsPrices(lines, totals), totals, status: "ready" });
      sync.stale = false;
      reached();
    } catch (error) {
      const action = error instanceof ApiError ? afterFailure(error, "read", false, $cart.get().bypass) : "refuse";
      if ((action === "bypass" || action === "disable") && !bypassed(action)) return;
      if (action === "drop" || action === "bypass") {
        commit({ cartId: null, lines: [], totals: null, status: "ready" });
        sync.stale = false;
        sync.askedMine = false;
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
  sync.viewers += 1;
  if (sync.stale || $cart.get().status !== "ready") void refresh();
  return () => {
    sync.viewers -= 1;
  };
}

/**
 * A browser without a cart id asks once whether its session has an open cart (one filled without
 * JavaScript, or before its storage was cleared) and takes it up.
 */
async function reconnect(): Promise<string | null> {
  if (sync.askedMine) return null;
  sync.askedMine = true;
  const id = await findMyCart({}).catch(() => null);
  if (id) commit({ cartId: id });
  return id;
}

/** An add into a cart taken up from the session: its other lines come with the next refresh. */
export async function reconnectForAdd(): Promise<string | null> {
  const id = await reconnect();
  if (id) void refresh();
  return id;
}

export async function newCart(): Promise<string> {
  const id = await createCart({ storeCode: storeCode() });
  commit({ cartId: id });
  return id;
}

/**
 * After a 401 (the session behind the cart is gone, SPEC §4): the cart is dropped and one bypass
 * counted; at the limit cart sync goes off. Answers whether sync is still on.
 */
export function bypassed(action: "bypass" | "disable"): boolean {
  const { bypass } = $cart.get();
  sync.askedMine = true;
  if (action === "disable") {
    commit({ cartId: null, syncDisabled: true, status: "error" });
    return false;
  }
  commit({ cartId: null, bypass: bypass + 1 });
  return true;
}

/** A cart call went through: the bypass count starts over. */
export function reached(): void {
  if ($cart.get().bypass > 0) commit({ bypass: 0 }, false);
}

/**
 * After a refused change of a line: pull when the line or cart is gone; a 401 means the cart went
 * with its session, so the bag empties (SPEC §4 bypass) and the next add makes a guest cart.
 */
export function afterChangeFailed(error: unknown): void {
  if (!(error instanceof ApiError)) return;
  const action = afterFailure(error, "change", false, $cart.get().bypass);
  if (action === "resync") changed();
  if ((action === "bypass" || action === "disable") && bypassed(action))
    commit({ lines: [], totals: null, status: "ready" });
}
