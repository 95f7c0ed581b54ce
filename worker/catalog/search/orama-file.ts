/**
 * The search index file of a store view (catalog/<version>/search-<store>.json, written by
 * `npm run build`): its format, and how it is written by indexing the documents with Orama in Node
 * and reading what search needs out of Orama's index.
 *
 * Those reads (the document id store, each property's radix tree, the BM25 statistics) are of
 * Orama's internal state, not its API: @orama/orama is pinned to an exact version in package.json
 * and orama-internals.test.ts fails, naming what changed, when an upgrade reshapes any of them.
 */
import { create, insertMultiple, type Orama } from "@orama/orama";
import type { StoreCode } from "../../../domain/store-views";
import type { CatalogData } from "../catalog-data";
import {
  SEARCH_PROPERTIES,
  SEARCH_SCHEMA,
  searchDocuments,
  vocabularyOf,
  type SearchDocument,
  type SearchProperty,
} from "./documents";
import { tokenizerFor } from "./languages";
import { postingsOf, type OramaPropertyIndex } from "./term-lookup";

/** The file name of a store view's search index inside a snapshot version folder. */
export const searchIndexFile = (code: StoreCode) => `search-${code}.json`;

/** Bumped whenever what the index file holds, or how it is tokenized, changes; older files are rebuilt. */
export const SEARCH_INDEX_FORMAT = 4;

/**
 * A store view's search index as a file: the words of each property with their postings,
 * documents numbered 0..n-1.
 */
export interface SearchIndexFile {
  format: number;
  store: StoreCode;
  /** The snapshot version it was built from. */
  version: string;
  /** Product id of each document number. */
  productIds: number[];
  /** The words typos are corrected to (vocabularyOf), lower case. */
  vocabulary: string[];
  properties: Record<SearchProperty, { words: string[]; counts: number[]; docs: number[]; scores: number[] }>;
}

type OramaIndex = Orama<typeof SEARCH_SCHEMA>;

/** An Orama database of search documents in a store view's language, indexed (not sorted: search sorts itself). */
export async function oramaIndexOf(code: StoreCode, docs: SearchDocument[]): Promise<OramaIndex> {
  const db = create({
    schema: SEARCH_SCHEMA,
    sort: { enabled: false },
    components: { tokenizer: tokenizerFor(code, true) },
  });
  await insertMultiple(db, docs, docs.length);
  return db;
}

/** The document ids in Orama's numbering: Orama numbers documents from 1 in insertion order, this array from 0. */
export function oramaDocumentIds(db: OramaIndex): string[] {
  return db.internalDocumentIDStore.internalIdToId;
}

/** A property's radix tree (document sets hold Orama's numbers) and BM25 statistics, as Orama keeps them. */
export function oramaPropertyIndex(db: OramaIndex, prop: SearchProperty): OramaPropertyIndex {
  const index = db.data.index;
  return {
    tree: (index.indexes[prop] as unknown as { node: OramaPropertyIndex["tree"] }).node,
    avgFieldLength: index.avgFieldLength[prop] ?? 1,
    fieldLengths: index.fieldLengths[prop] ?? {},
    frequencies: index.frequencies[prop] ?? {},
    tokenOccurrences: index.tokenOccurrences[prop] ?? {},
  };
}

/**
 * Indexes a store view's products with Orama (its language's tokenizer, stemmer and stop words,
 * ARCHITECTURE §5) and keeps what search reads: each property's words with their documents and
 * BM25 scores. All BM25 inputs are fixed once the catalogue is indexed, so the scores are computed
 * here once instead of per query. Variant skus are not indexed: a query that is a variant sku is
 * resolved through the child index instead, which keeps the index small.
 */
export async function buildSearchIndexFile(data: CatalogData, code: StoreCode): Promise<SearchIndexFile> {
  const docs = searchDocuments(data, code);
  const db = await oramaIndexOf(code, docs);
  const productIds = oramaDocumentIds(db).map(Number);
  const properties = Object.fromEntries(
    SEARCH_PROPERTIES.map((prop) => {
      const postings = postingsOf(oramaPropertyIndex(db, prop), docs.length);
      const entry = { words: [] as string[], counts: [] as number[], docs: [] as number[], scores: [] as number[] };
      for (const [word, posting] of postings) {
        entry.words.push(word);
        entry.counts.push(posting.docs.length);
        for (const doc of posting.docs) entry.docs.push(doc - 1);
        // Six significant digits: the scores are held as 32-bit floats anyway.
        for (const score of posting.scores) entry.scores.push(Number(score.toPrecision(6)));
      }
      return [prop, entry];
    }),
  ) as SearchIndexFile["properties"];
  return {
    format: SEARCH_INDEX_FORMAT,
    store: code,
    version: data.file.version,
    productIds,
    vocabulary: [...vocabularyOf(data, code)].sort(),
    properties,
  };
}
