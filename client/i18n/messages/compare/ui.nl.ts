/** Dutch compare strings the browser needs (issue 32.2); the keys of ui.en.ts. */
export const ui = {
  "compare.toggle": "Vergelijk",
  "compare.toggleOf": "Vergelijk {name}",
  "compare.full": "Je kunt maximaal {max} producten vergelijken. Verwijder er een om een ander toe te voegen.",
  "compare.failed": "Je vergelijkingslijst kon niet worden opgeslagen. Probeer het opnieuw.",
  "compare.view": "Vergelijken ({count})",
};
