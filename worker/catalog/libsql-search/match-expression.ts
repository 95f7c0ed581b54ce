/**
 * A planned query (search/text-match.ts planQuery) as an FTS5 match expression. The isolate plans as
 * the in-isolate tier does (tokens, synonyms, compound parts, typo corrections, all from the
 * store's word lists); the database only finds and scores the documents.
 *
 * - A word is the OR of its terms. A term as typed is asked for twice, and each longer index word it
 *   begins once ("jas", "jas", "jasje", "jassen"): FTS5's bm25() adds up every phrase a row matches,
 *   so the word itself weighs double what a longer word it only begins does, as the in-isolate tier
 *   weighs prefixes lower. Synonyms and corrections are asked for once, as whole words.
 * - The minimum match (SPEC §9: 75 % of the words, rounded up; half in the fallback pass) is the OR of
 *   every combination of that many words, each an AND: FTS5 intersects the posting lists itself.
 */
import type { PlannedWord } from "../search/text-match";

/** More combinations than this and the expression asks for every word of the query instead. */
const MAX_COMBINATIONS = 128;

const quoted = (token: string) => `"${token.replace(/"/g, '""')}"`;

/**
 * The index words longer than a token that begin with it (the isolate's word lists know them), so a
 * prefix is asked for as those words: FTS5 seeks each word's posting list, where a prefix query
 * without a prefix index merges every such word's list whole before the first match (at a million
 * products, most of a multi-word search's time). Null: ask FTS5 for the prefix itself.
 */
export type LongerWords = ((token: string) => readonly string[]) | null;

/** A word's terms as one OR group, or null when the word found no term (it can never match). */
export function wordExpression(word: PlannedWord, longer: LongerWords = null): string | null {
  const parts: string[] = [];
  for (const { token, weight } of word.terms) {
    if (weight < 1) parts.push(quoted(token));
    else if (longer === null) parts.push(quoted(token), `${quoted(token)}*`);
    // The word as typed twice (bm25 adds up each phrase a row matches), each longer word once.
    else parts.push(quoted(token), quoted(token), ...longer(token).map(quoted));
  }
  return parts.length === 0 ? null : parts.length === 1 ? parts[0]! : `(${parts.join(" OR ")})`;
}

function combinations(items: number[], k: number): number[][] {
  const out: number[][] = [];
  const pick = (start: number, chosen: number[]) => {
    if (chosen.length === k) {
      out.push([...chosen]);
      return;
    }
    for (let i = start; i <= items.length - (k - chosen.length); i++) {
      chosen.push(items[i]!);
      pick(i + 1, chosen);
      chosen.pop();
    }
  };
  pick(0, []);
  return out;
}

const binomial = (n: number, k: number) => {
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return r;
};

/**
 * The expression that matches a document when at least `needed` of the planned words match it, or
 * null when no document can (fewer words have terms than are needed).
 */
export function matchExpression(
  planned: readonly PlannedWord[],
  needed: number,
  longer: LongerWords = null,
): string | null {
  const words = planned.map((word) => wordExpression(word, longer));
  const usable = words.flatMap((w, i) => (w === null ? [] : [i]));
  if (needed < 1 || usable.length < needed) return null;
  const and = (ids: number[]) => (ids.length === 1 ? words[ids[0]!]! : `(${ids.map((i) => words[i]!).join(" AND ")})`);
  if (needed === usable.length || binomial(usable.length, needed) > MAX_COMBINATIONS) return and(usable);
  if (needed === 1) return usable.map((i) => words[i]!).join(" OR ");
  return combinations(usable, needed).map(and).join(" OR ");
}
