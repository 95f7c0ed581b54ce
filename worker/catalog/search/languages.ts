/**
 * The language of each store view as search analyses it: Orama's tokenizer for that language
 * (its split rule, stop words, Snowball stemmer and diacritics). Indexing and queries must
 * tokenize alike, so both take their tokenizer from here.
 */
import { components, type Tokenizer } from "@orama/orama";
import { stemmer as dutchStemmer } from "@orama/stemmers/dutch";
import { stemmer as englishStemmer } from "@orama/stemmers/english";
import { stemmer as germanStemmer } from "@orama/stemmers/german";
import { stopwords as dutchStopwords } from "@orama/stopwords/dutch";
import { stopwords as englishStopwords } from "@orama/stopwords/english";
import { stopwords as germanStopwords } from "@orama/stopwords/german";
import type { StoreCode } from "../../../domain/store-views";

const LANGUAGES = {
  nl: { language: "dutch", stemmer: dutchStemmer, stopWords: dutchStopwords },
  de: { language: "german", stemmer: germanStemmer, stopWords: germanStopwords },
  en: { language: "english", stemmer: englishStemmer, stopWords: englishStopwords },
} as const;

/** Orama's name of a store view's language ("dutch"). */
export type SearchLanguage = (typeof LANGUAGES)[StoreCode]["language"];

export const searchLanguage = (code: StoreCode): SearchLanguage => LANGUAGES[code].language;

/**
 * The store language's tokenizer; `cache` decides whether it keeps each distinct word it normalised
 * (Orama's normalisation cache, a Map without any bound).
 */
export function tokenizerFor(code: StoreCode, cache: boolean): Tokenizer {
  const lang = LANGUAGES[code];
  const tokenizer = components.tokenizer.createTokenizer({
    language: lang.language,
    stemming: true,
    stemmer: lang.stemmer,
    stopWords: lang.stopWords,
  });
  // Indexing: Orama tokenizes documents on insert with its cache off, so every word of every product
  // went through the Snowball stemmer again; with the cache each distinct word is stemmed once, and the
  // cache goes with the throw-away Orama database. Queries: Orama's default would cache too, and the
  // isolate-lifetime index would then keep every distinct word anyone ever searched, so it is off.
  const tokenize = tokenizer.tokenize.bind(tokenizer);
  return Object.assign(tokenizer, {
    tokenize: (raw: string, language?: string, prop?: string) => tokenize(raw, language, prop, cache),
  });
}
