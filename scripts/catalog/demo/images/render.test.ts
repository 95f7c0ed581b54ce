import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { colorDef } from "../attributes";
import { composeShot } from "./compose";
import { allMediaPaths, IMAGE_TYPE_NAMES, imageColors, imageViews, mediaPath, parseMediaPath } from "./paths";
import { demoMediaSource, ORIGINAL_HEIGHT, ORIGINAL_WIDTH, renderShot, shotSvg } from "./render";

describe("demo artwork", () => {
  it("renders an original as a JPEG at the gallery aspect", async () => {
    const jpeg = await renderShot({ type: "coat", look: new Set(["shawl", "belt"]), color: "camel", view: "front" });
    const meta = await sharp(jpeg).metadata();
    expect(meta.format).toBe("jpeg");
    expect([meta.width, meta.height]).toEqual([ORIGINAL_WIDTH, ORIGINAL_HEIGHT]);
    // The camel cloth is in the middle of the frame, the warm grey backdrop at the corner.
    const { data } = await sharp(jpeg)
      .extract({ left: 512, top: 900, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const corner = await sharp(jpeg).extract({ left: 8, top: 8, width: 1, height: 1 }).raw().toBuffer();
    expect(Math.abs(data[0]! - 0xb4)).toBeLessThan(45);
    expect(corner[0]!).toBeGreaterThan(225);
  });

  it("draws every type, colour and view as a well-formed SVG", async () => {
    for (const type of IMAGE_TYPE_NAMES) {
      for (const view of imageViews(type)) {
        const svg = await shotSvg({ type, look: new Set(), color: imageColors(type)[0]!, view });
        const meta = await sharp(Buffer.from(svg)).metadata();
        expect(meta.format, `${type} ${view}`).toBe("svg");
      }
    }
    expect(allMediaPaths().length).toBeGreaterThan(100);
    expect(allMediaPaths().length).toBeLessThan(400);
  });

  it("names originals by type, colour and view and parses them back", () => {
    const path = mediaPath("sweater", new Set(["roll-neck", "stripes"]), "grey-melange", "front");
    expect(path).toBe("/demo/sweater/roll-neck_stripes/grey-melange-front.jpg");
    expect(parseMediaPath(path)).toEqual({
      type: "sweater",
      look: new Set(["roll-neck", "stripes"]),
      color: "grey-melange",
      view: "front",
    });
    // The back view names only what shows from behind (a V-neck does not).
    expect(mediaPath("sweater", new Set(["v-neck", "stripes"]), "navy", "back")).toBe(
      "/demo/sweater/stripes/navy-back.jpg",
    );
    expect(parseMediaPath("/demo/sweater/plain/black-back.jpg")).toBeNull();
    expect(parseMediaPath("/demo/sweater/stripes_roll-neck/navy-back.jpg")).toBeNull();
    expect(parseMediaPath("/w/t/wt06-blue_main.jpg")).toBeNull();
  });

  it("names one original per distinct drawing: features a view does not show are left out of its path", () => {
    // Every jacket is drawn with pockets; pleats are at the front only; a hood shows from both sides.
    expect(mediaPath("jacket", new Set(["pocket"]), "navy", "front")).toBe("/demo/jacket/plain/navy-front.jpg");
    expect(mediaPath("trousers", new Set(["pleats", "wide"]), "navy", "front")).toBe(
      "/demo/trousers/wide_pleats/navy-front.jpg",
    );
    expect(mediaPath("trousers", new Set(["pleats", "wide"]), "navy", "back")).toBe(
      "/demo/trousers/wide/navy-back.jpg",
    );
    expect(mediaPath("jacket", new Set(["hood", "zip"]), "navy", "back")).toBe("/demo/jacket/hood/navy-back.jpg");
    // A path naming a feature its drawing does not show is not an original (no two paths, one picture).
    expect(parseMediaPath("/demo/jacket/pocket/navy-front.jpg")).toBeNull();
    expect(parseMediaPath("/demo/trousers/pleats/navy-back.jpg")).toBeNull();
  });

  it("serves demo paths to the snapshot writer and nothing else", async () => {
    const source = demoMediaSource({
      expected: ["/demo/belt/plain/black-detail.jpg", "/demo/belt/plain/black-front.jpg"],
    });
    expect(await source("/w/t/wt06-blue_main.jpg")).toBeNull();
    // Pixels, not a JPEG: the writer encodes its variants without decoding an original thirteen times.
    const image = await source("/demo/belt/plain/black-detail.jpg");
    expect(image && !Buffer.isBuffer(image) ? image.info : null).toEqual({
      width: ORIGINAL_WIDTH,
      height: ORIGINAL_HEIGHT,
      channels: 3,
    });
    expect(image && !Buffer.isBuffer(image) ? image.data.length : 0).toBe(ORIGINAL_WIDTH * ORIGINAL_HEIGHT * 3);
    expect(await source("/demo/belt/plain/black-front.jpg")).not.toBeNull();
  });

  it("draws what a name promises: a hood stands above the neck only on a hooded jacket", async () => {
    const pixel = async (look: ReadonlySet<string>) => {
      const jpeg = await renderShot({ type: "jacket", look: look as never, color: "navy", view: "front" });
      // Art units (300, 75): above the collar, where a hood stands and the backdrop shows otherwise.
      const x = Math.round((300 / 600) * ORIGINAL_WIDTH);
      const y = Math.round((75 / 744) * ORIGINAL_HEIGHT);
      return (await sharp(jpeg).extract({ left: x, top: y, width: 1, height: 1 }).raw().toBuffer())[0]!;
    };
    expect(await pixel(new Set())).toBeGreaterThan(200);
    expect(await pixel(new Set(["hood"]))).toBeLessThan(120);
  });

  it("crops the detail view on whole units (librsvg's fast pattern path)", () => {
    const svg = composeShot(
      { outline: "M0 0 Z", body: "", focus: [333.3, 111.1], texture: "knit" },
      { base: colorDef("navy").swatch, light: "#fff", shade: "#000", deep: "#000", line: "#000", stitch: "#fff" },
      "detail",
      1200,
    );
    expect(svg).toMatch(/viewBox="183 0 300 372"/);
  });
});
