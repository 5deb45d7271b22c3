/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {headingBefore, knownIssuesOf, namesIn} from '@site/mcp/data/extract';
import {currentFingerprint} from '@site/mcp/data/freshness';
import {parseName} from '@site/mcp/tools/api';
import {closest, editDistance} from '@site/mcp/tools/closest';
import {dependenciesOf, versionOf} from '@site/mcp/tools/compat';
import {routeOf} from '@site/mcp/tools/pages';
import {subjectOf} from '@site/mcp/tools/snippet/hints';
import {sectionOf} from '@site/mcp/tools/upgrade';

/** The MCP server's pure parts, without a server. */

test('edit distance counts a swap of neighbours as one edit', () => {
  expect(editDistance('density', 'density')).toBe(0);
  expect(editDistance('densiyt', 'density')).toBe(1);
  expect(editDistance('enableRowSelecton', 'enableRowSelection')).toBe(1);
  expect(editDistance('', 'abc')).toBe(3);
});

test('the closest names: other case first, then names containing it, then by edits', () => {
  const names = ['row', 'enableRowSelection', 'enableSubRowSelection', 'rowSelection', 'enableSorting'];
  expect(closest('ENABLEROWSELECTION', names, 1)).toEqual(['enableRowSelection']);
  expect(closest('RowSelection', names, 2)).toEqual(['rowSelection', 'enableRowSelection']);
  // a short name the query merely contains is not a suggestion
  expect(closest('enableRowSelecton', names, 1)).toEqual(['enableRowSelection']);
});

test('a page path or URL as a reader pastes it becomes the route', () => {
  expect(routeOf('https://www.material-react-table.com/docs/guides/sorting.md#x')).toBe('/docs/guides/sorting');
  expect(routeOf('docs/guides/sorting/')).toBe('/docs/guides/sorting');
  expect(routeOf('/docs/api/table-options?tab=1')).toBe('/docs/api/table-options');
  expect(routeOf('http://localhost:3000/index.html')).toBe('/');
});

test('qualified API names', () => {
  expect(parseName('table.setSorting()')).toEqual({qualifier: 'table', name: 'setSorting'});
  expect(parseName('table.getState().density')).toEqual({name: 'density'});
  expect(parseName('getState().density')).toEqual({qualifier: 'state', name: 'density'});
  expect(parseName('<MRT_TableContainer />')).toEqual({name: 'MRT_TableContainer'});
  expect(parseName('enableRowSelection')).toEqual({name: 'enableRowSelection'});
});

test('versions are read from ranges, aliases and exact versions', () => {
  expect(versionOf('^7.3.0')).toEqual([7, 3, 0]);
  expect(versionOf('>=18')).toEqual([18, 0, 0]);
  expect(versionOf('~19.1.x')).toEqual([19, 1, 0]);
  expect(versionOf('npm:@mui/material@6.4.1')).toEqual([6, 4, 1]);
  expect(versionOf('latest')).toBeNull();
});

test('a package.json gives its dependencies of every kind; bad text says why', () => {
  const text = JSON.stringify({
    dependencies: {react: '^19.0.0'},
    devDependencies: {'@mui/material': '7.3.0'},
    peerDependencies: {'@mui/x-date-pickers': '>=8'},
  });
  expect(dependenciesOf(text)).toEqual({react: '^19.0.0', '@mui/material': '7.3.0', '@mui/x-date-pickers': '>=8'});
  expect(dependenciesOf('{"react": "18.3.1"}')).toEqual({react: '18.3.1'});
  expect(dependenciesOf('[1, 2]')).toBe('packages: This is JSON, but not an object: paste your package.json.');
  expect(dependenciesOf('{"a":')).toMatch(/^packages: This is not JSON, nor the output of npm ls/);
});

test('the name a compiler error is about', () => {
  expect(subjectOf(`Module '"@tanstack/react-table"' has no exported member 'useTable'.`)).toEqual({
    module: '@tanstack/react-table',
    name: 'useTable',
  });
  expect(
    subjectOf(`'"material-react-table"' has no exported member named 'MRT_Virtualizer'. Did you mean 'x'?`),
  ).toEqual({
    module: 'material-react-table',
    name: 'MRT_Virtualizer',
  });
  expect(subjectOf(`Property 'store' does not exist on type 'MRT_TableInstance<Row>'.`)).toEqual({name: 'store'});
  expect(subjectOf(`Object literal may only specify known properties, and 'text' does not exist in type 'X'.`)).toEqual(
    {
      name: 'text',
    },
  );
  expect(subjectOf(`Type 'string' is not assignable to type 'number'.`)).toEqual({});
});

const PAGE_HTML =
  '<p>intro</p><div class="mrt-example" data-example="first"></div>' +
  '<h2 id="rendering">Rendering</h2><h3 id="new-data">New data does not show</h3><p>a</p>' +
  '<div class="mrt-example" data-example="second"></div><h2 id="related">Related</h2>';

test('a demo is under the last heading before it', () => {
  expect(headingBefore(PAGE_HTML, 'data-example="first"')).toBeNull();
  expect(headingBefore(PAGE_HTML, 'data-example="second"')).toEqual(
    expect.objectContaining({level: 3, id: 'new-data', text: 'New data does not show'}),
  );
});

test('the Known Issues page cut into issues, each naming the entries its options table links', () => {
  const markdown = [
    '# Known Issues',
    '## Rendering',
    '### New data does not show',
    'With `memoMode: "table-body"` and `data` … see [memoMode](https://x/docs/api/table-options#memoMode).',
    '```tsx',
    '### not a heading: code',
    '```',
    '## Related',
    '- [Memoization](https://x/docs/guides/memoization)',
  ].join('\n');
  const [issue, ...rest] = knownIssuesOf('/docs/guides/known-issues', PAGE_HTML, markdown);
  expect(rest).toEqual([]);
  expect(issue).toEqual(
    expect.objectContaining({
      title: 'New data does not show',
      url: '/docs/guides/known-issues#new-data',
      section: 'Rendering',
      names: ['memoMode'],
    }),
  );
  expect(issue.markdown).toContain('### not a heading: code');
  expect(namesIn('`table.setSorting(x)` and `other`', new Set(['setSorting']))).toEqual(['setSorting']);
});

test("a twin's section runs to the next heading of its level", () => {
  const markdown = '# T\n## A\none\n### A.1\ntwo\n## B\nthree';
  expect(sectionOf(markdown, 'A')).toBe('one\n### A.1\ntwo');
  expect(sectionOf(markdown, 'B')).toBe('three');
  expect(sectionOf(markdown, 'C')).toBe('');
});

test('the data fingerprint changes with any source and with the site URL', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mrt-mcp-'));
  try {
    fs.mkdirSync(path.join(dir, 'docs'));
    fs.writeFileSync(path.join(dir, 'docs/a.mdx'), 'one');
    const first = currentFingerprint(dir, '');
    expect(currentFingerprint(dir, '')).toBe(first);
    fs.writeFileSync(path.join(dir, 'docs/a.mdx'), 'two');
    const second = currentFingerprint(dir, '');
    expect(second).not.toBe(first);
    fs.writeFileSync(path.join(dir, 'docs/b.mdx'), '');
    expect(currentFingerprint(dir, '')).not.toBe(second);
    expect(currentFingerprint(dir, 'https://example.com')).not.toBe(currentFingerprint(dir, ''));
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
});
