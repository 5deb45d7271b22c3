import {buildVersionOptions, type DocsVersionInput} from '@site/src/layout/versions';
import {readSiteSettings} from '@site/src/site/settings';

const legacy = readSiteSettings({}).legacyVersions;

const current: DocsVersionInput = {
  name: 'current',
  label: 'V3',
  path: '/docs',
  mainDocPath: '/docs/getting-started',
  isLast: true,
};
const cut: DocsVersionInput = {
  name: '3.1',
  label: '3.1',
  path: '/docs/3.1',
  mainDocPath: '/docs/3.1/getting-started',
  isLast: false,
};
const older: DocsVersionInput = {
  name: '3.0',
  label: '3.0',
  path: '/docs/3.0',
  mainDocPath: '/docs/3.0/getting-started',
  isLast: false,
};

describe('buildVersionOptions', () => {
  it('offers V1, V2 and V3 with V3 selected on a site without cut versions', () => {
    const options = buildVersionOptions(legacy, [current], {
      pathname: '/docs/guides/sorting',
      activeVersionName: 'current',
    });
    expect(options).toEqual([
      {
        key: 'legacy-V1',
        label: 'V1',
        href: 'https://v1.material-react-table.com/docs/guides/sorting',
        external: true,
        selected: false,
      },
      {
        key: 'legacy-V2',
        label: 'V2',
        href: 'https://v2.material-react-table.com/docs/guides/sorting',
        external: true,
        selected: false,
      },
      {key: 'docs-current', label: 'V3', href: '/docs/guides/sorting', external: false, selected: true},
    ]);
  });

  it('links V1/V2 to the same path on their own hosts, trailing slash on the origin removed', () => {
    const options = buildVersionOptions([{label: 'V1', origin: 'https://v1.example.com/'}], [current], {
      pathname: '/about',
    });
    expect(options[0]!.href).toBe('https://v1.example.com/about');
    expect(buildVersionOptions(legacy, [current], {pathname: '/'})[1]!.href).toBe(
      'https://v2.material-react-table.com/',
    );
  });

  it('selects the current version on non-doc pages (no active version)', () => {
    const options = buildVersionOptions(legacy, [current, cut], {pathname: '/blog'});
    expect(options.filter((o) => o.selected).map((o) => o.label)).toEqual(['V3']);
    expect(options.find((o) => o.label === 'V3')!.href).toBe('/blog');
  });

  it('lists legacy versions first, then served versions oldest to newest', () => {
    // Docusaurus order: current first, then cut versions newest first
    const options = buildVersionOptions(legacy, [current, cut, older], {pathname: '/'});
    expect(options.map((o) => o.label)).toEqual(['V1', 'V2', '3.0', '3.1', 'V3']);
    expect(options.map((o) => o.external)).toEqual([true, true, false, false, false]);
  });

  it('selects the version of the doc being read', () => {
    const options = buildVersionOptions(legacy, [current, cut], {
      pathname: '/docs/3.1/guides/sorting',
      activeVersionName: '3.1',
      alternateDocPaths: {current: '/docs/guides/sorting', '3.1': '/docs/3.1/guides/sorting'},
    });
    const byLabel = Object.fromEntries(options.map((o) => [o.label, o]));
    expect(options.filter((o) => o.selected).map((o) => o.label)).toEqual(['3.1']);
    expect(byLabel['3.1']!.href).toBe('/docs/3.1/guides/sorting');
    expect(byLabel.V3!.href).toBe('/docs/guides/sorting');
    expect(byLabel.V1!.href).toBe('https://v1.material-react-table.com/docs/3.1/guides/sorting');
  });

  it('uses the same doc in other versions, else their main doc', () => {
    const options = buildVersionOptions(legacy, [current, cut, older], {
      pathname: '/docs/guides/new-feature',
      activeVersionName: 'current',
      alternateDocPaths: {'3.1': '/docs/3.1/guides/new-feature', '3.0': undefined},
    });
    const byLabel = Object.fromEntries(options.map((o) => [o.label, o]));
    expect(byLabel['3.1']!.href).toBe('/docs/3.1/guides/new-feature');
    expect(byLabel['3.0']!.href).toBe('/docs/3.0/getting-started');
    expect(byLabel.V3).toMatchObject({href: '/docs/guides/new-feature', selected: true});
  });

  it('falls back to the main doc on non-doc pages', () => {
    const options = buildVersionOptions(legacy, [current, cut], {pathname: '/changelog'});
    expect(options.find((o) => o.label === '3.1')!.href).toBe('/docs/3.1/getting-started');
  });

  it('gives every option a unique key', () => {
    const options = buildVersionOptions(legacy, [current, cut, older], {pathname: '/'});
    expect(new Set(options.map((o) => o.key)).size).toBe(options.length);
  });

  it('selects the first served version when none is marked last', () => {
    const options = buildVersionOptions(legacy, [{...current, isLast: false}, cut], {pathname: '/'});
    expect(options.filter((o) => o.selected).map((o) => o.label)).toEqual(['V3']);
  });

  it('sends V1/V2 to the working-docs path while a cut version is read', () => {
    const options = buildVersionOptions(legacy, [current, older], {
      pathname: '/docs/3.0/guides/sorting',
      activeVersionName: '3.0',
      alternateDocPaths: {current: '/docs/guides/sorting'},
      legacyPathname: '/docs/guides/sorting',
    });
    expect(options.map((option) => [option.label, option.href, option.selected])).toEqual([
      ['V1', 'https://v1.material-react-table.com/docs/guides/sorting', false],
      ['V2', 'https://v2.material-react-table.com/docs/guides/sorting', false],
      ['3.0', '/docs/3.0/guides/sorting', true],
      ['V3', '/docs/guides/sorting', false],
    ]);
  });
});
