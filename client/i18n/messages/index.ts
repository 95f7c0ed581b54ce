import type { StoreCode } from "../../../domain/store-views";
import type { UiFeature, UiMessages, UiOf } from "./types";

type Loaders<F extends UiFeature> = Readonly<Record<StoreCode, () => Promise<{ ui: UiOf<F> }>>>;

/**
 * The browser's side of the registry (features.ts): each feature's UI strings per language as
 * lazy imports, so a browser downloads only its own language's chunks and never page strings.
 * The type makes a feature with browser strings that is missing here a compile error.
 */
const UI_LOADERS: { readonly [F in UiFeature]: Loaders<F> } = {
  account: {
    nl: () => import("./account/ui.nl"),
    de: () => import("./account/ui.de"),
    en: () => import("./account/ui.en"),
  },
  cart: { nl: () => import("./cart/ui.nl"), de: () => import("./cart/ui.de"), en: () => import("./cart/ui.en") },
  catalog: {
    nl: () => import("./catalog/ui.nl"),
    de: () => import("./catalog/ui.de"),
    en: () => import("./catalog/ui.en"),
  },
  checkout: {
    nl: () => import("./checkout/ui.nl"),
    de: () => import("./checkout/ui.de"),
    en: () => import("./checkout/ui.en"),
  },
  chrome: {
    nl: () => import("./chrome/ui.nl"),
    de: () => import("./chrome/ui.de"),
    en: () => import("./chrome/ui.en"),
  },
  content: {
    nl: () => import("./content/ui.nl"),
    de: () => import("./content/ui.de"),
    en: () => import("./content/ui.en"),
  },
  system: {
    nl: () => import("./system/ui.nl"),
    de: () => import("./system/ui.de"),
    en: () => import("./system/ui.en"),
  },
  session: {
    nl: () => import("./session/ui.nl"),
    de: () => import("./session/ui.de"),
    en: () => import("./session/ui.en"),
  },
};

/**
 * Features whose browser strings only some pages need: they load with the islands that use them
 * (see ISLAND_MESSAGES in islands/registry.ts), so every other page stays within the JS budget.
 */
export const ON_DEMAND_FEATURES: readonly UiFeature[] = ["checkout", "content", "account"];

/**
 * Loads one language's browser strings: every feature's chunk for that language, in parallel,
 * except on-demand features the page's islands did not ask for.
 */
export async function loadUiMessages(code: StoreCode, extra: readonly UiFeature[] = []): Promise<UiMessages> {
  const features = (Object.keys(UI_LOADERS) as UiFeature[]).filter(
    (f) => !ON_DEMAND_FEATURES.includes(f) || extra.includes(f),
  );
  const loaders: readonly Loaders<UiFeature>[] = features.map((f) => UI_LOADERS[f]);
  const chunks = await Promise.all(loaders.map((feature) => feature[code]()));
  return Object.assign({}, ...chunks.map((chunk) => chunk.ui)) as UiMessages;
}
