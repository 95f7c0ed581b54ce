import { BRAND_NAME } from "../config/brand";

/** The wordmark: brand name in the display face, linking home. */
export function Logo({ href, label }: { href: string; label: string }) {
  return (
    <a className="logo" href={href} aria-label={label}>
      {/* Drawn by CSS (header.css: brand/wordmark.svg); the name is the hidden text beside it. */}
      <span className="logo__word" aria-hidden="true" />
      <span className="visually-hidden">{BRAND_NAME}</span>
    </a>
  );
}
