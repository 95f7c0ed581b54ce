import type { ComponentType } from "react";
import type { UiFeature } from "../i18n/messages/types";

type IslandModule = { default: ComponentType<never> };

/**
 * Every island the client can hydrate, by name. Each entry is a dynamic import, so the client
 * build puts every island in its own chunk and a page only downloads the islands it renders —
 * except the page chrome, whose islands come in two grouped chunks (chrome.ts).
 */
export const ISLANDS = {
  // The chrome: two grouped chunks (chrome.ts), not one per island.
  Header: () => import("./chrome").then((m) => ({ default: m.Header })),
  FooterColumns: () => import("./chrome").then((m) => ({ default: m.FooterColumns })),
  LanguageButton: () => import("./chrome").then((m) => ({ default: m.LanguageButton })),
  Overlays: () => import("./chrome").then((m) => ({ default: m.Overlays })),
  UspBar: () => import("./chrome-default").then((m) => ({ default: m.UspBar })),
  MobileMenu: () => import("./chrome-default").then((m) => ({ default: m.MobileMenu })),
  BottomNav: () => import("./chrome-default").then((m) => ({ default: m.BottomNav })),
  SidePanels: () => import("./chrome-default").then((m) => ({ default: m.SidePanels })),
  NewsletterPopup: () => import("./chrome-default").then((m) => ({ default: m.NewsletterPopup })),
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
} satisfies Record<string, () => Promise<IslandModule>>;

export type IslandName = keyof typeof ISLANDS;

/** The on-demand message features an island needs besides the ones every page loads. */
export const ISLAND_MESSAGES: Partial<Record<IslandName, readonly UiFeature[]>> = {
  Checkout: ["checkout", "account"],
  CheckoutReturn: ["checkout"],
  ContactForm: ["content"],
  AccountAuth: ["account"],
  AccountLogout: ["account"],
  AccountProfile: ["account"],
  ChangePassword: ["account"],
  PrivacyActions: ["account"],
  WishlistGrid: ["account"],
};
