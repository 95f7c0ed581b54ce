import { useEffect, useState, type ReactNode } from "react";
import { I18nContext, createTranslator, useI18n, type I18n } from "./translate";
import type { UiMessages } from "./messages/types";

// The account's strings and its password fields' (messages/password: the checkout loads only those).
const LOADERS = {
  nl: () => Promise.all([import("./messages/account/ui.nl"), import("./messages/password/ui.nl")]),
  de: () => Promise.all([import("./messages/account/ui.de"), import("./messages/password/ui.de")]),
  en: () => Promise.all([import("./messages/account/ui.en"), import("./messages/password/ui.en")]),
};

/**
 * The account's browser strings for content that can open on any page (the authentication modal):
 * they load with it, in the page's language, and join the page's strings for its children.
 */
export function WithAccountMessages({ children }: { children: ReactNode }) {
  const base = useI18n();
  const [merged, setMerged] = useState<I18n | null>(null);
  useEffect(() => {
    let cancelled = false;
    void LOADERS[base.store.code]().then(([account, password]) => {
      if (cancelled) return;
      const ui = { ...account.ui, ...password.ui };
      const own = createTranslator(ui as unknown as UiMessages);
      setMerged({
        store: base.store,
        t: (key, params) => ((key as string) in ui ? own(key, params) : base.t(key, params)),
      });
    });
    return () => {
      cancelled = true;
    };
  }, [base]);
  if (!merged) return <p className="modal__text" aria-busy="true" />;
  return <I18nContext.Provider value={merged}>{children}</I18nContext.Provider>;
}
