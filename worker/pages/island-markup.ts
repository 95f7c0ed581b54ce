import type { IslandMarkupCache } from "../../client/island";

/**
 * Islands' inner HTML kept per isolate (issue 12): the page chrome (header, menus, footer, side
 * panels, tab bar) and other islands render the same markup for the same props in a store view, so
 * a render writes what an earlier one produced instead of rendering them again. An entry is learnt
 * from a rendered page: the island's `<div data-island>` that follows its props script, taken whole
 * by counting `<div` and `</div>` (React escapes `<` in text, attributes and JSON, so every one is a
 * tag). The key is the scope (store view, tax country, media version, origin: what an island reads
 * besides its props) plus the island's name and the JSON of the props it renders from (what it
 * sends, or for an island that sends less, its whole props: client/island.tsx's `cacheWhole`).
 *
 * Not learnt: an island that occurs more than once on the page, or whose markup has something React
 * lifts into the head (an eager image it preloads, a link, meta, title, style or script) — written
 * from the cache, that would be missing from the head.
 */

/** Entries kept per isolate, and their total size. */
export const ISLAND_MARKUP_LIMIT = 400;
export const ISLAND_MARKUP_BYTES = 4 * 1024 * 1024;

const fragments = new Map<string, string>();
let bytes = 0;

function remember(key: string, html: string): void {
  if (fragments.has(key)) return;
  while (fragments.size > 0 && (fragments.size >= ISLAND_MARKUP_LIMIT || bytes + html.length > ISLAND_MARKUP_BYTES)) {
    const [oldest, old] = fragments.entries().next().value!;
    fragments.delete(oldest);
    bytes -= old.length;
  }
  fragments.set(key, html);
  bytes += html.length;
}

/**
 * A flat copy of `html` that holds nothing else alive: a substring of a page would keep the whole
 * page in memory, and a render's output is a rope of thousands of pieces that every page using it
 * would walk again. (Slicing a concatenation makes V8 flatten it into a new string first.)
 */
export function flatCopy(html: string): string {
  return ` ${html}`.slice(1);
}

const HOISTED = /<(?:link|meta|title|style|script)\b|<img\b(?![^>]*\bloading="lazy")/;

/** The inner HTML of the island element that starts at `open` (the index of its `<div`), or null. */
export function innerHtml(html: string, open: number): string | null {
  const start = html.indexOf(">", open) + 1;
  if (start === 0) return null;
  let depth = 1;
  let at = start;
  while (depth > 0) {
    const next = html.indexOf("<", at);
    if (next < 0) return null;
    if (html.startsWith("</div>", next)) depth--;
    else if (html.startsWith("<div", next) && (html[next + 4] === " " || html[next + 4] === ">")) depth++;
    at = next + 1;
  }
  return html.slice(start, at - 1);
}

/**
 * The cache for one render in `scope`, and `learn`, which takes what it missed from the rendered
 * document.
 */
export function islandMarkup(scope: string): IslandMarkupCache & { learn(html: string): void } {
  const missed: { name: string; json: string; key: string }[] = [];
  return {
    lookup(name, props, sent = props) {
      const key = `${scope}|${name}|${props}`;
      const hit = fragments.get(key);
      if (hit === undefined) missed.push({ name, json: sent, key });
      return hit;
    },
    learn(html) {
      for (const { name, json, key } of missed) {
        const tag = `<div data-island="${name}" data-hydrate=`;
        const open = html.indexOf(tag);
        if (open < 0 || html.indexOf(tag, open + 1) >= 0) continue;
        if (!html.endsWith(`data-island-props="${name}">${json}</script>`, open)) continue;
        const inner = innerHtml(html, open);
        if (inner === null || HOISTED.test(inner)) continue;
        remember(key, flatCopy(inner));
      }
    },
  };
}

/** How many islands this isolate keeps (tests). */
export const islandMarkupSize = () => fragments.size;
