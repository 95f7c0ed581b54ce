/**
 * The thank-you page's `purchase` (issue 34), once per order. The server decides: its claim
 * (POST /api/ext/analytics/purchase) inserts a row per order, so only the first claim of any tab,
 * reload or device answers the event. This browser also remembers the orders it reported, so a
 * reload does not even ask. A claim that fails (offline) is not retried: a missing purchase is
 * better than a doubled one, which would inflate revenue.
 */
import { claimPurchase } from "../api/analytics";
import { track } from "./data-layer";

const REPORTED_KEY = "an-reported-orders";
const KEEP = 20;

function reported(): string[] {
  try {
    const list = JSON.parse(localStorage.getItem(REPORTED_KEY) ?? "[]") as unknown;
    return Array.isArray(list) ? list.filter((x): x is string => typeof x === "string") : [];
  } catch {
    return [];
  }
}

function remember(orderId: string): void {
  try {
    localStorage.setItem(REPORTED_KEY, JSON.stringify([orderId, ...reported()].slice(0, KEEP)));
  } catch {
    // Storage off: the server's claim still holds.
  }
}

/** Reports the order's purchase when nobody has yet. */
export async function reportPurchase(orderId: string): Promise<void> {
  if (reported().includes(orderId)) return;
  try {
    const claim = await claimPurchase({ orderId });
    remember(orderId);
    if (claim.first) track("purchase", claim.purchase);
  } catch {
    // Not reported; see above.
  }
}
