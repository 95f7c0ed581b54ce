import type { CompareToggleStrings } from "../../../components/compare/toggle-strings";

/**
 * The compare toggle's words in English (issue 32.2): the one source of these strings. The toggle
 * fetches this module with the compare store (not a page-string module: those never ship as
 * JavaScript); the compare page strings (page.en.ts) take the same words from it for the server.
 */
export const toggle: CompareToggleStrings = {
  toggle: "Compare",
  toggleOf: "Compare {name}",
  full: "You can compare up to {max} products. Remove one to add another.",
  failed: "Your compare list could not be saved. Please try again.",
  view: "Compare ({count})",
};
