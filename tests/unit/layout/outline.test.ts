import {
  NARROW_OMITTED_HEADINGS,
  activeHeadingId,
  headingText,
  outlineHeadings,
  showsOutline,
  type OutlineHeading,
} from '@site/src/layout/outline';

describe('showsOutline', () => {
  it.each([
    '/docs/getting-started',
    '/docs/getting-started/install',
    '/docs/getting-started/migrating-to-v3',
    '/docs/api/mrt-components',
    '/docs/api/mrt-hooks',
    '/docs/guides/sorting',
    '/docs/guides/column-filtering',
    '/blog/migrating-from-v2',
    '/about',
    '/about/',
    '/changelog',
    '/roadmap',
  ])('shows an outline on %s', (pathname) => {
    expect(showsOutline(pathname)).toBe(true);
  });

  it.each([
    '/',
    '/docs/api',
    '/docs/api/table-options',
    '/docs/api/column-options',
    '/docs/examples',
    '/docs/examples/basic',
    '/blog',
    '/docs/guides',
    '/site-directory',
    '/about-us',
    '/changelog/2024',
  ])('shows no outline on %s', (pathname) => {
    expect(showsOutline(pathname)).toBe(false);
  });
});

describe('headingText', () => {
  it('strips tags', () => {
    expect(headingText('<code>enableSorting</code> option')).toBe('enableSorting option');
    expect(headingText('<a href="#x"><em>Demo</em></a>')).toBe('Demo');
  });

  it('decodes the entities Docusaurus emits', () => {
    expect(headingText('Props &amp; Options')).toBe('Props & Options');
    expect(headingText('&lt;MRT_Table /&gt;')).toBe('<MRT_Table />');
    expect(headingText('&quot;quoted&quot; &#39;single&#39;')).toBe(`"quoted" 'single'`);
  });

  it('decodes only once and does not turn entities into tags', () => {
    expect(headingText('&amp;lt;b&amp;gt;')).toBe('&lt;b&gt;');
    expect(headingText('&lt;b&gt;bold&lt;/b&gt;')).toBe('<b>bold</b>');
  });
});

describe('outlineHeadings', () => {
  const h = (value: string, level: number): OutlineHeading => ({
    value,
    id: value.toLowerCase().replace(/\W+/g, '-'),
    level,
  });
  const headings = [
    h('Top', 1),
    h('Overview', 2),
    h('Demo', 3),
    h('Options', 3),
    h('Source Code', 3),
    h('<code>Demo</code>', 3),
    h(' Demo ', 3),
    h('Demo Variants', 3),
    h('Details', 4),
    h('Fine print', 5),
    h('Too deep', 6),
  ];

  it('lists levels 2–5 when wide, Demo and Source Code included', () => {
    expect(outlineHeadings(headings, true).map((x) => x.value)).toEqual([
      'Overview',
      'Demo',
      'Options',
      'Source Code',
      '<code>Demo</code>',
      ' Demo ',
      'Demo Variants',
      'Details',
      'Fine print',
    ]);
  });

  it('lists only level 3 when narrow, without Demo and Source Code', () => {
    expect(NARROW_OMITTED_HEADINGS).toEqual(['Demo', 'Source Code']);
    expect(outlineHeadings(headings, false).map((x) => x.value)).toEqual(['Options', 'Demo Variants']);
  });

  it('keeps ids and order unchanged', () => {
    const wide = outlineHeadings(headings, true);
    expect(wide.map((x) => x.id)).toEqual(headings.filter((x) => x.level >= 2 && x.level <= 5).map((x) => x.id));
  });

  it('returns nothing for an empty table of contents', () => {
    expect(outlineHeadings([], true)).toEqual([]);
    expect(outlineHeadings([], false)).toEqual([]);
  });
});

describe('activeHeadingId', () => {
  const ids = ['a', 'b', 'c'];
  it('is the last heading whose top has reached the line', () => {
    expect(activeHeadingId(ids, [-400, 50, 600], 80)).toBe('b');
    expect(activeHeadingId(ids, [-900, -500, 80], 80)).toBe('c');
  });
  it('is the first heading before any has reached the line, and null without headings', () => {
    expect(activeHeadingId(ids, [200, 500, 900], 80)).toBe('a');
    expect(activeHeadingId([], [], 80)).toBeNull();
  });
});
