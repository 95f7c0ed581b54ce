/**
 * The regular assortment: styles drawn per garment kind (weighted like a real shop's range),
 * sold as configurable colour × size products, as simple accessories, or as families of
 * single-colour products linked to each other by colour relations.
 */
import type { Product } from "../../../schema/catalog/product";
import type { ColorSlug, SizeCode } from "./attributes";
import type { DemoContext } from "./context";
import { KINDS, type Kind } from "./garments";
import { imageColors } from "./images/paths";
import { buildProduct, chooseStyle } from "./products";
import type { Random } from "./random";

const KIND_WEIGHTS: readonly (readonly [Kind, number])[] = KINDS.map((k) => [k, k.weight]);

/** Most products come in two or three colours; a few in one or four. */
function colorCount(random: Random, available: number): number {
  return Math.min(
    available,
    random.weighted([
      [1, 20],
      [2, 35],
      [3, 30],
      [4, 15],
    ]),
  );
}

/** The full size run, sometimes without the smallest or largest size. */
function sizeRun(random: Random, kind: Kind): SizeCode[] {
  const sizes = [...kind.sizes];
  if (sizes.length > 3 && random.chance(0.2)) return random.chance(0.5) ? sizes.slice(1) : sizes.slice(0, -1);
  return sizes;
}

/** One style as separate products per colour, each linking to its siblings (SPEC §3 colorrelation). */
function colorFamily(ctx: DemoContext, random: Random, kind: Kind, size: number): Product[] {
  const style = chooseStyle(random, kind);
  const colors = random.sample(imageColors(kind.image), size);
  const simple = kind.sizes.length === 1 && random.chance(kind.simpleShare ?? 0);
  const sizes = sizeRun(random, kind);
  const family = colors.map((color: ColorSlug) =>
    buildProduct(ctx, random, style, {
      colors: [color],
      sizes,
      colorInName: true,
      type: simple ? "simple" : "configurable",
    }),
  );
  return family.map((product) => ({
    ...product,
    links: family
      .filter((other) => other !== product)
      .map((other, position) => ({ type: "colorrelation" as const, sku: other.sku, qty: 1, position })),
  }));
}

/** Appends products of the assortment until `products` holds `target` products. */
export function addAssortment(ctx: DemoContext, random: Random, products: Product[], target: number): void {
  while (products.length < target) {
    const kind = random.weighted(KIND_WEIGHTS);
    const room = target - products.length;
    const palette = imageColors(kind.image);
    if (room >= 2 && random.chance(0.04)) {
      products.push(...colorFamily(ctx, random, kind, random.int(2, Math.min(4, room, palette.length))));
      continue;
    }
    const style = chooseStyle(random, kind);
    if (kind.sizes.length === 1 && random.chance(kind.simpleShare ?? 0)) {
      products.push(
        buildProduct(ctx, random, style, {
          colors: [random.pick(palette)],
          sizes: kind.sizes,
          colorInName: false,
          type: "simple",
        }),
      );
      continue;
    }
    const colors = random.sample(palette, colorCount(random, palette.length));
    products.push(
      buildProduct(ctx, random, style, {
        colors,
        sizes: sizeRun(random, kind),
        colorInName: false,
        type: "configurable",
      }),
    );
  }
}
