/**
 * A planned query (search/text-match.ts planQuery) as an FTS5 match expression. The isolate plans as
 * the in-isolate tier does (tokens, synonyms, compound parts, typo corrections, all from the
 * store's word lists); the database only finds and scores the documents.
 *
 * - A word is the OR of its terms. A term as typed is asked for twice, and each longer index word it
 *   begins once ("jas", "jas", "jasje", "jassen"): FTS5's bm25() adds up every phrase a row matches,
 *   so the word itself weighs double what a longer word it only begins does, as the in-isolate tier
 *   weighs prefixes lower. Synonyms and corrections are asked for once, as whole words.
 * - The minimum match (SPEC §9: 75 % of the words, rounded up; half in the fallback pass) is "at least
 *   k of these words", which FTS5 cannot say directly. It is written split in halves where that keeps
 *   every word equally often in the expression: "3 of A B C D" is (A OR B) AND C AND D OR A AND B AND
 *   (C OR D), each word twice, where the OR of every 3-word AND names each word three times and makes
 *   FTS5 walk its posting lists three times. Otherwise it is that OR of every combination. Each word
 *   must appear equally often: bm25() adds up every phrase of the expression a row matches, so a word
 *   named more often would weigh more.
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

/** An expression tree over word indexes: a word, or an AND / OR of parts. */
type Node = number | { op: "AND" | "OR"; parts: Node[] };

/** A group of parts; a part that is a group of the same kind is merged into it (A AND (B AND C) is A AND B AND C). */
function join(op: "AND" | "OR", parts: Node[]): Node {
  const flat = parts.flatMap((part) => (typeof part !== "number" && part.op === op ? part.parts : [part]));
  return flat.length === 1 ? flat[0]! : { op, parts: flat };
}

/** At least k of `ids` as the OR of every k-combination, each an AND. */
function combinations(ids: readonly number[], k: number): Node {
  const out: Node[] = [];
  const pick = (start: number, chosen: number[]) => {
    if (chosen.length === k) {
      out.push(join("AND", [...chosen]));
      return;
    }
    for (let i = start; i <= ids.length - (k - chosen.length); i++) {
      chosen.push(ids[i]!);
      pick(i + 1, chosen);
      chosen.pop();
    }
  };
  pick(0, []);
  return join("OR", out);
}

/**
 * At least k of `ids` (0 < k ≤ ids.length) split in halves: the OR over j of "at least j of the first
 * half AND at least k − j of the second", each half again split the same way.
 */
function halves(ids: readonly number[], k: number): Node {
  if (k === ids.length) return join("AND", [...ids]);
  if (k === 1) return join("OR", [...ids]);
  const left = ids.slice(0, Math.floor(ids.length / 2));
  const right = ids.slice(left.length);
  const options: Node[] = [];
  for (let j = Math.max(0, k - right.length); j <= Math.min(k, left.length); j++) {
    const parts = [...(j > 0 ? [halves(left, j)] : []), ...(k - j > 0 ? [halves(right, k - j)] : [])];
    options.push(join("AND", parts));
  }
  return join("OR", options);
}

/** How often each word index appears in a tree. */
function occurrences(node: Node, counts = new Map<number, number>()): Map<number, number> {
  if (typeof node === "number") counts.set(node, (counts.get(node) ?? 0) + 1);
  else for (const part of node.parts) occurrences(part, counts);
  return counts;
}

function size(node: Node): number {
  return typeof node === "number" ? 1 : node.parts.reduce<number>((sum, part) => sum + size(part), 0);
}

/** "At least k of ids": split in halves when every word then appears equally often and less in all, else every combination. */
function atLeast(ids: readonly number[], k: number): Node {
  const balanced = halves(ids, k);
  const counts = new Set(occurrences(balanced).values());
  if (counts.size !== 1) return combinations(ids, k);
  const all = combinations(ids, k);
  return size(balanced) < size(all) ? balanced : all;
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
  const write = (node: Node, top: boolean): string => {
    if (typeof node === "number") return words[node]!;
    const text = node.parts.map((part) => write(part, false)).join(` ${node.op} `);
    return top ? text : `(${text})`;
  };
  if (binomial(usable.length, needed) > MAX_COMBINATIONS) return write(join("AND", usable), false);
  const tree = atLeast(usable, needed);
  return write(tree, typeof tree === "number" || tree.op === "OR");
}

/** A parsed expression: a word (its index in `Scoring.words`), a prefix, or an AND / OR of parts. */
export type ScoreNode = { word: number } | { prefix: string } | { op: "AND" | "OR"; parts: ScoreNode[] };

/** What a pass's matches are scored by (query.ts): the expression's distinct words and its tree. */
export interface Scoring {
  words: string[];
  tree: ScoreNode;
}

/**
 * An expression this module wrote, parsed back (quoted words, prefixes, AND, OR, parentheses; AND
 * binds before OR, as in FTS5), so the database can score each match as bm25() would: bm25 adds up
 * every phrase of the expression a row holds, except those in an AND that the row does not satisfy.
 */
export function scoringOf(expression: string | null): Scoring | null {
  if (expression === null) return null;
  const tokens = expression.match(/"(?:[^"]|"")*"\*?|\(|\)|\bAND\b|\bOR\b/g) ?? [];
  const words: string[] = [];
  let at = 0;
  const primary = (): ScoreNode => {
    const token = tokens[at++] ?? "";
    if (token === "(") {
      const inner = or();
      at++; // ")"
      return inner;
    }
    const prefix = token.endsWith("*");
    const word = token.slice(1, prefix ? -2 : -1).replace(/""/g, '"');
    if (prefix) return { prefix: word };
    let index = words.indexOf(word);
    if (index < 0) index = words.push(word) - 1;
    return { word: index };
  };
  const group = (op: "AND" | "OR", next: () => ScoreNode) => (): ScoreNode => {
    const parts = [next()];
    while (tokens[at] === op) {
      at++;
      parts.push(next());
    }
    return parts.length === 1 ? parts[0]! : { op, parts };
  };
  const and = group("AND", primary);
  const or: () => ScoreNode = group("OR", and);
  return { words, tree: or() };
}
