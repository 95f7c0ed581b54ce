import type { ReactNode } from "react";

export type BadgeTone = "new" | "sale" | "neutral" | "sold-out";

/** A small label on product tiles and in lists (new, sale, sold out). */
export function Badge({ tone = "neutral", children }: { tone?: BadgeTone; children: ReactNode }) {
  return <span className={`badge badge--${tone}`}>{children}</span>;
}
