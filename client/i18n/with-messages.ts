import { useEffect, useState } from "react";
import type { StoreCode } from "../../domain/store-views";
import { createTranslator, useI18n, type I18n } from "./translate";
import type { UiMessages } from "./messages/types";

/** One on-demand feature's browser strings per language, as lazy imports. */
export type MessageLoaders = Readonly<Record<StoreCode, () => Promise<{ ui: Readonly<Record<string, string>> }>>>;

/**
 * The page's i18n with one on-demand feature's strings joined, for code that loads on demand (a form
 * opened on any page): null until they arrived, in the page's language.
 */
export function useWithMessages(loaders: MessageLoaders): I18n | null {
  const base = useI18n();
  const [merged, setMerged] = useState<I18n | null>(null);
  useEffect(() => {
    let cancelled = false;
    void loaders[base.store.code]().then(({ ui }) => {
      if (cancelled) return;
      const own = createTranslator(ui as unknown as UiMessages);
      setMerged({ ...base, t: (key, params) => ((key as string) in ui ? own(key, params) : base.t(key, params)) });
    });
    return () => {
      cancelled = true;
    };
  }, [base, loaders]);
  return merged;
}
