/**
 * The islands of the page chrome, in two groups (registry.ts): those every layout has (header,
 * footer columns, language button, overlays), built into the entry's own file with React and the
 * stores (scripts/build-client.ts, SHELL_ROOTS), and those only the default layout adds (USPs,
 * mobile menu, tab bar, side panels, newsletter pop-up: chrome-default.ts, one chunk). Every page
 * downloads all of a group anyway; one file per group instead of one per island spares the many
 * small shared chunks the bundler would otherwise split between them (each costs a request and
 * compresses badly: the 80 KB budget). They still hydrate on idle or interaction.
 */
export { default as Header } from "./Header";
export { default as FooterColumns } from "./FooterColumns";
export { default as LanguageButton } from "./LanguageButton";
export { default as Overlays } from "./Overlays";
