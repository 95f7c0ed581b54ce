import type { ESLint } from "eslint";

/** The floors rule (floors.js), typed for the lint test. */
declare const floors: ESLint.Plugin;
export default floors;
