import MiniSearch, {type Query, type SearchOptions} from 'minisearch';
import {createQueryRunner, internalsOf, matchedTerms, type WordResults} from '@site/src/search/minisearchAdapter';

/**
 * Contract of the MiniSearch adapter: the private members its fast path reads exist in the installed MiniSearch
 * with the shapes it expects, the fast path answers exactly as the public search() does, and the fallback is
 * taken (and still right) when those members are gone. A MiniSearch upgrade that changes them fails here.
 */

interface Doc {
  id: number;
  title: string;
  content: string;
}

const DOCS: Doc[] = [
  {id: 0, title: 'Column Pinning', content: 'Pin columns to the left or right of the table.'},
  {id: 1, title: 'Column Ordering', content: 'Drag and drop columns to order them.'},
  {id: 2, title: 'Row Selection', content: 'Select rows with checkboxes; the selected rows stay pinned.'},
  {id: 3, title: 'Sorting', content: 'Sort rows by one or more columns.'},
  {id: 4, title: 'Row Pinning', content: 'Pin rows to the top or bottom of the table.'},
];

/** Like the engine's options: field boosts, a per-document boost, a fuzzy cap. */
const OPTIONS: SearchOptions = {
  boost: {title: 8, content: 1},
  maxFuzzy: 2,
  boostDocument: (id: unknown) => 1 + (id as number) / 10,
};

/** Plain, prefix, fuzzy, OR and AND queries, as the engine builds them per query word. */
const QUERIES: Query[] = [
  'rows',
  {queries: ['colum'], prefix: true, fuzzy: false},
  {queries: ['pining'], prefix: false, fuzzy: 0.2},
  {
    combineWith: 'OR',
    queries: [
      {queries: ['pin'], prefix: false},
      {queries: ['select'], prefix: true},
    ],
  },
  {combineWith: 'AND', queries: ['row', 'pinning'], prefix: false, fuzzy: false},
  'nothing',
];

function fixture(): MiniSearch<Doc> {
  const miniSearch = new MiniSearch<Doc>({fields: ['title', 'content'], storeFields: []});
  miniSearch.addAll(DOCS);
  return miniSearch;
}

/** Results as id → score and id → matched terms, independent of order. */
const byId = (results: WordResults) =>
  new Map(
    results.ids.map((id, at) => [id, {score: results.scores[at], terms: matchedTerms(results.terms[at]).sort()}]),
  );

/** MiniSearch's public search(), the reference both paths must equal. */
const publicSearch = (miniSearch: MiniSearch<Doc>, query: Query) =>
  new Map(
    miniSearch
      .search(query, OPTIONS)
      .map((result) => [result.id as number, {score: result.score, terms: [...result.terms].sort()}]),
  );

/** `miniSearch` as seen by a MiniSearch version without the private members (its own methods still use them). */
function withoutInternals(miniSearch: MiniSearch<Doc>): MiniSearch<Doc> {
  return new Proxy(miniSearch, {
    get(target, property) {
      if (property === 'executeQuery' || property === '_documentIds') return undefined;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

describe('MiniSearch private API the adapter relies on', () => {
  const miniSearch = fixture();
  const internals = internalsOf(miniSearch);

  it('has executeQuery(query, searchOptions?) as a method', () => {
    expect(typeof internals.executeQuery).toBe('function');
    // query first, options second and optional: more required parameters would leave the adapter's call short
    expect(internals.executeQuery!.length).toBeGreaterThanOrEqual(1);
    expect(internals.executeQuery!.length).toBeLessThanOrEqual(2);
  });

  it('has _documentIds: a Map from numeric short ids to the documents’ own ids', () => {
    expect(internals._documentIds).toBeInstanceOf(Map);
    const entries = [...internals._documentIds!];
    expect(entries.every(([shortId]) => typeof shortId === 'number')).toBe(true);
    expect(entries.map(([, id]) => id as number).sort((a, b) => a - b)).toEqual(DOCS.map((doc) => doc.id));
  });

  it('executeQuery returns a Map of short id → {score, terms, match}', () => {
    const raw = internals.executeQuery!({combineWith: 'OR', queries: ['pinning', 'rows']}, OPTIONS);
    expect(raw).toBeInstanceOf(Map);
    expect(raw.size).toBeGreaterThan(0);
    for (const [shortId, entry] of raw) {
      expect(internals._documentIds!.has(shortId)).toBe(true);
      expect(typeof entry.score).toBe('number');
      expect(Array.isArray(entry.terms) && entry.terms.every((term) => typeof term === 'string')).toBe(true);
      expect(typeof entry.match).toBe('object');
      for (const fields of Object.values(entry.match)) expect(Array.isArray(fields)).toBe(true);
    }
  });
});

describe('createQueryRunner', () => {
  it('takes the fast path on the installed MiniSearch', () => {
    expect(createQueryRunner(fixture(), OPTIONS).direct).toBe(true);
  });

  it.each(QUERIES.map((query): [string, Query] => [JSON.stringify(query), query]))(
    'fast path answers %s with the ids, scores and terms of search()',
    (_, query) => {
      const miniSearch = fixture();
      expect(byId(createQueryRunner(miniSearch, OPTIONS).run(query))).toEqual(publicSearch(miniSearch, query));
    },
  );

  it('falls back to search() when the private members are missing, with the same answers', () => {
    const miniSearch = fixture();
    const fallback = createQueryRunner(withoutInternals(miniSearch), OPTIONS);
    const fast = createQueryRunner(miniSearch, OPTIONS);
    expect(fallback.direct).toBe(false);
    for (const query of QUERIES) {
      const answer = byId(fallback.run(query));
      expect(answer).toEqual(publicSearch(miniSearch, query));
      expect(answer).toEqual(byId(fast.run(query)));
    }
    // the fixture's queries do find something: the comparisons above are not between empty answers
    expect(fallback.run('rows').ids.length).toBeGreaterThan(0);
  });
});
