import type { Catalog } from "../../../schema/catalog/snapshot";
import { referencedImages, writeSnapshot, type WriteResult } from "../snapshot-writer";
import { DEFAULT_PRODUCTS, DEFAULT_SEED, generateDemoCatalog } from "./generate";
import { demoMediaSource } from "./images/render";
import { clearPendingMedia, notePendingMedia } from "../pending-media";

export interface WriteDemoOptions {
  dir: string;
  products?: number;
  seed?: number;
  /**
   * The artwork: true renders every image's variants now (minutes); "later" writes the catalogue
   * at once and notes its images as pending (pending-media.ts makes them); false leaves them out.
   */
  images?: boolean | "later";
  log?: (line: string) => void;
}

/** Generates the demo catalogue and writes it as a snapshot (with its artwork, now or later, unless images is false). */
export async function writeDemoSnapshot({
  dir,
  products = DEFAULT_PRODUCTS,
  seed = DEFAULT_SEED,
  images = true,
  log,
}: WriteDemoOptions): Promise<WriteResult & { catalog: Catalog }> {
  const catalog = generateDemoCatalog({ products, seed });
  const result = await writeSnapshot(catalog, {
    dir,
    media: images === true ? demoMediaSource({ expected: referencedImages(catalog.products) }) : undefined,
    mediaLater:
      images === "later" ? (version, pending) => notePendingMedia(dir, { version, images: pending }) : undefined,
    // The artwork is drawn in the middle of its frame: a centre crop keeps it whole, without the
    // attention strategy's cost.
    crop: "centre",
    log,
  });
  if (images !== "later") await clearPendingMedia(dir);
  return { ...result, catalog };
}
