import { jsonLd } from "../../client/lib/site-origin";
import { propsJson } from "../../client/island";
import { flatCopy } from "./island-markup";

/**
 * Page shells kept per isolate (issue 12): the document around a page's body (head, header, menus,
 * footer, tab bar, side panels) is the same markup for every page of a kind in a store view but for
 * a few values (title, description, image, the page's alternates, its structured data). Rendering it
 * with React cost about a quarter of a product page's CPU; a shell is rendered once, with markers in
 * place of those values and of the body, and kept as a template: a page then renders only its body
 * and fills the template's holes.
 *
 * A marker is a slot number between two private-use characters, which React and JSON.stringify copy
 * unchanged, so the template knows each hole's place and how its value must be escaped there (as
 * HTML text or attribute, inside an island's props JSON, inside a JSON-LD script, or as a whole
 * JSON-LD object). render.test.tsx renders pages both ways and compares them byte for byte.
 */

const OPEN = "\uE000";
const CLOSE = "\uE001";
const MARKER = /\uE000(\d+)\uE001/g;

/** The value of slot `n` in the shell's render. */
export const slotMarker = (n: number): string => `${OPEN}${n}${CLOSE}`;

/** What the shell renders in place of the body: an element no page renders. */
export const BODY_MARKER_ATTRIBUTE = "data-page-shell-body";
const BODY_MARKER = `<template ${BODY_MARKER_ATTRIBUTE}=""></template>`;

/** How a value is written into its hole. */
type Escape = "html" | "props" | "ld" | "ld-object";

type Hole = { slot: number; escape: Escape } | { body: true } | { head: true };

export interface ShellTemplate {
  /** Text between the holes: one more than the holes. */
  parts: string[];
  holes: Hole[];
}

/** React's escaping of text and attribute values (escapeTextForBrowser). */
const HTML_ESCAPES: Record<string, string> = { '"': "&quot;", "&": "&amp;", "'": "&#x27;", "<": "&lt;", ">": "&gt;" };
const HTML_SPECIAL = /["&'<>]/g;
export function escapeHtml(value: string): string {
  return value.replace(HTML_SPECIAL, (c) => HTML_ESCAPES[c]!);
}

function escapeFor(escape: Escape, value: unknown): string {
  switch (escape) {
    case "html":
      return escapeHtml(String(value));
    case "ld-object":
      return jsonLd(value as object);
    // Inside a JSON string: the string's own escaping, then the script's own (island.tsx propsJson, site-origin jsonLd).
    case "props":
      return propsJson([String(value)]).slice(2, -2);
    case "ld":
      return jsonLd([String(value)]).slice(2, -2);
  }
}

/**
 * Where a marker at `at` stands: inside which kind of script, if any. Slots listed in
 * `objectSlots` are whole JSON-LD objects (their marker is the script's whole text, quoted). Null
 * inside any other script: no escaping there is known, so such a shell is no template.
 */
function escapeAt(html: string, at: number, slot: number, objectSlots: ReadonlySet<number>): Escape | null {
  const script = html.lastIndexOf("<script", at);
  if (script < 0 || html.lastIndexOf("</script>", at) > script) return "html";
  const tag = html.slice(script, html.indexOf(">", script));
  if (tag.includes('type="application/ld+json"')) return objectSlots.has(slot) ? "ld-object" : "ld";
  if (tag.includes('type="application/json"')) return "props";
  return null;
}

/**
 * The template of a shell rendered with markers: its holes in order, the body where the body
 * marker is, and the head hole — where React writes the resources a body hoists (image preloads) —
 * right after `headAnchor`. Null when the shell cannot be a template: no single body marker, no
 * head anchor, something React hoisted there already (the body's resources would then have to
 * be merged with the shell's), or a value inside a script that is neither island props nor JSON-LD.
 */
export function shellTemplate(
  html: string,
  headAnchor: string,
  next: string,
  objectSlots: ReadonlySet<number> = new Set(),
): ShellTemplate | null {
  const body = html.indexOf(BODY_MARKER);
  if (body < 0 || html.indexOf(BODY_MARKER, body + 1) >= 0) return null;
  const anchor = html.indexOf(headAnchor);
  if (anchor < 0) return null;
  const head = html.indexOf("/>", anchor) + 2;
  if (head < 2 || head > body || !html.startsWith(next, head)) return null;

  type Cut = { at: number; end: number; hole: Hole };
  const cuts: Cut[] = [
    { at: head, end: head, hole: { head: true } },
    { at: body, end: body + BODY_MARKER.length, hole: { body: true } },
  ];
  for (const m of html.matchAll(MARKER)) {
    const slot = Number(m[1]);
    const escape = escapeAt(html, m.index, slot, objectSlots);
    if (escape === null) return null;
    // A whole object's marker was written as a JSON string: the quotes go with it.
    const quoted = escape === "ld-object" ? 1 : 0;
    cuts.push({ at: m.index - quoted, end: m.index + m[0].length + quoted, hole: { slot, escape } });
  }
  cuts.sort((a, b) => a.at - b.at);
  const parts: string[] = [];
  let from = 0;
  for (const cut of cuts) {
    parts.push(html.slice(from, cut.at));
    from = cut.end;
  }
  parts.push(html.slice(from));
  // Flat copies: slices of the render would keep its rope of pieces alive and be walked on every page.
  return { parts: parts.map(flatCopy), holes: cuts.map((c) => c.hole) };
}

/** The document: the template with the page's values, its hoisted resources and its body. */
export function fillShell(template: ShellTemplate, values: readonly unknown[], head: string, body: string): string {
  const { parts, holes } = template;
  let html = parts[0]!;
  for (let i = 0; i < holes.length; i++) {
    const hole = holes[i]!;
    html += "body" in hole ? body : "head" in hole ? head : escapeFor(hole.escape, values[hole.slot]);
    html += parts[i + 1]!;
  }
  return html;
}

const BODY_OPEN = `<div ${BODY_MARKER_ATTRIBUTE}="">`;
const IMAGE_PRELOAD = /<link rel="preload" as="image"[^>]*\/>/g;
/**
 * React writes the first ten image preloads of a document right after its viewport meta, and any
 * further ones after its scripts (react-dom's highImagePreloads and bulkPreloads); a shell hoists
 * none, so a body's first ten go where the head hole is.
 */
const HEAD_IMAGE_PRELOADS = 10;

/**
 * A body rendered alone inside `<div data-page-shell-body>`: what React hoisted before it (image
 * preloads, for the head hole) and the body itself. Null when it hoisted anything else (a title, a
 * meta, a stylesheet) or more image preloads than go to one place: the page is then rendered whole,
 * where React places each of them.
 */
export function splitBody(rendered: string): { head: string; body: string } | null {
  const open = rendered.indexOf(BODY_OPEN);
  if (open < 0 || !rendered.endsWith("</div>")) return null;
  const head = rendered.slice(0, open);
  const preloads = head.match(IMAGE_PRELOAD) ?? [];
  if (preloads.join("") !== head || preloads.length > HEAD_IMAGE_PRELOADS) return null;
  return { head, body: rendered.slice(open + BODY_OPEN.length, -"</div>".length) };
}

/** Off: every page is rendered whole (the tests' reference render). */
export const pageShells = { enabled: true };

/** Shells kept per isolate; the oldest goes first. */
export const SHELL_LIMIT = 64;
/** A kind of page seen once: its shell is made when a second page of that kind comes. */
const SEEN_ONCE = "seen once";
const shells = new Map<string, ShellTemplate | null | typeof SEEN_ONCE>();

/**
 * The shell of `key`, or null where the page is to be rendered whole: the first page of its kind
 * (an isolate's first page renders as before, and a kind seen once costs nothing more), or a kind
 * whose shell `make` found could not be a template. The second page of a kind makes its shell.
 */
export function cachedShell(key: string, make: () => ShellTemplate | null): ShellTemplate | null {
  const known = shells.get(key);
  if (known === undefined) {
    if (shells.size >= SHELL_LIMIT) shells.delete(shells.keys().next().value!);
    shells.set(key, SEEN_ONCE);
    return null;
  }
  if (known !== SEEN_ONCE) return known;
  const shell = make();
  shells.set(key, shell);
  return shell;
}

/** How many pages of this isolate were rendered in a shell (tests). */
export const shellStats = { used: 0 };

/** Forget every shell (tests). */
export function clearShells(): void {
  shells.clear();
}
