import { LanguageList } from "../components/LanguageList";
import type { StoreCode } from "../../domain/store-views";

/** The language switcher modal: its payload carries the current page's alternates. */
export default function LanguageSwitcherModal({ payload }: { payload: unknown }) {
  const alternates = (payload as { alternates: Record<StoreCode, string> }).alternates;
  return <LanguageList alternates={alternates} />;
}
