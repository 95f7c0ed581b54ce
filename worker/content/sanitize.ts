/**
 * Sanitises CMS html (SPEC §1 "html"; issue: no script, no event handlers) with the Workers
 * HTMLRewriter, an allow-list: known formatting elements keep only known attributes, URLs must be
 * http(s), mailto, tel, relative or anchors; dangerous elements go with their content; any other
 * element is unwrapped (its text kept); comments are dropped.
 */

const ALLOWED = new Set([
  "a",
  "abbr",
  "b",
  "blockquote",
  "br",
  "caption",
  "cite",
  "code",
  "dd",
  "del",
  "div",
  "dl",
  "dt",
  "em",
  "figcaption",
  "figure",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "hr",
  "i",
  "img",
  "ins",
  "kbd",
  "li",
  "mark",
  "ol",
  "p",
  "pre",
  "q",
  "s",
  "small",
  "span",
  "strong",
  "sub",
  "sup",
  "table",
  "tbody",
  "td",
  "tfoot",
  "th",
  "thead",
  "tr",
  "u",
  "ul",
]);

/** Removed with everything inside them. */
const DROPPED =
  "script, style, iframe, frame, frameset, object, embed, applet, noscript, noembed, noframes, template, svg, math, " +
  "form, input, button, select, textarea, option, link, meta, base, title, head, xmp, plaintext, listing, portal, " +
  "video, audio, source, track, canvas, dialog, slot";

const ATTRIBUTES: Record<string, readonly string[]> = {
  "*": ["title", "lang", "dir"],
  a: ["href", "rel", "target"],
  img: ["src", "alt", "width", "height", "loading"],
  td: ["colspan", "rowspan", "scope"],
  th: ["colspan", "rowspan", "scope"],
  ol: ["start", "reversed"],
};

const URL_ATTRIBUTES = new Set(["href", "src"]);

/** A URL as a browser reads it (control characters and spaces inside the scheme are ignored), checked. */
export function isSafeUrl(value: string): boolean {
  // eslint-disable-next-line no-control-regex
  const compact = value.replace(/[\u0000-\u0020\u007f-\u009f]+/g, "").toLowerCase();
  if (/^(https?:|mailto:|tel:)/.test(compact)) return true;
  if (/^[a-z][a-z0-9+.-]*:/.test(compact) || compact.startsWith("&")) return false;
  // Relative paths and anchors; "//host" (protocol-relative) and "\\host" leave the site.
  return !/^[/\\]{2}/.test(compact) && !/&#|&colon;|&tab;|&newline;/i.test(value);
}

/** The html with only allowed elements, attributes and URLs. */
export async function sanitizeHtml(html: string): Promise<string> {
  const rewriter = new HTMLRewriter()
    .on(DROPPED, { element: (el) => void el.remove() })
    .on("*", {
      element(el) {
        const tag = el.tagName.toLowerCase();
        if (!ALLOWED.has(tag)) {
          el.removeAndKeepContent();
          return;
        }
        const allowed = new Set([...(ATTRIBUTES["*"] ?? []), ...(ATTRIBUTES[tag] ?? [])]);
        for (const [name = "", value = ""] of [...el.attributes]) {
          const lower = name.toLowerCase();
          if (!allowed.has(lower) || (URL_ATTRIBUTES.has(lower) && !isSafeUrl(value))) el.removeAttribute(name);
        }
        if (tag === "a" && el.getAttribute("target")) el.setAttribute("rel", "noopener noreferrer");
        if (tag === "img") el.setAttribute("loading", "lazy");
      },
    })
    .onDocument({ comments: (comment) => void comment.remove(), doctype: () => undefined });
  const out = await rewriter.transform(new Response(html, { headers: { "Content-Type": "text/html" } })).text();
  // A tag left open at the end (`<img src=x onerror=…`) is passed through as text by the rewriter: escape it.
  return out.replace(/<(?![a-z/])/gi, "&lt;").replace(/<([a-z][^>]*)$/i, "&lt;$1");
}
