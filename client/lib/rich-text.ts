/**
 * The CMS rich text format (SPEC §1 "rich text"): a small, safe markup rendered to React elements,
 * never to html strings, so no content can inject markup. Blocks are separated by blank lines:
 * `## ` / `### ` headings, `- ` list items, `> ` a quote, anything else a paragraph. Inline:
 * `**bold**`, `*italic*` and `[label](url)`; a line break inside a paragraph stays one (only http(s), mailto, tel, relative paths, anchors).
 */
export type Inline =
  | { kind: "text"; text: string }
  | { kind: "strong"; text: string }
  | { kind: "em"; text: string }
  | { kind: "link"; text: string; href: string }
  | { kind: "break"; text: " " };

export type RichBlock =
  | { kind: "heading"; level: 2 | 3; inline: Inline[] }
  | { kind: "list"; items: Inline[][] }
  | { kind: "quote"; inline: Inline[] }
  | { kind: "paragraph"; inline: Inline[] };

const SAFE_URL = /^(https?:\/\/|mailto:|tel:|\/(?!\/)|#)/i;

/** Inline runs of one line of text. */
export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  const pattern = /\*\*([^*]+)\*\*|\*([^*]+)\*|\[([^\]]+)\]\(([^)\s]+)\)/g;
  let last = 0;
  for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
    if (m.index > last) out.push({ kind: "text", text: text.slice(last, m.index) });
    if (m[1] !== undefined) out.push({ kind: "strong", text: m[1] });
    else if (m[2] !== undefined) out.push({ kind: "em", text: m[2] });
    else if (m[3] !== undefined && m[4] !== undefined) {
      out.push(SAFE_URL.test(m[4]) ? { kind: "link", text: m[3], href: m[4] } : { kind: "text", text: m[3] });
    }
    last = pattern.lastIndex;
  }
  if (last < text.length) out.push({ kind: "text", text: text.slice(last) });
  return out;
}

/** The blocks of a rich text. */
export function parseRichText(source: string): RichBlock[] {
  const blocks: RichBlock[] = [];
  for (const chunk of source.replace(/\r\n?/g, "\n").split(/\n\s*\n/)) {
    const lines = chunk
      .split("\n")
      .map((l) => l.trim())
      .filter(Boolean);
    if (lines.length === 0) continue;
    const first = lines[0]!;
    if (first.startsWith("### ")) blocks.push({ kind: "heading", level: 3, inline: parseInline(first.slice(4)) });
    else if (first.startsWith("## ")) blocks.push({ kind: "heading", level: 2, inline: parseInline(first.slice(3)) });
    else if (lines.every((l) => l.startsWith("- "))) {
      blocks.push({ kind: "list", items: lines.map((l) => parseInline(l.slice(2))) });
      continue;
    } else if (first.startsWith("> ")) {
      blocks.push({ kind: "quote", inline: parseInline(lines.map((l) => l.replace(/^> ?/, "")).join(" ")) });
      continue;
    } else {
      // Each line break inside a paragraph is kept (addresses, opening hours).
      const inline = lines.flatMap((line, i): Inline[] =>
        i === 0 ? parseInline(line) : [{ kind: "break", text: " " }, ...parseInline(line)],
      );
      blocks.push({ kind: "paragraph", inline });
      continue;
    }
    // A heading's chunk may go on with a paragraph on the next lines.
    if (lines.length > 1) blocks.push({ kind: "paragraph", inline: parseInline(lines.slice(1).join(" ")) });
  }
  return blocks;
}

/** Plain text of a rich text (meta descriptions, article teasers). */
export function richTextPlain(source: string): string {
  return parseRichText(source)
    .map((b) =>
      b.kind === "list"
        ? b.items.map((i) => i.map((r) => r.text).join("")).join(", ")
        : b.inline.map((r) => r.text).join(""),
    )
    .join(" ");
}
