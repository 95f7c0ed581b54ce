import type { StoreCode } from "../../../domain/store-views";
import type { UiFeature, UiMessages, UiOf } from "./types";

export type Loaders<F extends UiFeature> = Readonly<Record<StoreCode, () => Promise<{ ui: UiOf<F> }>>>;

/**
 * Features whose browser strings only some pages need: they load with the islands that use them
 * (see ISLAND_MESSAGES in islands/registry.ts), so every other page stays within the JS budget.
 */
type OnDemand = "checkout" | "confirmation" | "content" | "account" | "password" | "stores" | "reviews";

/**
 * Features whose strings only a part loaded on demand uses (a form a shopper opens, a modal): that
 * part loads them itself from self-loaded.ts, so no page's entry carries even their loaders.
 */
export type SelfLoaded = "giftcard" | "offline" | "stockAlerts";

/** Every other feature with browser strings: one chunk per language holds them all (common.*.ts). */
type EveryPage = Exclude<UiFeature, OnDemand | SelfLoaded>;
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
};

/** One on-demand feature's loaders, for a part that loads on demand and needs its strings (useWithMessages). */
export const onDemandLoaders = <F extends OnDemand>(feature: F): Loaders<F> => ON_DEMAND[feature];

/** The on-demand features, in the order of ON_DEMAND (its keys: no second list to keep in step). */
export const ON_DEMAND_FEATURES = Object.keys(ON_DEMAND) as readonly OnDemand[];

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
