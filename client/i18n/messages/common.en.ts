/** The English browser strings every page loads, as one chunk (index.ts): each feature not loaded on demand. */
export { ui as cart } from "./cart/ui.en";
export { ui as catalog } from "./catalog/ui.en";
export { ui as chrome } from "./chrome/ui.en";
export { ui as session } from "./session/ui.en";
export { ui as system } from "./system/ui.en";
