/** Counters and lookups shared while one catalogue is generated (ids, skus, url keys, categories). */
import type { Category } from "../../../schema/catalog/category";
import type { DemoCategories } from "./categories";
import { Namer } from "./naming";
import { UrlKeys } from "./names";
import type { Random } from "./random";

export class DemoContext {
  readonly urlKeys = new UrlKeys();
  private productId = 1;
  // Variants get ids of their own range so they never collide with products (the worker maps both).
  private childId = 1_000_000;
  private optionId = 1;
  private optionTypeId = 1;
  private linkId = 1;
  private style = 10_000;

  readonly namer: Namer;

  /** `names`: the stream the product names and looks are drawn from. */
  constructor(
    readonly categories: DemoCategories,
    names: Random,
  ) {
    this.namer = new Namer(names);
  }

  nextProductId(): number {
    return this.productId++;
  }

  nextChildId(): number {
    return this.childId++;
  }

  nextOptionId(): number {
    return this.optionId++;
  }

  /** Custom option value ids start at 1: SPEC §4 only prices values whose option_type_id is above 0. */
  nextOptionTypeId(): number {
    return this.optionTypeId++;
  }

  nextLinkId(): number {
    return this.linkId++;
  }

  /** Article numbers as printed on our labels: AN-10000, AN-10001, … */
  nextSku(): string {
    return `AN-${this.style++}`;
  }

  /** The leaf category of an English url path and its top-level parent. */
  categoryPair(key: string): { top: Category; leaf: Category } {
    const leaf = this.categories.byKey.get(key);
    const top = leaf && this.categories.categories.find((c) => c.id === leaf.parentId);
    if (!leaf || !top) throw new Error(`no category ${key} in CATEGORY_TREE`);
    return { top, leaf };
  }
}
