import type { VariantChoice } from "../../../domain/variant";

/** The id of a product page's add-to-bag form; the island's button submits it when JavaScript is off. */
export const ADD_TO_BAG_FORM = "add-to-bag";

/** Prices as the store view shows them: cents incl. tax. */
export interface ShownPrice {
  regular: number;
  special: number | null;
  final: number;
  /** Beside a special price: the lowest price of the 30 days before the reduction, incl. tax. */
  priorLowest?: number | null;
}

export interface VariantView extends VariantChoice {
  price: ShownPrice;
  image: string | null;
  /** Where this variant's page is (/p/{parent}/{slug}/{child}). */
  url: string;
}

export interface OptionView {
  code: string;
  label: string;
  values: { value: string; label: string; swatch: string | null }[];
}

export interface CustomOptionView {
  optionId: number;
  title: string;
  type: "radio" | "checkbox" | "select" | "drop_down" | "field";
  required: boolean;
  values: { optionTypeId: number; title: string; priceType: "fixed" | "percent"; price: number }[];
}

export interface LinkedItemView {
  id: number;
  sku: string;
  name: string;
  url: string | null;
  price: ShownPrice;
  qty: number;
  isDefault: boolean;
  inStock: boolean;
}

export interface BundleOptionView {
  optionId: number;
  title: string;
  type: "select" | "radio" | "checkbox" | "multi";
  required: boolean;
  links: LinkedItemView[];
}

export interface ColorRelationView {
  sku: string;
  url: string;
  label: string;
  swatch: string | null;
  current: boolean;
}

/** Everything the product options island needs: it owns price, variant choice and stock state. */
export interface ProductOptionsProps {
  sku: string;
  type: string;
  /** The product's name and main image (media path), for the cart line "Add to bag" makes (set by the page). */
  name?: string;
  image?: string | null;
  baseUrl: string;
  price: ShownPrice;
  inStock: boolean;
  /** False when the server could not read live stock: the page must not claim 'In stock!'. */
  stockKnown: boolean;
  variants: VariantView[];
  options: OptionView[];
  selected: Record<string, string>;
  selectedSku: string | null;
  variantError: string | null;
  customOptions: CustomOptionView[];
  grouped: LinkedItemView[];
  bundle: BundleOptionView[];
  colorRelations: ColorRelationView[];
}

/** A bag line being changed in cart edit mode (SPEC §4): its key and the variant it holds now. */
export interface EditedLine {
  key: string;
  sku: string;
}
