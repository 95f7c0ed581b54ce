import type { Catalog } from "../../../schema/catalog/snapshot";
import { referencedImages, writeSnapshot, type WriteResult } from "../snapshot-writer";
import { DEFAULT_PRODUCTS, DEFAULT_SEED, generateDemoCatalog } from "./generate";
import { demoMediaSource } from "./images/render";

export interface WriteDemoOptions {
  dir: string;
  products?: number;
  seed?: number;
  images?: boolean;
  log?: (line: string) => void;
}

/** Generates the demo catalogue and writes it as a snapshot (with its artwork unless images is false). */
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
    media: images ? demoMediaSource({ expected: referencedImages(catalog.products) }) : undefined,
    // The artwork is drawn in the middle of its frame: a centre crop keeps it whole, without the
    // attention strategy's cost.
    crop: "centre",
    log,
  });
  return { ...result, catalog };
}
