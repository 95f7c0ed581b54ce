import type { ComponentType } from "react";
import type { UiFeature } from "../i18n/messages/types";

type IslandModule = { default: ComponentType<never> };

/**
 * Every island the client can hydrate, by name. Each entry is a dynamic import, so the client
 * build puts every island in its own chunk and a page only downloads the islands it renders.
 */
export const ISLANDS = {
  Header: () => import("./Header"),
  UspBar: () => import("./UspBar"),
  MobileMenu: () => import("./MobileMenu"),
  SidePanels: () => import("./SidePanels"),
  Overlays: () => import("./Overlays"),
  BottomNav: () => import("./BottomNav"),
  FooterColumns: () => import("./FooterColumns"),
  LanguageButton: () => import("./LanguageButton"),
  StyleguideDemo: () => import("./StyleguideDemo"),
  EmailField: () => import("./EmailField"),
  Listing: () => import("./Listing"),
  ProductOptions: () => import("./ProductOptions"),
  Gallery: () => import("./Gallery"),
  Cart: () => import("./Cart"),
  Checkout: () => import("./Checkout"),
  CheckoutReturn: () => import("./CheckoutReturn"),
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
  AccountAuth: ["account"],
  AccountLogout: ["account"],
  AccountProfile: ["account"],
  ChangePassword: ["account"],
  PrivacyActions: ["account"],
  WishlistGrid: ["account"],
};
