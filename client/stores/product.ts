import { atom } from "nanostores";
import { clientWritable } from "./server-guard";

/** The image of the variant the shopper chose on a product page; the gallery follows it. */
export const $chosenVariantImage = clientWritable(atom<string | null>(null));
