/**
 * The demo's attributes: colour (with swatches), size, material and fit, with option labels in
 * the three store languages. Option values are numeric ids as text, as in Magento dumps, so the
 * worker treats demo and imported catalogues alike.
 */
import type { Attribute } from "../../../schema/catalog/attribute";
import type { Localized } from "../../../schema/catalog/localized";

const l = (nl: string, de: string, en: string): Localized => ({ nl, de, en });

export interface ColorDef {
  /** File-name slug, e.g. "off-white". */
  slug: string;
  /** Three letters in child skus, e.g. "OWH". */
  code: string;
  label: Localized;
  swatch: string;
}

export const COLORS = [
  { slug: "black", code: "BLK", label: l("Zwart", "Schwarz", "Black"), swatch: "#1d1d1f" },
  { slug: "off-white", code: "OWH", label: l("Gebroken wit", "Wollweiß", "Off-white"), swatch: "#ece6da" },
  { slug: "grey-melange", code: "GRM", label: l("Grijs gemêleerd", "Grau meliert", "Grey melange"), swatch: "#a19f9b" },
  { slug: "charcoal", code: "ANT", label: l("Antraciet", "Anthrazit", "Charcoal"), swatch: "#3e4043" },
  { slug: "navy", code: "NVY", label: l("Marineblauw", "Marineblau", "Navy"), swatch: "#1f2a44" },
  { slug: "camel", code: "CML", label: l("Camel", "Camel", "Camel"), swatch: "#b4895b" },
  { slug: "cognac", code: "COG", label: l("Cognac", "Cognac", "Cognac"), swatch: "#8a4b26" },
  { slug: "burgundy", code: "BDX", label: l("Bordeaux", "Bordeaux", "Burgundy"), swatch: "#5b1f2b" },
  { slug: "olive", code: "OLV", label: l("Olijfgroen", "Oliv", "Olive"), swatch: "#5d5f40" },
  { slug: "forest", code: "GRN", label: l("Donkergroen", "Dunkelgrün", "Forest green"), swatch: "#2c4436" },
  { slug: "sand", code: "SND", label: l("Zand", "Sand", "Sand"), swatch: "#d5c5a8" },
  { slug: "ochre", code: "OCH", label: l("Oker", "Ocker", "Ochre"), swatch: "#bf8b33" },
  { slug: "rust", code: "RST", label: l("Roestbruin", "Rostbraun", "Rust"), swatch: "#a14a2c" },
  { slug: "light-blue", code: "LBL", label: l("Lichtblauw", "Hellblau", "Light blue"), swatch: "#a9bdd3" },
  { slug: "dusty-pink", code: "ROS", label: l("Oudroze", "Altrosa", "Dusty pink"), swatch: "#d2a6a0" },
] as const satisfies readonly ColorDef[];
export type ColorSlug = (typeof COLORS)[number]["slug"];

export interface SizeDef {
  code: string;
  label: Localized;
}

export const SIZES = [
  { code: "XS", label: l("XS", "XS", "XS") },
  { code: "S", label: l("S", "S", "S") },
  { code: "M", label: l("M", "M", "M") },
  { code: "L", label: l("L", "L", "L") },
  { code: "XL", label: l("XL", "XL", "XL") },
  { code: "XXL", label: l("XXL", "XXL", "XXL") },
  { code: "OS", label: l("One size", "Einheitsgröße", "One size") },
] as const satisfies readonly SizeDef[];
export type SizeCode = (typeof SIZES)[number]["code"];

export const MATERIAL_KEYS = [
  "wool",
  "cashmere",
  "merino",
  "alpaca",
  "cotton",
  "linen",
  "silk",
  "viscose",
  "leather",
  "suede",
  "corduroy",
  "denim",
  "tweed",
  "jersey",
  "flannel",
  "canvas",
] as const;
export type MaterialKey = (typeof MATERIAL_KEYS)[number];

export const MATERIAL_LABELS: Record<MaterialKey, Localized> = {
  wool: l("Wol", "Wolle", "Wool"),
  cashmere: l("Kasjmier", "Kaschmir", "Cashmere"),
  merino: l("Merinowol", "Merinowolle", "Merino wool"),
  alpaca: l("Alpaca", "Alpaka", "Alpaca"),
  cotton: l("Katoen", "Baumwolle", "Cotton"),
  linen: l("Linnen", "Leinen", "Linen"),
  silk: l("Zijde", "Seide", "Silk"),
  viscose: l("Viscose", "Viskose", "Viscose"),
  leather: l("Leer", "Leder", "Leather"),
  suede: l("Suède", "Veloursleder", "Suede"),
  corduroy: l("Ribfluweel", "Cord", "Corduroy"),
  denim: l("Denim", "Denim", "Denim"),
  tweed: l("Tweed", "Tweed", "Tweed"),
  jersey: l("Jersey", "Jersey", "Jersey"),
  flannel: l("Flanel", "Flanell", "Flannel"),
  canvas: l("Canvas", "Canvas", "Canvas"),
};

export const FIT_KEYS = ["slim", "regular", "relaxed", "oversized"] as const;
export type FitKey = (typeof FIT_KEYS)[number];

const FIT_LABELS: Record<FitKey, Localized> = {
  slim: l("Slim fit", "Slim Fit", "Slim fit"),
  regular: l("Regular fit", "Regular Fit", "Regular fit"),
  relaxed: l("Relaxed fit", "Relaxed Fit", "Relaxed fit"),
  oversized: l("Oversized", "Oversized", "Oversized"),
};

/** Attribute ids as in a Magento install, so ids look familiar next to imported catalogues. */
export const ATTRIBUTE_IDS = { color: 93, size: 144, material: 136, fit: 151 } as const;
const VALUE_BASE = { color: 49, size: 166, material: 200, fit: 240 } as const;

export const colorValue = (slug: ColorSlug): string =>
  String(VALUE_BASE.color + COLORS.findIndex((c) => c.slug === slug));
export const sizeValue = (code: SizeCode): string => String(VALUE_BASE.size + SIZES.findIndex((s) => s.code === code));
export const materialValue = (key: MaterialKey): string => String(VALUE_BASE.material + MATERIAL_KEYS.indexOf(key));
export const fitValue = (key: FitKey): string => String(VALUE_BASE.fit + FIT_KEYS.indexOf(key));

export function colorDef(slug: ColorSlug): ColorDef {
  const color = COLORS.find((c) => c.slug === slug);
  if (!color) throw new Error(`unknown colour ${slug}`);
  return color;
}

export function sizeDef(code: SizeCode): SizeDef {
  const size = SIZES.find((s) => s.code === code);
  if (!size) throw new Error(`unknown size ${code}`);
  return size;
}

export const ATTRIBUTE_LABELS = {
  color: l("Kleur", "Farbe", "Colour"),
  size: l("Maat", "Größe", "Size"),
  material: l("Materiaal", "Material", "Material"),
  fit: l("Pasvorm", "Passform", "Fit"),
} as const;

function selectAttribute(code: keyof typeof ATTRIBUTE_IDS, options: Attribute["options"]): Attribute {
  return {
    id: ATTRIBUTE_IDS[code],
    code,
    label: ATTRIBUTE_LABELS[code],
    input: "select",
    options,
    isUserDefined: true,
    isVisible: true,
    isComparable: code !== "size",
    isFilterable: true,
    defaultValue: null,
  };
}

/** The attribute list of the demo catalogue, every one offered as a listing filter. */
export function buildAttributes(): Attribute[] {
  return [
    selectAttribute(
      "color",
      COLORS.map((c, i) => ({ value: colorValue(c.slug), label: c.label, swatch: c.swatch, position: i })),
    ),
    selectAttribute(
      "size",
      SIZES.map((s, i) => ({ value: sizeValue(s.code), label: s.label, position: i })),
    ),
    selectAttribute(
      "material",
      MATERIAL_KEYS.map((k, i) => ({ value: materialValue(k), label: MATERIAL_LABELS[k], position: i })),
    ),
    selectAttribute(
      "fit",
      FIT_KEYS.map((k, i) => ({ value: fitValue(k), label: FIT_LABELS[k], position: i })),
    ),
  ];
}
