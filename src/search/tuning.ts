import type {SearchRecord} from './types';

/**
 * Every numeric knob of the search engine, in one place: ranking weights, typo tolerance, limits, caches and
 * snippet size. Change one here, then compare `node scripts/bench-search.mjs` before and after.
 */
export const TUNING = {
  /** Field boosts: page titles above section headings above body text. */
  fieldBoost: {title: 8, heading: 4, content: 1},
  /** Record-type boosts: a page's title record leads its group, text records trail. */
  typeBoost: {
    lvl0: 3,
    lvl1: 3,
    lvl2: 1.5,
    lvl3: 1.4,
    lvl4: 1.3,
    lvl5: 1.2,
    lvl6: 1.2,
    content: 1,
  } satisfies Record<SearchRecord['type'], number>,
  /** Power of a page's weighted share of query words: covering every word matters most. */
  coveragePower: 3,
  /** Raises a page where one record holds every query word the page covers. */
  sameRecordBonus: 1.35,
  /** Raises a page where one section (URL with anchor) holds every query word the page covers. */
  sameSectionBonus: 1.15,
  /** Damps the rarity weights (1: plain inverse page frequency), so one rare word cannot outweigh the rest. */
  weightPower: 0.3,
  /** Share of a word's further records' scores (capped at its best record's) a page adds to the best. */
  furtherRecords: 0.2,
  /** A page whose title holds the query's words is raised by up to this factor (all words in the title). */
  titleBonus: 0.5,
  /** The best pages checked for query words side by side (the rest are too far down to move up). */
  phrasePages: 25,
  /** Records per page checked for words side by side (the page's best ones). */
  phraseRecords: 4,
  /** The most a page gains from query words side by side (every consecutive pair side by side). */
  phraseBonus: 1,
  /** Pages covering less than this share of the best page's coverage are left out. */
  minRelativeCoverage: 0.6,
  /** MiniSearch's cap on edits for a fuzzy term, whatever the fuzzy value asks. */
  maxFuzzy: 2,
  /** Typo tolerance: loose text (a mistyped URL) gets two edits from 8 letters, one from 4; a typed word unknown
   *  to the index gets a 0.2 share of its length from 5 letters (a known word is not a typo). */
  typos: {looseTwoFrom: 8, looseOneFrom: 4, unknownFrom: 5, unknownShare: 0.2},
  /** The word being typed is searched as a prefix from this many letters (as Algolia's prefixLast). */
  prefixFrom: 2,
  /** Distinct sections (URLs) answered per page: DocSearch shows 5 of them narrow, 6 wide. */
  sectionsPerPage: 6,
  /** At most this many query words are searched: one bit each in the ranking's masks. */
  maxConcepts: 16,
  /** How many query words' results are kept for the next keystrokes. */
  recentWords: 64,
  /** Distinct words whose analysed terms are kept; the cache starts over beyond this. */
  termsCache: 20000,
  /** Words in a snippet when the request names no count for the attribute. */
  snippetWords: 15,
  /** Words shown before the first match in a snippet. */
  snippetLead: 2,
} as const;
