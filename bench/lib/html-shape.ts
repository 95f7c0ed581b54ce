/**
 * The shape of a served page (ARCHITECTURE §8: category HTML ≤ 80 KB, ≤ 2,000 attributes,
 * ≤ 1,100 elements, island props ≤ 5 KB): bytes, elements (start tags, void ones included),
 * attributes on them, and the bytes of the islands' JSON props. A small tokenizer, not a DOM:
 * comments are skipped and the text of script, style and textarea elements is not read for tags.
 */
export interface HtmlShape {
  bytes: number;
  elements: number;
  attributes: number;
  /** Bytes of every `<script type="application/json" data-island-props>` body. */
  islandPropsBytes: number;
  /** Island name → its props' bytes (several islands of one name are summed). */
  islandProps: Record<string, number>;
}

const RAW_TEXT = new Set(["script", "style", "textarea", "title"]);
const TAG =
  /<!--[\s\S]*?-->|<!doctype[^>]*>|<\/?([a-zA-Z][\w:-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*)\s*\/?>/gi;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?/g;

export function htmlShape(html: string): HtmlShape {
  const shape: HtmlShape = {
    bytes: Buffer.byteLength(html),
    elements: 0,
    attributes: 0,
    islandPropsBytes: 0,
    islandProps: {},
  };
  TAG.lastIndex = 0;
  for (let m = TAG.exec(html); m; m = TAG.exec(html)) {
    const name = m[1]?.toLowerCase();
    if (!name || m[0].startsWith("</")) continue;
    shape.elements++;
    const attrs = [...(m[2] ?? "").matchAll(ATTRIBUTE)];
    shape.attributes += attrs.length;
    if (!RAW_TEXT.has(name)) continue;
    // Raw text: skip to the matching end tag.
    const close = html.toLowerCase().indexOf(`</${name}`, TAG.lastIndex);
    const end = close < 0 ? html.length : close;
    const island = attrs.find((a) => a[1]!.toLowerCase() === "data-island-props");
    if (name === "script" && island) {
      const bytes = Buffer.byteLength(html.slice(TAG.lastIndex, end));
      const islandName = /=\s*["']?([^"'\s>]*)/.exec(island[0])?.[1] || "(unnamed)";
      shape.islandPropsBytes += bytes;
      shape.islandProps[islandName] = (shape.islandProps[islandName] ?? 0) + bytes;
    }
    TAG.lastIndex = end;
  }
  return shape;
}
