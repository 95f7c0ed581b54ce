import { createContext, useContext } from "react";
import type { MessageKey, Messages, UiMessages } from "./messages/types";
import { getStoreView, type StoreView } from "../../domain/store-views";

export type TranslateParams = Record<string, string | number>;
export type Translate = (key: MessageKey, params?: TranslateParams) => string;

/**
 * Builds `t(key, params)` over one language's messages; `{name}` placeholders are filled from
 * params. In the browser only UI strings exist: a page string asked for there shows its key,
 * which the messages test prevents.
 */
export function createTranslator(messages: Messages | UiMessages): Translate {
  return (key, params) => {
    const text = (messages as Partial<Messages>)[key] ?? key;
    if (!params) return text;
    return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
  };
}

export interface I18n {
  store: StoreView;
  t: Translate;
  /**
   * The media version of image URLs (schema/catalog/media.ts `mediaVersion`): set by the document on
   * the server and by the entry (from `<html data-media>`) in the browser, so both render the same
   * URLs; undefined when unknown (URLs are then unversioned and cached for a day only).
   */
  media?: string | undefined;
}

/** Per-render i18n: provided by the page on the server and by each island root in the browser. */
export const I18nContext = createContext<I18n | null>(null);

/** The current store view and translator. */
export function useI18n(): I18n {
  const value = useContext(I18nContext);
  if (!value) throw new Error("useI18n() used outside an I18nContext provider");
  return value;
}

export function createI18n(store: StoreView, messages: Messages | UiMessages, media?: string): I18n {
  return { store, t: createTranslator(messages), media };
}

export { getStoreView };
