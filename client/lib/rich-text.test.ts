import { describe, expect, it } from "vitest";
import { parseInline, parseRichText, richTextPlain } from "./rich-text";

describe("rich text", () => {
  it("parses headings, lists, quotes and paragraphs with line breaks", () => {
    const blocks = parseRichText("## Title\n\n- one\n- **two**\n\n> quoted\n\nline one\nline two");
    expect(blocks.map((b) => b.kind)).toEqual(["heading", "list", "quote", "paragraph"]);
    expect(blocks[3]).toEqual({
      kind: "paragraph",
      inline: [
        { kind: "text", text: "line one" },
        { kind: "break", text: " " },
        { kind: "text", text: "line two" },
      ],
    });
  });

  it("keeps safe links and turns unsafe ones into text", () => {
    expect(parseInline("[a](/contact) [b](javascript:void) [c](https://x.example)")).toEqual([
      { kind: "link", text: "a", href: "/contact" },
      { kind: "text", text: " " },
      { kind: "text", text: "b" },
      { kind: "text", text: " " },
      { kind: "link", text: "c", href: "https://x.example" },
    ]);
    expect(parseInline("[d](//evil.example)")).toEqual([{ kind: "text", text: "d" }]);
  });

  it("gives plain text for descriptions", () => {
    expect(richTextPlain("## Care\n\nWash *cold*.\n\n- Dry flat")).toBe("Care Wash cold. Dry flat");
  });
});
