/** The default layout's own chrome islands, one chunk (see chrome.ts). */
export { default as UspBar } from "./UspBar";
export { default as MobileMenu, hydrationProps as mobileMenuHydrationProps } from "./MobileMenu";
export { default as BottomNav } from "./BottomNav";
export { default as SidePanels } from "./SidePanels";
export { default as NewsletterPopup } from "./NewsletterPopup";
