import type { Context } from "hono";
import { IMAGE_VARIANTS, pickWidth, variantFile, type ImageVariant } from "../../../schema/catalog/media";
import type { AppEnv } from "../../context";
import { AppError } from "../../errors/app-error";
import { catalogOf } from "../request-context";

const MEDIA_PATH = /^\/[\w./-]+\.(jpe?g|png|webp|gif)$/i;

/**
 * /img/{variant}/{width}/{media path} (SPEC §9 images): the generated variant nearest the asked
 * width, from the snapshot's media in static assets. Unknown variants or paths are a 404.
 */
export async function serveImage(c: Context<AppEnv>): Promise<Response> {
  const variant = c.req.param("variant") as ImageVariant;
  const width = Number(c.req.param("width"));
  const mediaPath = `/${c.req.param("path") ?? ""}`;
  if (!(variant in IMAGE_VARIANTS) || !Number.isInteger(width) || width <= 0 || width > 4000 || !MEDIA_PATH.test(mediaPath) || mediaPath.includes("..")) {
    throw new AppError(404, "NOT_FOUND", "Image not found");
  }
  const catalog = await catalogOf(c);
  const file = `${catalog.base}/media/${variantFile(variant, pickWidth(variant, width), mediaPath)}`;
  const asset = await c.env.ASSETS.fetch(`https://assets.invalid${file}`);
  if (!asset.ok) throw new AppError(404, "NOT_FOUND", "Image not found");
  return new Response(asset.body as ReadableStream, {
    headers: {
      "Content-Type": "image/webp",
      // Image paths do not carry the snapshot version, so cache for a day and revalidate lazily.
      "Cache-Control": "public, max-age=86400, stale-while-revalidate=604800",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
