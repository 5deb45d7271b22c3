import {words as wordsOf} from './analyze';
import type {Allowed} from './filter';
import type {WordResults} from './minisearchAdapter';
import {cachedTerms, mayMatch, startsOf, type Concept} from './queryAnalysis';
import {TUNING} from './tuning';
import type {SearchRecord} from './types';

/**
 * Ranking **pages** by how well their records together answer the query. Each query word gets its best record
 * score on the page (plus a little for further records), weighted by how rare the word is among pages; the sum
 * is scaled by the weighted share of words the page covers (covering every word matters most) and raised when
 * one record, or one section, holds all the words the page covers, when the page title holds them, and when
 * they stand side by side. Then each page's best sections, one record per URL. The knobs are in tuning.ts.
 */

const {maxConcepts, sectionsPerPage} = TUNING;

/** A record's page: its URL without the anchor. */
export const pageOf = (record: SearchRecord): string => record.url.split('#')[0];

/** The heading a heading record stands for (below the page title); '' for title and text records. */
export function ownHeading(record: SearchRecord): string {
  if (record.type === 'content' || record.type === 'lvl0' || record.type === 'lvl1') return '';
  return record.hierarchy[record.type] ?? '';
}

/** One matched record of a page: how many query words it holds and its summed score. */
export interface PageRecord {
  id: number;
  covered: number;
  score: number;
}

/** A ranked page: its number, key (path), score, share of the query words and sections (at most a page's worth). */
export interface RankedPage {
  page: number;
  key: string;
  score: number;
  coverage: number;
  sections: number;
}

const bits = (mask: number): number => {
  let count = 0;
  for (let rest = mask; rest; rest &= rest - 1) count += 1;
  return count;
};

/** Records holding more of the query words first, then by score. */
const bySections = (a: PageRecord, b: PageRecord): number => b.covered - a.covered || b.score - a.score || a.id - b.id;

/** How many pairs of consecutive query words stand side by side, in order, in the record's own text. */
function adjacentPairs(record: SearchRecord, concepts: Concept[], starts: Set<string>): number {
  let best = 0;
  const own =
    record.type === 'content'
      ? record.content
      : record.type === 'lvl1' || record.type === 'lvl0'
        ? record.hierarchy.lvl1
        : ownHeading(record);
  if (!own) return 0;
  const conceptsOf = wordsOf(own).map((word) => {
    if (!mayMatch(word.toLowerCase(), word, starts)) return 0;
    const terms = cachedTerms(word);
    let mask = 0;
    concepts.forEach((concept, index) => {
      if (terms.some((term) => concept.terms.has(term))) mask |= 1 << index;
    });
    return mask;
  });
  const found = new Set<number>();
  for (let at = 0; at + 1 < conceptsOf.length; at += 1) {
    for (let index = 0; index + 1 < concepts.length; index += 1) {
      if (conceptsOf[at] & (1 << index) && conceptsOf[at + 1] & (1 << (index + 1))) found.add(index);
    }
  }
  best = found.size;
  return best;
}

/** Numbers for pages and sections (a URL with its anchor): records point at theirs. */
function numbering(keys: string[]): {numbers: Int32Array; names: string[]} {
  const names: string[] = [];
  const seen = new Map<string, number>();
  const numbers = Int32Array.from(keys, (key) => {
    let number = seen.get(key);
    if (number === undefined) {
      number = names.length;
      seen.set(key, number);
      names.push(key);
    }
    return number;
  });
  return {numbers, names};
}

export interface Ranker {
  /**
   * Pages ranked best first, with the records each page matched (by page number). `results[i]` holds the
   * records answering `concepts[i]`; only the `allowed` ones count.
   */
  rankPages(
    concepts: Concept[],
    results: WordResults[],
    allowed: Allowed,
  ): {ranked: RankedPage[]; pageRecords: Map<number, PageRecord[]>};
  /**
   * A page's best sections: one record per URL, records holding more of the words first. When stop words were
   * left out of the search (`typed`: every typed word), a record whose own heading or title holds every typed
   * word leads.
   */
  bestSections(list: PageRecord[], typed: string[] | null): Array<{id: number; score: number}>;
}

/** The ranking over `records` (word results name records by position). */
export function createRanker(records: SearchRecord[]): Ranker {
  const {numbers: recordPage, names: pageKeys} = numbering(records.map(pageOf));
  const {numbers: recordSection, names: sectionKeys} = numbering(records.map((record) => record.url));
  /** Each page's title terms (all word forms and camelCase parts). */
  const pageTitleTerms: Array<Set<string>> = pageKeys.map(() => new Set());
  records.forEach((record, id) => {
    const terms = pageTitleTerms[recordPage[id]];
    if (terms.size === 0)
      for (const word of wordsOf(record.hierarchy.lvl1 ?? '')) cachedTerms(word).forEach((term) => terms.add(term));
  });
  const sectionPage = new Int32Array(sectionKeys.length);
  records.forEach((_, id) => {
    sectionPage[recordSection[id]] = recordPage[id];
  });
  // per-query scratch space, reset after each query through the touched lists
  const recordMask = new Int32Array(records.length);
  const recordScore = new Float64Array(records.length);
  const sectionMask = new Int32Array(sectionKeys.length);
  const pageMask = new Int32Array(pageKeys.length);
  const pageBest = new Float64Array(pageKeys.length * maxConcepts);
  const pageSum = new Float64Array(pageKeys.length * maxConcepts);
  const pageWhole = new Float64Array(pageKeys.length);
  const pageSections = new Int32Array(pageKeys.length);

  const rankPages: Ranker['rankPages'] = (concepts, results, allowed) => {
    const count = concepts.length;
    const touchedRecords: number[] = [];
    const touchedSections: number[] = [];
    const touchedPages: number[] = [];
    const pagesPerConcept = new Array<number>(count).fill(0);
    const ids = allowed.ids;
    results.forEach((result, index) => {
      const bit = 1 << index;
      for (let at = 0; at < result.ids.length; at += 1) {
        const id = result.ids[at];
        if (ids && !ids.has(id)) continue;
        const score = result.scores[at];
        const page = recordPage[id];
        if (pageMask[page] === 0) touchedPages.push(page);
        if ((pageMask[page] & bit) === 0) pagesPerConcept[index] += 1;
        pageMask[page] |= bit;
        const slot = page * maxConcepts + index;
        if (score > pageBest[slot]) pageBest[slot] = score;
        pageSum[slot] += score;
        if (recordMask[id] === 0) touchedRecords.push(id);
        recordMask[id] |= bit;
        recordScore[id] += score;
        const section = recordSection[id];
        if (sectionMask[section] === 0) {
          touchedSections.push(section);
          pageSections[page] += 1;
        }
        sectionMask[section] |= bit;
      }
    });
    // one record, or else one section, holding every word its page covers
    for (const id of touchedRecords) {
      const page = recordPage[id];
      if (recordMask[id] === pageMask[page]) pageWhole[page] = TUNING.sameRecordBonus;
    }
    for (const section of touchedSections) {
      const page = sectionPage[section];
      if (sectionMask[section] === pageMask[page] && pageWhole[page] === 0) pageWhole[page] = TUNING.sameSectionBonus;
    }
    // rarer words weigh more: log(1 + pages / pages holding the word), damped so one rare word cannot outweigh the rest
    const weights = pagesPerConcept.map((holding) =>
      holding ? Math.log(1 + allowed.pages / holding) ** TUNING.weightPower : 0,
    );
    const totalWeight = weights.reduce((sum, weight) => sum + weight, 0) || 1;
    let bestCoverage = 0;
    const scored = touchedPages.map((page): RankedPage => {
      let score = 0;
      let covered = 0;
      for (let index = 0; index < count; index += 1) {
        const slot = page * maxConcepts + index;
        const best = pageBest[slot];
        if (best === 0) continue;
        covered += weights[index];
        score += weights[index] * (best + TUNING.furtherRecords * Math.min(pageSum[slot] - best, best));
      }
      const coverage = covered / totalWeight;
      bestCoverage = Math.max(bestCoverage, coverage);
      const proximity = bits(pageMask[page]) > 1 && pageWhole[page] > 0 ? pageWhole[page] : 1;
      const titleTerms = pageTitleTerms[page];
      const inTitle =
        concepts.filter((concept) => [...concept.terms].some((term) => titleTerms.has(term))).length / count;
      return {
        page,
        key: pageKeys[page],
        score: score * coverage ** TUNING.coveragePower * proximity * (1 + TUNING.titleBonus * inTitle),
        coverage,
        sections: Math.min(pageSections[page], sectionsPerPage),
      };
    });
    const ranked = scored
      .filter((page) => page.coverage >= bestCoverage * TUNING.minRelativeCoverage - 1e-9)
      .sort((a, b) => b.score - a.score || (a.key < b.key ? -1 : 1));
    // each ranked page's records, with their masks and scores, before the scratch space is reset
    const shownPages = new Set(ranked.map((page) => page.page));
    const pageRecords = new Map<number, PageRecord[]>();
    for (const id of touchedRecords) {
      const page = recordPage[id];
      if (!shownPages.has(page)) continue;
      let list = pageRecords.get(page);
      if (!list) pageRecords.set(page, (list = []));
      list.push({id, covered: bits(recordMask[id]), score: recordScore[id]});
    }
    // terms close together: the best pages gain when consecutive query words stand side by side in one of
    // their best records (title, heading or text)
    if (count > 1) {
      const starts = startsOf(concepts.flatMap((concept) => [...concept.terms]));
      for (const page of ranked.slice(0, TUNING.phrasePages)) {
        const list = pageRecords.get(page.page)!;
        list.sort(bySections);
        let pairs = 0;
        for (const entry of list.slice(0, TUNING.phraseRecords)) {
          if (entry.covered > 1) pairs = Math.max(pairs, adjacentPairs(records[entry.id], concepts, starts));
        }
        page.score *= 1 + (TUNING.phraseBonus * pairs) / (count - 1);
      }
      ranked.sort((a, b) => b.score - a.score || (a.key < b.key ? -1 : 1));
    }
    for (const id of touchedRecords) {
      recordMask[id] = 0;
      recordScore[id] = 0;
    }
    for (const section of touchedSections) sectionMask[section] = 0;
    for (const page of touchedPages) {
      pageMask[page] = 0;
      pageWhole[page] = 0;
      pageSections[page] = 0;
      pageBest.fill(0, page * maxConcepts, page * maxConcepts + count);
      pageSum.fill(0, page * maxConcepts, page * maxConcepts + count);
    }
    return {ranked, pageRecords};
  };

  const bestSections: Ranker['bestSections'] = (list, typed) => {
    list.sort(bySections);
    if (typed) {
      const holdsAll = (id: number): boolean => {
        const record = records[id];
        const own = new Set(
          wordsOf(ownHeading(record) || record.hierarchy.lvl1 || '').map((word) => word.toLowerCase()),
        );
        return typed.every((word) => own.has(word));
      };
      const whole = list.filter((entry) => holdsAll(entry.id));
      if (whole.length > 0) list = [...whole, ...list.filter((entry) => !whole.includes(entry))];
    }
    const seen = new Set<number>();
    const shown: Array<{id: number; score: number}> = [];
    for (const entry of list) {
      const section = recordSection[entry.id];
      if (seen.has(section)) continue;
      seen.add(section);
      shown.push(entry);
      if (shown.length === sectionsPerPage) break;
    }
    return shown;
  };

  return {rankPages, bestSections};
}
