import type { PageAssets, StyleGroup } from "../../client/pages/page-types";

/**
 * `<link rel="modulepreload">` for a rendered page whose islands include one that hydrates on load,
 * so its scripts arrive in one round trip instead of a waterfall (entry → island chunk → shared
 * chunk): the entry's own imports, the island's chunks, and the language's message chunks the
 * entry loads before hydrating. They are written inside a `<template data-preloads>`, which the
 * boot script moves into the head when it starts the entry, after the first contentful paint
 * (client/boot.ts): fetched from the head at once, they shared a slow link with the stylesheet and
 * fonts though nothing could run before the entry arrived (Lighthouse: product LCP 1.96–2.11 s with them in
 * the head), and fetched beside the entry they are ready when it is. A page whose islands all wait
 * (idle, visible, interaction: home and category pages) gets none: those islands do not need their
 * code until the shopper or an idle moment asks.
 *
 * The server knows the page's islands only once the body is rendered, so this reads them from the
 * HTML (the `Island` wrapper writes `data-island="Name" data-hydrate="load"`; nested islands carry
 * `data-nested` and come with their parent's chunk).
 */
export function modulePreloads(html: string, assets: PageAssets, store: string): string[] {
  const islands = loadIslands(html);
  if (islands.length === 0) return [];
  const urls = new Set(assets.entryImports ?? []);
  for (const name of islands) for (const url of assets.islands?.[name] ?? []) urls.add(url);
  for (const url of assets.messages?.[store] ?? []) urls.add(url);
  return [...urls];
}

const LOAD = ' data-hydrate="load"';
const OPEN = '<div data-island="';

/**
 * The names of the top-level islands that hydrate on load, in order: `<div data-island="Name"
 * data-hydrate="load">` without `data-nested`. Found with indexOf, not a regular expression: most
 * pages have none, and a native search over a 70 KB page costs a fraction of a regex scan.
 */
function loadIslands(html: string): string[] {
  const names: string[] = [];
  for (let at = html.indexOf(LOAD); at >= 0; at = html.indexOf(LOAD, at + LOAD.length)) {
    if (html.startsWith(" data-nested", at + LOAD.length)) continue;
    const open = html.lastIndexOf(OPEN, at);
    const name = open < 0 ? "" : html.slice(open + OPEN.length, at - 1);
    if (html[at - 1] === '"' && /^\w+$/.test(name)) names.push(name);
  }
  return names;
}

/** The links for `modulePreloads`, as HTML, in the template the boot script activates; none for no URL. */
export function modulePreloadLinks(urls: readonly string[]): string {
  if (urls.length === 0) return "";
  return `<template data-preloads>${urls.map((url) => `<link rel="modulepreload" href="${url}"/>`).join("")}</template>`;
}

/**
 * Inserts the page's module preloads (in their template) at the end of a rendered document's head
 * (after the boot script). Returns the HTML unchanged when it has no head or there is nothing to preload.
 */
export function withModulePreloads(html: string, assets: PageAssets, store: string): string {
  const head = html.indexOf("</head>");
  if (head < 0) return html;
  const links = modulePreloadLinks(modulePreloads(html, assets, store));
  return links ? `${html.slice(0, head)}${links}${html.slice(head)}` : html;
}

/**
 * The page's `Link` header: the fonts it preloads and the stylesheets it links, in the document's
 * order, as `rel=preload`. A browser starts them as soon as the headers arrive, and Cloudflare's Early
 * Hints (README, deploy) answers them as a 103 before the page itself: its render-blocking
 * stylesheet is on the way while the worker still renders, without inlining CSS into every page's
 * HTML (which would grow each page past its budget and be sent again on every navigation). The
 * catalogue's swatch sheet, linked at the end of the body, comes last: fetched from the headers, it
 * is there when the parser reaches it, where found only there it held back the scripts after it
 * (Lighthouse's render-blocking insight named it on the home page).
 */
export function earlyHints(assets: PageAssets, styles: readonly StyleGroup[] = [], swatches?: string): string {
  const sheets = [assets.css, ...styles.map((group) => assets.pageCss[group]), ...(swatches ? [swatches] : [])];
  return [
    ...assets.fonts.map((font) => `<${font}>; rel=preload; as=font; type="font/woff2"; crossorigin`),
    ...sheets.map((href) => `<${href}>; rel=preload; as=style`),
  ].join(", ");
}
