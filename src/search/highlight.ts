import type {HighlightResult, SnippetResult} from './types';
import {WORD} from './analyze';
import {cachedTerms, mayMatch, startsOf} from './queryAnalysis';
import {TUNING} from './tuning';

/**
 * Highlighting and snippets as Algolia returns them (`_highlightResult`, `_snippetResult`): the words of a text
 * that answer the query are marked with the request's tags, everything else is HTML-escaped.
 */

const HTML_ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'};
/** DocSearch renders highlights as HTML: the text around the tags must not be read as markup. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]);

/** What counts as a match in the shown hits' texts. */
export interface Matcher {
  /** The searched words and the terms that count as each. */
  concepts: Array<{word: string; terms: Set<string>}>;
  /** Starts of every concept term (see `startsOf`): a plain word starting otherwise cannot match one. */
  starts: Set<string>;
  /** Index terms the engine matched (fuzzy and prefix expansions included). */
  terms: Set<string>;
}

/** The matcher for `concepts`, given the index terms the shown hits matched. */
export const matcherOf = (concepts: Matcher['concepts'], terms: Set<string>): Matcher => ({
  concepts,
  starts: startsOf(concepts.flatMap((concept) => [...concept.terms])),
  terms,
});

/** Length of the highlighted part of `word`, and which query word it answers. */
function matchWord(word: string, matcher: Matcher): {length: number; queryWord: string} | null {
  const lower = word.toLowerCase();
  let best: {length: number; queryWord: string} | null = null;
  for (const {word: queryWord} of matcher.concepts) {
    if (lower === queryWord) return {length: word.length, queryWord};
    if (lower.startsWith(queryWord) && (!best || queryWord.length > best.length))
      best = {length: queryWord.length, queryWord};
  }
  if (best) return best;
  // a stem keeps its word's first letters; camelCase words are checked part by part
  if (!mayMatch(lower, word, matcher.starts))
    return matcher.terms.has(lower) ? {length: word.length, queryWord: matcher.concepts[0]?.word ?? lower} : null;
  const terms = cachedTerms(word);
  for (const concept of matcher.concepts) {
    if (terms.some((term) => concept.terms.has(term))) return {length: word.length, queryWord: concept.word};
  }
  if (matcher.terms.has(lower)) {
    // a fuzzy match: credit the closest query word
    return {length: word.length, queryWord: matcher.concepts[0]?.word ?? lower};
  }
  return null;
}

/** One matched word: its position among the words, where it starts, and how much of it is marked. */
interface WordHit {
  word: number;
  start: number;
  length: number;
}

/** A text read once: where each word starts, which words match, and which query words they answer. */
export interface Analysed {
  text: string;
  starts: number[];
  hits: WordHit[];
  matchedWords: string[];
  matchLevel: HighlightResult['matchLevel'];
}

function analyse(text: string, matcher: Matcher): Analysed {
  const starts: number[] = [];
  const hits: WordHit[] = [];
  const matched = new Set<string>();
  for (const match of text.matchAll(WORD)) {
    const start = match.index ?? 0;
    const hit = matchWord(match[0], matcher);
    if (hit) {
      hits.push({word: starts.length, start, length: hit.length});
      matched.add(hit.queryWord);
    }
    starts.push(start);
  }
  const matchedWords = [...matched];
  const matchLevel =
    matchedWords.length === 0 ? 'none' : matchedWords.length >= matcher.concepts.length ? 'full' : 'partial';
  return {text, starts, hits, matchedWords, matchLevel};
}

/** Page titles and headings repeat across hits: a reader analyses each distinct text once per query. */
export function textReader(matcher: Matcher): (text: string) => Analysed {
  const analysedTexts = new Map<string, Analysed>();
  return (text) => {
    let analysed = analysedTexts.get(text);
    if (!analysed) {
      analysed = analyse(text, matcher);
      analysedTexts.set(text, analysed);
    }
    return analysed;
  };
}

/** Escapes the text of words `from`..`to` (exclusive) and wraps the matched parts in the highlight tags. */
function render(analysed: Analysed, pre: string, post: string, from = 0, to = Infinity): string {
  const {text, starts, hits} = analysed;
  let last = from === 0 ? 0 : starts[from];
  const end = to >= starts.length ? text.length : starts[to];
  let html = '';
  for (const hit of hits) {
    if (hit.word < from) continue;
    if (hit.word >= to) break;
    html +=
      escapeHtml(text.slice(last, hit.start)) + pre + escapeHtml(text.slice(hit.start, hit.start + hit.length)) + post;
    last = hit.start + hit.length;
  }
  return html + escapeHtml(text.slice(last, end));
}

/** The whole text with its matches marked (`_highlightResult`). */
export function highlight(analysed: Analysed, pre: string, post: string): HighlightResult {
  const {text, matchLevel, matchedWords, hits, starts} = analysed;
  // fully highlighted: every character of the text sits inside a mark
  const fullyHighlighted =
    matchLevel === 'full' &&
    hits.length === starts.length &&
    hits.reduce((sum, hit) => sum + hit.length, 0) === text.length;
  return {value: render(analysed, pre, post), matchLevel, matchedWords, fullyHighlighted};
}

/** A window of `words` words around the first match, with ellipses where text was cut (`_snippetResult`). */
export function snippet(analysed: Analysed, pre: string, post: string, words: number, ellipsis: string): SnippetResult {
  const {starts, hits, matchLevel} = analysed;
  if (starts.length <= words) return {value: render(analysed, pre, post), matchLevel};
  const first = hits.length > 0 ? hits[0].word : -1;
  const from = Math.max(0, Math.min(first < 0 ? 0 : first - TUNING.snippetLead, starts.length - words));
  const to = from + words;
  const cut = render(analysed, pre, post, from, to).trim();
  return {value: `${from > 0 ? ellipsis : ''}${cut}${to < starts.length ? ellipsis : ''}`, matchLevel};
}
