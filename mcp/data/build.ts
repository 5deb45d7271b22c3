import fs from 'node:fs';
import path from 'node:path';
import {htmlToMarkdown} from '../../plugins/llms/markdown';
import {buildPageRecords, isIndexableRoute} from '../../plugins/search-index/records';
import {filesUnder} from '../../plugins/shared/filesUnder';
import {API_PAGE_LIST} from '../../src/api/pages';
import {API_PAGE_SUMMARIES} from '../../src/api/summaries';
import type {ApiEntry, ApiPage} from '../../src/api/types';
import {readSiteSettings} from '../../src/site/settings';
import {packIndex} from '../../src/search/indexFile';
import type {SearchRecord} from '../../src/search/types';
import {headingBefore, headingsOf, knownIssuesOf} from './extract';
import {DATA_FORMAT, currentFingerprint, currentStamps} from './freshness';
import {createModuleRunner} from './moduleRunner';
import {readExample, renderSitePages, type PageRender} from './sitePages';
import type {ApiEntryData, CompatData, ExampleData, McpData, PageData} from './types';

/**
 * Builds the server's data from the site's sources: every page rendered (sitePages.ts) and turned into its
 * Markdown twin and its search records by the site's own converters (plugins/llms, plugins/search-index),
 * the API reference as its pages show it, every demo with where it is shown, the Known Issues page cut into
 * issues, and the measured compatibility table.
 */

export const KNOWN_ISSUES_ROUTE = '/docs/guides/known-issues';

const versionOf = (siteDir: string, name: string) =>
  JSON.parse(fs.readFileSync(path.join(siteDir, 'node_modules', name, 'package.json'), 'utf8')) as {
    version: string;
    dependencies?: Record<string, string>;
  };

function readApi(siteDir: string): ApiEntryData[] {
  const runner = createModuleRunner(siteDir, () => undefined);
  const {mergeEntries} = runner.runFile(path.join(siteDir, 'src/api/entries.ts')) as {
    mergeEntries: (generated: unknown, descriptions: unknown) => ApiEntry[];
  };
  return API_PAGE_LIST.flatMap((info) => {
    const generated = runner.runFile(path.join(siteDir, `src/api/generated/${info.page}.json`));
    const {descriptions} = runner.runFile(path.join(siteDir, `src/api/descriptions/${info.page}.ts`));
    return mergeEntries(generated, descriptions).map((entry) => ({
      ...entry,
      page: info.page as ApiPage,
      pageTitle: info.title,
    }));
  });
}

function readCompat(siteDir: string): CompatData {
  const runner = createModuleRunner(siteDir, () => undefined);
  const data = runner.runFile(path.join(siteDir, 'src/components/CompatTable/data.ts')) as Pick<
    CompatData,
    'rows' | 'history' | 'knownWarnings' | 'measurement'
  >;
  return {measurement: data.measurement, history: data.history, rows: data.rows, knownWarnings: data.knownWarnings};
}

/** Every demo folder, with the first place a page shows it (pages in their order). */
function readExamples(siteDir: string, rendered: PageRender[]): ExampleData[] {
  const shownAt = new Map<string, {url: string; title: string}>();
  for (const {page, html, title, examples} of rendered) {
    for (const example of examples) {
      if (shownAt.has(example.folder)) continue;
      const heading = headingBefore(html, `data-example="${example.slug}"`);
      shownAt.set(example.folder, {
        url: heading ? `${page.route}#${heading.id}` : page.route,
        title: heading ? `${title} › ${heading.text}` : title,
      });
    }
  }
  return filesUnder(path.join(siteDir, 'src/examples'), (name) => name === 'Example.tsx')
    .map((entry) => readExample(siteDir, entry))
    .map((example) => ({
      folder: example.folder,
      files: example.files,
      ...(shownAt.get(example.folder) ?? {url: '', title: example.folder}),
    }))
    .filter((example) => example.url !== '')
    .sort((a, b) => a.folder.localeCompare(b.folder));
}

export async function buildData(siteDir: string, log: (line: string) => void = () => {}): Promise<McpData> {
  const started = Date.now();
  const stamps = currentStamps(siteDir);
  const fingerprint = currentFingerprint(siteDir);
  const settings = readSiteSettings(process.env);
  const {pages: rendered} = await renderSitePages(siteDir);
  log(`rendered ${rendered.length} pages from their sources in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const pages: PageData[] = [];
  const records: SearchRecord[] = [];
  // the production index's order: routes sorted (plugins/search-index)
  const byRoute = [...rendered].sort((a, b) => (a.page.route < b.page.route ? -1 : 1));
  for (const {page, html} of byRoute) {
    const twin = htmlToMarkdown(html, {siteUrl: settings.siteUrl, siteTitle: settings.title, route: page.route});
    if (!twin) throw new Error(`${page.route}: no Markdown twin`);
    pages.push({
      route: page.route,
      title: twin.title,
      description: twin.description,
      kind: page.kind,
      markdown: twin.markdown,
      headings: headingsOf(html).map(({level, id, text}) => ({level, id, text})),
    });
    if (isIndexableRoute(page.route)) {
      records.push(...buildPageRecords(html, {url: page.route, siteTitle: settings.title}));
    }
  }

  const api = readApi(siteDir);
  const knownIssuesPage = rendered.find((render) => render.page.route === KNOWN_ISSUES_ROUTE);
  const knownIssuesTwin = pages.find((page) => page.route === KNOWN_ISSUES_ROUTE);
  const mrt = versionOf(siteDir, 'material-react-table');
  const data: McpData = {
    format: DATA_FORMAT,
    fingerprint,
    stamps,
    versions: {
      materialReactTable: mrt.version,
      tanstackTable: mrt.dependencies?.['@tanstack/react-table'] ?? '',
      typescript: versionOf(siteDir, 'typescript').version,
    },
    siteUrl: settings.siteUrl,
    pages,
    search: packIndex(records),
    apiPages: API_PAGE_LIST.map((info) => ({
      page: info.page,
      title: info.title,
      typeName: 'type' in info.from ? info.from.type.replace(/<.*$/, '') : null,
      summary: API_PAGE_SUMMARIES[info.page],
    })),
    api,
    examples: readExamples(siteDir, rendered),
    knownIssues:
      knownIssuesPage && knownIssuesTwin
        ? knownIssuesOf(KNOWN_ISSUES_ROUTE, knownIssuesPage.html, knownIssuesTwin.markdown)
        : [],
    compat: readCompat(siteDir),
  };
  log(
    `data: ${pages.length} pages, ${records.length} search records, ${api.length} API entries, ` +
      `${data.examples.length} examples, ${data.knownIssues.length} known issues ` +
      `(${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  return data;
}
