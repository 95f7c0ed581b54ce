/**
 * Which artwork exists: per garment type the colours it is drawn in and the views of each, per
 * look (the features its name promises, looks.ts). Originals are shared by every product of the
 * same type, drawn look (shapes.ts drawnLook) and colour, so the snapshot holds some 830 images
 * instead of tens of thousands (Workers Static Assets limits the file count and each original
 * becomes 12 variant files).
 */
import type { ColorSlug } from "../attributes";
import { lookKey, parseLookKey, type Look } from "./looks";
import { drawnLook } from "./shapes";

export const VIEWS = ["front", "back", "detail"] as const;
export type View = (typeof VIEWS)[number];

const CLOTHING: readonly View[] = ["front", "back"];
const ACCESSORY: readonly View[] = ["front", "detail"];

/**
 * The colours each type is drawn in and its views (a back view for clothing, a detail for
 * accessories). Each original costs about 0.37 s of CPU (0.11 s drawing, 0.26 s for its 12 WebP
 * variants), two at a time on two cores.
 */
export const IMAGE_TYPES = {
  coat: { colors: ["camel", "black", "charcoal", "olive"], views: CLOTHING },
  overcoat: { colors: ["charcoal", "camel", "navy", "black"], views: CLOTHING },
  jacket: { colors: ["navy", "olive", "sand", "black", "cognac"], views: CLOTHING },
  sweater: { colors: ["off-white", "grey-melange", "navy", "camel", "burgundy"], views: CLOTHING },
  cardigan: { colors: ["off-white", "charcoal", "camel", "ochre"], views: CLOTHING },
  dress: { colors: ["black", "navy", "burgundy", "rust", "dusty-pink"], views: CLOTHING },
  blouse: { colors: ["off-white", "black", "light-blue", "dusty-pink", "sand"], views: CLOTHING },
  shirt: { colors: ["off-white", "light-blue", "navy", "olive"], views: CLOTHING },
  trousers: { colors: ["black", "navy", "charcoal", "sand", "camel"], views: CLOTHING },
  tshirt: { colors: ["off-white", "black", "grey-melange", "navy", "olive"], views: CLOTHING },
  polo: { colors: ["navy", "off-white", "forest"], views: CLOTHING },
  bag: { colors: ["cognac", "black", "camel", "sand"], views: ACCESSORY },
  scarf: { colors: ["camel", "grey-melange", "navy", "burgundy", "ochre"], views: ACCESSORY },
  beanie: { colors: ["charcoal", "off-white", "ochre", "rust"], views: ACCESSORY },
  cap: { colors: ["navy", "sand", "olive"], views: ACCESSORY },
  belt: { colors: ["black", "cognac", "camel"], views: ACCESSORY },
} as const satisfies Record<string, { colors: readonly ColorSlug[]; views: readonly View[] }>;
export type ImageType = keyof typeof IMAGE_TYPES;

export const IMAGE_TYPE_NAMES = Object.keys(IMAGE_TYPES) as ImageType[];

/** The colours a garment type is drawn in. */
export const imageColors = (type: ImageType): readonly ColorSlug[] => IMAGE_TYPES[type].colors;
export const imageViews = (type: ImageType): readonly View[] => IMAGE_TYPES[type].views;

/**
 * `/demo/coat/shawl_belt/camel-front.jpg`: type, look (the features this view draws, shapes.ts
 * drawnLook: products whose pictures would come out the same share one), colour and view.
 */
export function mediaPath(type: ImageType, look: Look | string, color: ColorSlug, view: View): string {
  const key = typeof look === "string" ? look : lookKey(drawnLook(type, view, color, look));
  return `/demo/${type}/${key}/${color}-${view}.jpg`;
}

export interface ImageKey {
  type: ImageType;
  look: Look;
  color: ColorSlug;
  view: View;
}

/** The artwork a media path names, or null when it is not one of ours. */
export function parseMediaPath(path: string): ImageKey | null {
  const match = /^\/demo\/([a-z]+)\/([a-z_-]+)\/([a-z-]+)-(front|back|detail)\.jpg$/.exec(path);
  if (!match) return null;
  const [, type, key, color, view] = match;
  if (!type || !(type in IMAGE_TYPES)) return null;
  const look = parseLookKey(key ?? "");
  const spec = IMAGE_TYPES[type as ImageType];
  if (
    !look ||
    !(spec.colors as readonly string[]).includes(color ?? "") ||
    !(spec.views as readonly string[]).includes(view ?? "")
  )
    return null;
  // Only the look as the view draws it names an original (no two paths for one picture).
  if (lookKey(drawnLook(type as ImageType, view as View, color as ColorSlug, look)) !== key) return null;
  return { type: type as ImageType, look, color: color as ColorSlug, view: view as View };
}

/** Every plain original (each type in each colour and view, without named features). */
export function allMediaPaths(): string[] {
  return IMAGE_TYPE_NAMES.flatMap((type) =>
    imageColors(type).flatMap((color) => imageViews(type).map((view) => mediaPath(type, "plain", color, view))),
  );
}
