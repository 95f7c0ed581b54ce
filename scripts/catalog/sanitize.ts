import sanitizeHtml from "sanitize-html";

/**
 * Product descriptions are HTML from the source catalogue. They are sanitised once, when the
 * snapshot is written, so the worker can render them as is: basic formatting and links only.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "ul", "ol", "li", "strong", "b", "em", "i", "h3", "h4", "a"],
  allowedAttributes: { a: ["href", "rel"] },
  allowedSchemes: ["http", "https", "mailto"],
  transformTags: { a: sanitizeHtml.simpleTransform("a", { rel: "nofollow noopener" }) },
  disallowedTagsMode: "discard",
};

export function sanitizeDescription(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
