import type { ComponentType } from "react";
import type { UiFeature } from "../i18n/messages/types";
import type * as ChromeIslands from "./chrome";
import type * as ChromeDefaultIslands from "./chrome-default";

/**
 * An island's module: the component, and for an island whose page sends less than it renders
 * from (Island's `sent`), `hydrationProps`, which completes the sent props in the browser.
 */
export type IslandModule = {
  default: ComponentType<never>;
  hydrationProps?: (sent: never) => Promise<object>;
};

// The chrome's islands come from two groups (chrome.ts): the first is built into the entry's file
// (scripts/build-client.ts, SHELL_ROOTS), so its import resolves at once; the second is one chunk.
const chrome = (name: keyof typeof ChromeIslands) => () => import("./chrome").then((m) => ({ default: m[name] }));
const chromeDefault = (name: Exclude<keyof typeof ChromeDefaultIslands, `${string}HydrationProps`>) => () =>
  import("./chrome-default").then((m) => ({ default: m[name] }));

/**
 * Every island the client can hydrate, by name. Each entry is a dynamic import, so the client
 * build puts every island in its own chunk and a page only downloads the islands it renders —
 * except the page chrome, whose islands come in two groups (chrome.ts).
 */
export const ISLANDS = {
  Header: chrome("Header"),
  FooterColumns: chrome("FooterColumns"),
  LanguageButton: chrome("LanguageButton"),
  Overlays: chrome("Overlays"),
  UspBar: chromeDefault("UspBar"),
  // Its navigation comes from the Header's props in the browser (MobileMenu.tsx).
  MobileMenu: () =>
    import("./chrome-default").then((m) => ({ default: m.MobileMenu, hydrationProps: m.mobileMenuHydrationProps })),
  BottomNav: chromeDefault("BottomNav"),
  SidePanels: chromeDefault("SidePanels"),
  NewsletterPopup: chromeDefault("NewsletterPopup"),
  StyleguideDemo: () => import("./StyleguideDemo"),
  EmailField: () => import("./EmailField"),
  Listing: () => import("./Listing"),
  ProductOptions: () => import("./ProductOptions"),
  Gallery: () => import("./Gallery"),
  Cart: () => import("./Cart"),
  Checkout: () => import("./Checkout"),
  CheckoutReturn: () => import("./CheckoutReturn"),
  CmsProducts: () => import("./CmsProducts"),
  BlockError: () => import("./BlockError"),
  ContactForm: () => import("./ContactForm"),
  PreviewBridge: () => import("./PreviewBridge"),
  ContentEditor: () => import("./ContentEditor"),
  SizeGuideButton: () => import("./SizeGuideButton"),
  AccountAuth: () => import("./AccountAuth"),
  AccountLogout: () => import("./AccountLogout"),
  AccountProfile: () => import("./AccountProfile"),
  ChangePassword: () => import("./ChangePassword"),
  PrivacyActions: () => import("./PrivacyActions"),
  WishlistGrid: () => import("./WishlistGrid"),
  WishlistHeart: () => import("./WishlistHeart"),
  Compare: () => import("./Compare"),
  StoreStatus: () => import("./StoreStatus"),
  UseMyLocation: () => import("./UseMyLocation"),
  InStoreStock: () => import("./InStoreStock"),
  Reviews: () => import("./Reviews"),
  ReviewAdmin: () => import("./ReviewAdmin"),
} satisfies Record<string, () => Promise<IslandModule>>;

export type IslandName = keyof typeof ISLANDS;

/** The on-demand message features an island needs besides the ones every page loads. */
export const ISLAND_MESSAGES: Partial<Record<IslandName, readonly UiFeature[]>> = {
  Checkout: ["checkout"],
  CheckoutReturn: ["checkout", "confirmation"],
  ContactForm: ["content"],
  AccountAuth: ["account", "password"],
  AccountLogout: ["account"],
  AccountProfile: ["account"],
  ChangePassword: ["account", "password"],
  PrivacyActions: ["account", "password"],
  WishlistGrid: ["account"],
  StoreStatus: ["stores"],
  UseMyLocation: ["stores"],
  Reviews: ["reviews"],
};
