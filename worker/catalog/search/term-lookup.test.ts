import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { radix } from "@orama/orama/trees";
import {
  hasPrefix,
  hasWord,
  matchTerms,
  SortedWords,
  wordTree,
  type RadixNodeLike,
  type WordSource,
} from "./term-lookup";

/** Damerau distance (optimal string alignment: a swap of two neighbours is one edit), the reference the tree walk must agree with. */
function distance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  return d[a.length]![b.length]!;
}

function treeOf(words: string[]): RadixNodeLike {
  const tree = new radix.RadixTree();
  for (const word of words) tree.insert(word, 0);
  return tree;
}

/** What matchTerms must return: prefix matches at distance 0, else whole words within the tolerance. */
function reference(words: string[], token: string, tolerance: number): Map<string, number> {
  const out = new Map<string, number>();
  for (const word of new Set(words)) {
    if (word.startsWith(token)) out.set(word, 0);
    else if (tolerance > 0 && distance(token, word) <= tolerance) out.set(word, distance(token, word));
  }
  return out;
}

const asMap = (matches: { word: string; distance: number }[]) => new Map(matches.map((m) => [m.word, m.distance]));

describe("term lookup in Orama's radix tree", () => {
  const words = [
    "jas",
    "jassen",
    "jasje",
    "jurk",
    "jurken",
    "trui",
    "truien",
    "trenchcoat",
    "broek",
    "broeken",
    "blouse",
    "marineblauw",
  ];

  it("finds every word a token is a prefix of", () => {
    expect(asMap(matchTerms(treeOf(words), "jas", 0))).toEqual(
      new Map([
        ["jas", 0],
        ["jassen", 0],
        ["jasje", 0],
      ]),
    );
    expect(asMap(matchTerms(treeOf(words), "tr", 0))).toEqual(
      new Map([
        ["trui", 0],
        ["truien", 0],
        ["trenchcoat", 0],
      ]),
    );
    expect(matchTerms(treeOf(words), "xyz", 0)).toEqual([]);
  });

  it("finds words within the typo tolerance, with their edit distance", () => {
    // A swap of two neighbouring letters is one edit (Damerau): "trenchcaot", "parak".
    expect(asMap(matchTerms(treeOf(words), "trenchcaot", 2)).get("trenchcoat")).toBe(1);
    expect(asMap(matchTerms(treeOf(words), "burk", 1))).toEqual(new Map([["jurk", 1]]));
    expect(asMap(matchTerms(treeOf(words), "turi", 1))).toEqual(new Map([["trui", 1]]));
    expect(asMap(matchTerms(treeOf(words), "brok", 1))).toEqual(new Map([["broek", 1]]));
    expect(asMap(matchTerms(treeOf(words), "marineblau", 1)).get("marineblauw")).toBe(0);
  });

  it("agrees with a brute-force scan on random vocabularies", () => {
    const word = fc.stringMatching(/^[abcde]{1,7}$/);
    fc.assert(
      fc.property(
        fc.array(word, { minLength: 1, maxLength: 40 }),
        word,
        fc.integer({ min: 0, max: 2 }),
        (vocabulary, token, tolerance) => {
          expect(asMap(matchTerms(treeOf(vocabulary), token, tolerance))).toEqual(
            reference(vocabulary, token, tolerance),
          );
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe("a sorted word list", () => {
  it("answers whole-word, prefix and prefix-match lookups as the word tree of the same words", () => {
    const word = fc.stringMatching(/^[ab1-]{1,6}$/);
    fc.assert(
      fc.property(fc.uniqueArray(word, { minLength: 1, maxLength: 60 }), word, (words, token) => {
        const tree = wordTree(words);
        const sorted = new SortedWords([...words].sort());
        expect(hasWord(sorted, token)).toBe(hasWord(tree, token));
        expect(hasPrefix(sorted, token)).toBe(hasPrefix(tree, token));
        const asWords = (root: WordSource) =>
          matchTerms(root, token, 0)
            .map((m) => m.word)
            .sort();
        expect(asWords(sorted)).toEqual(asWords(tree));
      }),
    );
  });

  it("refuses a typo walk, which needs a tree", () => {
    expect(() => matchTerms(new SortedWords(["jas"]), "jaz", 1)).toThrow(/word tree/);
    expect(hasPrefix(new SortedWords([]), "a")).toBe(false);
    expect(matchTerms(new SortedWords([]), "a", 0)).toEqual([]);
  });
});
