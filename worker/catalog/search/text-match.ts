import { SEARCH_PROPERTIES, type StoreIndex } from "./store-index";
import { matchTerms, scoreMatches } from "./term-lookup";

/** SPEC §9 boosts: name 4, sku 2, category name 1 (and descriptive attribute labels 1). */
export const BOOST = { name: 4, sku: 2, categories: 1, attributes: 1 } as const;
/** SPEC §9: minimum should match 75 % of the words; min score 0.02. */
const MINIMUM_MATCH = 0.75;
const MIN_SCORE = 0.02;
/** The most words of a query that are searched (a pasted paragraph is not a query). */
export const MAX_QUERY_WORDS = 8;
/** A typo match scores this share of an exact match per edit, so the word as typed ranks first. */
const TYPO_WEIGHT = 0.5;

const WORD = /[\p{L}\p{N}][\p{L}\p{N}'-]*/gu;

/** The distinct words of a query, lower-cased, at most MAX_QUERY_WORDS. */
export function queryWords(term: string): string[] {
  const words = [...term.toLowerCase().matchAll(WORD)].map((m) => m[0].replace(/^[-']+|[-']+$/g, "")).filter(Boolean);
  return [...new Set(words)].slice(0, MAX_QUERY_WORDS);
}

/**
 * Typo tolerance of SPEC §9 "fuzziness 2", scaled the way Elasticsearch's AUTO does so short words
 * do not match half the vocabulary: exact up to 3 letters, 1 edit up to 5, 2 edits beyond.
 */
export function toleranceFor(word: string): number {
  return word.length <= 3 ? 0 : word.length <= 5 ? 1 : 2;
}

/**
 * Full-text relevance: each word is searched on its own (prefix and typo tolerant, stemmed in the
 * store's language) and the scores are added up; a product must match at least 75 % of the words,
 * and the sum is scaled by the share of words it matched (Lucene's classic coordination factor),
 * so "blue jacket" ranks blue jackets above jackets of any colour. Scores are keyed by product id.
 */
export function matchText(index: StoreIndex, term: string): Map<number, number> {
  const tokenized = queryWords(term)
    .map((word) => ({ word, tokens: index.tokenizer.tokenize(word, index.language) }))
    .filter((w) => w.tokens.length > 0);
  const scores = new Map<number, number>();
  if (tokenized.length === 0) return scores;
  const sums = accumulatorsOf(index);
  const { total, matched, word } = sums;
  const touched: number[] = [];
  const wordHits: number[] = [];
  try {
    collectScores(index, tokenized, sums, touched, wordHits);
    const needed = Math.max(1, Math.floor(tokenized.length * MINIMUM_MATCH));
    let best = 0;
    for (const id of touched) if (total[id]! > best) best = total[id]!;
    for (const id of touched) {
      const count = matched[id]!;
      if (count >= needed && total[id]! >= best * MIN_SCORE)
        scores.set(index.productIdByDoc[id]!, (total[id]! * count) / tokenized.length);
    }
  } finally {
    // Leave the shared accumulators all zero for the next query, whatever happened.
    for (const id of touched) total[id] = matched[id] = 0;
    for (const id of wordHits) word[id] = 0;
  }
  return scores;
}

/** Dense accumulators by document number: the sum over words, how many words matched, the current word's score. */
interface Accumulators {
  total: Float64Array;
  matched: Uint8Array;
  word: Float64Array;
}

// Three fresh arrays of the index's size per query (17 bytes a document, 0.4 MB at 25k products,
// outside the JS heap) made garbage collections the slow tail of search. matchText runs to the end
// synchronously and leaves them all zero, so one set per index, dropped with the index, serves
// every query.
const accumulators = new WeakMap<StoreIndex, Accumulators>();

function accumulatorsOf(index: StoreIndex): Accumulators {
  let found = accumulators.get(index);
  if (!found) {
    found = {
      total: new Float64Array(index.docsCount),
      matched: new Uint8Array(index.docsCount),
      word: new Float64Array(index.docsCount),
    };
    accumulators.set(index, found);
  }
  return found;
}

/** Adds up each query word's scores per document into `total` and counts the words each document matched. */
function collectScores(
  index: StoreIndex,
  tokenized: { word: string; tokens: string[] }[],
  { total, matched, word }: Accumulators,
  touched: number[],
  wordHits: number[],
): void {
  for (const { word: text, tokens } of tokenized) {
    const tolerance = toleranceFor(text);
    wordHits.length = 0;
    for (const token of tokens) {
      for (const prop of SEARCH_PROPERTIES) {
        const stats = index.stats[prop];
        scoreMatches(stats, matchTerms(stats.tree, token, tolerance), BOOST[prop], TYPO_WEIGHT, word, wordHits);
      }
    }
    for (const id of wordHits) {
      if (matched[id] === 0) touched.push(id);
      matched[id]!++;
      total[id]! += word[id]!;
      word[id] = 0;
    }
  }
}
