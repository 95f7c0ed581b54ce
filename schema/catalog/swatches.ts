import type { Attribute } from "./attribute";

/**
 * Colour swatches as CSS classes (issue 12): a listing tile's colours are `<li class="sw-1a1a1a"
 * title="Camel">`, one element and two attributes each, instead of an inline SVG circle of three
 * elements and a dozen attributes. The classes' colours are a stylesheet shipped with each catalogue
 * version (catalog/v/<version>/swatches.css, written by `npm run build`), immutable like the rest.
 */

/** The class of a swatch colour (#rrggbb, as attributeSchema validates it). */
export function swatchClass(hex: string): string {
  return `sw-${hex.slice(1).toLowerCase()}`;
}

/** The stylesheet's file name in a catalogue version's folder. */
export const SWATCH_STYLESHEET = "swatches.css";

/** The URL path of a catalogue version's swatch stylesheet. */
export function swatchStylesheetPath(catalogVersion: string): string {
  return `/catalog/v/${catalogVersion}/${SWATCH_STYLESHEET}`;
}

/**
 * One rule per distinct swatch colour of the catalogue's attributes, sorted. Each sets `--swatch`,
 * which the swatch dot and the colour filter's marker paint (catalog.css).
 */
export function swatchStylesheet(attributes: readonly Pick<Attribute, "options">[]): string {
  const colours = new Set<string>();
  for (const attribute of attributes)
    for (const option of attribute.options) if (option.swatch) colours.add(option.swatch.toLowerCase());
  return [...colours]
    .sort()
    .map((hex) => `.${swatchClass(hex)}{--swatch:${hex}}\n`)
    .join("");
}
