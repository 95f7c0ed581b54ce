/** Element types of the snapshot schema the generator builds piece by piece. */
import type { Product } from "../../../schema/catalog/product";

export type CustomOption = Product["customOptions"][number];
export type BundleOption = Product["bundleOptions"][number];
export type ProductLink = Product["links"][number];
