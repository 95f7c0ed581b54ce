import { createContext } from "react";

/**
 * The origin of absolute URLs in structured data (JSON-LD), given by the document on the server.
 * Empty in the browser: components only write structured data when it is known.
 */
export const SiteOrigin = createContext("");

/** JSON for a `<script type="application/ld+json">`: `<` escaped so no value can close the script. */
export function jsonLd(value: object): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}
