/**
 * SPEC §4 cart sync decisions, pure: what the badge counts, the hash of the server's lines that
 * says whether a pull is needed, and what a failed cart call means.
 */
import type { ApiError } from "../api/errors";

/**
 * SPEC §2: the mini cart counts either the number of items or the sum of quantities. One constant
 * choice for the whole shop: the sum of quantities.
 */
export const CART_COUNT_MODE: "quantities" | "items" = "quantities";

/** The badge's number for a cart's lines. */
export function cartCount(lines: readonly { qty: number }[], mode: "quantities" | "items" = CART_COUNT_MODE): number {
  return mode === "items" ? lines.length : lines.reduce((sum, l) => sum + l.qty, 0);
}

/**
 * A hash of server lines (line id and quantity, in any order). Equal hashes mean the browser shows
 * what the server has; a different one means a pull is needed (SPEC §4: cart hash changes mark
 * sync required). FNV-1a, 32 bit, as hex.
 */
export function linesHash(lines: readonly { item_id: number | null; qty: number }[]): string {
  const text = lines
    .filter((l): l is { item_id: number; qty: number } => l.item_id !== null)
    .map((l) => [l.item_id, l.qty] as const)
    .sort((a, b) => a[0] - b[0])
    .map(([id, qty]) => `${id}:${qty}`)
    .join(",");
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16);
}

/** The kind of cart call that failed. */
export type CartCall = "add" | "change" | "read";

/**
 * SPEC §4: how many times in a row a cart call may meet 401 (the session behind the cart is gone:
 * logged out elsewhere, expired, revoked) and fall back to a new guest cart before cart sync is
 * switched off for this page, so a session that cannot be kept never loops.
 */
export const CART_BYPASS_LIMIT = 3;

/**
 * What to do after a failed cart call:
 * - `recreate`: the cart is gone (ordered, expired, another shopper's): drop its id, create a new
 *   cart and send the add once more (SPEC §4: a missing cart is re-created);
 * - `drop`: the cart is gone and there is nothing to send again: forget it, the bag is empty;
 * - `resync`: a change to a line the server does not know (the cart or the line is gone): pull;
 * - `bypass`: 401, the session is gone: like `recreate` (an add) or `drop`, counting one bypass;
 * - `disable`: 401 again once `bypassed` reached the limit: cart sync is switched off;
 * - `refuse`: a business refusal or a fault: undo the optimistic change and say why.
 */
export function afterFailure(
  error: Pick<ApiError, "status" | "errorCode" | "fields">,
  call: CartCall,
  retried: boolean,
  bypassed = 0,
) {
  if (error.status === 401) return bypassed >= CART_BYPASS_LIMIT ? ("disable" as const) : ("bypass" as const);
  // A 404 without fields is the cart itself; with fields it names the input (an unknown product).
  const cartGone =
    (error.status === 404 && error.errorCode === "NOT_FOUND" && !error.fields) || error.errorCode === "CART_CLOSED";
  if (!cartGone) return "refuse" as const;
  if (call === "read") return "drop" as const;
  if (call === "change") return "resync" as const;
  return retried ? ("refuse" as const) : ("recreate" as const);
}

/** SPEC §4 merge statuses of one line when the browser's lines meet the server's. */
export type MergeStatus = "no-item" | "wrong-qty" | "update-required" | "no-changes";

/**
 * Compares the lines the browser shows with the server's (both by line id): a browser line the
 * server lacks is `no-item` (it goes: every change was sent in order, so the server's absence is
 * the truth), a line whose quantity differs is `wrong-qty` (the server's quantity is kept), a server
 * line the browser lacks is `update-required` (it is added), the rest `no-changes`. Lines only the
 * browser has so far (no id yet) are not compared.
 */
export function mergeStatuses(
  local: readonly { item_id: number | null; qty: number }[],
  server: readonly { item_id: number; qty: number }[],
): Map<number, MergeStatus> {
  const statuses = new Map<number, MergeStatus>();
  const onServer = new Map(server.map((l) => [l.item_id, l.qty]));
  for (const line of local) {
    if (line.item_id === null) continue;
    const qty = onServer.get(line.item_id);
    statuses.set(line.item_id, qty === undefined ? "no-item" : qty === line.qty ? "no-changes" : "wrong-qty");
  }
  for (const line of server) if (!statuses.has(line.item_id)) statuses.set(line.item_id, "update-required");
  return statuses;
}

/**
 * What a tab does when another tab saved the cart: nothing when it shows the same cart in the same
 * state, otherwise it adopts what the other tab saved.
 */
export function adoptStored(
  stored: { id: string | null; hash: string } | null,
  local: { id: string | null; hash: string },
): boolean {
  const other = stored ?? { id: null, hash: linesHash([]) };
  return other.id !== local.id || other.hash !== local.hash;
}
