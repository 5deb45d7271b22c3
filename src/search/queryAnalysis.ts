import type {Query} from 'minisearch';
import {camelParts, stemOf, termsOf, words as wordsOf} from './analyze';
import {alternativesOf} from './names';
import stopWords from './stopWords.json';
import {TUNING} from './tuning';

/**
 * Query analysis: which of the typed words are searched (stop words, from stopWords.json, drop out), the index
 * terms that answer each (word forms, camelCase parts, prefix, typos, other names), and the cheap test of which
 * text words can hold those terms.
 */

/** Plain lowercase words only: an option name (`enableHiding`) or a camelCase word is never dropped. */
const STOP_WORDS = new Set(stopWords.stopWords);

const allWords = (query: string): string[] => [...new Set(wordsOf(query).map((word) => word.toLowerCase()))];

/** The query's distinct words as typed, so camelCase words split into their parts (a repeat keeps its place). */
export const typedWords = (query: string): string[] => [
  ...new Map(wordsOf(query).map((word) => [word.toLowerCase(), word])).values(),
];

/** The words to search for: `typed` without stop words, unless it has nothing else. */
export function searchedWords(typed: string[]): string[] {
  const meaningful = typed.filter((word) => !STOP_WORDS.has(word.toLowerCase()));
  return meaningful.length > 0 ? meaningful : typed;
}

/** The query's distinct words, lowercased, without stop words unless it has nothing else. */
export function queryWords(query: string): string[] {
  return searchedWords(allWords(query));
}

/**
 * One query word and the index terms that answer it: its stem (any word
 * form), the word as typed (prefix while it is the word being typed, typos
 * when long enough), its camelCase parts together, and the current names of
 * an old option name (V2 → V3) or a hand-written synonym.
 */
export interface Concept {
  word: string;
  /** Identifies the query below (for the cache of recent word results). */
  key: string;
  query: Query;
  /** Stems and lowercased forms that count as this word when highlighting. */
  terms: Set<string>;
}

const {typos} = TUNING;

function conceptOf(word: string, last: boolean, loose: boolean, known: (term: string) => boolean): Concept {
  const lower = word.toLowerCase();
  const stem = stemOf(lower);
  const terms = new Set([lower, stem]);
  // typos only for words the index does not know (a known word is not a typo), or for a mistyped URL
  const typo = loose
    ? lower.length >= typos.looseTwoFrom
      ? 2
      : lower.length >= typos.looseOneFrom && 1
    : !known(lower) && !known(stem) && lower.length >= typos.unknownFrom && typos.unknownShare;
  const queries: Query[] = [{queries: [stem], prefix: false, fuzzy: false}];
  // the word as typed: a prefix while it is the word being typed (as Algolia's prefixLast), or a typo
  const prefix = last && lower.length >= TUNING.prefixFrom;
  if (prefix || typo) queries.push({queries: [lower], prefix, fuzzy: typo});
  const parts = camelParts(word);
  if (parts.length > 1) {
    const partStems = parts.map((part) => stemOf(part.toLowerCase()));
    partStems.forEach((part) => terms.add(part));
    queries.push({combineWith: 'AND', queries: partStems, prefix: false, fuzzy: false});
  }
  for (const alternative of alternativesOf(lower)) {
    const alternativeTerms = termsOf(alternative);
    alternativeTerms.forEach((term) => terms.add(term));
    queries.push({queries: [alternative.toLowerCase()], prefix: false, fuzzy: false});
  }
  return {word: lower, key: `${word} ${prefix} ${typo}`, query: {combineWith: 'OR', queries}, terms};
}

/** The concepts of the searched words (at most `TUNING.maxConcepts`); the last one is the word being typed. */
export const conceptsOf = (searched: string[], loose: boolean, known: (term: string) => boolean): Concept[] =>
  searched
    .slice(0, TUNING.maxConcepts)
    .map((word, index, list) => conceptOf(word, index === list.length - 1, loose, known));

const termsCache = new Map<string, string[]>();
/** A word's index terms (`termsOf`), kept: page titles, headings and question words recur. */
export function cachedTerms(word: string): string[] {
  let terms = termsCache.get(word);
  if (!terms) {
    terms = termsOf(word);
    if (termsCache.size > TUNING.termsCache) termsCache.clear();
    termsCache.set(word, terms);
  }
  return terms;
}

/**
 * The first three letters (two for two-letter terms) of every term: a plain word starting otherwise cannot
 * match one, since a stem keeps its word's first letters.
 */
export const startsOf = (terms: Iterable<string>): Set<string> => new Set([...terms].map((term) => term.slice(0, 3)));

/** Whether `word` can match a term starting with one of `starts`: camelCase words always can (by their parts). */
export const mayMatch = (lower: string, word: string, starts: Set<string>): boolean =>
  starts.has(lower.slice(0, 3)) || starts.has(lower.slice(0, 2)) || /\p{Lu}/u.test(word.slice(1));
