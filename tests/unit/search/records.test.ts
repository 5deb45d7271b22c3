import {buildPageRecords, isIndexableRoute, searchTagOf} from '@site/plugins/search-index/records';
import {recordsFromMarkdown} from '@site/plugins/search-index/sources';
import {packIndex, unpackIndex} from '@site/src/search/indexFile';

/** A built doc page as the faster build's minifier writes it: unquoted attributes, chrome around the article. */
const DOC_PAGE = `<!doctype html><html data-theme=dark lang=en dir=ltr class="docs-wrapper plugin-docs plugin-id-default docs-version-current docs-doc-page">
<head><title>Sorting | Material React Table V3 Docs</title><style>.x{color:red}</style></head>
<body><header class=mrt-top-bar><a href=/>Material React Table V3</a><button class=DocSearch-Button>Search</button></header>
<nav class=mrt-permanent-nav><a href=/docs/guides/sorting>Sorting</a><input placeholder="Find Page"></nav>
<main class="mrt-main" id=__main><div class="mrt-content"><article>
<div class=mrt-breadcrumbs><nav aria-label=Breadcrumbs><ol><li><a href=/>Home</a><li>Guides</ol></nav></div>
<nav class="mrt-outline mrt-outline-wide" aria-label="On this page"><ul><li data-level=2><a href=#sorting-basics>Sorting Basics</a></ul></nav>
<div class="theme-doc-markdown markdown"><header><h1>Sorting</h1></header>
<p>Sorting is on by default in Material React Table.</p>
<h2 class="anchor mrt-heading" id=sorting-basics>Sorting Basics<a href=#sorting-basics class="hash-link mrt-copy-link" aria-label="Copy link">#</a><span role=status class=mrt-copied>Copied</span></h2>
<p>Click a column header to sort by it.</p>
<div class="language-tsx theme-code-block"><pre><code>const secretCodeToken = useMaterialReactTable({enableSorting: true});</code></pre></div>
<ul><li>First item<ul><li>Nested item</li></ul></li><li>Second item</li></ul>
<h3 class=anchor id=multi-sort>Multi Sort</h3>
<p>Hold <kbd>Shift</kbd> to sort by several columns.</p>
<h2 class=anchor id=sorting-functions>Sorting Functions</h2>
<table><thead><tr><th>Name<th>Use</thead><tbody><tr><td><code>alphanumeric</code><td>Mixed text</table>
</div><nav class=pagination-nav><a href=/docs/guides/row-actions>Previous Row Actions</a></nav></article></div>
<footer class=mrt-footer><a href=https://github.com/x/edit>Suggest an Edit on GitHub</a></footer></main></body></html>`;

const records = buildPageRecords(DOC_PAGE, {url: '/docs/guides/sorting', siteTitle: 'Material React Table V3 Docs'});
const headings = records.filter((record) => record.type !== 'content');
const contents = records.filter((record) => record.type === 'content').map((record) => record.content);

describe('buildPageRecords', () => {
  test('one record per heading, in order, with the right type, hierarchy and anchor', () => {
    expect(headings.map((r) => [r.type, r.url])).toEqual([
      ['lvl1', '/docs/guides/sorting'],
      ['lvl2', '/docs/guides/sorting#sorting-basics'],
      ['lvl3', '/docs/guides/sorting#multi-sort'],
      ['lvl2', '/docs/guides/sorting#sorting-functions'],
    ]);
    expect(headings[2].hierarchy).toEqual({
      lvl0: 'Sorting',
      lvl1: 'Sorting',
      lvl2: 'Sorting Basics',
      lvl3: 'Multi Sort',
      lvl4: null,
      lvl5: null,
      lvl6: null,
    });
    // a new h2 resets the deeper levels
    expect(headings[3].hierarchy.lvl2).toBe('Sorting Functions');
    expect(headings[3].hierarchy.lvl3).toBeNull();
    expect(headings.every((r) => r.content === null)).toBe(true);
  });

  test('heading text excludes the copy-link anchor and its status text', () => {
    expect(headings[1].hierarchy.lvl2).toBe('Sorting Basics');
  });

  test('content records sit under their nearest heading and link to its anchor', () => {
    const click = records.find((r) => r.content === 'Click a column header to sort by it.')!;
    expect(click).toMatchObject({type: 'content', url: '/docs/guides/sorting#sorting-basics'});
    expect(click.hierarchy.lvl2).toBe('Sorting Basics');
    const intro = records.find((r) => r.content?.startsWith('Sorting is on by default'))!;
    expect(intro.url).toBe('/docs/guides/sorting');
    expect(records.find((r) => r.content?.includes('Shift'))!.url).toBe('/docs/guides/sorting#multi-sort');
  });

  test('lists, nested lists and table rows become text records', () => {
    expect(contents).toEqual(
      expect.arrayContaining(['First item', 'Nested item', 'Second item', 'alphanumeric Mixed text']),
    );
  });

  test('code blocks and navigation chrome are not indexed', () => {
    const all = JSON.stringify(records);
    for (const chrome of [
      'secretCodeToken',
      'Find Page',
      'Suggest an Edit',
      'Previous Row Actions',
      'Home',
      'Copied',
      'color:red',
    ]) {
      expect(all).not.toContain(chrome);
    }
  });

  test('doc pages carry their docs version tag; other pages the default tag', () => {
    expect(new Set(records.map((r) => r.docusaurus_tag))).toEqual(new Set(['docs-default-current']));
    expect(records[0].language).toBe('en');
    expect(searchTagOf(['plugin-docs', 'plugin-id-default', 'docs-version-2.0'])).toBe('docs-default-2.0');
    expect(searchTagOf(['mdx-page', 'plugin-pages'])).toBe('default');
  });

  test('a page without h1 takes its title from <title>; blog headers drop dates and authors', () => {
    const html = `<html lang=en class="blog-wrapper blog-post-page plugin-blog"><head><title>Untitled | Site</title></head><body><main><div class=mrt-content>
      <article><header><h2 class=title>Post Title</h2><div><time datetime=2026-11-21>November 21, 2026</time> · One min read</div><div class=avatar>MRT Docs Team</div></header>
      <div class=markdown><p>Body text.</p></div></article></div></main></body></html>`;
    const post = buildPageRecords(html, {url: '/blog/post', siteTitle: 'Site'});
    expect(post[0]).toMatchObject({
      type: 'lvl1',
      hierarchy: expect.objectContaining({lvl1: 'Untitled'}),
      docusaurus_tag: 'default',
    });
    expect(JSON.stringify(post)).not.toMatch(/November|MRT Docs Team|min read/);
    expect(post.map((r) => r.content)).toContain('Body text.');
  });

  test('listing and error routes are skipped', () => {
    expect(
      ['/404', '/blog', '/blog/tags', '/blog/tags/x', '/blog/archive', '/blog/authors', '/site-directory'].some(
        isIndexableRoute,
      ),
    ).toBe(false);
    expect(['/', '/about', '/blog/new-docs-site', '/docs/guides/sorting'].every(isIndexableRoute)).toBe(true);
  });

  test('the served file packs and unpacks without loss', () => {
    const roundTrip = unpackIndex(JSON.parse(JSON.stringify(packIndex(records))));
    expect(roundTrip.map(({objectID: _id, ...rest}) => rest)).toEqual(records.map(({objectID: _id, ...rest}) => rest));
  });
});

describe('recordsFromMarkdown (the dev-server index)', () => {
  const SOURCE = [
    '---',
    'title: Column Pinning',
    '---',
    "import Demo from './Demo';",
    '',
    'Pin columns to the **left** or the [right](/docs/api).',
    '',
    '## Enable Pinning',
    '',
    '```tsx',
    'const hiddenFromSearch = true;',
    '```',
    '',
    '- `enableColumnPinning` turns it on',
    '',
    '### Custom Anchor {#own-anchor}',
    '',
    '<Demo />',
  ].join('\n');
  const dev = recordsFromMarkdown(SOURCE, '/docs/guides/column-pinning', 'docs-default-current');

  test('a page record, one record per heading with its slug or explicit anchor, and prose under its heading', () => {
    expect(dev.map((record) => [record.type, record.url, record.content])).toEqual([
      ['lvl1', '/docs/guides/column-pinning', null],
      ['content', '/docs/guides/column-pinning', 'Pin columns to the left or the right.'],
      ['lvl2', '/docs/guides/column-pinning#enable-pinning', null],
      ['content', '/docs/guides/column-pinning#enable-pinning', 'enableColumnPinning turns it on'],
      ['lvl3', '/docs/guides/column-pinning#own-anchor', null],
    ]);
    expect(dev[4].hierarchy).toMatchObject({lvl1: 'Column Pinning', lvl2: 'Enable Pinning', lvl3: 'Custom Anchor'});
  });

  test('code fences, imports and JSX are not indexed', () => {
    const text = JSON.stringify(dev);
    expect(text).not.toContain('hiddenFromSearch');
    expect(text).not.toContain('import');
    expect(text).not.toContain('<Demo');
  });
});
