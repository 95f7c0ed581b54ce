import type { Context } from "hono";
import {
  IMAGE_QUALITY,
  IMAGE_VARIANTS,
  PLACEHOLDER_QUALITY,
  mediaVersion,
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

/** A year, immutable: the URL names the media version, so these bytes never change under it. */
const VERSIONED_CACHE = "public, max-age=31536000, immutable";
/** Unversioned or an older version's URL (old HTML, e-mails, other sites): a day, revalidated lazily. */
const UNVERSIONED_CACHE = "public, max-age=86400, stale-while-revalidate=604800";

/**
 * /img/{variant}/{width}/{media path}[?v={media version}] (SPEC §9 images). With IMAGE_RESIZING=cloudflare the original
 * at MEDIA_ORIGIN is resized by Cloudflare Images; otherwise the generated variant nearest the
 * asked width is served from the snapshot's media (locally, while `npm start` is still making the
 * demo's images, one not made yet is made on request: MEDIA_RENDERER). Unknown variants or paths are a 404.
 * With `?v=` of the current media version (pages link it: schema/catalog/media.ts) the response is
 * cached for a year as immutable; any other URL (no `v`, or an older version's) still answers with
 * the current image, cached for a day, so old pages keep their pictures.
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
  const config = c.get("config");
  const asked = c.req.query("v");
  let current: string | undefined;
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
    if (asked)
      current = await c
        .get("catalog")
        .version()
        .then(mediaVersion, () => undefined);
  } else {
    const catalog = await c.get("catalog").get();
    current = mediaVersion(catalog.manifest.version);
    const served = pickWidth(variant, width);
    let asset = await c.env.ASSETS.fetch(
      `https://assets.invalid${catalog.base}/media/${variantFile(variant, served, mediaPath)}`,
    );
    // `npm start` serving the demo before its images are all made: this one is made now.
    if (!asset.ok && c.env.MEDIA_RENDERER)
      asset = await c.env.MEDIA_RENDERER.fetch(`https://media.invalid/${variant}/${served}${mediaPath}`);
    if (!asset.ok) throw new AppError(404, "NOT_FOUND", "Image not found");
    body = asset.body;
  }
  return new Response(body, {
    headers: {
      "Content-Type": "image/webp",
      "Cache-Control": asked !== undefined && asked === current ? VERSIONED_CACHE : UNVERSIONED_CACHE,
      "X-Content-Type-Options": "nosniff",
    },
  });
}
