import type { StoreCode } from "../../../domain/store-views";
import type * as features from "./features";

/** A part's strings in another language: exactly the keys of its English source, any wording. */
export type Translation<English> = { readonly [K in keyof English]: string };
/** The empty part of a feature that has no browser (or no page) strings. */
export type NoStrings = Record<never, string>;

/** One feature's strings: `ui` goes to the browser (one chunk per language), `page` stays on the server. */
export interface FeatureMessages<Ui, Page> {
  ui: Readonly<Record<StoreCode, Translation<Ui>>>;
  page: Readonly<Record<StoreCode, Translation<Page>>>;
}

type Features = typeof features;
export type FeatureName = keyof Features;
type UiKeyOf<F extends FeatureName> = keyof Features[F]["ui"]["en"];
type PageKeyOf<F extends FeatureName> = keyof Features[F]["page"]["en"];

/** Keys of strings islands use in the browser. */
export type UiMessageKey = { [F in FeatureName]: UiKeyOf<F> }[FeatureName];
/** Keys of strings only the server renders. */
export type PageMessageKey = { [F in FeatureName]: PageKeyOf<F> }[FeatureName];
/** Every message key of every feature. */
export type MessageKey = UiMessageKey | PageMessageKey;
export type Messages = Record<MessageKey, string>;
export type UiMessages = Record<UiMessageKey, string>;

/** Features with browser strings: each needs a lazy loader per language in index.ts. */
export type UiFeature = { [F in FeatureName]: [UiKeyOf<F>] extends [never] ? never : F }[FeatureName];
/** A feature's English browser strings, the shape every language's chunk must have. */
export type UiOf<F extends UiFeature> = Translation<Features[F]["ui"]["en"]>;
