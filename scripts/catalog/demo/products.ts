/**
 * Builds one product from a style: configurable colour × size with its variants, or a simple
 * product in one colour. Shared by the regular assortment and the colour-related families.
 */
import type { Localized } from "../../../schema/catalog/localized";
import type { Product, ProductChild } from "../../../schema/catalog/product";
import {
  ATTRIBUTE_IDS,
  ATTRIBUTE_LABELS,
  colorDef,
  colorValue,
  fitValue,
  materialValue,
  sizeDef,
  sizeValue,
  type ColorSlug,
  type FitKey,
  type MaterialKey,
  type SizeCode,
} from "./attributes";
import type { DemoContext } from "./context";
import { describeProduct } from "./descriptions";
import type { Kind } from "./garments";
import { imageViews, mediaPath } from "./images/paths";
import type { FinalName } from "./naming";
import { compatible, productName, type NameParts } from "./names";
import { customOptionsFor } from "./options";
import { chooseSpecial, shelfNet } from "./prices";
import type { Random } from "./random";
import { chooseDates, stockOf } from "./stock";
import { BRANDS } from "./vocabulary";

export interface Style {
  kind: Kind;
  /** The parts drawn (they fix the random sequence); the shown name comes from `final`. */
  parts: NameParts;
  /** The family's truthful name and look, fixed when its first product is built. */
  final?: FinalName;
  material: MaterialKey;
  fit: FitKey | null;
  brand: string;
  regularNet: number;
}

const FIT_LABELS: Record<FitKey, Localized> = {
  slim: { nl: "Slim fit", de: "Slim Fit", en: "Slim fit" },
  regular: { nl: "Regular fit", de: "Regular Fit", en: "Regular fit" },
  relaxed: { nl: "Relaxed fit", de: "Relaxed Fit", en: "Relaxed fit" },
  oversized: { nl: "Oversized", de: "Oversized", en: "Oversized" },
};

/** Mostly our own label; partner labels only where they make that kind of thing. */
function chooseBrand(random: Random, category: string): string {
  const partners = BRANDS.filter(
    (b) => b.categories !== null && (b.categories as readonly string[]).includes(category),
  );
  return partners.length > 0 && random.chance(0.3) ? random.pick(partners).name : "Atelier Noord";
}

/** A style of a garment kind: name parts, material, fit, brand and shelf price. */
export function chooseStyle(random: Random, kind: Kind): Style {
  for (let attempt = 0; attempt < 200; attempt++) {
    const noun = random.pick(kind.nouns);
    const material = random.chance(0.6) ? noun.materials[0]! : random.pick(noun.materials);
    const wantAdjective = random.chance(0.5);
    const wantMaterial = noun.materialInName !== false && random.chance(0.65);
    const wantDetail = random.chance(0.6) || (!wantAdjective && !wantMaterial);
    const parts: NameParts = {
      noun,
      adjective: wantAdjective ? random.pick(kind.adjectives) : null,
      material: wantMaterial ? material : null,
      detail: wantDetail ? random.pick(kind.details) : null,
    };
    if (!compatible(parts)) continue;
    // "Jersey T-shirt" or "Blazer" would read the same in two languages; pick words that do not.
    const name = productName(parts);
    if (name.nl === name.de || name.nl === name.en || name.de === name.en) continue;
    return {
      kind,
      parts,
      material,
      fit: kind.fits.length > 0 ? random.pick(kind.fits) : null,
      brand: chooseBrand(random, kind.category),
      regularNet: shelfNet(random.pick(kind.prices)),
    };
  }
  throw new Error(`no sensible name for ${kind.category} (${kind.image}): check its nouns, adjectives and details`);
}

const withColor = (name: Localized, color: ColorSlug): Localized => {
  const label = colorDef(color).label;
  return {
    nl: `${name.nl} – ${label.nl.toLowerCase()}`,
    de: `${name.de} – ${label.de}`,
    en: `${name.en} – ${label.en.toLowerCase()}`,
  };
};

interface BuildOptions {
  colors: readonly ColorSlug[];
  sizes: readonly SizeCode[];
  /** Colour-related products carry their colour in the name ("Wollen sjaal – camel"). */
  colorInName: boolean;
  type: "configurable" | "simple";
}

/** A product of the regular assortment. */
export function buildProduct(ctx: DemoContext, random: Random, style: Style, options: BuildOptions): Product {
  const { kind } = style;
  const sku = ctx.nextSku();
  const { top, leaf } = ctx.categoryPair(kind.category);
  if (style.final) ctx.namer.shown(kind, style.final.look, options.colors);
  else style.final = ctx.namer.name(kind, style.parts, options.colors);
  const { name: baseName, look } = style.final;
  const name = options.colorInName ? withColor(baseName, options.colors[0]!) : baseName;
  const urlKey = ctx.urlKeys.take(name);
  const special = chooseSpecial(random, style.regularNet);
  const dates = chooseDates(random);
  const { description, shortDescription } = describeProduct(random, {
    category: kind.category,
    material: style.material,
    fit: style.fit,
    fitLabel: style.fit ? FIT_LABELS[style.fit] : null,
    sku,
  });
  // The first colour front and back (or detail), then the other colours' fronts.
  const gallery = [
    ...imageViews(kind.image).map((view) => mediaPath(kind.image, look, options.colors[0]!, view)),
    ...options.colors.slice(1).map((color) => mediaPath(kind.image, look, color, "front")),
  ].map((image) => ({ image, video: null, label: null }));
  const attributes: Record<string, string[]> = { material: [materialValue(style.material)] };
  if (style.fit) attributes.fit = [fitValue(style.fit)];
  const priceFields = {
    price: style.regularNet,
    specialPrice: special.specialPrice,
    specialFrom: special.specialFrom,
    specialTo: special.specialTo,
  };

  const soldOut = random.chance(0.02);
  let children: ProductChild[] = [];
  if (options.type === "configurable") {
    children = options.colors.flatMap((color) =>
      options.sizes.map((size) => ({
        id: ctx.nextChildId(),
        sku: `${sku}-${colorDef(color).code}-${size}`,
        // A few variants are switched off in the back office (SPEC §4 variant choice skips them).
        status: random.chance(0.015) ? 2 : 1,
        ...priceFields,
        options: { color: colorValue(color), size: sizeValue(size) },
        image: mediaPath(kind.image, look, color, "front"),
        stock: stockOf(random, soldOut ? 0 : 0.09),
      })),
    );
  } else {
    attributes.color = [colorValue(options.colors[0]!)];
    attributes.size = [sizeValue(options.sizes[0] ?? "OS")];
  }
  const enabled = children.filter((c) => c.status === 1);
  const stock =
    options.type === "configurable"
      ? {
          qty: enabled.reduce((sum, c) => sum + c.stock.qty, 0),
          isInStock: enabled.some((c) => c.stock.isInStock),
          manageStock: true,
        }
      : stockOf(random, soldOut ? 1 : 0.04);

  return {
    id: ctx.nextProductId(),
    sku,
    type: options.type,
    status: 1,
    visibility: 4,
    name,
    description,
    shortDescription,
    urlKey,
    urlPath: {
      nl: `${leaf.urlPath.nl}/${urlKey.nl}`,
      de: `${leaf.urlPath.de}/${urlKey.de}`,
      en: `${leaf.urlPath.en}/${urlKey.en}`,
    },
    categoryIds: [top.id, leaf.id],
    categoryPositions: {},
    brand: style.brand,
    ...priceFields,
    taxClassId: 2,
    isNew: dates.isNew,
    onSale: special.onSale,
    image: gallery[0]?.image ?? null,
    gallery,
    attributes,
    createdAt: dates.createdAt,
    updatedAt: dates.updatedAt,
    stock,
    configurableOptions:
      options.type === "configurable"
        ? [
            {
              attributeId: ATTRIBUTE_IDS.color,
              code: "color",
              label: ATTRIBUTE_LABELS.color,
              position: 0,
              values: options.colors.map((c) => ({ valueIndex: colorValue(c), label: colorDef(c).label })),
            },
            {
              attributeId: ATTRIBUTE_IDS.size,
              code: "size",
              label: ATTRIBUTE_LABELS.size,
              position: 1,
              values: options.sizes.map((s) => ({ valueIndex: sizeValue(s), label: sizeDef(s).label })),
            },
          ]
        : [],
    children,
    links: [],
    bundleOptions: [],
    customOptions: customOptionsFor(ctx, random, kind),
  };
}
