/**
 * @jest-environment node
 */
import {START_TIMEOUT, startServer, textOf, type Server} from './harness';

/**
 * The docs' MCP server (mcp/) through the official SDK's client over stdio: the tools it lists, each tool with
 * real input and with bad input (answered with an isError result, the server going on), the pages as
 * resources and the upgrade prompt.
 */

let server: Server;
beforeAll(async () => {
  server = await startServer();
}, START_TIMEOUT);
afterAll(() => server?.close());

type Structured = Record<string, unknown>;
const structured = <T = Structured>(result: {structuredContent?: unknown}) => result.structuredContent as T;

test('lists exactly the six tools, each with an input schema', async () => {
  const {tools} = await server.client.listTools();
  expect(tools.map((tool) => tool.name).sort()).toEqual([
    'check_compat',
    'check_snippet',
    'find_examples',
    'get_api',
    'get_page',
    'search_docs',
  ]);
  const required = Object.fromEntries(tools.map((tool) => [tool.name, tool.inputSchema.required]));
  expect(required).toEqual({
    search_docs: ['query'],
    get_page: ['path'],
    get_api: ['name'],
    find_examples: ['query'],
    check_compat: ['packages'],
    check_snippet: ['code'],
  });
});

describe('search_docs', () => {
  test('answers with pages, each hit with its title, section, path and snippet', async () => {
    const result = await server.call('search_docs', {query: 'multi sort shift click', limit: 3});
    expect(result.isError).toBeFalsy();
    const {pages, hits} = structured<{pages: string[]; hits: Array<Record<string, string>>}>(result);
    expect(pages[0]).toBe('/docs/guides/sorting');
    expect(pages.length).toBeLessThanOrEqual(3);
    expect(hits[0]).toEqual(
      expect.objectContaining({title: 'Sorting', path: expect.stringMatching(/^\/docs\/guides\/sorting/)}),
    );
    expect(hits[0].url).toBe(`https://www.material-react-table.com${hits[0].path}`);
    expect(hits.every((hit) => hit.snippet.length > 0 && hit.section.length > 0)).toBe(true);
    expect(textOf(result)).toContain('**');
  });

  test.each([
    [{query: ''}, 'query is empty'],
    [{query: '   '}, 'query is empty'],
    [{query: 5}, 'query must be a string'],
    [{query: 'x'.repeat(501)}, 'query is over the limit of 500 characters'],
    [{query: 'sorting', limit: 0}, 'limit must be at least 1'],
    [{query: 'sorting', limit: 2.5}, 'limit must be a whole number'],
    [{}, 'query'],
  ])('refuses %j', async (args, message) => {
    const result = await server.call('search_docs', args);
    expect(result.isError).toBe(true);
    expect(textOf(result)).toContain(message);
  });
});

describe('get_page', () => {
  test('returns the Markdown twin, by path or by URL', async () => {
    const byPath = await server.call('get_page', {path: '/docs/guides/sorting'});
    const byUrl = await server.call('get_page', {
      path: 'https://www.material-react-table.com/docs/guides/sorting.md#managing-the-sorting-state',
    });
    expect(textOf(byPath)).toMatch(/^# Sorting\n/);
    expect(textOf(byPath)).toContain('```tsx title="Example.tsx"');
    expect(textOf(byUrl)).toBe(textOf(byPath));
    expect(structured(byPath).markdownUrl).toBe('https://www.material-react-table.com/docs/guides/sorting.md');
  });

  test('a missing page answers with the closest pages', async () => {
    const result = await server.call('get_page', {path: '/docs/guides/sortng'});
    expect(result.isError).toBe(true);
    expect(structured<{suggestions: string[]}>(result).suggestions[0]).toBe('/docs/guides/sorting');
    expect(textOf(result)).toContain('No page at /docs/guides/sortng');
  });

  test('a wrong argument type is refused', async () => {
    const result = await server.call('get_page', {path: ['/docs']});
    expect(result.isError).toBe(true);
    expect(textOf(result)).toContain('path must be a string');
  });
});

describe('get_api', () => {
  const entries = (result: {structuredContent?: unknown}) =>
    structured<{entries: Array<Record<string, unknown>>}>(result).entries;

  test.each([
    ['enableRowSelection', 'table-options'],
    ['table.setSorting', 'table-instance-apis'],
    ['row.getIsSelected()', 'row-instance-apis'],
    ['useMRT_Rows', 'mrt-hooks'],
    ['MRT_ToggleFullScreenButton', 'mrt-components'],
    ['density', 'state-options'],
  ])('%s is an entry of %s', async (name, page) => {
    const [entry] = entries(await server.call('get_api', {name}));
    expect(entry.page).toBe(page);
    expect(entry.url).toBe(`https://www.material-react-table.com/docs/api/${page}#${entry.name}`);
    expect(String(entry.type).length).toBeGreaterThan(0);
    expect(String(entry.description).length).toBeGreaterThan(0);
  });

  test('a type name answers with its reference page', async () => {
    const result = await server.call('get_api', {name: 'MRT_ColumnDef'});
    expect(structured(result)).toEqual(expect.objectContaining({page: 'column-options', name: 'MRT_ColumnDef'}));
    expect(structured<{entries: string[]}>(result).entries).toContain('filterVariant');
  });

  test('an entry a Known Issue is about carries it', async () => {
    const [entry] = entries(await server.call('get_api', {name: 'memoMode'}));
    expect(entry.defaultValue).toBeNull();
    expect(entry.knownIssues).toEqual([
      expect.objectContaining({url: expect.stringContaining('/docs/guides/known-issues#new-data-does-not-show')}),
    ]);
  });

  test('an old name answers with its V3 entry', async () => {
    const result = await server.call('get_api', {name: 'onRowSelectChange'});
    expect(result.isError).toBeFalsy();
    expect(structured(result).renamedFrom).toBe('onRowSelectChange');
    expect(entries(result)[0].name).toBe('onRowSelectionChange');
  });

  test('an unknown name answers with the closest real names', async () => {
    const result = await server.call('get_api', {name: 'enableRowSelecton'});
    expect(result.isError).toBe(true);
    expect(structured<{suggestions: string[]}>(result).suggestions[0]).toBe('enableRowSelection');
  });

  test('an empty name is refused', async () => {
    const result = await server.call('get_api', {name: ''});
    expect(result.isError).toBe(true);
    expect(textOf(result)).toContain('name is empty');
  });
});

describe('find_examples', () => {
  type Example = {url: string; folder: string; files: Array<{name: string; code: string}>};
  test('demos that use an option, with their whole source and URL', async () => {
    const result = await server.call('find_examples', {query: 'enableRowSelection', limit: 4});
    const {examples} = structured<{examples: Example[]}>(result);
    expect(examples).toHaveLength(4);
    for (const example of examples) {
      expect(example.url).toMatch(/^https:\/\/www\.material-react-table\.com\/docs\//);
      expect(example.files[0].name).toBe('Example.tsx');
      expect(example.files.some((file) => file.code.includes('enableRowSelection'))).toBe(true);
      expect(textOf(result)).toContain(example.files[example.files.length - 1].code.trim());
    }
  });

  test('demos that show a feature, from the page the search finds', async () => {
    const {examples} = structured<{examples: Example[]}>(
      await server.call('find_examples', {query: 'drag rows to reorder'}),
    );
    expect(examples[0].url).toMatch(/\/docs\/(guides\/row-ordering-dnd|examples\/row-ordering)/);
  });

  test('a query no demo answers is an error result', async () => {
    const result = await server.call('find_examples', {query: 'zzqx wvvq'});
    expect(result.isError).toBe(true);
    expect(textOf(result)).toContain('No demo');
  });
});

describe('check_compat', () => {
  test('a measured set of majors that works, with its install command', async () => {
    const result = await server.call('check_compat', {
      packages: {react: '19.1.0', '@mui/material': '7.3.0', '@mui/x-date-pickers': '8.10.0'},
    });
    expect(structured(result)).toEqual(
      expect.objectContaining({sameMajors: true, works: true, failures: [], recommended: 'site'}),
    );
    expect(structured(result).installCommand).toMatch(
      /^npm install material-react-table@3\.2\.1 @mui\/material@7\.3\.11 /,
    );
  });

  test('Material UI 9: the failing steps with their first error, and a command that worked', async () => {
    const result = await server.call('check_compat', {
      packages: JSON.stringify({
        dependencies: {react: '^19.0.0', '@mui/material': '^9.0.0', '@mui/x-date-pickers': '^9.0.0'},
      }),
    });
    const {nearest, works, failures, installCommand} = structured<{
      nearest: {id: string};
      works: boolean;
      failures: Array<{step: string; error?: string}>;
      installCommand: string;
    }>(result);
    expect(nearest.id).toBe('newest');
    expect(works).toBe(false);
    expect(failures.find((failure) => failure.step === 'types')?.error).toMatch(/TS\d+/);
    expect(installCommand).toContain('@mui/material@7.');
  });

  test("an app's own @tanstack/react-table 9: the page's verdict code, its measured row and warning", async () => {
    const result = await server.call('check_compat', {
      packages: JSON.stringify({
        dependencies: {
          react: '^19.0.0',
          '@mui/material': '^7.3.0',
          '@mui/x-date-pickers': '^8.0.0',
          '@tanstack/react-table': '^9.3.1',
        },
      }),
    });
    const {nearest, works, warnings, recommended} = structured<{
      nearest: {id: string};
      works: boolean;
      warnings: string[];
      recommended: string;
    }>(result);
    expect([nearest.id, works, recommended]).toEqual(['tanstack-v9', false, 'tanstack-v9-mrt-types']);
    expect(warnings.join('\n')).toMatch(
      /@tanstack\/react-table \^9\.3\.1 is installed beside the TanStack Table 8\.20\.6/,
    );
    expect(textOf(result)).toContain('Type the columns with MRT_ColumnDef and createMRTColumnHelper');
  });

  test.each([
    [{packages: '{"dependencies": '}, 'packages: This is not JSON'],
    [{packages: {lodash: '4.17.21'}}, 'packages names none of'],
    [{packages: 42}, 'packages must be an object of versions'],
  ])('refuses %j', async (args, message) => {
    const result = await server.call('check_compat', args);
    expect(result.isError).toBe(true);
    expect(textOf(result)).toContain(message);
  });
});

describe('check_snippet input', () => {
  test.each([
    [{code: 'x'.repeat(300_000)}, 'code is over the limit of 50000 characters'],
    [{code: ''}, 'code is empty'],
    [{code: 'export {};', files: {'../outside.ts': ''}}, 'file names are plain .ts or .tsx names'],
    [{code: 'export {};', files: {'snippet.ts': ''}}, 'file names are plain .ts or .tsx names'],
    [{code: 'export {};', lang: 'js'}, 'lang is "ts" or "tsx"'],
  ])('refuses %#', async (args, message) => {
    const result = await server.call('check_snippet', args);
    expect(result.isError).toBe(true);
    expect(textOf(result)).toContain(message);
  });
});

test('an unknown tool is an error result, and the server keeps answering', async () => {
  const result = await server.call('search_everything', {query: 'x'});
  expect(result.isError).toBe(true);
  expect(textOf(result)).toContain('search_everything');
  expect((await server.call('search_docs', {query: 'pagination'})).isError).toBeFalsy();
});

test('every page is a resource at its twin URL, with the twin as text', async () => {
  const {resources} = await server.client.listResources();
  const sorting = resources.find((resource) => resource.name === '/docs/guides/sorting');
  expect(resources.length).toBeGreaterThan(100);
  expect(sorting).toEqual(
    expect.objectContaining({
      uri: 'https://www.material-react-table.com/docs/guides/sorting.md',
      mimeType: 'text/markdown',
    }),
  );
  const {contents} = await server.client.readResource({uri: sorting!.uri});
  expect('text' in contents[0] && contents[0].text).toBe(
    textOf(await server.call('get_page', {path: '/docs/guides/sorting'})),
  );
});

test('the upgrade prompt brings the migration guide and the V2 names the code uses', async () => {
  const {prompts} = await server.client.listPrompts();
  expect(prompts.map((prompt) => prompt.name)).toEqual(['upgrade-v2-to-v3']);
  const {messages} = await server.client.getPrompt({
    name: 'upgrade-v2-to-v3',
    arguments: {code: "import {type MRT_Virtualizer} from 'material-react-table';"},
  });
  const text = messages[0].content.type === 'text' ? messages[0].content.text : '';
  expect(text).toContain('- `MRT_Virtualizer` (Types) was removed in V3');
  expect(text).toContain('1. Make sure your app runs React 18 or newer.');
  expect(text).toContain('/docs/getting-started/migrating-to-v3#text-removed-from-dropdown-options');
  expect(text).toContain('check_snippet');
});
