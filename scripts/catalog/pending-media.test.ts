/**
 * Product images made after the shop is up (`npm start` on a fresh clone): through the worker in
 * Miniflare, with the deploy's assets copied without their image variants, as a first start has them.
 */
import { access, mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mediaVersion, variantFile } from "../../schema/catalog/media";
import { shippedSnapshot } from "../../test/support/snapshot";
import { FIXTURE } from "../../test/support/catalog-fixture";
import { copyAssets } from "../../test/support/assets-copy";
import { withWorker } from "../../test/support/worker";
import { demoMediaSource } from "./demo/images/render";
import { variantFilesOf, writeImageVariants } from "./media-variants";
import {
  finishPendingMedia,
  MediaMaker,
  mediaRequestHandler,
  notePendingMedia,
  readPendingMedia,
  type PendingMedia,
} from "./pending-media";
import { writeSnapshot } from "./snapshot-writer";

const snapshot = shippedSnapshot();
const version = snapshot.manifest.version;
const images = [...new Set(snapshot.listed.map((p) => p.image).filter((i): i is string => Boolean(i)))].sort();
/** The mean absolute difference of two same-sized images' channel values (0–255). */
async function meanPixelDifference(a: Buffer, b: Buffer): Promise<number> {
  const [x, y] = await Promise.all([a, b].map((image) => sharp(image).removeAlpha().raw().toBuffer()));
  expect(x!.length).toBe(y!.length);
  let sum = 0;
  for (let i = 0; i < x!.length; i++) sum += Math.abs(x![i]! - y![i]!);
  return sum / x!.length;
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

describe("a demo catalogue served before its images are made", () => {
  // dist/client without a single image variant, its catalogue noting three images as pending.
  let assets = "";
  let maker: MediaMaker | undefined;
  const pending: PendingMedia = { version, images: images.slice(0, 3) };
  beforeAll(async () => {
    assets = await copyAssets("storefront-pending-media-");
    await notePendingMedia(path.join(assets, "catalog"), pending);
    maker = new MediaMaker(path.join(assets, "catalog"), pending);
  });
  afterAll(() => rm(assets, { recursive: true, force: true }));
  const handler = (request: Request) => mediaRequestHandler(maker!)(request);
  const worker = withWorker({ assetsDirectory: () => assets, services: { MEDIA_RENDERER: handler } });

  it("answers an image no one made yet with the variant made on request, the picture the build makes", async () => {
    const image = pending.images[0]!;
    const file = path.join(assets, "catalog", snapshot.manifest.path, "media", variantFile("tile", 375, image));
    expect(await exists(file)).toBe(false);
    const res = await worker.fetch(`/img/tile/375${image}?v=${mediaVersion(version)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/webp");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const body = Buffer.from(await res.arrayBuffer());
    expect(await sharp(body).metadata()).toMatchObject({ format: "webp", width: 375, height: 540 });
    // The picture `npm run catalog:demo` writes for it, all variants at once from a full-size
    // original; on request a tile is made from a small one (SMALL_ORIGINAL_WIDTH), which differs
    // from it by a few levels per pixel at most on average (a wrong crop or artwork by dozens).
    const reference = path.join(assets, "reference");
    const other = pending.images[1]!;
    for (const made of [image, other])
      await writeImageVariants((await demoMediaSource()(made))!, made, reference, { position: "centre" });
    const built = (made: string) => readFile(path.join(reference, variantFile("tile", 375, made)));
    expect(await meanPixelDifference(body, await built(image))).toBeLessThan(3);
    expect(await meanPixelDifference(body, await built(other))).toBeGreaterThan(8);
    expect(await exists(file)).toBe(true);
  });

  it("answers a page's requests for one image at once, each with its own variant", async () => {
    const image = pending.images[1]!;
    const urls = ["/img/tile/375", "/img/tile/768", "/img/gallery/600", "/img/placeholder/94", "/img/cart/150"];
    // Each body is read as its answer arrives (Miniflare 5 may let an unread body go meanwhile).
    const answers = await Promise.all(
      urls.map(async (u) => {
        const r = await worker.fetch(`${u}${image}`);
        return { status: r.status, bytes: Buffer.from(await r.arrayBuffer()) };
      }),
    );
    expect(answers.map((r) => r.status)).toEqual(urls.map(() => 200));
    const sizes = await Promise.all(answers.map((r) => sharp(r.bytes).metadata()));
    expect(sizes.map((m) => m.width)).toEqual([375, 768, 600, 94, 150]);
    // A width between two written ones gets the next wider, made on request too.
    const between = await worker.fetch(`/img/gallery/700${image}`);
    expect((await sharp(Buffer.from(await between.arrayBuffer())).metadata()).width).toBe(768);
  });

  it("still answers 404 for an image the catalogue does not have, or a variant that is never written", async () => {
    // Listed, but not one of the pending images: neither in the assets nor made on request.
    expect((await worker.fetch(`/img/tile/375${images.at(-1)!}`)).status).toBe(404);
    expect((await worker.fetch("/img/tile/375/demo/coat/plain/nope-front.jpg")).status).toBe(404);
    expect((await worker.fetch(`/img/swatch/168${pending.images[0]!}`)).status).toBe(404);
    expect(await mediaRequestHandler(maker!)(new Request("https://media.invalid/tile/375/../../x.jpg"))).toMatchObject({
      status: 404,
    });
  });

  it("makes every variant of the rest in the background, then removes the note", async () => {
    const lines: string[] = [];
    const background = new MediaMaker(path.join(assets, "catalog"), pending, { log: (line) => lines.push(line) });
    await background.run();
    const media = path.join(assets, "catalog", snapshot.manifest.path, "media");
    for (const image of pending.images)
      for (const { file } of variantFilesOf(image)) expect(await exists(path.join(media, file)), file).toBe(true);
    expect(lines[0]).toMatch(/^images [0-2]\/3…$/);
    expect(lines.at(-1)).toBe("images 3/3: all made");
    expect(await readPendingMedia(path.join(assets, "catalog"), version)).toBeNull();
    // With nothing noted, finishing before a ship has nothing to do.
    expect(await finishPendingMedia(path.join(assets, "catalog"), version, () => undefined)).toBe(0);
  });
});

describe("a snapshot written with its images for later", () => {
  it("has the version and image count it would have with them, and notes them before its manifest", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "storefront-later-"));
    try {
      const pixels = { data: Buffer.alloc(8 * 10 * 3, 200), info: { width: 8, height: 10, channels: 3 as const } };
      const now = await writeSnapshot(FIXTURE, { dir: path.join(dir, "now"), media: () => Promise.resolve(pixels) });
      let noted: { version: string; images: string[]; manifest: boolean } | undefined;
      const later = await writeSnapshot(FIXTURE, {
        dir: path.join(dir, "later"),
        mediaLater: async (v, list) => {
          noted = { version: v, images: list, manifest: await exists(path.join(dir, "later", "manifest.json")) };
        },
      });
      expect(later.manifest.version).toBe(now.manifest.version);
      expect(later.manifest.counts.images).toBe(now.manifest.counts.images);
      expect(noted).toEqual({ version: now.manifest.version, images: expect.any(Array), manifest: false });
      expect(noted!.images.length).toBe(now.manifest.counts.images);
      expect(await exists(path.join(dir, "later", later.manifest.path, "media"))).toBe(false);
      // A note of another version (a run that stopped before its manifest) is not this version's.
      await notePendingMedia(path.join(dir, "later"), { version: "0000000000000000", images: noted!.images });
      expect(await readPendingMedia(path.join(dir, "later"), later.manifest.version)).toBeNull();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
