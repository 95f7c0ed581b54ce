import { BRAND_NAME } from "../config/brand";

/** The wordmark: brand name in the display face, linking home. */
export function Logo({ href, label }: { href: string; label: string }) {
  return (
    <a className="logo" href={href} aria-label={label}>
      <span className="logo__word" aria-hidden="true">
        Atelier <em>Noord</em>
      </span>
      <span className="visually-hidden">{BRAND_NAME}</span>
    </a>
  );
}
