import type { CompareToggleStrings } from "../../../components/compare/toggle-strings";

/** The compare toggle's words in Dutch (issue 32.2); see toggle.en.ts. */
export const toggle: CompareToggleStrings = {
  toggle: "Vergelijk",
  toggleOf: "Vergelijk {name}",
  full: "Je kunt maximaal {max} producten vergelijken. Verwijder er een om een ander toe te voegen.",
  failed: "Je vergelijkingslijst kon niet worden opgeslagen. Probeer het opnieuw.",
  view: "Vergelijken ({count})",
};
