/** Writes the image variants of SPEC §9 that pages request, for one original, with sharp (build-time only). */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import {
  IMAGE_QUALITY,
  IMAGE_VARIANTS,
  PLACEHOLDER_QUALITY,
  variantFile,
  type ImageVariant,
} from "../../schema/catalog/media";

/** Decoded pixels: a generated original skips a JPEG encode and a decode per variant. */
export interface RawImage {
  data: Buffer;
  info: { width: number; height: number; channels: 1 | 2 | 3 | 4 };
}

/** An original: an encoded image file or decoded pixels. */
export type Original = Buffer | RawImage;

/** Loads an original image by its media path ("/w/t/x.jpg"); null when it does not exist. */
export type MediaSource = (mediaPath: string) => Promise<Original | null>;

/**
 * The variants a page asks for: tiles (and their hover image), the gallery, cart lines and gallery
 * thumbnails, and the placeholder under lazy images. No page shows a `swatch` image (colour choices
 * are drawn as colour dots), so its file is not written; /img/swatch/… answers 404 like any missing
 * image. Add it back here when a page starts to use it.
 */
export const WRITTEN_VARIANTS: readonly ImageVariant[] = ["gallery", "tile", "cart", "placeholder"];

export interface VariantOptions {
  /**
   * Where a crop to another aspect keeps the image: "attention" (the default) finds the busiest part
   * of a photo; "centre" suits artwork drawn in the middle of its frame and is about a fifth cheaper.
   */
  position?: "attention" | "centre";
}

/** Crops and scales the original to each variant's aspect at each of its widths; returns the files written. */
export async function writeImageVariants(
  original: Original,
  mediaPath: string,
  mediaDir: string,
  { position = "attention" }: VariantOptions = {},
): Promise<number> {
  let written = 0;
  const source = Buffer.isBuffer(original)
    ? sharp(original, { failOn: "error" })
    : sharp(original.data, { raw: original.info });
  for (const name of WRITTEN_VARIANTS) {
    const variant = IMAGE_VARIANTS[name];
    for (const width of variant.widths) {
      const height = Math.round((width * variant.height) / variant.width);
      const quality = name === "placeholder" ? PLACEHOLDER_QUALITY : IMAGE_QUALITY;
      const data = await source
        .clone()
        .resize(width, height, { fit: "cover", position })
        // Effort 2 of 6: about three times faster than the default 4 for some 3 % more bytes.
        .webp({ quality, effort: 2 })
        .toBuffer();
      const file = path.join(mediaDir, variantFile(name, width, mediaPath));
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, data);
      written++;
    }
  }
  return written;
}

/** A media source reading originals from a folder laid out like Magento's media (e.g. ../shared/data/luma-media). */
export function folderMediaSource(folder: string): MediaSource {
  return async (mediaPath) => {
    try {
      return await readFile(path.join(folder, mediaPath));
    } catch {
      return null;
    }
  };
}
