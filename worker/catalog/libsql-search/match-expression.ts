/**
 * A planned query (search/text-match.ts planQuery) as an FTS5 match expression. The isolate plans as
 * the in-isolate tier does (tokens, synonyms, compound parts, typo corrections, all from the
 * store's word lists); the database only finds and scores the documents.
 *
 * - A word is the OR of its terms. A term as typed is asked for twice, as the word and as a prefix
 *   ("jas" and "jas*"): FTS5's bm25() adds up every phrase a row matches, so the word itself weighs
 *   double what a longer word it only begins does, as the in-isolate tier weighs prefixes lower.
 *   Synonyms and corrections are asked for once, as whole words.
 * - The minimum match (SPEC §9: 75 % of the words, rounded up; half in the fallback pass) is the OR of
 *   every combination of that many words, each an AND: FTS5 intersects the posting lists itself.
 */
import type { PlannedWord } from "../search/text-match";

/** More combinations than this and the expression asks for every word of the query instead. */
const MAX_COMBINATIONS = 128;

const quoted = (token: string) => `"${token.replace(/"/g, '""')}"`;

/** A word's terms as one OR group, or null when the word found no term (it can never match). */
export function wordExpression(word: PlannedWord): string | null {
  const parts: string[] = [];
  for (const { token, weight } of word.terms) {
    if (weight >= 1) parts.push(quoted(token), `${quoted(token)}*`);
    else parts.push(quoted(token));
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
export function matchExpression(planned: readonly PlannedWord[], needed: number): string | null {
  const words = planned.map(wordExpression);
  const usable = words.flatMap((w, i) => (w === null ? [] : [i]));
  if (needed < 1 || usable.length < needed) return null;
  const and = (ids: number[]) => (ids.length === 1 ? words[ids[0]!]! : `(${ids.map((i) => words[i]!).join(" AND ")})`);
  if (needed === usable.length || binomial(usable.length, needed) > MAX_COMBINATIONS) return and(usable);
  if (needed === 1) return usable.map((i) => words[i]!).join(" OR ");
  return combinations(usable, needed).map(and).join(" OR ");
}
