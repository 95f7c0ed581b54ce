/** The German browser strings every page loads, as one chunk (index.ts): each feature not loaded on demand. */
export { ui as cart } from "./cart/ui.de";
export { ui as catalog } from "./catalog/ui.de";
export { ui as chrome } from "./chrome/ui.de";
export { ui as session } from "./session/ui.de";
export { ui as system } from "./system/ui.de";
