import { atom } from "nanostores";
import { clientWritable } from "./server-guard";

/** The image of the variant the shopper chose on a product page; the gallery follows it. */
export const $chosenVariantImage = clientWritable(atom<string | null>(null));

/** The variant sku the shopper chose on a product page (the in-store stock panel asks for it). */
export const $chosenVariantSku = clientWritable(atom<string | null>(null));
