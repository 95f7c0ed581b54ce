import type { PageAssets } from "../../client/pages/page-types";

/**
 * `<link rel="modulepreload">` for a rendered page whose islands include one that hydrates on load,
 * so its scripts arrive in one round trip instead of a waterfall (entry → island chunk → shared
 * chunk): the entry's own imports, the island's chunks, and the language's message chunks the
 * entry loads before hydrating. The entry itself (React, about 80 KB) is not preloaded: the boot
 * script starts it after the first paint (client/boot.ts), and preloaded it would again share the
 * link with the stylesheet and fonts. A page whose islands all wait (idle, visible, interaction:
 * home and category pages) gets none: Lighthouse's mobile run counted every request started before
 * the first paint against it (FCP about 0.1–0.3 s later with five preloads of the entry's imports),
 * and those islands do not need their code before the first paint.
 *
 * The server knows the page's islands only once the body is rendered, so this reads them from the
 * HTML (the `Island` wrapper writes `data-island="Name" data-hydrate="load"`; nested islands carry
 * `data-nested` and come with their parent's chunk).
 */
export function modulePreloads(html: string, assets: PageAssets, store: string): string[] {
  const islands = [...html.matchAll(/<div data-island="(\w+)" data-hydrate="load"(?! data-nested)/g)].map((m) => m[1]!);
  if (islands.length === 0) return [];
  const urls = new Set(assets.entryImports ?? []);
  for (const name of islands) for (const url of assets.islands?.[name] ?? []) urls.add(url);
  for (const url of assets.messages?.[store] ?? []) urls.add(url);
  return [...urls];
}

/** The links for `modulePreloads`, as HTML. */
export function modulePreloadLinks(urls: readonly string[]): string {
  return urls.map((url) => `<link rel="modulepreload" href="${url}"/>`).join("");
}

/**
 * Inserts the page's module preloads at the end of a rendered document's head (after the boot
 * script). Returns the HTML unchanged when it has no head or there is nothing to preload.
 */
export function withModulePreloads(html: string, assets: PageAssets, store: string): string {
  const head = html.indexOf("</head>");
  if (head < 0) return html;
  const links = modulePreloadLinks(modulePreloads(html, assets, store));
  return links ? `${html.slice(0, head)}${links}${html.slice(head)}` : html;
}
