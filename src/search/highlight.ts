import {WORD} from './analyze';
import {cachedTerms, mayMatch, startsOf} from './queryAnalysis';
import {TUNING} from './tuning';
import type {TextMatch, WordMatch} from './types';

/**
 * Which words of a text answer the query (a `TextMatch`, found by the engine), and that text as HTML: the
 * matched parts between marking tags, everything else escaped, whole or as a snippet around the first match.
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

function analyse(text: string, matcher: Matcher): TextMatch {
  const starts: number[] = [];
  const hits: WordMatch[] = [];
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
  return {text, starts, hits, matchedWords: [...matched]};
}

/** Page titles and headings repeat across hits: a reader analyses each distinct text once per query. */
export function textReader(matcher: Matcher): (text: string) => TextMatch {
  const analysedTexts = new Map<string, TextMatch>();
  return (text) => {
    let analysed = analysedTexts.get(text);
    if (!analysed) {
      analysed = analyse(text, matcher);
      analysedTexts.set(text, analysed);
    }
    return analysed;
  };
}

/** Escapes the text of words `from`..`to` (exclusive) and wraps the matched parts in the tags `pre` and `post`. */
export function markedHtml(match: TextMatch, pre: string, post: string, from = 0, to = Infinity): string {
  const {text, starts, hits} = match;
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

/** Whether every character of the text sits inside a mark. */
export const fullyMarked = ({text, starts, hits}: TextMatch): boolean =>
  hits.length === starts.length && hits.reduce((sum, hit) => sum + hit.length, 0) === text.length;

/** A window of `words` words around the first match, marked, with `ellipsis` where text was cut. */
export function snippetHtml(match: TextMatch, pre: string, post: string, words: number, ellipsis: string): string {
  const {starts, hits} = match;
  if (starts.length <= words) return markedHtml(match, pre, post);
  const first = hits.length > 0 ? hits[0].word : -1;
  const from = Math.max(0, Math.min(first < 0 ? 0 : first - TUNING.snippetLead, starts.length - words));
  const to = from + words;
  const cut = markedHtml(match, pre, post, from, to).trim();
  return `${from > 0 ? ellipsis : ''}${cut}${to < starts.length ? ellipsis : ''}`;
}
