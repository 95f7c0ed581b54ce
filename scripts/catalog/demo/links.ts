/**
 * Merchandising links of the demo catalogue (issue 32.3): about a third of the clothes carry
 * cross-sells to accessories ("complete the look"), a related piece of their own category and an
 * up-sell to a dearer one, as a Magento shop's merchandisers set them. The rest have none, so the
 * storefront's fallbacks show too. Links are made regardless of stock, as in a real back office
 * where a linked product sells out later: the storefront leaves sold-out ones out.
 */
import type { Product } from "../../../schema/catalog/product";
import type { Random } from "./random";

type Link = Product["links"][number];

const listed = (p: Product) => p.status === 1 && (p.visibility === 2 || p.visibility === 4);

/** The products with their merchandising links added; `accessoriesId` is the accessories' top category. */
export function withMerchandisingLinks(random: Random, products: Product[], accessoriesId: number): Product[] {
  const candidates = products.filter((p) => listed(p) && (p.type === "simple" || p.type === "configurable"));
  const accessories = candidates.filter((p) => p.categoryIds.includes(accessoriesId));
  const byLeaf = new Map<number, Product[]>();
  for (const p of candidates) {
    const leaf = p.categoryIds.at(-1);
    if (leaf === undefined) continue;
    const list = byLeaf.get(leaf);
    if (list) list.push(p);
    else byLeaf.set(leaf, [p]);
  }
  return products.map((p) => {
    if (!listed(p) || p.categoryIds.includes(accessoriesId) || p.links.length > 0 || !random.chance(0.35)) return p;
    const siblings = (byLeaf.get(p.categoryIds.at(-1)!) ?? []).filter((o) => o.sku !== p.sku);
    const cross = random.sample(accessories, random.int(2, 3));
    const related = random.sample(siblings, 1);
    const dearer = siblings.filter((o) => o.price > p.price && !related.includes(o));
    const upsell = dearer.length > 0 ? [random.pick(dearer)] : [];
    const links: Link[] = [
      ...cross.map((o, i) => ({ type: "crosssell" as const, sku: o.sku, qty: 0, position: i + 1 })),
      ...related.map((o, i) => ({ type: "related" as const, sku: o.sku, qty: 0, position: i + 1 })),
      ...upsell.map((o, i) => ({ type: "upsell" as const, sku: o.sku, qty: 0, position: i + 1 })),
    ];
    return { ...p, links };
  });
}
