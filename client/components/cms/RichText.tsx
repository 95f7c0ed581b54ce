import type { ReactNode } from "react";
import { parseRichText, type Inline } from "../../lib/rich-text";

function inline(runs: Inline[]): ReactNode[] {
  return runs.map((run, i) => {
    switch (run.kind) {
      case "strong":
        return <strong key={i}>{run.text}</strong>;
      case "em":
        return <em key={i}>{run.text}</em>;
      case "break":
        return <br key={i} />;
      case "link":
        return (
          <a key={i} href={run.href}>
            {run.text}
          </a>
        );
      default:
        return run.text;
    }
  });
}

/** CMS rich text (SPEC §1), rendered as elements: the format cannot carry markup. */
export function RichText({ text, className = "rich-text" }: { text: string; className?: string }) {
  return (
    <div className={className}>
      {parseRichText(text).map((block, i) => {
        switch (block.kind) {
          case "heading":
            return block.level === 2 ? (
              <h2 key={i}>{inline(block.inline)}</h2>
            ) : (
              <h3 key={i}>{inline(block.inline)}</h3>
            );
          case "list":
            return (
              <ul key={i}>
                {block.items.map((item, j) => (
                  <li key={j}>{inline(item)}</li>
                ))}
              </ul>
            );
          case "quote":
            return <blockquote key={i}>{inline(block.inline)}</blockquote>;
          default:
            return <p key={i}>{inline(block.inline)}</p>;
        }
      })}
    </div>
  );
}
