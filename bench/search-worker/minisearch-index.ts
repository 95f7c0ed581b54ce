/**
 * The MiniSearch side of the comparison, built from exactly the documents our Orama index holds
 * (the same searchDocuments) and tokenized by the same Orama tokenizer (same split rule, stop words,
 * stemmer and diacritics folding), so both engines search the same terms.
 */
import MiniSearch, { type Query } from "minisearch";
import type { CatalogData } from "../../worker/catalog";
import { searchDocuments, type StoreIndex } from "../../worker/catalog";
import { BOOST, queryWords, toleranceFor } from "../../worker/catalog";

export interface IndexedDoc {
  id: string;
  name: string;
  sku: string;
  categories: string;
  attributes: string;
}

const FIELDS = ["name", "sku", "categories", "attributes"] as const;

/** Every document of a store's search index, as indexed. */
export function indexedDocs(data: CatalogData, index: StoreIndex): IndexedDoc[] {
  return searchDocuments(data, index.store.code);
}

/**
 * MiniSearch with SPEC §9 boosts (name 4, sku 2, categories 1, attribute labels 1), prefix search,
 * typo tolerance per query term as ours (0 edits up to 3 letters, 1 up to 5, 2 beyond) and OR
 * combination (ours requires 75 % of the words: the same as OR for one- and two-word queries).
 */
export function buildMiniSearch(index: StoreIndex, docs: IndexedDoc[]): MiniSearch<IndexedDoc> {
  const tokenizer = index.tokenizer;
  const mini = new MiniSearch<IndexedDoc>({
    idField: "id",
    fields: [...FIELDS],
    tokenize: (text, field) => tokenizer.tokenize(text, index.language, field),
    processTerm: (term) => term,
    searchOptions: {
      boost: { ...BOOST },
      prefix: true,
      fuzzy: (term) => toleranceFor(term) || false,
      combineWith: "OR",
      tokenize: (text) => tokenizer.tokenize(text, index.language),
      processTerm: (term) => term,
    },
  });
  mini.addAll(docs);
  return mini;
}

/**
 * The query as ours reads it: its distinct words (queryWords), each with the typo tolerance of the
 * word as typed, OR-combined. MiniSearch returns every match, sorted by score.
 */
export function miniQuery(term: string): Query {
  return {
    combineWith: "OR",
    queries: queryWords(term).map((word) => ({ queries: [word], fuzzy: toleranceFor(word) || false })),
  };
}
