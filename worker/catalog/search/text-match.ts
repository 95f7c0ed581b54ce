import { SEARCH_PROPERTIES } from "./documents";
import type { StoreIndex, TermIndex } from "./store-index";
import { fuzzy, hasPrefix, hasWord, matchTerms, scoreMatches, type TermMatch } from "./term-lookup";
import { synonymsFor } from "./synonyms";

/**
 * SPEC §9 boosts: name 4, sku 2, category name 1; colour and material labels 3, so a colour or
 * material word ranks products of that colour or material ("blauwe trui": navy jumpers first).
 */
export const BOOST = { name: 4, sku: 2, categories: 1, attributes: 3 } as const;
/** SPEC §9: minimum should match 75 % of the words (rounded up: two or three words must all match); min score 0.02. */
const MINIMUM_MATCH = 0.75;
const MIN_SCORE = 0.02;
/** When nothing matches 75 % of the words, the fallback pass asks for half of them. */
const RELAXED_MINIMUM_MATCH = 0.5;
/** The most words of a query that are searched (a pasted paragraph is not a query). */
export const MAX_QUERY_WORDS = 8;
/** A typo match scores this share of an exact match per edit, so the word as typed ranks first. */
const TYPO_WEIGHT = 0.5;
/** A word the query word only begins ("jas" in "jassen") scores at most this share of the word itself. */
const PREFIX_WEIGHT = 0.7;

/**
 * The weight of a word the token only begins, less the more letters it adds: a rare longer word
 * ("short-sleev" for "short") must not outscore the word itself in another product.
 */
function prefixWeight(token: string, word: string): number {
  const share = token.length / word.length;
  return PREFIX_WEIGHT * share * share;
}
/** A synonym scores this share of the word as typed. */
const SYNONYM_WEIGHT = 0.9;
/** Share of a word's other matches added to its best one (Elasticsearch's multi_match tie_breaker). */
const TIE_BREAKER = 0.1;
/** Compound parts: a head and a tail of at least this many letters ("kabel" + "trui"). */
const MIN_PART = 3;
/** A compound's head may be the beginning of an index word only from this many letters. */
const MIN_PREFIX_HEAD = 5;

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

/** The words that must match, at 75 % of n (rounded up), SPEC §9. */
export function wordsNeeded(n: number): number {
  return Math.max(1, Math.ceil(n * MINIMUM_MATCH));
}

/** The fallback pass's minimum match: half the words (rounded up), so one of two words is enough. */
export function wordsNeededRelaxed(n: number): number {
  return Math.max(1, Math.ceil(n * RELAXED_MINIMUM_MATCH));
}

/** One index token a query word searches for, with the weight of its matches. */
interface Term {
  token: string;
  weight: number;
}

/** A word of the query as searched: its own tokens, its synonyms', or its typo corrections'. */
export interface PlannedWord {
  word: string;
  terms: Term[];
  /** The vocabulary words a misspelt word was corrected to (empty when it was found as typed). */
  corrections: string[];
}

function tokensOf(index: TermIndex, text: string): string[] {
  return index.tokenizer.tokenize(text, index.language);
}

/** Whether any property's words begin with the token (or, `exact`, are it). */
function known(index: TermIndex, token: string, exact: boolean): boolean {
  return SEARCH_PROPERTIES.some((prop) =>
    exact ? hasWord(index.stats[prop].tree, token) : hasPrefix(index.stats[prop].tree, token),
  );
}

/**
 * The word's own tokens and its synonyms', each with its weight; null when none is in the index
 * (`exact`: as a whole word, not only as the beginning of one).
 */
function foundTerms(index: TermIndex, word: string, weight: number, exact = false): Term[] | null {
  const terms: Term[] = [];
  const push = (text: string, w: number) => {
    for (const token of tokensOf(index, text))
      if (!terms.some((t) => t.token === token) && known(index, token, exact)) terms.push({ token, weight: w });
  };
  push(word, weight);
  for (const synonym of synonymsFor(index.store.code).get(word) ?? []) push(synonym, weight * SYNONYM_WEIGHT);
  return terms.length > 0 ? terms : null;
}

/**
 * A word as typed is searched as itself and its synonyms. A word the index does not know is split
 * into a compound's parts when both are known ("kabeltrui" → "kabel" + "trui", "Leinenkleid" →
 * "leinen" + "kleid"), else corrected to the closest words of the vocabulary (Damerau distance, so
 * "parak" finds "parka"); typo corrections are only tried when the word is not found as typed, so an
 * exact word never brings its near neighbours ("shirt" never finds "skirt").
 */
function planWord(index: TermIndex, word: string): PlannedWord[] {
  const found = foundTerms(index, word, 1);
  if (found) return [{ word, terms: found, corrections: [] }];
  // The tail must be a whole word of the index; the head may begin one ("kabel" of "kabelpatroon")
  // when it is long enough to mean something.
  for (let i = word.length - MIN_PART; i >= MIN_PART; i--) {
    const tail = foundTerms(index, word.slice(i), 1, true);
    if (!tail) continue;
    const headWord = word.slice(0, i);
    const headOf = (text: string) => foundTerms(index, text, 1, text.length < MIN_PREFIX_HEAD);
    // German and Dutch link parts with an s ("Arbeitshose"); try the head without it too.
    const head =
      headOf(headWord) ?? (headWord.endsWith("s") && headWord.length > MIN_PART ? headOf(headWord.slice(0, -1)) : null);
    if (head)
      return [
        { word: headWord, terms: head, corrections: [] },
        { word: word.slice(i), terms: tail, corrections: [] },
      ];
  }
  const corrections = correctionsOf(index, word);
  return [{ word, terms: correctedTerms(index, corrections), corrections: corrections.map((c) => c.word) }];
}

/**
 * The vocabulary words closest to a misspelt word (all at the smallest distance within its
 * tolerance). A misspelling seldom starts with the wrong letter ("pants" is not "hats", "rok" not
 * "broek"), so only words with its first letter count, unless `anyFirstLetter` (the fallback pass).
 */
export function correctionsOf(index: TermIndex, word: string, anyFirstLetter = false): TermMatch[] {
  const tolerance = toleranceFor(word);
  if (tolerance === 0) return [];
  const out = new Map<string, TermMatch>();
  fuzzy(index.vocabularyTree, word, tolerance, out);
  let best = Infinity;
  for (const m of out.values()) if (m.distance < best) best = m.distance;
  return [...out.values()].filter(
    (m) => m.distance === best && m.distance > 0 && (anyFirstLetter || m.word[0] === word[0]),
  );
}

/** The terms of a word's typo corrections, each weighted by its distance. */
function correctedTerms(index: TermIndex, corrections: TermMatch[]): Term[] {
  const terms: Term[] = [];
  for (const c of corrections) {
    for (const t of foundTerms(index, c.word, Math.pow(TYPO_WEIGHT, c.distance)) ?? [])
      if (!terms.some((x) => x.token === t.token)) terms.push(t);
  }
  return terms;
}

/** The query's words as searched (at most MAX_QUERY_WORDS), stop words left out. */
export function planQuery(index: TermIndex, term: string): PlannedWord[] {
  return queryWords(term)
    .filter((word) => tokensOf(index, word).length > 0)
    .flatMap((word) => planWord(index, word))
    .slice(0, MAX_QUERY_WORDS);
}

/**
 * Full-text relevance: each word is searched on its own (as typed and by its synonyms, stemmed in
 * the store's language, prefixes included; corrected when misspelt) and the scores are added up; a
 * product must match at least 75 % of the words (all of two or three), and the sum is scaled by the
 * share of words it matched (Lucene's classic coordination factor). Scores are keyed by product id.
 */
export function matchText(index: StoreIndex, term: string): Map<number, number> {
  return matchPlanned(index, planQuery(index, term));
}

/**
 * The fallback plan for a query that matched nothing (issue 35 point 9): each word the strict plan
 * found no term for is corrected again with any first letter ("ahorts" → "shorts"); null when that
 * changes nothing and the minimum match cannot be lowered either, so a second pass would find
 * nothing again.
 */
export function relaxPlan(index: TermIndex, planned: PlannedWord[]): PlannedWord[] | null {
  let changed = wordsNeededRelaxed(planned.length) < wordsNeeded(planned.length);
  const relaxed = planned.map((w) => {
    if (w.terms.length > 0) return w;
    const corrections = correctionsOf(index, w.word, true);
    const terms = correctedTerms(index, corrections);
    if (terms.length === 0) return w;
    changed = true;
    return { word: w.word, terms, corrections: corrections.map((c) => c.word) };
  });
  return changed && relaxed.some((w) => w.terms.length > 0) ? relaxed : null;
}

/**
 * Scores by product id for a plan; `relaxed` asks only half the words to match (the fallback
 * pass) instead of SPEC §9's 75 %.
 */
export function matchPlanned(index: StoreIndex, planned: PlannedWord[], relaxed = false): Map<number, number> {
  const scores = new Map<number, number>();
  if (planned.length === 0) return scores;
  const sums = accumulatorsOf(index);
  const { total, matched, word, best: wordBest } = sums;
  const touched: number[] = [];
  const wordHits: number[] = [];
  try {
    collectScores(index, planned, sums, touched, wordHits);
    const needed = relaxed ? wordsNeededRelaxed(planned.length) : wordsNeeded(planned.length);
    let best = 0;
    for (const id of touched) if (matched[id]! >= needed && total[id]! > best) best = total[id]!;
    for (const id of touched) {
      const count = matched[id]!;
      if (count >= needed && total[id]! >= best * MIN_SCORE)
        scores.set(index.productIdByDoc[id]!, (total[id]! * count) / planned.length);
    }
  } finally {
    // Leave the shared accumulators all zero for the next query, whatever happened.
    for (const id of touched) total[id] = matched[id] = 0;
    for (const id of wordHits) word[id] = wordBest[id] = 0;
  }
  return scores;
}

/**
 * Dense accumulators by document number: the sum over words, how many words matched, and the
 * current word's sum and best score over its matches.
 */
interface Accumulators {
  total: Float64Array;
  matched: Uint8Array;
  word: Float64Array;
  best: Float64Array;
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
      best: new Float64Array(index.docsCount),
    };
    accumulators.set(index, found);
  }
  return found;
}

/** Adds up each query word's scores per document into `total` and counts the words each document matched. */
function collectScores(
  index: StoreIndex,
  planned: PlannedWord[],
  { total, matched, word, best }: Accumulators,
  touched: number[],
  wordHits: number[],
): void {
  for (const { terms } of planned) {
    wordHits.length = 0;
    for (const { token, weight } of terms) {
      for (const prop of SEARCH_PROPERTIES) {
        const stats = index.stats[prop];
        const matches = matchTerms(stats.tree, token, 0);
        const weightOf = (m: TermMatch) => BOOST[prop] * weight * (m.word === token ? 1 : prefixWeight(token, m.word));
        scoreMatches(stats, matches, weightOf, best, word, wordHits);
      }
    }
    // A word scores by its best match, as Elasticsearch's best_fields: "short" does not count
    // twice in "Short-Sleeve Tee", nor a colour named in the name and in the colour attribute.
    for (const id of wordHits) {
      if (matched[id] === 0) touched.push(id);
      matched[id]!++;
      total[id]! += best[id]! + TIE_BREAKER * (word[id]! - best[id]!);
      word[id] = best[id] = 0;
    }
  }
}
