import {stem} from 'porter2';

/**
 * Text analysis shared by indexing, querying and highlighting: the same word
 * boundaries, word forms (Porter2 English stemmer), camelCase parts and
 * US/UK spellings everywhere, so "Persisting" answers "persist" and
 * `rowsPerPage` answers "rows per page".
 */

/** A word: letters and digits. `10,000` is read as one number (see `normaliseText`). */
export const WORD = /[\p{L}\p{N}]+/gu;

/** Thousands separators inside numbers are dropped, so "10,000" and "10000" are one word. */
export const normaliseText = (text: string): string => text.replace(/(\d),(?=\d{3}\b)/g, '$1');

export const words = (text: string): string[] => normaliseText(text).match(WORD) ?? [];

/** `rowsPerPage` → rows, Per, Page; `MRTTable` → MRT, Table; `v2` stays one word. */
export function camelParts(word: string): string[] {
  const parts = word.match(/\p{Lu}+(?!\p{Ll})|\p{Lu}?\p{Ll}+|\p{N}+/gu) ?? [word];
  // a letter run followed by digits (`v2`, `h1`) stays whole
  return parts.length > 1 && !/^\p{L}+\p{N}+$/u.test(word) ? parts : [word];
}

/**
 * British spellings written the American way (the docs use US English):
 * -our (colour), -ise/-isation (customise), -yse (analyse), -tre (centre),
 * -ogue (catalogue) and grey. Applied before stemming, at index and query time.
 */
const OUR_WORDS = /^(colo|behavio|favo|hono|labo|neighbo|flavo|humo|endeavo|armo|harbo|rumo|vapo)ur/;
export function americanSpelling(lower: string): string {
  if (lower === 'grey' || lower === 'greys') return lower.replace('grey', 'gray');
  return lower
    .replace(OUR_WORDS, '$1r')
    .replace(/^(.{3,})is(e|es|ed|ing|ation|ations|er|ers)$/, '$1iz$2')
    .replace(/^(.{2,})ys(e|es|ed|ing)$/, '$1yz$2')
    .replace(/^(cent|met|theat|fib|lit|sab)re(s|d)?$/, '$1er$2')
    .replace(/^(catal|dial|anal)ogue(s)?$/, '$1og$2');
}

/** The index and query form of one lowercase word: US spelling, then its Porter2 stem. */
export function stemOf(lower: string): string {
  if (/^\p{N}+$/u.test(lower)) return lower;
  return stem(americanSpelling(lower));
}

/**
 * Terms a word is indexed under: the word as written (lowercased, for prefix
 * and typo matching), its stem, and for camelCase/PascalCase words the same
 * for each part (`rowsPerPage` → rowsperpage, rowsperpag, rows, row, per, page, pag).
 */
export function termsOf(word: string): string[] {
  const lower = word.toLowerCase();
  const terms = new Set([lower, stemOf(lower)]);
  const parts = camelParts(word);
  if (parts.length > 1) {
    for (const part of parts) {
      const partLower = part.toLowerCase();
      terms.add(partLower);
      terms.add(stemOf(partLower));
    }
  }
  return [...terms];
}
