import type { ReactNode } from "react";

/**
 * SPEC §2 Accordion: a header with an open/close toggle and a 250 ms animation. Built on
 * `<details>`, so it works without JavaScript; the CSS animates the content where supported.
 */
export function Accordion({
  title,
  children,
  open = false,
  name,
}: {
  title: ReactNode;
  children: ReactNode;
  open?: boolean;
  name?: string;
}) {
  return (
    <details className="accordion" open={open} name={name}>
      <summary className="accordion__header">
        <span>{title}</span>
        <span className="accordion__toggle" aria-hidden="true" />
      </summary>
      <div className="accordion__content">{children}</div>
    </details>
  );
}
