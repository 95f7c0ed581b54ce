/**
 * Compare (issue 32.2, `$compare`): the skus a shopper compares, oldest first, at most
 * COMPARE_MAX_ITEMS. Kept in localStorage ("an_compare", cleared at logout with the other personal
 * keys, SPEC §4) and, for a signed-in customer, on the server too: a change shows at once and is
 * reverted when the server refuses it. Other tabs follow through the `storage` event. Loaded on
 * demand (a tile's or the product page's toggle, the compare page), so listings stay within budget.
 */
import { atom, onMount } from "nanostores";
import { COMPARE_MAX_ITEMS } from "../../schema/constants";
import type { StoreCode } from "../../schema/store-codes";
import { storePath } from "../../domain/urls";
import type { CompareToggleStrings } from "../components/compare/toggle-strings";
import { toggle as de } from "../i18n/messages/compare/toggle.de";
import { toggle as en } from "../i18n/messages/compare/toggle.en";
import { toggle as nl } from "../i18n/messages/compare/toggle.nl";
import { notify } from "./notifications";
import { clientWritable } from "./server-guard";
import { $user } from "./user";

export const COMPARE_STORAGE_KEY = "an_compare";

/** The toggle's words in every language: they ride in this chunk, not in every page's strings. */
export const toggleWords: Readonly<Record<StoreCode, CompareToggleStrings>> = { nl, de, en };

/** A toggle string with its `{name}` placeholders filled. */
export const fill = (text: string, params: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));

export const $compare = clientWritable(atom<readonly string[]>([]));

/** What a toggle did: added, removed, refused because the list is full, or reverted after a server failure. */
export type CompareOutcome = "added" | "removed" | "full" | "failed";

/** Distinct skus, the newest COMPARE_MAX_ITEMS kept. */
function capped(skus: readonly string[]): string[] {
  const unique = [...new Set(skus.filter((s) => typeof s === "string" && s.length > 0 && s.length <= 64))];
  return unique.slice(Math.max(0, unique.length - COMPARE_MAX_ITEMS));
}

/** The saved list, or [] when there is none or it is unreadable. */
export function parseStoredCompare(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const value = JSON.parse(raw) as unknown;
    return Array.isArray(value) ? capped(value as string[]) : [];
  } catch {
    return [];
  }
}

/** Replaces the list (and its storage). */
export function setCompare(skus: readonly string[]): void {
  const list = capped(skus);
  $compare.set(list);
  try {
    if (list.length === 0) localStorage.removeItem(COMPARE_STORAGE_KEY);
    else localStorage.setItem(COMPARE_STORAGE_KEY, JSON.stringify(list));
  } catch {
    // Storage off: the list lives in this page only.
  }
}

onMount($compare, () => {
  if (typeof window === "undefined") return;
  try {
    $compare.set(parseStoredCompare(localStorage.getItem(COMPARE_STORAGE_KEY)));
  } catch {
    // Storage off.
  }
  const follow = (event: StorageEvent) => {
    if (event.key === COMPARE_STORAGE_KEY || event.key === null) $compare.set(parseStoredCompare(event.newValue));
  };
  addEventListener("storage", follow);
  return () => removeEventListener("storage", follow);
});

/**
 * Adds or removes a product. A fifth is refused here, before anything changes ("full"). A customer's
 * change then goes to the server, whose list is taken as the truth; when the server refuses (its list
 * was full: "full") or fails ("failed"), the change is reverted.
 */
export async function toggleCompare(sku: string): Promise<CompareOutcome> {
  const before = $compare.get();
  const adding = !before.includes(sku);
  if (adding && before.length >= COMPARE_MAX_ITEMS) return "full";
  setCompare(adding ? [...before, sku] : before.filter((s) => s !== sku));
  if (!$user.get()) return adding ? "added" : "removed";
  const api = await import("../api/compare").catch(() => null);
  try {
    if (!api) throw new Error("the compare calls did not load");
    const list = await (adding ? api.addCompareItem(sku) : api.deleteCompareItem(sku));
    setCompare(list.items.map((i) => i.sku));
    return adding ? "added" : "removed";
  } catch (error) {
    const now = $compare.get();
    setCompare(adding ? now.filter((s) => s !== sku) : [...now, sku]);
    if ((error as { errorCode?: string }).errorCode !== "COMPARE_FULL") return "failed";
    // The server's list is full (another device filled it): show that list here too.
    await api!
      .fetchCompare()
      .then((list) => setCompare(list.items.map((i) => i.sku)))
      .catch(() => undefined);
    return "full";
  }
}

/**
 * A toggle's press: the change, then the site's notification when it was refused — a fifth product
 * (with a link to the compare page) or a customer's change the server did not take.
 */
export async function toggleWithNotice(sku: string, store: StoreCode): Promise<CompareOutcome> {
  const outcome = await toggleCompare(sku);
  const words = toggleWords[store];
  if (outcome === "full")
    notify({
      type: "warning",
      message: fill(words.full, { max: COMPARE_MAX_ITEMS }),
      action1: { label: fill(words.view, { count: COMPARE_MAX_ITEMS }), href: storePath(store, "/compare") },
    });
  else if (outcome === "failed") notify({ type: "danger", message: words.failed });
  return outcome;
}

/** At login: the guest's list joins the customer's on the server, and the server's answer is kept. */
export async function mergeCompareAtLogin(): Promise<void> {
  const api = await import("../api/compare");
  const local = $compare.get();
  const list = local.length > 0 ? await api.mergeCompare([...local]) : await api.fetchCompare();
  setCompare(list.items.map((i) => i.sku));
}
