/** The Dutch browser strings every page loads, as one chunk (index.ts): each feature not loaded on demand. */
export { ui as cart } from "./cart/ui.nl";
export { ui as catalog } from "./catalog/ui.nl";
export { ui as chrome } from "./chrome/ui.nl";
export { ui as session } from "./session/ui.nl";
export { ui as system } from "./system/ui.nl";
