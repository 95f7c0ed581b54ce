import { createContext, useContext } from "react";

/**
 * The media version of image URLs (schema/catalog/media.ts `mediaVersion`): given by the document on
 * the server and by the entry (from `<html data-media>`) in the browser, so both render the same
 * URLs. Undefined when unknown: URLs are then unversioned, and cached for a day only.
 */
export const MediaVersion = createContext<string | undefined>(undefined);

export function useMediaVersion(): string | undefined {
  return useContext(MediaVersion);
}
