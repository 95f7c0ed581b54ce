/**
 * The registry of message features: one line per feature folder, each holding that feature's
 * `ui.{nl,de,en}.ts` (strings islands need in the browser) and `page.{nl,de,en}.ts` (strings only
 * the server renders). A new feature adds its folder, one line here and, if it has browser
 * strings, a line in common.{nl,de,en}.ts or, for an on-demand feature, in `ON_DEMAND` (index.ts;
 * the compiler asks for it). SPEC §8 messages keep
 * the SPEC's wording. Server side only: it imports every language.
 */
export { account } from "./account";
export { aftersales } from "./aftersales";
export { cart } from "./cart";
export { catalog } from "./catalog";
export { checkout } from "./checkout";
export { compare } from "./compare";
export { confirmation } from "./confirmation";
export { chrome } from "./chrome";
export { consent } from "./consent";
export { content } from "./content";
export { dev } from "./dev";
export { giftcard } from "./giftcard";
export { home } from "./home";
export { newsletter } from "./newsletter";
export { offline } from "./offline";
export { password } from "./password";
export { payment } from "./payment";
export { recommendations } from "./recommendations";
export { reviews } from "./reviews";
export { system } from "./system";
export { session } from "./session";
export { stockAlerts } from "./stock-alerts";
export { stores } from "./stores";
