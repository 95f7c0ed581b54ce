import { useEffect, useState } from "react";
import { DESKTOP_BREAKPOINT_PX } from "../../schema/constants";
import type { FooterLinkList } from "../config/navigation-types";

export interface FooterColumnsProps {
  lists: FooterLinkList[];
  /** Plain-text lines under the link lists (service hours, address). */
  notes: { title: string; lines: { text: string; href?: string }[] }[];
}

/**
 * Footer link lists (SPEC §2): collapsible columns, closed on mobile and all open from 1024 px.
 * Built on `<details>` so the columns open without JavaScript too.
 */
export default function FooterColumns({ lists, notes }: FooterColumnsProps) {
  const [desktop, setDesktop] = useState(false);
  useEffect(() => {
    const query = window.matchMedia(`(min-width: ${DESKTOP_BREAKPOINT_PX}px)`);
    const update = () => setDesktop(query.matches);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);
  const column = (title: string, body: React.ReactNode) => (
    <details className="footer-column" open={desktop || undefined} key={title}>
      <summary
        className="footer-column__title"
        tabIndex={desktop ? -1 : undefined}
        onClick={(e) => desktop && e.preventDefault()}
      >
        {title}
      </summary>
      <div className="footer-column__body">{body}</div>
    </details>
  );
  return (
    <div className="footer-columns">
      {lists.map((list) =>
        column(
          list.title,
          <ul>
            {list.links.map((link) => (
              <li key={link.url}>
                <a href={link.url}>{link.label}</a>
              </li>
            ))}
          </ul>,
        ),
      )}
      {notes.map((note) =>
        column(
          note.title,
          <ul>
            {note.lines.map((line) => (
              <li key={line.text}>{line.href ? <a href={line.href}>{line.text}</a> : line.text}</li>
            ))}
          </ul>,
        ),
      )}
    </div>
  );
}
