/** German compare strings the browser needs (issue 32.2); the keys of ui.en.ts. */
export const ui = {
  "compare.toggle": "Vergleichen",
  "compare.toggleOf": "{name} vergleichen",
  "compare.full": "Du kannst bis zu {max} Produkte vergleichen. Entferne eines, um ein anderes hinzuzufügen.",
  "compare.failed": "Deine Vergleichsliste konnte nicht gespeichert werden. Bitte versuche es erneut.",
  "compare.view": "Vergleichen ({count})",
};
