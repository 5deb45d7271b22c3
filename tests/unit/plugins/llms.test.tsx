/**
 * @jest-environment node
 */
import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {ApiOptionsTable} from '@site/src/components/ApiTable/ApiOptionsTable';
import {navigation} from '@site/src/navigation/navigation';
import {pagePaths} from '@site/src/navigation/model';
import excerptData from '@site/plugins/api-reference/data.cjs';
import {htmlToMarkdown} from '@site/plugins/llms/markdown';
import {buildLlmsFull, buildLlmsIndex, docsSections, twinPath, type TwinInfo} from '@site/plugins/llms/index-file';

const SITE = 'https://docs.example.com';

/** A built page as the site writes it: shell around `.markdown`, minified (unquoted attributes, no end tags). */
function page(body: string, {title = 'Sorting', description = 'How sorting works.'} = {}): string {
  return `<!doctype html><html lang=en><head><title>${title} | Site</title><meta name=description content="${description}"><style>.x{color:red}</style></head>
<body><nav class=navbar><a href=/>Home</a></nav><main class=mrt-main><div class=mrt-content><article>
<div class=mrt-breadcrumbs><nav aria-label=Breadcrumbs><ol><li><a href=/>Home</a><li>Docs</ol></nav></div>
<div class=mrt-doc><nav class=mrt-outline aria-label="On this page"><p>On this page</p></nav>
<div class=mrt-page-actions><button>Copy page</button><a href=/docs/guides/sorting.md>Open as Markdown</a></div>
<div class="theme-doc-markdown markdown"><header><h1>${title}</h1></header>${body}</div>
<nav class=pagination-nav><a href=/docs/guides/x>Next</a></nav></div></article></div></main>
<footer class=mrt-footer><p>Footer text</p></footer><script>window.x=1</script></body></html>`;
}

/** A line as the build colours it (plugins/shiki): a run in a span with a class per scheme; lines end in `\n`. */
const line = (text: string) =>
  text ? `<span class="l7 d10">${text.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</span>` : '';
const codeBlock = (language: string, title: string, lines: string[]) =>
  `<div class="language-${language} codeBlockContainer_Ckt0 theme-code-block"><div class=codeBlockTitle_OeMC>${title}</div>` +
  `<div class=codeBlockContent_QJqH><pre tabindex=0 class="language-${language}"><code>${lines.map(line).join('\n')}</code></pre>` +
  `<div class=buttonGroup><button class=mrt-copy-code>Copy</button></div></div></div>`;

const EXAMPLE_TSX = [
  "import {useMemo} from 'react';",
  "import {MaterialReactTable, type MRT_ColumnDef} from 'material-react-table';",
  "import {books, type Book} from './data';",
  '',
  'export default function Example() {',
  "  const columns = useMemo<MRT_ColumnDef<Book>[]>(() => [{accessorKey: 'title', header: 'Title'}], []);",
  '  return <MaterialReactTable columns={columns} data={books} />;',
  '}',
];
const DATA_TS = [
  'export interface Book {',
  '  title: string;',
  '}',
  "export const books: Book[] = [{title: 'Glass Harbour'}];",
];

/** ExampleDemo (the live table with sample rows) followed by ExampleSource (TS tab prerendered, JS tab empty). */
const demoAndSource = (slug: string) =>
  `<div class=mrt-example data-example=${slug}><div class=mrt-example__bar><button>Open Sandbox</button></div>` +
  `<div class=mrt-frame><table class=MuiTable-root><thead><tr><th>Title</th></thead><tbody><tr><td>Glass Harbour</td></tbody></table></div></div>` +
  `<div class=mrt-example-source><div class="theme-tabs-container tabs-container"><ul role=tablist class=tabs>` +
  `<li role=tab aria-selected=true class=tabs__item>TS<li role=tab aria-selected=false class=tabs__item>JS</ul>` +
  `<div class=margin-top--md><div role=tabpanel><div class=mrt-example-source__files data-typescript-of=${slug}>` +
  codeBlock('tsx', 'Example.tsx', EXAMPLE_TSX) +
  codeBlock('typescript', 'data.ts', DATA_TS) +
  `</div></div></div></div></div>`;

const convert = (html: string) =>
  htmlToMarkdown(html, {siteUrl: SITE, siteTitle: 'Site', route: '/docs/guides/sorting'})!;

describe('Markdown twin of a page', () => {
  test('a demo becomes its TypeScript source in fenced blocks, once, without sample rows or JS', () => {
    const {markdown} = convert(page(`<h2 id=demo>Demo</h2>${demoAndSource('multi-sort')}<p>After the demo.</p>`));
    const fenceTsx = `\`\`\`tsx title="Example.tsx"\n${EXAMPLE_TSX.join('\n')}\n\`\`\``;
    const fenceData = `\`\`\`typescript title="data.ts"\n${DATA_TS.join('\n')}\n\`\`\``;
    expect(markdown).toContain(`## Demo\n\n${fenceTsx}\n\n${fenceData}\n\nAfter the demo.`);
    expect(markdown.split('```tsx').length - 1).toBe(1);
    // the demo's rendered rows, its buttons and the tab labels are not text of the page
    expect(markdown).not.toContain('| Glass Harbour |');
    expect(markdown).not.toMatch(/Open Sandbox|\*\*TS\*\*|\*\*JS\*\*|Copy\b/);
  });

  test('two demos on a page each get their own source', () => {
    const {markdown} = convert(page(`${demoAndSource('first')}<p>Between.</p>${demoAndSource('second')}`));
    expect(markdown.split('```tsx title="Example.tsx"').length - 1).toBe(2);
    expect(markdown.indexOf('Between.')).toBeGreaterThan(markdown.indexOf('```tsx'));
  });

  test('an options table becomes a Markdown table with every entry: name, type, default, description', () => {
    const names = ['enableSorting', 'sortingFn', 'sortUndefined', 'columns'];
    const entries = [
      ...excerptData.excerptEntries([{page: 'table-options', names: ['enableSorting', 'columns']}]).entries,
      ...excerptData.excerptEntries([{page: 'column-options', names: ['sortingFn', 'sortUndefined']}]).entries,
    ];
    expect(entries.map((entry) => entry.name).sort()).toEqual([...names].sort());
    const table = renderToStaticMarkup(<ApiOptionsTable entries={entries} />);
    const {markdown} = convert(page(`<h2 id=relevant-options>Relevant Options</h2>${table}`));
    const rows = markdown.split('\n').filter((row) => row.startsWith('|'));
    expect(rows[0]).toBe('| Name | Type | Reference | Default | Description |');
    expect(rows[1]).toBe('| --- | --- | --- | --- | --- |');
    expect(rows).toHaveLength(entries.length + 2);
    entries.forEach((entry, index) => {
      const cell = (text: string) => text.replace(/\|/g, '\\|');
      const cells = rows[index + 2].slice(2, -2).split(/ (?<!\\)\| /);
      expect(cells[0]).toBe(
        `[\`${entry.name}\`](${SITE}/docs/api/${entry.page}#${entry.name})${entry.page === 'table-options' && entry.optional === false ? ' (required)' : ''}`,
      );
      expect(cells[1]).toBe(`\`${cell(entry.type)}\``);
      expect(cells[3]).toBe(entry.defaultValue === undefined ? '' : `\`${cell(entry.defaultValue)}\``);
      // the description's `code` spans come back as code spans
      expect(cells[4]).toBe(cell(entry.description).replace(/\*/g, '\\*'));
    });
    expect(markdown).toContain("`false \\| -1 \\| 1 \\| 'first' \\| 'last'`");
  });

  test('title, summary, headings, lists, links and code; no shell', () => {
    const {markdown, title, description} = convert(
      page(
        `<p>Intro with <code>state.sorting</code> and a <a href=/docs/api/table-options#enableSorting>link</a>.</p>` +
          `<h2 class="anchor mrt-heading" id=setup>Set up<a href=#setup class="hash-link mrt-copy-link" aria-label="Copy link">#</a><span role=status class="mrt-copied mrt-copied--idle"></span></h2>` +
          `<ul><li>One <strong>bold</strong><ul><li>Nested</ul><li>Two</ul><ol><li>First<li>Second</ol>` +
          codeBlock('bash', '', ['npm install material-react-table']) +
          `<img src="data:image/png;base64,AAAA" alt=pixel>`,
      ),
    );
    expect(title).toBe('Sorting');
    expect(description).toBe('How sorting works.');
    expect(markdown).toBe(
      [
        '# Sorting',
        '',
        '> How sorting works.',
        '',
        `Intro with \`state.sorting\` and a [link](${SITE}/docs/api/table-options#enableSorting).`,
        '',
        '## Set up',
        '',
        '- One **bold**',
        '  - Nested',
        '- Two',
        '',
        '1. First',
        '2. Second',
        '',
        '```bash',
        'npm install material-react-table',
        '```',
        '',
      ].join('\n'),
    );
  });
});

describe('llms.txt', () => {
  const sections = docsSections(navigation);
  const docsPages = pagePaths(navigation).filter((path) => path === '/docs' || path.startsWith('/docs/'));
  const twins = new Map<string, TwinInfo>(
    docsPages.map((route) => [route, {title: `Title of ${route}`, description: `About ${route}.`}]),
  );

  test('lists exactly the docs pages of the navigation model, in drawer order, each linked to its twin', () => {
    const index = buildLlmsIndex(sections, {siteUrl: SITE, title: 'Site', summary: 'Summary.', twins});
    const links = [...index.matchAll(/^- \[(.+?)\]\((.+?)\): (.*)$/gm)];
    expect(links.map((match) => match[2])).toEqual(docsPages.map((route) => `${SITE}${twinPath(route)}`));
    for (const [, title, , description] of links) {
      const route = title.replace('Title of ', '');
      expect(description).toBe(`About ${route}.`);
    }
    expect(index.startsWith('# Site\n\n> Summary.\n')).toBe(true);
  });

  test('sections follow the drawer groups', () => {
    const groups = navigation.filter((item) => item.items?.some((child) => child.href.startsWith('/docs')));
    const expected = groups.flatMap((group) => [
      group.label,
      ...(group.items ?? []).filter((child) => child.secondaryItems).map((child) => `${group.label}: ${child.label}`),
    ]);
    expect(sections.map((section) => section.title)).toEqual(expected);
    const index = buildLlmsIndex(sections, {siteUrl: SITE, title: 'Site', summary: 'Summary.', twins});
    expect([...index.matchAll(/^## (.+)$/gm)].map((match) => match[1])).toEqual(expected);
  });

  test('cut versions are linked, not listed; llms-full.txt holds the twins in order', () => {
    const index = buildLlmsIndex(sections, {
      siteUrl: SITE,
      title: 'Site',
      summary: 'Summary.',
      twins,
      versions: [{name: '3.2', indexPath: '/docs/3.2/llms.txt'}],
    });
    expect(index).toContain(`## Other docs versions\n\n- [Docs 3.2](${SITE}/docs/3.2/llms.txt)`);
    expect(index).not.toContain('/docs/3.2/guides');
    const full = buildLlmsFull(
      ['/docs/b', '/docs/a'],
      new Map([
        ['/docs/a', '# A\n'],
        ['/docs/b', '# B\n'],
      ]),
      {siteUrl: SITE, title: 'Site', summary: 'S.'},
    );
    expect(full.indexOf('# B')).toBeLessThan(full.indexOf('# A'));
    expect(full).toContain(`Source: ${SITE}/docs/b\n\n# B`);
  });
});
