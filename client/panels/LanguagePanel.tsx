import { LanguageList } from "../components/LanguageList";
import type { PanelProps } from "./types";

/** The language side panel: the same page in every store view. */
export default function LanguagePanel({ alternates }: PanelProps) {
  return <LanguageList alternates={alternates} />;
}
