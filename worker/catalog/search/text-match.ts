import { search } from "@orama/orama";
import type { StoreIndex } from "./store-index";

/** SPEC §9 boosts: name 4, sku 2, category name 1 (and descriptive attribute labels 1). */
export const BOOST = { name: 4, sku: 2, categories: 1, attributes: 1 } as const;
const PROPERTIES = ["name", "sku", "categories", "attributes"] as ("name" | "sku" | "categories" | "attributes")[];
/** SPEC §9: minimum should match 75 % of the words; min score 0.02. */
const MINIMUM_MATCH = 0.75;
const MIN_SCORE = 0.02;
/** The most words of a query that are searched (a pasted paragraph is not a query). */
export const MAX_QUERY_WORDS = 8;
const MAX_HITS_PER_WORD = 10_000;

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
 * so "blue jacket" ranks blue jackets above jackets of any colour.
 */
export async function matchText(index: StoreIndex, term: string): Promise<Map<number, number>> {
  const words = queryWords(term).filter((w) => index.db.tokenizer.tokenize(w, index.language).length > 0);
  const scores = new Map<number, number>();
  if (words.length === 0) return scores;
  const matched = new Map<number, number>();
  for (const word of words) {
    const result = await search(index.db, { term: word, properties: PROPERTIES, boost: BOOST, tolerance: toleranceFor(word), limit: MAX_HITS_PER_WORD, threshold: 1 });
    for (const hit of result.hits) {
      const id = Number(hit.id);
      scores.set(id, (scores.get(id) ?? 0) + hit.score);
      matched.set(id, (matched.get(id) ?? 0) + 1);
    }
  }
  const needed = Math.max(1, Math.floor(words.length * MINIMUM_MATCH));
  const best = Math.max(0, ...scores.values());
  for (const [id, score] of scores) {
    const count = matched.get(id) ?? 0;
    if (count < needed || score < best * MIN_SCORE) scores.delete(id);
    else scores.set(id, (score * count) / words.length);
  }
  return scores;
}
