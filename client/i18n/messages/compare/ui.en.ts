/**
 * English compare strings the browser needs on every listing and product page (issue 32.2): the
 * toggle, the link to the compare page and the notices. They define this part's keys.
 */
export const ui = {
  "compare.toggle": "Compare",
  "compare.toggleOf": "Compare {name}",
  "compare.full": "You can compare up to {max} products. Remove one to add another.",
  "compare.failed": "Your compare list could not be saved. Please try again.",
  "compare.view": "Compare ({count})",
};
