import {
  BREADCRUMB_ITEMS_AFTER_COLLAPSE,
  BREADCRUMB_ITEMS_BEFORE_COLLAPSE,
  BREADCRUMB_MAX_ITEMS,
  breadcrumbJsonLd,
  buildBreadcrumbs,
  collapseBreadcrumbs,
  labelFromSegment,
  isMissingDoc,
  parentCrumb,
  type Crumb,
} from '@site/src/navigation/breadcrumbs';
import {navigation} from '@site/src/navigation/navigation';

describe('labelFromSegment', () => {
  it.each([
    ['mrt-components', 'MRT Components'],
    ['api', 'API'],
    ['css-variables', 'CSS Variables'],
    ['ui', 'UI'],
    ['mrt-hooks', 'MRT Hooks'],
    ['custom-ui-with-css', 'Custom UI With CSS'],
    ['API', 'API'],
    ['Mrt', 'MRT'],
    ['migrating-to-v3', 'Migrating To V3'],
    ['getting-started', 'Getting Started'],
    ['row_numbers', 'Row Numbers'],
    ['a--b', 'A B'],
  ])('%s → %s', (segment, label) => {
    expect(labelFromSegment(segment)).toBe(label);
  });

  it('only capitalises whole words', () => {
    expect(labelFromSegment('rapid-uiux')).toBe('Rapid Uiux');
    expect(labelFromSegment('capital')).toBe('Capital');
  });

  it('decodes percent-encoding and keeps invalid encodings raw', () => {
    expect(labelFromSegment('hello%20world')).toBe('Hello World');
    expect(labelFromSegment('%E0%A4%A')).toBe('%E0%A4%A');
  });
});

describe('buildBreadcrumbs', () => {
  it('is only Home on the home page', () => {
    expect(buildBreadcrumbs('/', navigation)).toEqual([{href: '/', label: 'Home', linkable: true}]);
  });

  it('labels crumbs from the navigation model', () => {
    expect(buildBreadcrumbs('/docs/guides/sorting', navigation)).toEqual([
      {href: '/', label: 'Home', linkable: true},
      {href: '/docs', label: 'Docs', linkable: false},
      {href: '/docs/guides', label: 'Guides', linkable: true},
      {href: '/docs/guides/sorting', label: 'Sorting', linkable: true},
    ]);
  });

  it('uses the outermost model label and keeps model capitalisation', () => {
    const crumbs = buildBreadcrumbs('/docs/api/table-instance-apis', navigation);
    expect(crumbs.map((c) => c.label)).toEqual(['Home', 'Docs', 'API Reference', 'Table Instance APIs']);
    expect(buildBreadcrumbs('/docs/api/mrt-components', navigation).at(-1)!.label).toBe('MRT Components');
    expect(buildBreadcrumbs('/about', navigation).map((c) => c.label)).toEqual(['Home', 'About']);
  });

  it('falls back to capitalised path segments outside the model', () => {
    const crumbs = buildBreadcrumbs('/docs/guides/css-variables/ui', navigation);
    expect(crumbs).toEqual([
      {href: '/', label: 'Home', linkable: true},
      {href: '/docs', label: 'Docs', linkable: false},
      {href: '/docs/guides', label: 'Guides', linkable: true},
      {href: '/docs/guides/css-variables', label: 'CSS Variables', linkable: false},
      {href: '/docs/guides/css-variables/ui', label: 'UI', linkable: true},
    ]);
  });

  it('always makes the last crumb linkable, even when it is not a model page', () => {
    const crumbs = buildBreadcrumbs('/blog/2024/welcome-post', navigation);
    expect(crumbs.map((c) => [c.label, c.linkable])).toEqual([
      ['Home', true],
      ['Blog', true],
      ['2024', false],
      ['Welcome Post', true],
    ]);
  });

  it('ignores a trailing slash, query and hash', () => {
    const plain = buildBreadcrumbs('/docs/guides/sorting', navigation);
    expect(buildBreadcrumbs('/docs/guides/sorting/', navigation)).toEqual(plain);
    expect(buildBreadcrumbs('/docs/guides/sorting?x=1#demo', navigation)).toEqual(plain);
  });
});

describe('parentCrumb', () => {
  it('is the nearest linkable ancestor', () => {
    expect(parentCrumb(buildBreadcrumbs('/docs/guides/sorting', navigation))?.href).toBe('/docs/guides');
  });

  it('skips ancestors that are not pages', () => {
    // Home > Docs (not a page) > Getting Started
    expect(parentCrumb(buildBreadcrumbs('/docs/getting-started', navigation))?.href).toBe('/');
    expect(parentCrumb(buildBreadcrumbs('/docs/guides/css-variables/ui', navigation))?.href).toBe('/docs/guides');
  });

  it('is undefined on the home page', () => {
    expect(parentCrumb(buildBreadcrumbs('/', navigation))).toBeUndefined();
  });
});

describe('collapseBreadcrumbs', () => {
  const range = (n: number) => Array.from({length: n}, (_, i) => i);

  it('shows at most 8 crumbs, collapsing all but the first and the last', () => {
    expect(BREADCRUMB_MAX_ITEMS).toBe(8);
    expect(BREADCRUMB_ITEMS_BEFORE_COLLAPSE).toBe(1);
    expect(BREADCRUMB_ITEMS_AFTER_COLLAPSE).toBe(1);
  });

  it.each([1, 2, 7, 8])('does not collapse %i items', (n) => {
    expect(collapseBreadcrumbs(range(n))).toEqual({collapsed: false, items: range(n)});
  });

  it('collapses 9 items keeping 1 before and 1 after', () => {
    expect(collapseBreadcrumbs(range(9))).toEqual({
      collapsed: true,
      before: [0],
      hidden: [1, 2, 3, 4, 5, 6, 7],
      after: [8],
    });
  });

  it('collapses longer trails the same way', () => {
    const result = collapseBreadcrumbs(range(15));
    expect(result.collapsed).toBe(true);
    if (!result.collapsed) return;
    expect(result.before).toEqual([0]);
    expect(result.after).toEqual([14]);
    expect(result.hidden).toEqual(range(15).slice(1, 14));
  });
});

describe('breadcrumbJsonLd', () => {
  it('lists every crumb with positions 1..n and absolute URLs', () => {
    const crumbs: Crumb[] = buildBreadcrumbs('/docs/guides/sorting', navigation);
    expect(breadcrumbJsonLd(crumbs, 'https://example.com')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        {'@type': 'ListItem', position: 1, name: 'Home', item: 'https://example.com'},
        {'@type': 'ListItem', position: 2, name: 'Docs', item: 'https://example.com/docs'},
        {'@type': 'ListItem', position: 3, name: 'Guides', item: 'https://example.com/docs/guides'},
        {'@type': 'ListItem', position: 4, name: 'Sorting', item: 'https://example.com/docs/guides/sorting'},
      ],
    });
  });

  it('produces only absolute http(s) URLs', () => {
    const crumbs = buildBreadcrumbs('/docs/api/mrt-hooks', navigation);
    const {itemListElement} = breadcrumbJsonLd(crumbs, 'https://www.material-react-table.com');
    expect(itemListElement.map((e) => e.position)).toEqual([1, 2, 3, 4]);
    for (const element of itemListElement) {
      expect(new URL(element.item).origin).toBe('https://www.material-react-table.com');
    }
  });
});

describe('buildBreadcrumbs on a cut docs version', () => {
  const versions = {
    docsRoot: '/docs',
    versions: [
      {name: 'current', label: 'V3', path: '/docs', docPaths: ['/docs/guides', '/docs/guides/sorting']},
      {
        name: '2.9',
        label: '2.9',
        path: '/docs/2.9',
        docPaths: ['/docs/2.9/guides', '/docs/2.9/guides/sorting', '/docs/2.9/getting-started/install'],
      },
    ],
  };

  it('labels crumbs like the working page, adds the version and links inside it', () => {
    expect(buildBreadcrumbs('/docs/2.9/guides/sorting', navigation, versions)).toEqual([
      {href: '/', label: 'Home', linkable: true},
      {href: '/docs', label: 'Docs', linkable: false},
      {href: '/docs/2.9', label: '2.9', linkable: false},
      {href: '/docs/2.9/guides', label: 'Guides', linkable: true},
      {href: '/docs/2.9/guides/sorting', label: 'Sorting', linkable: true},
    ]);
  });

  it('does not link an ancestor the version lacks', () => {
    const crumbs = buildBreadcrumbs('/docs/2.9/getting-started/install', navigation, versions);
    expect(crumbs.map((crumb) => [crumb.href, crumb.linkable])).toEqual([
      ['/', true],
      ['/docs', false],
      ['/docs/2.9', false],
      ['/docs/2.9/getting-started', false],
      ['/docs/2.9/getting-started/install', true],
    ]);
    expect(crumbs[4]!.label).toBe('Install');
    expect(parentCrumb(crumbs)?.href).toBe('/');
  });

  it('leaves working docs and other pages as before', () => {
    expect(buildBreadcrumbs('/docs/guides/sorting', navigation, versions)).toEqual(
      buildBreadcrumbs('/docs/guides/sorting', navigation),
    );
    expect(buildBreadcrumbs('/about', navigation, versions)).toEqual(buildBreadcrumbs('/about', navigation));
  });
});

describe('isMissingDoc', () => {
  const docs = {
    docsRoot: '/docs',
    versions: [
      {name: 'current', label: 'V3', path: '/docs', docPaths: ['/docs/guides/sorting', '/docs/api']},
      {name: '2.9', label: '2.9', path: '/docs/2.9', docPaths: ['/docs/2.9/guides/sorting']},
    ],
  };

  it('is true under the docs where no version has a doc', () => {
    expect(isMissingDoc('/docs/no-such-page', docs)).toBe(true);
    expect(isMissingDoc('/docs', docs)).toBe(true);
    expect(isMissingDoc('/docs/2.9/guides/pagination', docs)).toBe(true);
  });

  it('is false for a doc of any version (trailing slash and query ignored), and outside the docs', () => {
    expect(isMissingDoc('/docs/guides/sorting/', docs)).toBe(false);
    expect(isMissingDoc('/docs/api?x=1', docs)).toBe(false);
    expect(isMissingDoc('/docs/2.9/guides/sorting', docs)).toBe(false);
    expect(isMissingDoc('/blog/some-post', docs)).toBe(false);
    expect(isMissingDoc('/documentation', docs)).toBe(false);
  });

  it('is false when the docs list is unknown', () => {
    expect(isMissingDoc('/docs/no-such-page', {docsRoot: '/docs', versions: []})).toBe(false);
  });
});
