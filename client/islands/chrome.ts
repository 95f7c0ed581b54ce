/**
 * The islands of the page chrome, grouped into two chunks (registry.ts): those every layout has
 * (header, footer columns, language button, overlays) and those only the default layout adds (USPs,
 * mobile menu, tab bar, side panels, newsletter pop-up). Every page downloads all of a group anyway;
 * one chunk per group instead of one per island spares the many small shared chunks the bundler
 * would otherwise split between them (each costs a request and compresses badly: the 80 KB budget).
 */
export { default as Header } from "./Header";
export { default as FooterColumns } from "./FooterColumns";
export { default as LanguageButton } from "./LanguageButton";
export { default as Overlays } from "./Overlays";
