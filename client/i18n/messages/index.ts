import type { StoreCode } from "../../../domain/store-views";
import type { UiFeature, UiMessages, UiOf } from "./types";

type Loaders<F extends UiFeature> = Readonly<Record<StoreCode, () => Promise<{ ui: UiOf<F> }>>>;

/**
 * Features whose browser strings only some pages need: they load with the islands that use them
 * (see ISLAND_MESSAGES in islands/registry.ts), so every other page stays within the JS budget.
 */
type OnDemand =
  "checkout" | "confirmation" | "content" | "account" | "password" | "stores" | "reviews" | "giftcard" | "stockAlerts";
export const ON_DEMAND_FEATURES: readonly OnDemand[] = [
  "checkout",
  "confirmation",
  "content",
  "account",
  "password",
  "stores",
  "reviews",
  "giftcard",
  "stockAlerts",
];

/** Every other feature with browser strings: one chunk per language holds them all (common.*.ts). */
type EveryPage = Exclude<UiFeature, OnDemand>;
type EveryPageChunk = { readonly [F in EveryPage]: UiOf<F> };

/**
 * The browser's side of the registry (features.ts), as lazy imports, so a browser downloads only its
 * own language's chunks and never page strings: one chunk of what every page needs, and one per
 * on-demand feature. The types make a feature with browser strings that is missing from either a
 * compile error.
 */
const EVERY_PAGE: Readonly<Record<StoreCode, () => Promise<EveryPageChunk>>> = {
  nl: () => import("./common.nl"),
  de: () => import("./common.de"),
  en: () => import("./common.en"),
};
const ON_DEMAND: { readonly [F in OnDemand]: Loaders<F> } = {
  account: {
    nl: () => import("./account/ui.nl"),
    de: () => import("./account/ui.de"),
    en: () => import("./account/ui.en"),
  },
  password: {
    nl: () => import("./password/ui.nl"),
    de: () => import("./password/ui.de"),
    en: () => import("./password/ui.en"),
  },
  confirmation: {
    nl: () => import("./confirmation/ui.nl"),
    de: () => import("./confirmation/ui.de"),
    en: () => import("./confirmation/ui.en"),
  },
  checkout: {
    nl: () => import("./checkout/ui.nl"),
    de: () => import("./checkout/ui.de"),
    en: () => import("./checkout/ui.en"),
  },
  stores: {
    nl: () => import("./stores/ui.nl"),
    de: () => import("./stores/ui.de"),
    en: () => import("./stores/ui.en"),
  },
  content: {
    nl: () => import("./content/ui.nl"),
    de: () => import("./content/ui.de"),
    en: () => import("./content/ui.en"),
  },
  reviews: {
    nl: () => import("./reviews/ui.nl"),
    de: () => import("./reviews/ui.de"),
    en: () => import("./reviews/ui.en"),
  },
  // Loaded by the gift card form itself (components/giftcard), when a shopper opens it.
  giftcard: {
    nl: () => import("./giftcard/ui.nl"),
    de: () => import("./giftcard/ui.de"),
    en: () => import("./giftcard/ui.en"),
  },
  // Loaded by the back-in-stock form itself (components/stock-alerts), when a shopper opens it.
  stockAlerts: {
    nl: () => import("./stock-alerts/ui.nl"),
    de: () => import("./stock-alerts/ui.de"),
    en: () => import("./stock-alerts/ui.en"),
  },
};

/**
 * Loads one language's browser strings: the common chunk and, in parallel, the on-demand
 * features the page's islands asked for.
 */
export async function loadUiMessages(code: StoreCode, extra: readonly UiFeature[] = []): Promise<UiMessages> {
  const [everyPage, ...onDemand] = await Promise.all([
    EVERY_PAGE[code](),
    ...ON_DEMAND_FEATURES.filter((f) => extra.includes(f)).map((f) => ON_DEMAND[f][code]()),
  ]);
  return Object.assign({}, ...Object.values(everyPage), ...onDemand.map((chunk) => chunk.ui)) as UiMessages;
}
