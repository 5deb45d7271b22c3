import {
  activeCutVersion,
  unversionedPath,
  versionedHref,
  type VersionedPathContext,
} from '@site/src/navigation/versionedPaths';
import {showsOutline} from '@site/src/layout/outline';

/** The working docs (V3 at /docs) and one cut version, 2.9, that lacks the row-numbers guide. */
const context: VersionedPathContext = {
  docsRoot: '/docs',
  versions: [
    {
      name: 'current',
      label: 'V3',
      path: '/docs',
      docPaths: [
        '/docs/getting-started',
        '/docs/getting-started/install',
        '/docs/guides/sorting',
        '/docs/guides/row-numbers',
      ],
    },
    {
      name: '2.9',
      label: '2.9',
      path: '/docs/2.9',
      docPaths: ['/docs/2.9/getting-started', '/docs/2.9/getting-started/install', '/docs/2.9/guides/sorting'],
    },
  ],
};

describe('activeCutVersion', () => {
  it.each([
    ['/docs/2.9/guides/sorting', '2.9'],
    ['/docs/2.9/guides/sorting/', '2.9'],
    ['/docs/2.9', '2.9'],
    ['/docs/2.9/getting-started?x=1#install', '2.9'],
  ])('%s belongs to version %s', (pathname, name) => {
    expect(activeCutVersion(pathname, context)?.name).toBe(name);
  });

  it.each(['/docs/guides/sorting', '/docs', '/', '/blog/new-docs-site', '/docs/2.90/guides', '/docs/2'])(
    '%s is not a cut version page',
    (pathname) => {
      expect(activeCutVersion(pathname, context)).toBeUndefined();
    },
  );

  it('prefers the most specific version root', () => {
    const nested: VersionedPathContext = {
      docsRoot: '/docs',
      versions: [
        {name: 'a', label: 'A', path: '/docs/a', docPaths: []},
        {name: 'ab', label: 'AB', path: '/docs/a/b', docPaths: []},
      ],
    };
    expect(activeCutVersion('/docs/a/b/x', nested)?.name).toBe('ab');
    expect(activeCutVersion('/docs/a/x', nested)?.name).toBe('a');
  });
});

describe('unversionedPath', () => {
  it.each([
    ['/docs/2.9/guides/sorting', '/docs/guides/sorting'],
    ['/docs/2.9/getting-started/migrating-to-v3', '/docs/getting-started/migrating-to-v3'],
    ['/docs/2.9', '/docs'],
    ['/docs/guides/sorting', '/docs/guides/sorting'],
    ['/about', '/about'],
  ])('%s → %s', (pathname, expected) => {
    expect(unversionedPath(pathname, context)).toBe(expected);
  });

  it('with no versions known, paths are unchanged', () => {
    expect(unversionedPath('/docs/2.9/guides/sorting', {docsRoot: '/docs', versions: []})).toBe(
      '/docs/2.9/guides/sorting',
    );
  });

  it('gives cut versions the outline of the page they were copied from', () => {
    expect(showsOutline('/docs/2.9/guides/sorting')).toBe(false); // the raw rule misses it
    expect(showsOutline(unversionedPath('/docs/2.9/guides/sorting', context))).toBe(true);
    expect(showsOutline(unversionedPath('/docs/2.9/getting-started', context))).toBe(true);
    expect(showsOutline(unversionedPath('/docs/2.9/api/table-options', context))).toBe(false);
  });
});

describe('versionedHref', () => {
  const reading = '/docs/2.9/guides/sorting';

  it('points doc links at the same page of the version being read', () => {
    expect(versionedHref('/docs/getting-started/install', reading, context)).toBe('/docs/2.9/getting-started/install');
    expect(versionedHref('/docs/getting-started', reading, context)).toBe('/docs/2.9/getting-started');
  });

  it('keeps the anchor of a group link when the version has the page', () => {
    expect(versionedHref('/docs/guides/sorting#essentials', reading, context)).toBe(
      '/docs/2.9/guides/sorting#essentials',
    );
  });

  it('leaves links to pages the version lacks on the working docs', () => {
    expect(versionedHref('/docs/guides/row-numbers', reading, context)).toBe('/docs/guides/row-numbers');
    expect(versionedHref('/docs/guides#essentials', reading, context)).toBe('/docs/guides#essentials');
  });

  it('leaves non-docs and external links alone', () => {
    expect(versionedHref('/', reading, context)).toBe('/');
    expect(versionedHref('/blog', reading, context)).toBe('/blog');
    expect(versionedHref('https://github.com/KevinVandy/material-react-table', reading, context)).toBe(
      'https://github.com/KevinVandy/material-react-table',
    );
  });

  it('changes nothing while reading the working docs or other pages', () => {
    expect(versionedHref('/docs/guides/sorting', '/docs/guides/sorting', context)).toBe('/docs/guides/sorting');
    expect(versionedHref('/docs/guides/sorting', '/about', context)).toBe('/docs/guides/sorting');
  });
});
