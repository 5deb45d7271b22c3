import {CURRENT_DOCS} from '../../src/search/filter';
import type {ExampleData} from '../data/types';
import type {DocsContext} from './context';
import {failure, fenced, ok} from './result';

/**
 * `find_examples`: the site's demos that use an option or show a feature, each with its whole TypeScript
 * source and the page that shows it. Two signals: the names the query gives that a demo's code uses
 * (`enableRowSelection`, `MRT_ColumnDef`), and the site's search for the query (a demo on a page the search
 * puts first, under the very section it finds, ranks higher). Names weigh more than the search.
 */

export const DEFAULT_EXAMPLES = 3;

const identifiersOf = (code: string) => new Set(code.match(/[A-Za-z_$][\w$]*/g) ?? []);

export interface ExampleIndex {
  examples: ExampleData[];
  identifiers: Array<Set<string>>;
  /** Every identifier some demo uses, lower-cased, to its spelling. */
  spelling: Map<string, string>;
}

export function indexExamples(examples: ExampleData[]): ExampleIndex {
  const identifiers = examples.map((example) => identifiersOf(example.files.map((file) => file.code).join('\n')));
  const spelling = new Map<string, string>();
  for (const set of identifiers)
    for (const name of set) if (/[A-Z]/.test(name.slice(1))) spelling.set(name.toLowerCase(), name);
  return {examples, identifiers, spelling};
}

/** The camelCase or MRT_ names of a query (case as the demos write them): the options it asks about. */
function namesOf(index: ExampleIndex, query: string): string[] {
  const words = query.match(/[A-Za-z_$][\w$]*/g) ?? [];
  return [
    ...new Set(words.map((word) => index.spelling.get(word.toLowerCase())).filter((name): name is string => !!name)),
  ];
}

export function findExamples(context: DocsContext, index: ExampleIndex, query: string, limit: number) {
  const names = namesOf(index, query);
  // the pages and sections the search modal would list (its first 20 sections)
  const {pages} = context.engine.search({text: query, filter: CURRENT_DOCS, limit: 20});
  const pageRank = new Map(pages.map((page, rank) => [page.url, rank]));
  const sections = new Set(pages.flatMap((page) => page.sections.map((section) => section.record.url)));
  const scored = index.examples
    .map((example, at) => {
      const used = names.filter((name) => index.identifiers[at].has(name)).length;
      const rank = pageRank.get(example.url.split('#')[0]);
      const found = rank === undefined ? 0 : 1 / (1 + rank) + (sections.has(example.url) ? 0.5 : 0);
      const size = example.files.reduce((total, file) => total + file.code.length, 0);
      return {example, score: used * 2 + found, size};
    })
    .filter((entry) => entry.score > 0)
    // equal scores: the smaller demo, which is more about the point
    .sort((a, b) => b.score - a.score || a.size - b.size)
    .slice(0, limit);
  if (scored.length === 0) {
    return failure(`No demo uses or shows "${query}". Try search_docs, or another option name or feature.`, {
      query,
      examples: [],
    });
  }
  const text = scored.map(({example}) =>
    [
      `## ${example.title}`,
      `Shown at ${context.absolute(example.url)} (source folder src/examples/${example.folder})`,
      '',
      ...example.files.map(
        (file) => `${fenced(file.code, `${file.name.endsWith('.tsx') ? 'tsx' : 'ts'} title="${file.name}"`)}\n`,
      ),
    ].join('\n'),
  );
  return ok(
    `${scored.length} demos for "${query}"${names.length ? ` (using ${names.join(', ')})` : ''}:\n\n${text.join('\n')}`,
    {
      query,
      names,
      examples: scored.map(({example}) => ({
        title: example.title,
        url: context.absolute(example.url),
        path: example.url,
        folder: example.folder,
        files: example.files,
      })),
    },
  );
}
