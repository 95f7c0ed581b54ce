import type { ReactNode } from "react";
import { Icon } from "./Icon";

/**
 * The frame of the small pages an e-mail's link opens (newsletter confirm and unsubscribe, back-in-
 * stock confirm and unsubscribe): the feature's name above the outcome as the heading, then its text.
 */
export function NoticePage({ eyebrow, title, children }: { eyebrow: string; title: string; children: ReactNode }) {
  return (
    <div className="newsletter-page container">
      <p className="newsletter-page__eyebrow">{eyebrow}</p>
      <h1 className="newsletter-page__title">{title}</h1>
      <div className="newsletter-page__body">{children}</div>
    </div>
  );
}

/** An outcome on such a page, announced as a status. */
export function Notice({ tone, children }: { tone: "success" | "danger"; children: ReactNode }) {
  return (
    <p className={`newsletter-page__notice newsletter-page__notice--${tone}`} role="status">
      <Icon name={tone === "success" ? "check" : "alert"} size={20} />
      {children}
    </p>
  );
}
