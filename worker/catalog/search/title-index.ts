/**
 * A small index of product names in the isolate, for the libSQL tier's bad moments: while the search
 * database cannot answer, a search nobody asked recently is answered from the names of the products
 * the isolate's catalogue lists (each query word, stemmed as search stems it, must begin a word of the
 * name), in listing order and marked limited. Built on the first such search per store view (the
 * names' tokens in an inverted index: some 2 MB at 30,000 products), never while the database answers.
 */
import type { StoreView } from "../../../domain/store-views";
import type { ProductSummary } from "../../../schema/catalog/snapshot";
import type { CatalogData } from "../catalog-data";
import { listingOf } from "./catalog-listing-cache";
import { searchLanguage, tokenizerFor } from "./languages";
import { queryWords } from "./text-match";

interface TitleIndex {
  /** Listing numbers of the products whose name has each token, ascending. */
  byToken: Map<string, number[]>;
  tokens: string[];
  tokenize: (text: string) => string[];
}

const indexes = new WeakMap<CatalogData, Map<string, TitleIndex>>();

function titleIndexOf(data: CatalogData, store: StoreView): TitleIndex {
  let byStore = indexes.get(data);
  if (!byStore) indexes.set(data, (byStore = new Map<string, TitleIndex>()));
  let index = byStore.get(store.code);
  if (!index) {
    const tokenizer = tokenizerFor(store.code, false);
    const language = searchLanguage(store.code);
    const tokenize = (text: string) => tokenizer.tokenize(text, language);
    const byToken = new Map<string, number[]>();
    listingOf(data).products.forEach((p, n) => {
      for (const token of new Set(tokenize(p.name[store.code]))) {
        const list = byToken.get(token);
        if (list) list.push(n);
        else byToken.set(token, [n]);
      }
    });
    index = { byToken, tokens: [...byToken.keys()].sort(), tokenize };
    byStore.set(store.code, index);
  }
  return index;
}

/** The listing numbers of every product with a name token that begins with `prefix`. */
function numbersBeginning(index: TitleIndex, prefix: string): Set<number> {
  const out = new Set<number>();
  let lo = 0;
  let hi = index.tokens.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (index.tokens[mid]! < prefix) lo = mid + 1;
    else hi = mid;
  }
  for (let i = lo; i < index.tokens.length && index.tokens[i]!.startsWith(prefix); i++)
    for (const n of index.byToken.get(index.tokens[i]!)!) out.add(n);
  return out;
}

/** The listable products whose names hold every word of the query (as a word's beginning), in listing order. */
export function titleMatches(data: CatalogData, store: StoreView, q: string): ProductSummary[] {
  const index = titleIndexOf(data, store);
  const tokens = [...new Set(queryWords(q).flatMap((word) => index.tokenize(word)))];
  if (tokens.length === 0) return [];
  let hits = numbersBeginning(index, tokens[0]!);
  for (const token of tokens.slice(1)) {
    if (hits.size === 0) return [];
    const found = numbersBeginning(index, token);
    hits = new Set([...hits].filter((n) => found.has(n)));
  }
  const products = listingOf(data).products;
  return [...hits].sort((a, b) => a - b).map((n) => products[n]!);
}
