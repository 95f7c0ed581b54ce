/**
 * axe-core for the journeys. Legacy mode runs axe in the page itself (same-origin frames included):
 * the default opens a blank page per analysis to merge the frames' results, which doubled the time
 * of every check on two cores and bought nothing for a shop whose pages have no cross-origin frames.
 * Only violations are collected in full (`resultTypes`): the journeys read nothing else, and axe then
 * skips building selectors and HTML snippets for every passing node.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";

export const axeBuilder = (page: Page): AxeBuilder =>
  new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ["violations"] });
