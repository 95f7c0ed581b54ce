import type { PageAssets } from "../../client/pages/page-types";

/**
 * `<link rel="modulepreload">` for a rendered page, so its scripts arrive in one round trip instead
 * of a waterfall (HTML → entry → island chunk → shared chunk): the entry's own imports always, and,
 * when an island of the page hydrates on load, that island's chunks and the language's message
 * chunks the entry loads before hydrating. Islands that wait (idle, visible, interaction) are not
 * preloaded: their chunks come when they are needed, and do not compete with the LCP image.
 *
 * The server knows the page's islands only once the body is rendered, so this reads them from the
 * HTML (the `Island` wrapper writes `data-island="Name" data-hydrate="load"`, nested islands carry
 * `data-nested` and come with their parent's chunk).
 */
export function modulePreloads(html: string, assets: PageAssets, store: string): string[] {
  const urls = new Set(assets.entryImports ?? []);
  let eager = false;
  for (const match of html.matchAll(/<div data-island="(\w+)" data-hydrate="load"(?! data-nested)/g)) {
    eager = true;
    for (const url of assets.islands?.[match[1]!] ?? []) urls.add(url);
  }
  if (eager) for (const url of assets.messages?.[store] ?? []) urls.add(url);
  return [...urls];
}

/** The links for `modulePreloads`, as HTML. */
export function modulePreloadLinks(urls: readonly string[]): string {
  return urls.map((url) => `<link rel="modulepreload" href="${url}"/>`).join("");
}

/**
 * Inserts the page's module preloads at the end of a rendered document's head (after the entry
 * script). Returns the HTML unchanged when it has no head or there is nothing to preload.
 */
export function withModulePreloads(html: string, assets: PageAssets, store: string): string {
  const head = html.indexOf("</head>");
  if (head < 0) return html;
  const links = modulePreloadLinks(modulePreloads(html, assets, store));
  return links ? `${html.slice(0, head)}${links}${html.slice(head)}` : html;
}
