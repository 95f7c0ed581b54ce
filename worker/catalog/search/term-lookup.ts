/**
 * Term lookup in radix word trees (Orama's, or the leaner wordTree restored indexes use), without
 * Orama's result assembly.
 *
 * Orama's own `search()` collects a word's posting list with an `Array.includes` per document
 * (quadratic in the list length), explores typo tolerance by pushing every insert/delete/substitute
 * branch on a stack, and then fetches and sorts whole documents even when only ids and scores are
 * wanted. At 10k products one fuzzy word took 20-60 ms that way. Here the same trees and the same
 * BM25 statistics are read directly: a prefix walk, and a Levenshtein walk that carries one
 * dynamic-programming row per tree edge and prunes a branch as soon as no completion can stay
 * within the tolerance. Scores equal Orama's BM25 for the same matches.
 */

/** The parts of Orama's RadixNode this module reads. */
export interface RadixNodeLike {
  /** The edge label leading to this node. */
  s: string;
  /** Children by first letter (read only: leaves of a wordTree share one empty map). */
  c: ReadonlyMap<string, RadixNodeLike>;
  /** A word ends here. */
  e: boolean;
  /** The whole word up to this node (read only where a word ends). */
  w: string;
  /** Number of the word ending here, in trees made by wordTree (its postings' place). */
  p?: number;
}

/** One word's documents (numbers) with the word's BM25 score in each, precomputed. */
export interface Posting {
  docs: Int32Array;
  scores: Float32Array;
}

/**
 * One indexed property: the word tree, and every word's postings back to back in two typed
 * arrays (word p's are at start[p] .. start[p + 1]), instead of a view object per word.
 */
export interface PropertyStats {
  tree: RadixNodeLike;
  start: Int32Array;
  docs: Int32Array;
  scores: Float32Array;
}

/** Orama's BM25 inputs for one property, as its index keeps them. */
export interface OramaPropertyIndex {
  tree: RadixNodeLike & { d: Set<number> };
  avgFieldLength: number;
  fieldLengths: Record<number, number | undefined>;
  frequencies: Record<number, Record<string, number> | undefined>;
  tokenOccurrences: Record<string, number | undefined>;
}

/**
 * Precomputes every (word, document) BM25 score of a property once the index is built: all its
 * inputs (term frequency, document frequency, field lengths, document count) are fixed from then on,
 * and reading them per hit from Orama's per-document objects was most of a query's time.
 */
export function postingsOf(source: OramaPropertyIndex, docsCount: number): Map<string, Posting> {
  const postings = new Map<string, Posting>();
  const stack: (RadixNodeLike & { d: Set<number> })[] = [source.tree];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.e && node.d.size > 0) {
      const ids = Int32Array.from(node.d);
      const occurrences = source.tokenOccurrences[node.w] ?? ids.length;
      const scores = new Float32Array(ids.length);
      ids.forEach((id, i) => {
        const tf = source.frequencies[id]?.[node.w] ?? 0;
        scores[i] = bm25(tf, occurrences, docsCount, source.fieldLengths[id] ?? 0, source.avgFieldLength);
      });
      postings.set(node.w, { docs: ids, scores });
    }
    for (const child of node.c.values()) stack.push(child as RadixNodeLike & { d: Set<number> });
  }
  return postings;
}

/** A word of the index that a query token matched, with its edit distance (0 for a prefix). */
export interface TermMatch {
  word: string;
  distance: number;
  /** The word's number (RadixNodeLike.p) when the tree carries them. */
  posting?: number;
}

/** Every word in the subtree under `node` (the node's own word included). */
function collect(node: RadixNodeLike, distance: number, out: Map<string, TermMatch>): void {
  const stack = [node];
  while (stack.length > 0) {
    const current = stack.pop()!;
    if (current.e) {
      const known = out.get(current.w);
      if (!known || known.distance > distance) out.set(current.w, { word: current.w, distance, posting: current.p });
    }
    for (const child of current.c.values()) stack.push(child);
  }
}

/** The node whose subtree holds every word starting with `prefix`, or null. */
function prefixNode(root: RadixNodeLike, prefix: string): RadixNodeLike | null {
  let node = root;
  let i = 0;
  while (i < prefix.length) {
    const child = node.c.get(prefix[i]!);
    if (!child) return null;
    const label = child.s;
    let j = 0;
    while (j < label.length && i + j < prefix.length && label[j] === prefix[i + j]) j++;
    if (i + j === prefix.length) return child; // the prefix ends on or inside this edge
    if (j < label.length) return null;
    node = child;
    i += j;
  }
  return node;
}

/**
 * Words within `tolerance` edits of `term` (whole-word Damerau distance: insert, delete, substitute,
 * or swap two neighbouring letters, "parak" → "parka"), walking the tree once: each edge extends the
 * previous rows of the edit-distance table by its letters, and a branch whose row minimum exceeds the
 * tolerance cannot come back within it, so it is cut.
 */
export function fuzzy(root: RadixNodeLike, term: string, tolerance: number, out: Map<string, TermMatch>): void {
  const n = term.length;
  const first = Array.from({ length: n + 1 }, (_, i) => i);
  // Each entry: node, the row after the letter before this edge, the row before that, and that letter.
  const stack: [RadixNodeLike, number[], number[] | null, string][] = [];
  for (const child of root.c.values()) stack.push([child, first, null, ""]);
  while (stack.length > 0) {
    const [node, parentRow, grandRow, parentLetter] = stack.pop()!;
    let row = parentRow;
    let before = grandRow;
    let previous = parentLetter;
    let alive = true;
    for (const letter of node.s) {
      const next = new Array<number>(n + 1);
      next[0] = row[0]! + 1;
      let min = next[0];
      for (let i = 1; i <= n; i++) {
        const cost = term[i - 1] === letter ? 0 : 1;
        let value = Math.min(row[i]! + 1, next[i - 1]! + 1, row[i - 1]! + cost);
        if (before && i > 1 && term[i - 1] === previous && term[i - 2] === letter)
          value = Math.min(value, before[i - 2]! + 1);
        next[i] = value;
        if (value < min) min = value;
      }
      before = row;
      row = next;
      previous = letter;
      if (min > tolerance) {
        alive = false;
        break;
      }
    }
    if (!alive) continue;
    const distance = row[n]!;
    if (node.e && distance <= tolerance) {
      const known = out.get(node.w);
      if (!known || known.distance > distance) out.set(node.w, { word: node.w, distance, posting: node.p });
    }
    for (const child of node.c.values()) stack.push([child, row, before, previous]);
  }
}

/**
 * A property's words as one sorted list, for prefix and whole-word lookups without a tree: what the
 * libSQL tier plans against (its matching runs in the database). A tree node per word costs some
 * 200 bytes of heap; at 100,000 products a store view's sku words alone (about 200,000) took 40 MB
 * as a tree, and about 8 MB as an array of strings; as one text with offsets, 3 MB. Sorted in
 * JavaScript's default order (UTF-16 code units), as the seed writes them; a word has no line break.
 */
export class SortedWords {
  /** The words one after the other, each ended by a line break (one string, not one per word). */
  readonly #text: string;
  /** Where word i begins in #text; word i ends one before starts[i + 1]. */
  readonly #starts: Int32Array;

  constructor(words: readonly string[]) {
    this.#text = words.length > 0 ? `${words.join("\n")}\n` : "";
    this.#starts = new Int32Array(words.length + 1);
    let at = 0;
    words.forEach((word, i) => {
      this.#starts[i] = at;
      at += word.length + 1;
    });
    this.#starts[words.length] = at;
  }

  get length(): number {
    return this.#starts.length - 1;
  }

  word(i: number): string {
    return this.#text.slice(this.#starts[i], this.#starts[i + 1]! - 1);
  }

  /** The first index whose word is not below `token`. */
  lowerBound(token: string): number {
    let lo = 0;
    let hi = this.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.word(mid) < token) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}

/** Where a property's words are looked up: a word tree (typo walks need one) or a sorted list. */
export type WordSource = RadixNodeLike | SortedWords;

/**
 * The index words a (normalised) query token matches: every word it is a prefix of, and with a
 * tolerance every word within that many edits, as Orama's `find` does (a tree only).
 */
export function matchTerms(root: WordSource, token: string, tolerance: number): TermMatch[] {
  if (root instanceof SortedWords) {
    if (tolerance > 0) throw new Error("typo matching walks a word tree, not a sorted list");
    const out: TermMatch[] = [];
    for (let i = root.lowerBound(token); i < root.length; i++) {
      const word = root.word(i);
      if (!word.startsWith(token)) break;
      out.push({ word, distance: 0 });
    }
    return out;
  }
  const out = new Map<string, TermMatch>();
  const start = prefixNode(root, token);
  if (start) collect(start, 0, out);
  if (tolerance > 0) fuzzy(root, token, tolerance, out);
  return [...out.values()];
}

/** Whether `token` is a word of the tree or list. */
export function hasWord(root: WordSource, token: string): boolean {
  if (root instanceof SortedWords) {
    const i = root.lowerBound(token);
    return i < root.length && root.word(i) === token;
  }
  const node = prefixNode(root, token);
  return node !== null && node.e && node.w === token;
}

/** Whether any word of the tree or list starts with `token` (the token itself included). */
export function hasPrefix(root: WordSource, token: string): boolean {
  if (root instanceof SortedWords) {
    const i = root.lowerBound(token);
    return i < root.length && root.word(i).startsWith(token);
  }
  return prefixNode(root, token) !== null;
}

const BM25_K = 1.2;
const BM25_B = 0.75;
const BM25_D = 0.5;

/** Orama's BM25 (k 1.2, b 0.75, d 0.5), for one word in one document's property. */
export function bm25(
  tf: number,
  matchingCount: number,
  docsCount: number,
  fieldLength: number,
  avgFieldLength: number,
): number {
  const idf = Math.log(1 + (docsCount - matchingCount + 0.5) / (matchingCount + 0.5));
  return (idf * (BM25_D + tf * (BM25_K + 1))) / (tf + BM25_K * (1 - BM25_B + (BM25_B * fieldLength) / avgFieldLength));
}

/**
 * Adds the BM25 score of each matched word in each document (indexed by document number) to `sums`
 * and keeps the largest in `best`, weighted by `weightOf` (the property's boost, and less for a
 * prefix, synonym or typo match, so the word as typed ranks above its neighbours). A document
 * scoring for the first time is appended to `hits`.
 */
export function scoreMatches(
  stats: PropertyStats,
  matches: TermMatch[],
  weightOf: (match: TermMatch) => number,
  best: Float64Array,
  sums: Float64Array,
  hits: number[],
): void {
  const { start, docs, scores: base } = stats;
  for (const match of matches) {
    const p = match.posting;
    if (p === undefined) continue;
    const weight = weightOf(match);
    for (let i = start[p]!, end = start[p + 1]!; i < end; i++) {
      const id = docs[i]!;
      const score = base[i]! * weight;
      if (sums[id] === 0) hits.push(id);
      sums[id]! += score;
      if (score > best[id]!) best[id] = score;
    }
  }
}

/** Leaves, most of a word tree's nodes, share one empty child map (never written: addChild replaces it). */
const NO_CHILDREN = new Map<string, WordNode>();

/** A word tree node: Orama's RadixNode without its key, document set and per-node child map for leaves. */
class WordNode implements RadixNodeLike {
  c: Map<string, WordNode> = NO_CHILDREN;
  constructor(
    public s: string,
    public e: boolean,
    public w: string,
    public p: number,
  ) {}
}

function addChild(node: WordNode, letter: string, child: WordNode): void {
  if (node.c === NO_CHILDREN) node.c = new Map();
  node.c.set(letter, child);
}

/**
 * A radix tree of `words` in which word i carries p = i, built by the very steps of Orama's
 * RadixTree.insert (same splits, same child order), so walks visit words in the same order and
 * sums of scores come out bit for bit the same. Unlike Orama's, non-word nodes keep no word, no
 * node keeps a document set, and `intern` lets equal labels and words share one string.
 */
export function wordTree(words: readonly string[], intern: (text: string) => string = (text) => text): RadixNodeLike {
  const root = new WordNode("", false, "", -1);
  words.forEach((raw, p) => {
    const word = intern(raw);
    let node = root;
    let i = 0;
    while (i < word.length) {
      const child = node.c.get(word[i]!);
      if (!child) {
        addChild(node, word[i]!, new WordNode(intern(word.slice(i)), true, word, p));
        return;
      }
      const label = child.s;
      let j = 0;
      while (j < label.length && i + j < word.length && label[j] === word[i + j]) j++;
      if (j === label.length) {
        node = child;
        i += j;
        continue;
      }
      // Split the edge at the common part; replacing the map entry keeps its place, as in Orama.
      const between = new WordNode(intern(label.slice(0, j)), false, "", -1);
      addChild(node, word[i]!, between);
      child.s = intern(label.slice(j));
      addChild(between, child.s[0]!, child);
      const rest = word.slice(i + j);
      if (rest) addChild(between, rest[0]!, new WordNode(intern(rest), true, word, p));
      else endWord(between, word, p);
      return;
    }
    // The word ends on an existing node (a prefix of a word inserted before, or the empty word).
    endWord(node, word, p);
  });
  return root;
}

function endWord(node: WordNode, word: string, p: number): void {
  node.e = true;
  node.w = word;
  node.p = p;
}
