import type { CompareToggleStrings } from "../../../components/compare/toggle-strings";

/** The compare toggle's words in German (issue 32.2); see toggle.en.ts. */
export const toggle: CompareToggleStrings = {
  toggle: "Vergleichen",
  toggleOf: "{name} vergleichen",
  full: "Du kannst bis zu {max} Produkte vergleichen. Entferne eines, um ein anderes hinzuzufügen.",
  failed: "Deine Vergleichsliste konnte nicht gespeichert werden. Bitte versuche es erneut.",
  view: "Vergleichen ({count})",
};
