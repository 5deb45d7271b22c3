/**
 * The navigation model (src/navigation/navigation.ts) against the site's page
 * list and the docs/ folder: one entry per page, every page listed, every link resolvable.
 */
import {flattenNav, pagePaths} from '@site/src/navigation/model';
import {navigation} from '@site/src/navigation/navigation';
import {links} from '@site/src/site/links';
import {hasDoc, listDocFiles, routeForDocFile} from '../helpers/docs';

const SPEC_EXAMPLES = `basic, minimal, advanced, custom-headless, export-csv, export-pdf, column-ordering,
  row-ordering, row-dragging, editing-crud, editing-crud-inline-row, editing-crud-inline-cell,
  editing-crud-inline-table, editing-crud-tree, expanding-tree, expanding-tree-flat-parse,
  column-grouping, customized-grouping, aggregation-and-grouping, detail-panel, chart-detail-panel,
  filter-variants, faceted-values, filter-switching, popover-filters, custom-filter-ui, sticky-header,
  column-pinning, sticky-row-pinning, static-row-pinning, sticky-row-selection, react-query, remote,
  dynamic-columns, lazy-detail-panel, lazy-sub-rows, virtualized, row-virtualization,
  column-virtualization, infinite-scrolling`;

const SPEC_GUIDES = `best-practices, data-columns, display-columns, table-event-listeners, memoization,
  state-management, accessibility, customize-components, customize-icons, localization,
  toolbar-customization, column-size, column-resizing, density-toggle, full-screen-toggle,
  async-loading, pagination, virtualization, row-selection, editing, column-filtering,
  global-filtering, column-hiding, detail-panel, expanding-sub-rows, column-grouping, aggregation,
  sticky-header, column-pinning, row-pinning, sorting, row-ordering-dnd, column-ordering-dnd,
  row-numbers, column-actions, cell-actions, row-actions, click-to-copy`;

const SPEC_API = `table-options, column-options, state-options, table-instance-apis, column-instance-apis,
  row-instance-apis, cell-instance-apis, mrt-components, mrt-hooks`;

const slugs = (list: string) => list.split(',').map((s) => s.trim());

const allItems = flattenNav(navigation).map(({item}) => item);
const internalDocHrefs = allItems
  .filter((item) => !item.external && !item.href.includes('#') && /^\/docs(\/|$)/.test(item.href))
  .map((item) => item.href);
const slugsUnder = (base: string) =>
  [...new Set(internalDocHrefs)].filter((href) => href.startsWith(`${base}/`)).map((href) => href.slice(base.length + 1));

describe('navigation model', () => {
  it('lists exactly the 40 examples of SPEC §2', () => {
    expect(slugsUnder('/docs/examples')).toHaveLength(40);
    expect(slugsUnder('/docs/examples').sort()).toEqual(slugs(SPEC_EXAMPLES).sort());
  });

  it('lists exactly the 38 guides of SPEC §2', () => {
    expect(slugsUnder('/docs/guides')).toHaveLength(38);
    expect(slugsUnder('/docs/guides').sort()).toEqual(slugs(SPEC_GUIDES).sort());
  });

  it('lists exactly the 9 API pages of SPEC §2', () => {
    expect(slugsUnder('/docs/api')).toHaveLength(9);
    expect(slugsUnder('/docs/api').sort()).toEqual(slugs(SPEC_API).sort());
  });

  it('lists the getting-started pages and the top-level routes', () => {
    expect(slugsUnder('/docs/getting-started').sort()).toEqual(['install', 'migrating-to-v3', 'usage']);
    const paths = pagePaths(navigation);
    for (const route of [
      '/',
      '/about',
      '/changelog',
      '/roadmap',
      '/blog',
      '/docs/getting-started',
      '/docs/api',
      '/docs/guides',
      '/docs/examples',
    ]) {
      expect(paths).toContain(route);
    }
  });

  it('has a docs file behind every internal /docs href', () => {
    const missing = internalDocHrefs.filter((href) => {
      const rel = href.replace(/^\/docs\/?/, '');
      return !hasDoc(rel) && !hasDoc(`${rel}/index`.replace(/^\//, ''));
    });
    expect(missing).toEqual([]);
  });

  it('lists every doc file under docs/', () => {
    const listed = new Set(internalDocHrefs);
    const files = listDocFiles();
    expect(files.length).toBeGreaterThanOrEqual(4 + 10 + 39 + 41);
    expect(files.filter((file) => !listed.has(routeForDocFile(file)))).toEqual([]);
  });

  it('has no duplicate hrefs', () => {
    // A section and its first child may share a page (About → About the Project);
    // apart from that every entry is a distinct page.
    const seen = new Map<string, number>();
    for (const {item, parents} of flattenNav(navigation)) {
      const parent = parents.at(-1);
      if (parent && parent.href === item.href) continue;
      seen.set(item.href, (seen.get(item.href) ?? 0) + 1);
    }
    expect([...seen].filter(([, count]) => count > 1)).toEqual([]);
  });

  it('uses group anchors only under their own section', () => {
    for (const {item, parents} of flattenNav(navigation)) {
      if (!item.href.includes('#')) continue;
      expect(item.secondaryItems?.length).toBeGreaterThan(0);
      expect(item.href.split('#')[0]).toBe(parents.at(-1)?.href);
    }
  });

  it('marks the four external entries and nothing else as external', () => {
    const external = allItems.filter((item) => item.external);
    expect(external.map((item) => item.href).sort()).toEqual(
      [links.storybook, links.discord, links.libraryRepo, links.npm].sort(),
    );
    for (const item of allItems) {
      expect(item.external === true).toBe(/^https?:\/\//.test(item.href));
    }
  });

  it('gives every entry a non-empty label and trimmed keywords', () => {
    for (const item of allItems) {
      expect(item.label.trim()).not.toBe('');
      for (const keyword of item.keywords ?? []) expect(keyword).toBe(keyword.trim());
    }
  });
});
