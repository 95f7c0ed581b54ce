/**
 * Text preparation before Orama tokenizes a product: the words of a text, hyphenated words'
 * parts, Dutch and German compounds' last parts, and which words may serve as compound parts or as
 * corrections. Pure functions of strings; documents.ts applies them to the catalogue.
 */

const WORD = /[\p{L}\p{N}]+/gu;
const HYPHENATED = /[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+/gu;

/** A part of a compound must be a word of its own of at least this many letters, after a head of at least 3. */
const MIN_COMPOUND_PART = 4;
const MIN_COMPOUND_HEAD = 3;

/** Corrections are words of at least this many letters. */
const MIN_VOCABULARY_WORD = 3;

/** The words of a text, lower-cased. */
export function wordsOf(text: string): string[] {
  return Array.from(text.toLowerCase().matchAll(WORD), (m) => m[0]);
}

/**
 * The tokenizer keeps "off-white" and "T-shirt" whole; the parts are added as words of their own
 * so "white" and "shirt" find them too (as Elasticsearch's standard analyzer would).
 */
export function withHyphenParts(text: string): string {
  const parts = text.match(HYPHENATED);
  return parts ? `${text} ${parts.map((p) => p.replace(/-/g, " ")).join(" ")}` : text;
}

/** The words of a text that may be the tail of a compound: long enough, without digits. */
export function compoundPartsOf(text: string): string[] {
  return wordsOf(text).filter((word) => word.length >= MIN_COMPOUND_PART && !/\d/.test(word));
}

/**
 * Dutch and German write compounds as one word ("coltrui", "Wollmantel"); like Elasticsearch's
 * dictionary decompounder, the longest tail of a word that the catalogue also uses as a word of its
 * own ("trui", "mantel") is added, so a search for the garment finds its compounds too.
 */
export function withCompoundParts(text: string, dictionary: ReadonlySet<string>): string {
  const parts: string[] = [];
  for (const word of wordsOf(text)) {
    for (let i = MIN_COMPOUND_HEAD; i <= word.length - MIN_COMPOUND_PART; i++) {
      const tail = word.slice(i);
      if (dictionary.has(tail)) {
        parts.push(tail);
        break;
      }
    }
  }
  return parts.length > 0 ? `${text} ${parts.join(" ")}` : text;
}

/** The words of a text that a mistyped query word may be corrected to: at least 3 letters, not a number. */
export function vocabularyWordsOf(text: string): string[] {
  return wordsOf(text).filter((word) => word.length >= MIN_VOCABULARY_WORD && !/^\d+$/.test(word));
}
