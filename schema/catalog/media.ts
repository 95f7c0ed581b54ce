import { SRCSET_WIDTHS } from "../constants";

/**
 * Product image variants (SPEC §9 Images): each is a crop of the original to a fixed aspect,
 * written at several widths (the srcset widths that make sense for it) as WebP.
 */
export const IMAGE_VARIANTS = {
  /** Product page gallery, 600×744. */
  gallery: { width: 600, height: 744, widths: [375, 540, 600, 768, 1024] },
  /** Listing tiles (SPEC "thumbnails"), 565×814; no 540: 4 % narrower than 565, it only lengthened every srcset. */
  tile: { width: 565, height: 814, widths: [375, 565, 768] },
  /** Cart lines, 150×150 (and 300 for 2× screens). */
  cart: { width: 150, height: 150, widths: [150, 300] },
  /** Colour-relation swatches, 168×230. */
  swatch: { width: 168, height: 230, widths: [168] },
  /** Low-quality placeholder: the smallest srcset width divided by 4, at quality 50. */
  placeholder: {
    width: Math.round(Math.min(...SRCSET_WIDTHS) / 4),
    height: Math.round((Math.min(...SRCSET_WIDTHS) / 4) * (744 / 600)),
    widths: [Math.round(Math.min(...SRCSET_WIDTHS) / 4)],
  },
} as const;

export type ImageVariant = keyof typeof IMAGE_VARIANTS;
export const PLACEHOLDER_QUALITY = 50;
export const IMAGE_QUALITY = 78;

/** Where a generated variant lives inside the snapshot's media folder: `gallery/600/w/t/wt06-blue_main.webp`. */
export function variantFile(variant: ImageVariant, width: number, mediaPath: string): string {
  return `${variant}/${width}${mediaPath.replace(/\.[a-z0-9]+$/i, "")}.webp`;
}

/**
 * The image route's URL for a variant at a width: `/img/gallery/600/w/t/wt06-blue_main.jpg`, with
 * the media version (`mediaVersion`) as `?v=`: the route serves that version's bytes as immutable.
 */
export function imageUrl(variant: ImageVariant, width: number, mediaPath: string, version?: string): string {
  return `/img/${variant}/${width}${mediaPath}${version ? `?v=${version}` : ""}`;
}

/** The short media version in image URLs: the first 8 characters of the catalogue snapshot's version (a hash). */
export function mediaVersion(snapshotVersion: string): string {
  return snapshotVersion.slice(0, 8);
}

/** The generated width to serve for a requested one: the smallest that is at least as wide, else the widest. */
export function pickWidth(variant: ImageVariant, requested: number): number {
  const widths = [...IMAGE_VARIANTS[variant].widths].sort((a, b) => a - b);
  return widths.find((w) => w >= requested) ?? widths[widths.length - 1]!;
}
