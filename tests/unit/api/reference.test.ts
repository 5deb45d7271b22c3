/**
 * The API reference against a fresh run of scripts/generate-api.ts: the
 * committed JSON must be up to date, and every entry must have a written
 * description whose guide links are real pages.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {API_PAGES, type ApiDescriptions, type ApiPage, type GeneratedPage} from '@site/src/api/types';
import {API_PAGE_LIST} from '@site/src/api/pages';
import {navigation} from '@site/src/navigation/navigation';
import {pagePaths} from '@site/src/navigation/model';
import apiData from '@site/plugins/api-reference/data.cjs';

const ROOT = path.resolve(__dirname, '../../..');
const GENERATED_DIR = path.join(ROOT, 'src/api/generated');

/** Every page's written descriptions, read the way the build reads them. */
const DESCRIPTIONS = Object.fromEntries(
  API_PAGES.map((page) => [page, apiData.readDescriptions(page).descriptions]),
) as Record<ApiPage, ApiDescriptions>;

let fresh: Record<ApiPage, GeneratedPage>;

beforeAll(() => {
  // the generator reads the installed material-react-table and TanStack types
  const generator = path.join(ROOT, 'scripts/generate-api.ts');
  const output = execFileSync(process.execPath, ['-r', 'sucrase/register', generator, '--stdout'], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  fresh = JSON.parse(output);
}, 120000);

const committed = (file: string) => JSON.parse(fs.readFileSync(path.join(GENERATED_DIR, file), 'utf8'));
const names = (page: GeneratedPage) => page.entries.map((entry) => entry.name);

/** What changed between two runs, for a message the maintainer can act on. */
function diff(before: GeneratedPage, after: GeneratedPage): string {
  const old = new Map(before.entries.map((entry) => [entry.name, JSON.stringify(entry)]));
  const now = new Map(after.entries.map((entry) => [entry.name, JSON.stringify(entry)]));
  const added = [...now.keys()].filter((name) => !old.has(name));
  const gone = [...old.keys()].filter((name) => !now.has(name));
  const changed = [...now.keys()].filter((name) => old.has(name) && old.get(name) !== now.get(name));
  return [
    added.length ? `new: ${added.join(', ')}` : '',
    gone.length ? `gone: ${gone.join(', ')}` : '',
    changed.length ? `changed: ${changed.join(', ')}` : '',
  ]
    .filter(Boolean)
    .join('\n');
}

describe('generated reference data', () => {
  test('the generator covers every page of src/api/pages.ts, each with entries', () => {
    expect(Object.keys(fresh).sort()).toEqual([...API_PAGES].sort());
    for (const page of API_PAGES) expect(fresh[page].entries.length).toBeGreaterThan(0);
  });

  test.each(API_PAGES)('committed src/api/generated/%s.json is up to date (run `npm run generate:api`)', (page) => {
    const stale = diff(committed(`${page}.json`), fresh[page]);
    if (stale) throw new Error(`src/api/generated/${page}.json is stale:\n${stale}\nRun \`npm run generate:api\`.`);
    expect(committed(`${page}.json`)).toEqual(fresh[page]);
  });

  test('counts.json matches the pages', () => {
    const counts = Object.fromEntries(API_PAGES.map((page) => [page, fresh[page].entries.length]));
    expect(committed('counts.json')).toEqual(counts);
  });

  test('inherited TanStack members are listed beside MRT ones, with the source of their declaration', () => {
    const find = (page: ApiPage, name: string) => fresh[page].entries.find((entry) => entry.name === name);
    expect(find('table-options', 'enableSorting')).toMatchObject({source: 'TanStack Table', defaultValue: 'true'});
    expect(find('table-options', 'enableRowVirtualization')).toMatchObject({source: 'MRT'});
    expect(find('table-options', 'columnResizeMode')).toMatchObject({defaultValue: "'onChange'"});
    expect(find('row-instance-apis', 'getIsSelected')).toMatchObject({source: 'TanStack Table', type: '() => boolean'});
    expect(find('column-options', 'size')).toMatchObject({defaultValue: '180'});
    expect(find('state-options', 'density')).toMatchObject({defaultValue: "'comfortable'"});
    expect(find('mrt-hooks', 'useMaterialReactTable')?.type).toBe(
      '<TData extends MRT_RowData>(tableOptions: MRT_TableOptions<TData>) => MRT_TableInstance<TData>',
    );
  });

  test('no default is invented: options MRT computes at run time have none', () => {
    const find = (name: string) => fresh['table-options'].entries.find((entry) => entry.name === name);
    for (const name of ['layoutMode', 'enableExpanding', 'manualPagination', 'columnResizeDirection']) {
      expect(find(name)?.defaultValue).toBeUndefined();
    }
    expect(fresh['state-options'].entries.find((entry) => entry.name === 'columnOrder')?.defaultValue).toBeUndefined();
  });
});

describe('the page list', () => {
  test('Node reads the same list as the site', () => {
    expect(apiData.readApiPages()).toEqual(API_PAGE_LIST);
  });

  test('each page has its docs page, generated data and descriptions, and a distinct prop', () => {
    for (const {page} of API_PAGE_LIST) {
      expect(fs.existsSync(path.join(ROOT, 'docs/api', `${page}.mdx`))).toBe(true);
      expect(fs.existsSync(apiData.generatedFile(page))).toBe(true);
      expect(fs.existsSync(apiData.descriptionsFile(page))).toBe(true);
    }
    expect(new Set(API_PAGE_LIST.map((info) => info.prop)).size).toBe(API_PAGE_LIST.length);
  });
});

describe('descriptions', () => {
  const guidePages = new Set(pagePaths(navigation).filter((href) => href.startsWith('/docs/guides/')));

  test.each(API_PAGES)('%s: every entry has a description, and no description names a missing member', (page) => {
    const described = DESCRIPTIONS[page];
    const missing = names(fresh[page]).filter((name) => !described[name]?.description.trim());
    const orphaned = Object.keys(described).filter((name) => !names(fresh[page]).includes(name));
    expect({missing, orphaned}).toEqual({missing: [], orphaned: []});
  });

  /**
   * The heading ids of a guide, as Docusaurus gives them: GitHub's slug of the heading text (lower case,
   * punctuation dropped, spaces as hyphens). The build checks every anchor again.
   */
  const headingIds = (href: string): Set<string> => {
    const source = fs.readFileSync(path.join(ROOT, 'docs', `${href.replace(/^\/docs\//, '')}.mdx`), 'utf8');
    const headings = source.match(/^#{2,6} .+$/gm) ?? [];
    const slug = (text: string) =>
      text
        .toLowerCase()
        .replace(/[^\p{L}\p{N}\s_-]/gu, '')
        .replace(/\s/g, '-');
    return new Set(headings.map((line) => slug(line.replace(/^#+ /, ''))));
  };

  test.each(API_PAGES)('%s: every guide link is a guide page of the navigation, and its anchor a heading', (page) => {
    const broken = Object.entries(DESCRIPTIONS[page]).flatMap(([name, {guides}]) =>
      guides
        .filter((href) => {
          const [pagePath, anchor] = href.split('#');
          return !guidePages.has(pagePath) || (anchor !== undefined && !headingIds(pagePath).has(anchor));
        })
        .map((href) => `${name} → ${href}`),
    );
    expect(broken).toEqual([]);
  });

  test('the navigation has the 40 guides the links point into', () => {
    expect(guidePages.size).toBe(40);
  });
});
