import { atom } from "nanostores";
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
