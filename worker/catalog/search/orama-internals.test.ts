/**
 * Orama's internal state that the index file is written from (orama-file.ts) and that search
 * mirrors (term-lookup.ts), asserted on a small fresh index: Orama keeps these internal, so an
 * upgrade may reshape them without notice. @orama/orama is pinned to an exact version for that
 * reason; each assertion names what changed and which module reads it.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { search } from "@orama/orama";
import { radix } from "@orama/orama/trees";
import { describe, expect, it } from "vitest";
import { SEARCH_PROPERTIES, type SearchDocument } from "./documents";
import { tokenizerFor } from "./languages";
import { oramaDocumentIds, oramaIndexOf, oramaPropertyIndex } from "./orama-file";
import { postingsOf, wordTree, type RadixNodeLike } from "./term-lookup";

const ROOT = path.resolve(import.meta.dirname, "../../..");
const manifestOf = (file: string) => JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
const installed = (name: string) => String(manifestOf(path.join(ROOT, "node_modules", name, "package.json")).version);
const ORAMA = installed("@orama/orama");

/** The message of a failed shape assertion. */
const changed = (thing: string, reader: string) =>
  `@orama/orama ${ORAMA} changed the shape of ${thing} that worker/catalog/search/${reader} reads; ` +
  `check the Orama release notes and adapt ${reader} (and bump SEARCH_INDEX_FORMAT if the file changes) before upgrading`;

const DOCS: SearchDocument[] = [
  { id: "7", name: "Wool coat with shawl collar", sku: "AN-1 AN 1", categories: "Coats", attributes: "Black Camel" },
  { id: "3", name: "Linen dress", sku: "AN-2 AN 2", categories: "Dresses", attributes: "Blue" },
  { id: "9", name: "Wool coat coat", sku: "AN-3 AN 3", categories: "Coats", attributes: "Black" },
];

interface RawNode {
  k: unknown;
  s: unknown;
  c: unknown;
  e: unknown;
  w: unknown;
  d: unknown;
}

/** Every node of a tree with the word its edge labels spell from the root. */
function nodesOf(root: RawNode): { node: RawNode; spelled: string }[] {
  const out: { node: RawNode; spelled: string }[] = [];
  const stack = [{ node: root, spelled: "" }];
  while (stack.length > 0) {
    const entry = stack.pop()!;
    out.push(entry);
    if (entry.node.c instanceof Map)
      for (const child of (entry.node.c as Map<string, RawNode>).values())
        stack.push({ node: child, spelled: entry.spelled + String(child.s) });
  }
  return out;
}

/** A tree's structure as plain data: labels, word ends, words, children in their order. */
function structure(node: RadixNodeLike): unknown {
  return {
    s: node.s,
    e: node.e,
    w: node.e ? node.w : "",
    c: [...node.c].map(([key, child]) => [key, structure(child)]),
  };
}

describe(`Orama internals the search index file reads (@orama/orama ${ORAMA})`, () => {
  it("are those of the exact version package.json pins, for Orama and its stemmers and stop words", () => {
    const dependencies = manifestOf(path.join(ROOT, "package.json")).dependencies as Record<string, string>;
    for (const name of ["@orama/orama", "@orama/stemmers", "@orama/stopwords"])
      expect(
        dependencies[name],
        `package.json must pin ${name} to the installed ${installed(name)} exactly: orama-file.ts reads Orama's internals, and the stemmers and stop words decide the index file's words`,
      ).toBe(installed(name));
  });

  it("the document id store: ids in insertion order, Orama's numbers counting from 1", async () => {
    const db = await oramaIndexOf("en", DOCS);
    const store = db.internalDocumentIDStore as unknown as { internalIdToId: unknown; idToInternalId: unknown };
    const reads = changed("internalDocumentIDStore.internalIdToId", "orama-file.ts");
    expect(Array.isArray(store.internalIdToId), reads).toBe(true);
    expect(store.internalIdToId, reads).toEqual(["7", "3", "9"]);
    expect(oramaDocumentIds(db), reads).toEqual(["7", "3", "9"]);
    expect(store.idToInternalId instanceof Map ? [...store.idToInternalId] : store.idToInternalId, reads).toEqual([
      ["7", 1],
      ["3", 2],
      ["9", 3],
    ]);
  });

  it("each property's radix tree: index type, node fields, words spelled by the edges, documents by Orama's numbers", async () => {
    const db = await oramaIndexOf("en", DOCS);
    const indexes = db.data.index.indexes as unknown as Record<string, { type: unknown; node: RawNode }>;
    for (const prop of SEARCH_PROPERTIES) {
      const reads = changed(`data.index.indexes.${prop} (the radix tree)`, "orama-file.ts");
      expect(indexes[prop]?.type, reads).toBe("Radix");
      const words = new Map<string, number[]>();
      for (const { node, spelled } of nodesOf(indexes[prop]!.node)) {
        expect(typeof node.s, `${reads} (node.s, the edge label)`).toBe("string");
        expect(node.c instanceof Map, `${reads} (node.c, the children by letter)`).toBe(true);
        expect(typeof node.e, `${reads} (node.e, a word ends here)`).toBe("boolean");
        expect(node.d instanceof Set, `${reads} (node.d, the documents)`).toBe(true);
        if (node.e) {
          expect(node.w, `${reads} (node.w, the word)`).toBe(spelled);
          words.set(spelled, [...(node.d as Set<number>)].sort());
        }
      }
      if (prop === "name") {
        expect(words.get("coat"), reads).toEqual([1, 3]);
        expect(words.get("linen"), reads).toEqual([2]);
        // Stop words are left out, words are stemmed: the tree holds the tokenizer's output.
        expect(words.has("with"), reads).toBe(false);
      }
    }
  });

  it("the BM25 statistics: average field length, field lengths, term frequencies and occurrences per property", async () => {
    const db = await oramaIndexOf("en", DOCS);
    const index = db.data.index as unknown as Record<
      "avgFieldLength" | "fieldLengths" | "frequencies" | "tokenOccurrences",
      Record<string, unknown>
    >;
    const reads = (thing: string) => changed(`data.index.${thing}`, "orama-file.ts");
    // Names tokenized (stop words out, each word once): "wool coat shawl collar", "linen dress", "wool coat".
    expect(index.fieldLengths.name, reads("fieldLengths.name")).toEqual({ 1: 4, 2: 2, 3: 2 });
    expect(index.avgFieldLength.name, reads("avgFieldLength.name")).toBeCloseTo(8 / 3, 10);
    expect(index.frequencies.name, reads("frequencies.name")).toEqual({
      1: { wool: 1 / 4, coat: 1 / 4, shawl: 1 / 4, collar: 1 / 4 },
      2: { linen: 1 / 2, dress: 1 / 2 },
      3: { wool: 1 / 2, coat: 1 / 2 },
    });
    expect(index.tokenOccurrences.name, reads("tokenOccurrences.name")).toEqual({
      wool: 2,
      coat: 2,
      shawl: 1,
      collar: 1,
      linen: 1,
      dress: 1,
    });
    const read = oramaPropertyIndex(db, "name");
    expect(read.fieldLengths, reads("fieldLengths")).toBe(index.fieldLengths.name);
    expect(read.tree, reads("indexes.name.node")).toBe(
      (db.data.index.indexes.name as unknown as { node: unknown }).node,
    );
  });

  it("scores the precomputed postings as Orama's own search does (BM25 with k 1.2, b 0.75, d 0.5)", async () => {
    const db = await oramaIndexOf("en", DOCS);
    const postings = postingsOf(oramaPropertyIndex(db, "name"), DOCS.length);
    const reads = changed("full-text scoring (BM25 parameters)", "term-lookup.ts");
    for (const word of ["coat", "linen", "collar"]) {
      const posting = postings.get(word)!;
      const ours = new Map([...posting.docs].map((doc, i) => [oramaDocumentIds(db)[doc - 1], posting.scores[i]]));
      const theirs = await search(db, { term: word, properties: ["name"] });
      expect(new Set(theirs.hits.map((h) => h.id)), reads).toEqual(new Set(ours.keys()));
      for (const hit of theirs.hits) expect(ours.get(hit.id), reads).toBeCloseTo(hit.score, 6);
    }
  });

  it("the radix tree's insertion steps, which the restored word trees repeat", () => {
    const words = ["coats", "coat", "collar", "co", "wool", "woollen", "dress", "dresses", "drape", "c"];
    const tree = new radix.RadixTree();
    for (const word of words) tree.insert(word, 1);
    expect(structure(wordTree(words)), changed("RadixTree.insert's splits and child order", "term-lookup.ts")).toEqual(
      structure(tree),
    );
  });

  it("the tokenizer: Orama's insert calls its tokenize, whose fourth argument turns the normalisation cache on or off", async () => {
    const reads = changed("the tokenizer (tokenize's cache argument, normalizationCache)", "languages.ts");
    const db = await oramaIndexOf("en", DOCS);
    const indexing = db.tokenizer as unknown as { normalizationCache: unknown; language: unknown };
    expect(indexing.language, reads).toBe("english");
    expect(indexing.normalizationCache instanceof Map, reads).toBe(true);
    expect((indexing.normalizationCache as Map<string, string>).size, reads).toBeGreaterThan(0);

    const query = tokenizerFor("en", false);
    expect(query.tokenize("Wool coats with collars", "english"), reads).toEqual(["wool", "coat", "collar"]);
    expect((query as unknown as { normalizationCache: Map<string, string> }).normalizationCache.size, reads).toBe(0);
  });
});
