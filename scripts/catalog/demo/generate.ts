/**
 * The built-in demo catalogue of Atelier Noord: deterministic for a given seed and size, pure
 * (no I/O, no clock), so tests and benchmarks can call it directly.
 */
import type { Catalog } from "../../../schema/catalog/snapshot";
import type { Category } from "../../../schema/catalog/category";
import type { Product } from "../../../schema/catalog/product";
import type { TaxRule } from "../../../schema/catalog/tax-rule";
import { addAssortment } from "./assortment";
import { buildAttributes } from "./attributes";
import { buildCategories, ROOT_CATEGORY_ID } from "./categories";
import { DemoContext } from "./context";
import { createRandom, type Random } from "./random";
import { bundleSet, groupedSet, maxMembers, MemberPool, type SetTheme } from "./sets";

export const DEFAULT_PRODUCTS = 1000;
export const DEFAULT_SEED = 2026;
/** Below this the sets cannot find their members and the shares stop making sense. */
export const MIN_PRODUCTS = 50;

export interface DemoOptions {
  /** Number of products in the catalogue (configurable parents, simples, sets and their hidden members). */
  products?: number;
  seed?: number;
}

/** SPEC §3 tax rule for Magento's "Taxable Goods" (2) and "Retail Customer" (3): NL 21 %, DE 19 %. */
export const TAX_RULES: TaxRule[] = [
  {
    id: 1,
    code: "Taxable goods",
    productTaxClassIds: [2],
    customerTaxClassIds: [3],
    rates: [
      { countryId: "NL", regionId: 0, postcode: "*", rate: 21, code: "NL-BTW-21" },
      { countryId: "DE", regionId: 0, postcode: "*", rate: 19, code: "DE-MwSt-19" },
    ],
  },
];

/** About 1.2 % grouped and 0.8 % bundle products, alternating themes. */
function planSets(total: number): SetTheme[] {
  const grouped = Math.max(1, Math.round(total * 0.012));
  const bundles = Math.max(1, Math.round(total * 0.008));
  return [
    ...Array.from({ length: grouped }, (_, i): SetTheme => (i % 2 === 0 ? "winter" : "belts")),
    ...Array.from({ length: bundles }, (_, i): SetTheme => (i % 2 === 0 ? "giftbox" : "leather")),
  ];
}

/** A few products are switched off in the back office (SPEC §4: pages reject status 2 and above). */
function disableSome(random: Random, products: Product[], protectedSkus: Set<string>): Product[] {
  return products.map((p) =>
    p.visibility === 4 && !protectedSkus.has(p.sku) && random.chance(0.005) ? { ...p, status: 2 } : p,
  );
}

/** A page of listing tiles: within it, no picture shows twice while the category has enough others. */
export const TILE_PAGE = 50;

/**
 * Reorders a shuffled category so a tile's picture does not come back soon: first one product of
 * every picture (pictures with repeats first), then the second of each repeated picture in the same
 * order, and so on. With D pictures, a picture's second showing comes D places after its first, so
 * a page of TILE_PAGE tiles repeats nothing when the category has at least TILE_PAGE pictures.
 */
function spreadPictures(indexes: readonly number[], products: readonly Product[]): number[] {
  const groups = new Map<string, number[]>();
  for (const index of indexes) {
    const image = products[index]?.image ?? `#${index}`;
    const group = groups.get(image);
    if (group) group.push(index);
    else groups.set(image, [index]);
  }
  // Stable: keeps the shuffled order among pictures with as many copies.
  const order = [...groups.values()].sort((a, b) => b.length - a.length);
  const out: number[] = [];
  for (let round = 0; out.length < indexes.length; round++)
    for (const group of order) if (round < group.length) out.push(group[round]!);
  return out;
}

/** Merchandising order per category: a shuffled order, positions 1…n (SPEC §9 default sort). */
function withPositions(random: Random, products: Product[]): Product[] {
  const byCategory = new Map<number, number[]>();
  products.forEach((p, index) => {
    for (const id of p.categoryIds) {
      const list = byCategory.get(id);
      if (list) list.push(index);
      else byCategory.set(id, [index]);
    }
  });
  const positions: Record<string, number>[] = products.map(() => ({}));
  for (const [categoryId, indexes] of [...byCategory.entries()].sort(([a], [b]) => a - b)) {
    spreadPictures(random.shuffle(indexes), products).forEach((index, i) => {
      const own = positions[index];
      if (own) own[String(categoryId)] = i + 1;
    });
  }
  return products.map((p, i) => ({ ...p, categoryPositions: positions[i] ?? {} }));
}

/** Listed, enabled products per category; the root counts them all. */
function withCounts(categories: Category[], products: Product[]): Category[] {
  const listed = products.filter((p) => p.status === 1 && p.visibility !== 1 && p.visibility !== 3);
  const counts = new Map<number, number>();
  for (const p of listed) for (const id of p.categoryIds) counts.set(id, (counts.get(id) ?? 0) + 1);
  return categories.map((c) => ({
    ...c,
    productCount: c.id === ROOT_CATEGORY_ID ? listed.length : (counts.get(c.id) ?? 0),
  }));
}

export function generateDemoCatalog(options: DemoOptions = {}): Catalog {
  const total = options.products ?? DEFAULT_PRODUCTS;
  const seed = options.seed ?? DEFAULT_SEED;
  if (!Number.isInteger(total) || total < MIN_PRODUCTS)
    throw new RangeError(`products must be a whole number of at least ${MIN_PRODUCTS}`);
  if (!Number.isInteger(seed)) throw new RangeError("seed must be a whole number");

  const random = createRandom(seed);
  const demoCategories = buildCategories();
  const ctx = new DemoContext(demoCategories, random.fork("names"));
  const themes = planSets(total);
  const reserve = themes.reduce((sum, theme) => sum + 1 + maxMembers(theme), 0);

  // The assortment first (sets draw their members from it), then the sets, then top up to the exact count.
  const assortmentRandom = random.fork("assortment");
  const products: Product[] = [];
  addAssortment(ctx, assortmentRandom, products, total - reserve);
  const setRandom = random.fork("sets");
  const pool = new MemberPool(ctx, setRandom, products);
  const sets = themes.map((theme) =>
    theme === "winter" || theme === "belts"
      ? groupedSet(ctx, setRandom, pool, theme)
      : bundleSet(ctx, setRandom, pool, theme),
  );
  products.push(...pool.created, ...sets);
  addAssortment(ctx, assortmentRandom, products, total);

  const members = new Set(
    sets.flatMap((s) => [
      ...s.links.map((link) => link.sku),
      ...s.bundleOptions.flatMap((o) => o.links.map((link) => link.sku)),
    ]),
  );
  const finished = withPositions(random.fork("positions"), disableSome(random.fork("status"), products, members));
  return {
    source: `demo: seed ${seed}, ${total} products`,
    rootCategoryId: ROOT_CATEGORY_ID,
    categories: withCounts(demoCategories.categories, finished),
    attributes: buildAttributes(),
    taxRules: TAX_RULES,
    products: finished,
  };
}
