/**
 * The scale part's catalogues past what one process can generate: a TierSource that replicates a
 * base source `times` over, produced row by row (generators over the base's rows), so a million
 * products cost the memory of the base. Replica r (0 is the base itself) numbers its docs after the
 * previous replicas' (doc + r · docs), offsets product ids by r · idSpan and prefixes skus with
 * `R<r>-` (the base's skus stay as they are, so its sku queries still find one product); category
 * positions follow the previous replicas' in each category and the "new" ranks theirs. The words
 * are the base's, so each store view's terms body is the base's too, and every term's statistics
 * repeat `times` over: a stand-in for a bigger catalogue's size, not for its vocabulary. Pure.
 */
import type { SearchTierSource as TierSource } from "../../worker/catalog";

type ElementOf<T> = T extends Iterable<infer E> ? E : never;
export type DocRow = ElementOf<TierSource["docs"]>;
type StoreSource = TierSource["stores"][keyof TierSource["stores"]];

/** A sku of replica r. */
export const replicaSku = (sku: string, r: number): string => (r === 0 ? sku : `R${r}-${sku}`);

/** An iterable that can be walked more than once (each walk runs `rows` again). */
const again = <T>(rows: () => Generator<T>): Iterable<T> => ({ [Symbol.iterator]: rows });

/** Materialises a source's rows once (the base must be walked once per replica). */
export function materialised(source: TierSource) {
  const stores = Object.fromEntries(
    Object.entries(source.stores).map(([code, s]) => [code, { rows: [...s.rows], terms: s.terms }]),
  ) as Record<keyof TierSource["stores"], { rows: ElementOf<StoreSource["rows"]>[]; terms: StoreSource["terms"] }>;
  return {
    docs: [...source.docs],
    facets: [...source.facets],
    cats: [...source.cats],
    skus: [...source.skus],
    stores,
    products: source.products,
  };
}

/** `base` replicated `times` over (times 1: the base itself, row for row). */
export function replicatedSource(base: TierSource, times: number): TierSource {
  if (!Number.isInteger(times) || times < 1) throw new Error(`replicas: a whole number ≥ 1, not ${times}`);
  const b = materialised(base);
  const docs = b.docs.length;
  if (docs !== base.products) throw new Error(`the base has ${docs} docs but says ${base.products} products`);
  const idSpan = b.docs.reduce((max, d) => Math.max(max, d.id), 0);
  const rankSpan = b.docs.reduce((max, d) => Math.max(max, d.newRank), -1) + 1;
  const places = new Map<number, number>();
  for (const [category, , pos] of b.cats) places.set(category, Math.max(places.get(category) ?? 0, pos + 1));
  const replicas = function* <T>(each: (r: number) => Generator<T>): Generator<T> {
    for (let r = 0; r < times; r++) yield* each(r);
  };
  const stores = Object.fromEntries(
    Object.entries(b.stores).map(([code, s]) => [
      code,
      {
        terms: s.terms,
        rows: again(() =>
          replicas(function* (r) {
            for (const row of s.rows) yield { ...row, doc: row.doc + r * docs };
          }),
        ),
      },
    ]),
  ) as TierSource["stores"];
  return {
    products: docs * times,
    docs: again(() =>
      replicas(function* (r) {
        for (const d of b.docs) {
          if (r === 0) yield d;
          else {
            const id = d.id + r * idSpan;
            const sku = replicaSku(d.sku, r);
            yield {
              ...d,
              doc: d.doc + r * docs,
              id,
              sku,
              newRank: d.newRank + r * rankSpan,
              summary: { ...d.summary, id, sku },
            };
          }
        }
      }),
    ),
    facets: again(() =>
      replicas(function* (r) {
        for (const [doc, code, value] of b.facets) yield [doc + r * docs, code, value] as [number, string, string];
      }),
    ),
    cats: again(() =>
      replicas(function* (r) {
        for (const [category, doc, pos] of b.cats)
          yield [category, doc + r * docs, pos + r * places.get(category)!] as [number, number, number];
      }),
    ),
    skus: again(() =>
      replicas(function* (r) {
        for (const [sku, doc] of b.skus) yield [replicaSku(sku, r), doc + r * docs] as [string, number];
      }),
    ),
    stores,
  };
}
