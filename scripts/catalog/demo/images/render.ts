/**
 * Renders the demo's product shots with sharp (SVG → JPEG) and serves them to the snapshot
 * writer as a media source. Same key, same bytes: the artwork has no randomness and no clock.
 */
import sharp from "sharp";
import type { MediaSource, RawImage } from "../../media-variants";
import { colorDef } from "../attributes";
import { composeShot, shadowSvg } from "./compose";
import { drawing as drawingOf } from "./shapes";
import { allMediaPaths, parseMediaPath, type ImageKey } from "./paths";
import { palette } from "./svg";

/**
 * Originals at the gallery aspect, as wide as the largest variant (gallery 1024): anything larger
 * only slows the snapshot writer, which scales each original to a dozen variants.
 */
export const ORIGINAL_WIDTH = 1024;
export const ORIGINAL_HEIGHT = Math.round((ORIGINAL_WIDTH * 744) / 600);
/**
 * The artwork is rasterised at 2 px per unit and then scaled down: librsvg draws the texture
 * patterns many times slower when their tiles fall between pixels (1.7 px per unit at 1024).
 */
const RASTER_WIDTH = 1200;

/** The SVG of one product shot, with its drop shadow blurred by sharp at low resolution. */
export async function shotSvg(key: ImageKey, width = RASTER_WIDTH): Promise<string> {
  const p = palette(colorDef(key.color).swatch);
  // The detail view is a close crop of the front.
  const drawing = drawingOf(key.type, key.view, key.color, key.look);
  const shadow = await sharp(Buffer.from(shadowSvg(drawing)))
    .blur(3.4)
    .png()
    .toBuffer();
  return composeShot(drawing, p, key.view, width, `data:image/png;base64,${shadow.toString("base64")}`);
}

/**
 * The width an original needs for images up to this wide: 1 px per unit of the artwork, where its
 * patterns fall on whole pixels. Drawn at this width an original costs about a third of the CPU of
 * one at ORIGINAL_WIDTH (0.056 against 0.15 CPU-seconds, November 2026).
 */
export const SMALL_ORIGINAL_WIDTH = RASTER_WIDTH / 2;

/**
 * The pixels of an original for a key, `width` pixels wide at the gallery aspect (what the snapshot
 * writer encodes). Up to SMALL_ORIGINAL_WIDTH the artwork is drawn at that width, else at
 * RASTER_WIDTH, then scaled to `width`.
 */
export async function renderPixels(key: ImageKey, width = ORIGINAL_WIDTH): Promise<RawImage> {
  const rasterWidth = width <= SMALL_ORIGINAL_WIDTH ? SMALL_ORIGINAL_WIDTH : RASTER_WIDTH;
  const raster = await sharp(Buffer.from(await shotSvg(key, rasterWidth)), { density: 72 })
    .flatten({ background: "#eeeae4" })
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (raster.info.width === width) {
    const { height, channels } = raster.info;
    return { data: raster.data, info: { width, height, channels } };
  }
  const { data, info } = await sharp(raster.data, { raw: raster.info })
    .resize(width, Math.round((width * 744) / 600), { fit: "fill", kernel: "lanczos3" })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, info: { width: info.width, height: info.height, channels: info.channels } };
}

/** A JPEG original for a key, `width` pixels wide at the gallery aspect. */
export async function renderShot(key: ImageKey, width = ORIGINAL_WIDTH): Promise<Buffer> {
  const { data, info } = await renderPixels(key, width);
  return sharp(data, { raw: info }).jpeg({ quality: 90 }).toBuffer();
}

export interface MediaSourceOptions {
  width?: number;
  /**
   * The paths the writer will ask for, in its order (sorted); default: every demo image. The
   * next few are rendered ahead while the writer encodes variants of the current one, so the
   * artwork costs almost no wall time on a second core.
   */
  expected?: readonly string[];
  lookahead?: number;
}

/** The media source for writeSnapshot: renders `/demo/…` paths as pixels, null for anything else. */
export function demoMediaSource(options: MediaSourceOptions = {}): MediaSource {
  const width = options.width ?? ORIGINAL_WIDTH;
  const order = [...(options.expected ?? allMediaPaths())].sort();
  const position = new Map(order.map((path, i) => [path, i]));
  const lookahead = options.lookahead ?? 2;
  const pending = new Map<string, Promise<RawImage>>();
  const start = (path: string): void => {
    const key = parseMediaPath(path);
    if (!key || pending.has(path)) return;
    const render = renderPixels(key, width);
    // A prefetch that fails is reported when (if) its path is asked for, not as an unhandled rejection.
    render.catch(() => undefined);
    pending.set(path, render);
  };
  return async (mediaPath) => {
    const key = parseMediaPath(mediaPath);
    if (!key) return null;
    start(mediaPath);
    const index = position.get(mediaPath);
    if (index !== undefined) for (let i = 1; i <= lookahead; i++) start(order[index + i] ?? "");
    const image = pending.get(mediaPath) ?? renderPixels(key, width);
    pending.delete(mediaPath);
    return image;
  };
}
