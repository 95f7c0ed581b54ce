import type { Context } from "hono";
import {
  IMAGE_QUALITY,
  IMAGE_VARIANTS,
  PLACEHOLDER_QUALITY,
  pickWidth,
  variantFile,
  type ImageVariant,
} from "../../../schema/catalog/media";
import type { AppEnv } from "../../context";
import { AppError } from "../../errors/app-error";

/** Own keys only: `__proto__` or `constructor` are no image variant. */
function isImageVariant(name: string): name is ImageVariant {
  return Object.hasOwn(IMAGE_VARIANTS, name);
}

const MEDIA_PATH = /^\/[\w./-]+\.(jpe?g|png|webp|gif)$/i;

/**
 * /img/{variant}/{width}/{media path} (SPEC §9 images). With IMAGE_RESIZING=cloudflare the original
 * at MEDIA_ORIGIN is resized by Cloudflare Images; otherwise the generated variant nearest the
 * asked width is served from the snapshot's media. Unknown variants or paths are a 404.
 */
export async function serveImage(c: Context<AppEnv>): Promise<Response> {
  const variant = c.req.param("variant") ?? "";
  const width = Number(c.req.param("width"));
  const mediaPath = `/${c.req.param("path") ?? ""}`;
  if (
    !isImageVariant(variant) ||
    !Number.isInteger(width) ||
    width <= 0 ||
    width > 4000 ||
    !MEDIA_PATH.test(mediaPath) ||
    mediaPath.includes("..")
  ) {
    throw new AppError(404, "NOT_FOUND", "Image not found");
  }
  const { config } = c.var;
  let body: ReadableStream | null;
  if (config.IMAGE_RESIZING === "cloudflare" && config.MEDIA_ORIGIN) {
    // Cloudflare Images resizes the original at the edge to exactly what was asked for.
    const spec = IMAGE_VARIANTS[variant];
    const quality = variant === "placeholder" ? PLACEHOLDER_QUALITY : IMAGE_QUALITY;
    const original = await fetch(`${config.MEDIA_ORIGIN.replace(/\/$/, "")}${mediaPath}`, {
      cf: {
        image: {
          width,
          height: Math.round((width * spec.height) / spec.width),
          fit: "cover",
          gravity: "auto",
          quality,
          format: "webp",
        },
      },
    });
    if (!original.ok) throw new AppError(404, "NOT_FOUND", "Image not found");
    body = original.body;
  } else {
    const catalog = await c.var.catalog.get();
    const asset = await c.env.ASSETS.fetch(
      `https://assets.invalid${catalog.base}/media/${variantFile(variant, pickWidth(variant, width), mediaPath)}`,
    );
    if (!asset.ok) throw new AppError(404, "NOT_FOUND", "Image not found");
    body = asset.body;
  }
  return new Response(body, {
    headers: {
      "Content-Type": "image/webp",
      // Image paths do not carry the snapshot version, so cache for a day and revalidate lazily.
      "Cache-Control": "public, max-age=86400, stale-while-revalidate=604800",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
