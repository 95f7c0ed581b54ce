/**
 * A product image carries no width and height (ProductImage.tsx): its frame's aspect ratio in
 * catalog.css keeps the page from shifting while it loads, so it must be the variant's own.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { IMAGE_VARIANTS } from "../../../schema/catalog/media";

const css = readFileSync(path.resolve(import.meta.dirname, "../../styles/pages/catalog.css"), "utf8");
const ratio = (selector: string) => {
  const rule = new RegExp(`(?:^|\\n)${selector.replace(".", "\\.")} \\{([^}]*)\\}`).exec(css)?.[1];
  const m = /aspect-ratio: (\d+)(?: \/ (\d+))?;/.exec(rule ?? "");
  return m ? Number(m[1]) / Number(m[2] ?? 1) : undefined;
};

describe("product image frames", () => {
  it("have their variant's aspect ratio", () => {
    for (const variant of ["tile", "gallery", "cart"] as const) {
      const { width, height } = IMAGE_VARIANTS[variant];
      expect(ratio(`.product-image--${variant}`), variant).toBeCloseTo(width / height, 6);
    }
    // A listing tile's frame, under its own class.
    expect(ratio(".tile__media")).toBeCloseTo(IMAGE_VARIANTS.tile.width / IMAGE_VARIANTS.tile.height, 6);
  });
});
