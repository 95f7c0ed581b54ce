/**
 * Product images a demo snapshot still has to make. Rendering the demo's artwork and its WebP
 * variants takes some 300 s of CPU, so `npm start` writes the catalogue without them and serves at
 * once: `.media-pending.json` in the snapshot folder names the version and its images, a MediaMaker
 * makes them in the background, and a variant a page asks for first is made first, on request
 * (the worker's MEDIA_RENDERER binding, `mediaRequestHandler`). Nothing here is deployed: shipping a
 * snapshot for a deploy makes what is left first (ship.ts).
 */
import { access, readFile, rm, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import path from "node:path";
import { IMAGE_VARIANTS, type ImageVariant } from "../../schema/catalog/media";
import { demoMediaSource, ORIGINAL_WIDTH, SMALL_ORIGINAL_WIDTH } from "./demo/images/render";
import { variantFilesOf, writeImageVariant, writeImageVariants, type Original } from "./media-variants";

const MARKER = ".media-pending.json";
/** The demo's artwork is drawn in the middle of its frame (demo/write.ts). */
const CROP = { position: "centre" } as const;

export interface PendingMedia {
  /** The snapshot version whose media folder the images go into. */
  version: string;
  /** The media paths of the originals ("/demo/coat/plain/camel-front.jpg"), sorted. */
  images: string[];
}

/** Notes that a version's images are still to be made (before its manifest is written). */
export async function notePendingMedia(dir: string, pending: PendingMedia): Promise<void> {
  await writeFile(path.join(dir, MARKER), JSON.stringify(pending));
}

/** The images the snapshot's current version still has to make, or null when it has them all. */
export async function readPendingMedia(dir: string, version: string): Promise<PendingMedia | null> {
  try {
    const pending = JSON.parse(await readFile(path.join(dir, MARKER), "utf8")) as PendingMedia;
    // A note of another version is left from a run that stopped before its manifest was written.
    return pending.version === version && Array.isArray(pending.images) ? pending : null;
  } catch {
    return null;
  }
}

/** Forgets a note (the snapshot was written again with its images). */
export async function clearPendingMedia(dir: string): Promise<void> {
  await rm(path.join(dir, MARKER), { force: true });
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

export interface MediaMakerOptions {
  /** Progress lines ("images 412/827…"), about every tenth of the work. */
  log?: (line: string) => void;
  /** Originals made at once in the background. */
  concurrency?: number;
}

/**
 * Makes a pending version's images: `run()` walks them all in the background; `variant()` makes
 * one variant file now, ahead of the walk, for a page that shows it. The walk waits while requests
 * are being answered, so a shopper's images come first.
 */
export class MediaMaker {
  readonly mediaDir: string;
  readonly total: number;
  made = 0;
  private readonly images: Set<string>;
  /**
   * Originals drawn for requests: most requests are for a tile, a cart line or a placeholder, which
   * a small original serves at a third of the cost (SMALL_ORIGINAL_WIDTH).
   */
  private readonly onRequest = {
    small: demoMediaSource({ lookahead: 0, width: SMALL_ORIGINAL_WIDTH }),
    full: demoMediaSource({ lookahead: 0, width: ORIGINAL_WIDTH }),
  };
  /** Originals rendered for requests, kept while their page's other variants are asked for. */
  private readonly originals = new Map<string, Promise<Original | null>>();
  private readonly variants = new Map<string, Promise<string | null>>();
  private requests = 0;
  private idle: (() => void)[] = [];
  private stopped = false;

  constructor(
    private readonly dir: string,
    private readonly pending: PendingMedia,
    private readonly options: MediaMakerOptions = {},
  ) {
    this.mediaDir = path.join(dir, "v", pending.version, "media");
    this.images = new Set(pending.images);
    this.total = pending.images.length;
  }

  /**
   * The file of one variant at one of its written widths, made now when it is not there yet; null
   * when the image is not one of this version's or the variant/width is not one that is written.
   */
  variant(variant: ImageVariant, width: number, mediaPath: string): Promise<string | null> {
    const target = variantFilesOf(mediaPath).find((f) => f.variant === variant && f.width === width);
    if (!this.images.has(mediaPath) || !target) return Promise.resolve(null);
    const key = target.file;
    let made = this.variants.get(key);
    if (!made) {
      made = this.makeVariant(variant, width, mediaPath, path.join(this.mediaDir, target.file)).finally(() =>
        this.variants.delete(key),
      );
      this.variants.set(key, made);
    }
    return made;
  }

  private async makeVariant(
    variant: ImageVariant,
    width: number,
    mediaPath: string,
    file: string,
  ): Promise<string | null> {
    if (await exists(file)) return file;
    this.requests++;
    try {
      // The original's width this variant needs: its width, and its height at the original's aspect.
      const spec = IMAGE_VARIANTS[variant];
      const { gallery } = IMAGE_VARIANTS;
      const needed = Math.max(width, (width * spec.height * gallery.width) / (spec.width * gallery.height));
      const original = await this.original(mediaPath, needed <= SMALL_ORIGINAL_WIDTH ? "small" : "full");
      if (!original) return null;
      return await writeImageVariant(original, mediaPath, this.mediaDir, variant, width, CROP);
    } finally {
      if (--this.requests === 0) for (const resume of this.idle.splice(0)) resume();
    }
  }

  /** A page asks for several variants of one original at once (image, placeholder): drawn once. */
  private original(mediaPath: string, size: "small" | "full"): Promise<Original | null> {
    const key = `${size} ${mediaPath}`;
    let original = this.originals.get(key);
    if (!original) {
      original = this.onRequest[size](mediaPath);
      this.originals.set(key, original);
      // Kept for the next few requests only: each original's pixels take some 4 MB.
      while (this.originals.size > 8) this.originals.delete(this.originals.keys().next().value!);
    }
    return original;
  }

  private async quiet(): Promise<void> {
    while (this.requests > 0) await new Promise<void>((resolve) => this.idle.push(resolve));
  }

  /** Makes every image whose variants are not all there yet; when all are, the note is removed. */
  async run(): Promise<void> {
    const { log = () => undefined, concurrency = Math.max(1, Math.min(2, availableParallelism())) } = this.options;
    const complete = async (image: string) =>
      (await Promise.all(variantFilesOf(image).map((f) => exists(path.join(this.mediaDir, f.file))))).every(Boolean);
    const todo: string[] = [];
    for (const image of this.pending.images) {
      if (await complete(image)) this.made++;
      else todo.push(image);
    }
    const step = Math.max(1, Math.round(this.total / 10));
    log(`images ${this.made}/${this.total}…`);
    const source = demoMediaSource({ expected: todo });
    let next = 0;
    const worker = async (): Promise<void> => {
      while (next < todo.length && !this.stopped) {
        await this.quiet();
        const image = todo[next++]!;
        const original = await source(image);
        if (!original) throw new Error(`no artwork for ${image}`);
        await writeImageVariants(original, image, this.mediaDir, CROP);
        if (++this.made % step === 0 && this.made < this.total) log(`images ${this.made}/${this.total}…`);
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    if (this.stopped) return;
    await clearPendingMedia(this.dir);
    log(`images ${this.made}/${this.total}: all made`);
  }

  /** Stops the background walk after the images in hand (what is made stays; the next run goes on from there). */
  stop(): void {
    this.stopped = true;
  }
}

/** Finishes a snapshot's pending images, if any, before it is shipped; returns how many were left. */
export async function finishPendingMedia(
  dir: string,
  version: string,
  log: (line: string) => void = (line) => console.log(line),
): Promise<number> {
  const pending = await readPendingMedia(dir, version);
  if (!pending) return 0;
  log(`Making the catalogue's product images (${pending.images.length})…`);
  const maker = new MediaMaker(dir, pending, { log: (line) => log(`  ${line}`) });
  await maker.run();
  return pending.images.length;
}

const VARIANT_URL = /^\/([a-z]+)\/(\d+)(\/.+)$/;

/**
 * The MEDIA_RENDERER service `npm start` binds into the worker while images are pending: the
 * worker asks `/{variant}/{width}/{media path}` for a variant file its assets do not have yet.
 */
export function mediaRequestHandler(maker: MediaMaker): (request: Request) => Promise<Response> {
  return async (request) => {
    const match = VARIANT_URL.exec(new URL(request.url).pathname);
    const variant = match?.[1] ?? "";
    const file =
      match && Object.hasOwn(IMAGE_VARIANTS, variant)
        ? await maker.variant(variant as ImageVariant, Number(match[2]), decodeURI(match[3]!))
        : null;
    if (!file) return new Response("not an image of this catalogue", { status: 404 });
    return new Response(await readFile(file), { headers: { "Content-Type": "image/webp" } });
  };
}
