import { atom, onMount } from "nanostores";
import { useSyncExternalStore } from "react";
import { clientWritable } from "./server-guard";

/** SPEC §4 "Sidebar panel": the three side panel types. */
export type SidePanelType = "microcart" | "search" | "language";
export const SIDE_PANEL_TYPES: readonly SidePanelType[] = ["microcart", "search", "language"];

/** The open side panel, or null. One panel at a time. */
export const $sidePanel = clientWritable(atom<SidePanelType | null>(null));
/** The mobile hamburger menu. */
export const $isMobileMenuOpen = clientWritable(atom(false));

export function openSidePanel(type: SidePanelType): void {
  $isMobileMenuOpen.set(false);
  $sidePanel.set(type);
}

export function closeSidePanel(): void {
  $sidePanel.set(null);
}

export function toggleSidePanel(type: SidePanelType): void {
  if ($sidePanel.get() === type) closeSidePanel();
  else openSidePanel(type);
}

/** SPEC §2: the hamburger closes the search panel first if it is open. */
export function toggleMobileMenu(): void {
  if ($sidePanel.get() === "search") {
    closeSidePanel();
    return;
  }
  $sidePanel.set(null);
  $isMobileMenuOpen.set(!$isMobileMenuOpen.get());
}

export function closeMobileMenu(): void {
  $isMobileMenuOpen.set(false);
}

/** Side panels close on route change unless the hash names the active registration step (SPEC §2). */
export function closePanelsOnRouteChange(hash: string, activeStepHash?: string): void {
  if (activeStepHash && hash === activeStepHash) return;
  closeSidePanel();
  closeMobileMenu();
}

/** Where the cart keeps itself in localStorage (stores/cart-storage.ts); the badge reads its count there. */
export const CART_STORAGE_KEY = "an-cart";

/**
 * The header and tab bar badge (SPEC §2): the cart's count (cart-sync.ts `cartCount`). Every page
 * has it, so it lives here rather than with the cart, which loads lazily: until then it reads the
 * count the cart saved in localStorage, and follows other tabs through the `storage` event; the
 * loaded cart sets it itself. It is read only once something listens, i.e. after hydration, so the
 * server's HTML (no badge) always matches.
 */
export const $cartCount = clientWritable(atom(0));

/** The count saved with the cart (0 without one); throws on what is not JSON. */
export function storedCount(raw: string | null): number {
  const count = Number((JSON.parse(raw ?? "{}") as { count?: unknown } | null)?.count);
  return count > 0 ? Math.floor(count) : 0;
}

onMount($cartCount, () => {
  if (typeof window === "undefined") return undefined;
  const read = () => {
    try {
      $cartCount.set(storedCount(localStorage.getItem(CART_STORAGE_KEY)));
    } catch {
      // Storage switched off or unreadable: the count comes when the cart loads.
    }
  };
  read();
  addEventListener("storage", read);
  return () => removeEventListener("storage", read);
});

const listenCount = (onChange: () => void) => $cartCount.listen(onChange);
const readCount = () => $cartCount.get();
const noCount = () => 0;

/**
 * The badge's count for the header and the tab bar. The server rendered none, so while React
 * hydrates its HTML this is 0 (the server snapshot) and the count shows right after. (A hook beside
 * its store rather than in hooks/: in a module of its own it would cost every page a chunk.)
 */
export function useCartCount(): number {
  return useSyncExternalStore(listenCount, readCount, noCount);
}
