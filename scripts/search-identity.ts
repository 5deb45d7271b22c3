/**
 * Search answers before and after a change to `src/search`: a set of queries (below), each asked in five request
 * shapes, over one built index. Saves a digest of every answer, or checks the answers against a saved set and
 * lists the first that differ. The time an answer took (`processingTimeMS`) is set to 0 before hashing.
 *
 *   node -r sucrase/register scripts/search-identity.ts --index build/search-index.json --save before.json
 *   node -r sucrase/register scripts/search-identity.ts --index build/search-index.json --check before.json
 *
 * `--root <dir>` runs the `src/search` of another checkout (a copy of an earlier commit, say) over the same
 * queries; it needs a `node_modules` beside it.
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const argument = (name: string): string | undefined => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const ROOT = path.resolve(argument('--root') ?? path.join(__dirname, '..'));
const INDEX = path.resolve(argument('--index') ?? path.join(ROOT, 'build/search-index.json'));

type Request = Record<string, unknown> & {query: string};
type Answer = (request: Request, loose: boolean) => unknown;
type Suggestions = (query: string) => Array<{url: string; title: string}>;

/** The engine of `ROOT` and its DocSearch adapter, and the not-found page's suggestions from the plain result. */
function answerer(): {answer: Answer; suggestions: Suggestions} {
  const {createSearchEngine} = require(path.join(ROOT, 'src/search/engine'));
  const {unpackIndex} = require(path.join(ROOT, 'src/search/indexFile'));
  const {answer, queryOf, responseOf} = require(path.join(ROOT, 'src/search/algolia'));
  const {notFoundQuery, suggestionsOf} = require(path.join(ROOT, 'src/search/pathQuery'));
  const engine = createSearchEngine(unpackIndex(JSON.parse(fs.readFileSync(INDEX, 'utf8'))));
  return {
    // the adapter has no loose typos (DocSearch asks none): the not-found shape gets them on the engine's query
    answer: (request, loose) =>
      loose ? responseOf(engine.search({...queryOf(request), loose: true}), request) : answer(engine, request),
    suggestions: (query) => suggestionsOf(engine.search(notFoundQuery(query)), 5),
  };
}

/** The not-found page's suggestions as it read them from the DocSearch response before the engine was plain. */
function suggestionsFromHits(hits: Array<{url: string; hierarchy: {lvl1: string | null}}>) {
  const titles = new Map(hits.map((hit) => [hit.url.split('#')[0], hit.hierarchy.lvl1 ?? hit.url]));
  return [...titles.keys()].slice(0, 5).map((url) => ({url, title: titles.get(url)!}));
}

const CURRENT_DOCS = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];
const LEVELS = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

/** The request shapes: what each caller of the search sends. */
const SHAPES: Record<string, {request: (query: string) => Request; loose?: boolean}> = {
  // DocSearch 4.7's modal with the site's searchParameters (its defaults filled in as it sends them)
  modal: {
    request: (query) => ({
      query,
      indexName: 'material-react-table',
      attributesToRetrieve: [...LEVELS.map((level) => `hierarchy.${level}`), 'content', 'type', 'url'],
      attributesToSnippet: [...LEVELS.map((level) => `hierarchy.${level}:15`), 'content:15'],
      snippetEllipsisText: '…',
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
      hitsPerPage: 20,
      clickAnalytics: false,
      facetFilters: CURRENT_DOCS,
    }),
  },
  // src/search/evaluate.ts's DOCSEARCH_REQUEST: the real-query test, the MCP server, the benchmark
  evaluate: {
    request: (query) => ({
      query,
      indexName: 'material-react-table',
      hitsPerPage: 20,
      attributesToSnippet: ['hierarchy.lvl1:10', 'hierarchy.lvl2:10', 'content:10'],
      snippetEllipsisText: '…',
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
      facetFilters: CURRENT_DOCS,
    }),
  },
  // Algolia's defaults (tags, snippet length, index name, no filter) and a second page of 7
  paged: {request: (query) => ({query, page: 1, hitsPerPage: 7})},
  // the not-found page: looser typos, 50 hits
  notFound: {request: (query) => ({query, hitsPerPage: 50, facetFilters: CURRENT_DOCS}), loose: true},
  // odd but valid parameters: a string page, a negated filter, a bare string filter, other tags and ellipsis
  odd: {
    request: (query) => ({
      query,
      page: '0',
      hitsPerPage: 3000,
      facetFilters: [['-docusaurus_tag:default'], 'language:en'],
      highlightPreTag: '[',
      highlightPostTag: ']',
      snippetEllipsisText: '...',
      attributesToSnippet: ['content:4', 'hierarchy.lvl2', 'hierarchy.lvl1:x'],
    }),
  },
};

/** Queries: real questions and every prefix of them (typing), titles, headings, text, names and edge cases. */
function queriesOf(index: {
  pages: Array<{title: string}>;
  records: Array<[number, string, number, string[], string | null]>;
}): string[] {
  const real = (
    JSON.parse(fs.readFileSync(path.join(ROOT, 'tests/fixtures/search-queries.json'), 'utf8')) as {
      queries: Array<{query: string}>;
    }
  ).queries.map((entry) => entry.query);
  const titles = index.pages.map((page) => page.title);
  const headings = index.records.flatMap((record) => record[3]);
  const texts = index.records
    .filter((_, at) => at % 9 === 0)
    .flatMap((record) => (record[4] ? [record[4].split(/\s+/).slice(2, 6).join(' ')] : []));
  const typo = (word: string) => (word.length > 5 ? word.slice(0, 2) + word[3] + word[2] + word.slice(4) : word);
  const v2Names = JSON.parse(fs.readFileSync(path.join(ROOT, 'src/search/v2-names.json'), 'utf8')) as {
    renamed: Array<{old: string}>;
  };
  const edge = [
    '',
    ' ',
    '\n',
    '<script>',
    '"',
    '(*+?[',
    "'",
    '\\',
    '<img src=x onerror=alert(1)>',
    '</mark>',
    '%00',
    '.*',
    '&amp;',
    '10,000 rows',
    '10000',
    'the',
    'to the',
    'for the table or one column',
    'colour customise behaviour',
    'rowsPerPage',
    'MRT_ColumnDef',
    'useMaterialReactTable',
    'Ünïcödé tåble 表格 😀',
    'column pinning '.repeat(10),
    'x'.repeat(64),
    'a b c d e f g h i j k l m n o p q r s',
    'sorting sorting Sorting',
    'enableRowSelection muiTableBodyCellProps',
  ];
  const all = [
    ...real,
    ...real.flatMap((query) => Array.from({length: query.length - 1}, (_, at) => query.slice(0, at + 1))),
    ...titles,
    ...titles.map((title) => title.slice(0, Math.max(2, Math.ceil(title.length / 2)))),
    ...titles.map((title) => typo(title.split(' ')[0].toLowerCase())),
    ...headings,
    ...texts,
    ...v2Names.renamed.map((rename) => rename.old),
    ...edge,
  ];
  return [...new Set(all)];
}

const digest = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 16);

function main() {
  const index = JSON.parse(fs.readFileSync(INDEX, 'utf8'));
  const queries = queriesOf(index);
  const {answer, suggestions} = answerer();
  const started = Date.now();
  const digests: Record<string, string[]> = {};
  const answers: Record<string, unknown[]> = {};
  for (const [name, shape] of Object.entries(SHAPES)) {
    answers[name] = queries.map((query) => {
      const response = answer(shape.request(query), shape.loose === true) as {processingTimeMS: number};
      return {...response, processingTimeMS: 0};
    });
    digests[name] = answers[name].map(digest);
  }
  // the not-found page reads the engine's plain result: the same pages and titles as the response's hits give
  const unlike = queries.filter(
    (query, at) =>
      JSON.stringify(suggestions(query)) !==
      JSON.stringify(
        suggestionsFromHits((answers.notFound[at] as {hits: Parameters<typeof suggestionsFromHits>[0]}).hits),
      ),
  );
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const shapes = Object.keys(SHAPES);
  console.log(`${queries.length} queries × ${shapes.length} request shapes, answered in ${seconds} s (${INDEX})`);
  const save = argument('--save');
  if (save) {
    fs.writeFileSync(save, JSON.stringify({index: digest(index), queries, digests}));
    console.log(`saved to ${save}`);
  }
  const check = argument('--check');
  if (check) {
    const saved = JSON.parse(fs.readFileSync(check, 'utf8')) as {
      index: string;
      queries: string[];
      digests: Record<string, string[]>;
    };
    if (saved.index !== digest(index)) throw new Error(`${check} was saved over another index`);
    if (JSON.stringify(saved.queries) !== JSON.stringify(queries)) throw new Error('the query set has changed');
    let differing = 0;
    for (const name of shapes) {
      const same = digests[name].filter((value, at) => value === saved.digests[name][at]).length;
      differing += queries.length - same;
      console.log(`  ${name.padEnd(9)} ${same} of ${queries.length} identical`);
      const first = digests[name].findIndex((value, at) => value !== saved.digests[name][at]);
      if (first >= 0) console.log(`    first difference: ${JSON.stringify(queries[first])}`);
    }
    console.log(differing === 0 ? 'all answers identical' : `${differing} answers differ`);
    process.exitCode = differing === 0 ? 0 : 1;
  }
  console.log(`not-found suggestions: ${queries.length - unlike.length} of ${queries.length} as the hits give them`);
  if (unlike.length > 0) {
    console.log(`  first difference: ${JSON.stringify(unlike[0])}`);
    process.exitCode = 1;
  }
}

main();
