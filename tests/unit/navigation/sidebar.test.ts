import {navigation} from '@site/src/navigation/navigation';
import {buildDocsSidebar, docIdForHref, type SidebarEntry} from '@site/src/navigation/sidebar';
import type {NavItem} from '@site/src/navigation/types';
import {hasDoc} from '../helpers/docs';

type Category = Extract<SidebarEntry, {type: 'category'}>;

const allDocIds = (entries: SidebarEntry[]): string[] =>
  entries.flatMap((entry) =>
    entry.type === 'doc' ? [entry.id] : [...(entry.link ? [entry.link.id] : []), ...allDocIds(entry.items)],
  );

const category = (entries: SidebarEntry[], label: string): Category => {
  const found = entries.find((entry): entry is Category => entry.type === 'category' && entry.label === label);
  if (!found) throw new Error(`no category ${label}`);
  return found;
};

describe('docIdForHref', () => {
  it('maps doc paths to doc ids, index docs included', () => {
    expect(docIdForHref('/docs/guides/sorting', hasDoc)).toBe('guides/sorting');
    expect(docIdForHref('/docs/guides', hasDoc)).toBe('guides/index');
    expect(docIdForHref('/docs/getting-started', hasDoc)).toBe('getting-started/index');
    expect(docIdForHref('/docs/api/mrt-hooks', hasDoc)).toBe('api/mrt-hooks');
    expect(docIdForHref('/docs/guides/sorting/', hasDoc)).toBe('guides/sorting');
  });

  it('returns null for anchors, non-doc routes, external links and missing docs', () => {
    expect(docIdForHref('/docs/guides#essentials', hasDoc)).toBeNull();
    expect(docIdForHref('/', hasDoc)).toBeNull();
    expect(docIdForHref('/about', hasDoc)).toBeNull();
    expect(docIdForHref('/blog', hasDoc)).toBeNull();
    expect(docIdForHref('/docsearch', hasDoc)).toBeNull();
    expect(docIdForHref('https://github.com/KevinVandy/material-react-table', hasDoc)).toBeNull();
    expect(docIdForHref('/docs/guides/not-a-guide', hasDoc)).toBeNull();
    // there is no docs/index.mdx
    expect(docIdForHref('/docs', hasDoc)).toBeNull();
  });

  it('prefers <id>.mdx over <id>/index.mdx', () => {
    const existing = new Set(['guides', 'guides/index']);
    expect(docIdForHref('/docs/guides', (id) => existing.has(id))).toBe('guides');
    expect(docIdForHref('/docs', (id) => id === 'index')).toBe('index');
  });
});

describe('buildDocsSidebar on the real navigation', () => {
  const sidebar = buildDocsSidebar(navigation, hasDoc);

  it('has the four doc sections as categories linked to their index docs', () => {
    expect(sidebar.map((entry) => entry.label)).toEqual(['Getting Started', 'API Reference', 'Guides', 'Examples']);
    expect(sidebar.map((entry) => entry.type === 'category' && entry.link?.id)).toEqual([
      'getting-started/index',
      'api/index',
      'guides/index',
      'examples/index',
    ]);
    for (const entry of sidebar) {
      expect(entry).toMatchObject({type: 'category', collapsible: true, collapsed: false});
    }
  });

  it('lists the getting-started and API docs in navigation order', () => {
    expect(category(sidebar, 'Getting Started').items).toEqual([
      {type: 'doc', id: 'getting-started/install', label: 'Install'},
      {type: 'doc', id: 'getting-started/usage', label: 'Usage'},
      {type: 'doc', id: 'getting-started/migrating-to-v3', label: 'Migrating to V3'},
    ]);
    expect(allDocIds(category(sidebar, 'API Reference').items)).toEqual([
      'api/table-options',
      'api/column-options',
      'api/state-options',
      'api/table-instance-apis',
      'api/column-instance-apis',
      'api/row-instance-apis',
      'api/cell-instance-apis',
      'api/mrt-components',
      'api/mrt-hooks',
    ]);
  });

  it('turns groups into unlinked categories', () => {
    for (const section of ['Guides', 'Examples']) {
      const groups = category(sidebar, section).items;
      expect(groups.length).toBeGreaterThan(1);
      for (const group of groups) {
        expect(group.type).toBe('category');
        if (group.type !== 'category') continue;
        expect(group.link).toBeUndefined();
        expect(group.items.every((child) => child.type === 'doc')).toBe(true);
      }
    }
    const sortingGroup = category(category(sidebar, 'Guides').items, 'Filtering and Sorting');
    expect(sortingGroup.items).toEqual([
      {type: 'doc', id: 'guides/column-filtering', label: 'Column Filtering'},
      {type: 'doc', id: 'guides/global-filtering', label: 'Global Filtering'},
      {type: 'doc', id: 'guides/sorting', label: 'Sorting'},
    ]);
  });

  it('contains no external, top-level or non-doc entries', () => {
    const json = JSON.stringify(sidebar);
    expect(json).not.toMatch(/https?:/);
    expect(json).not.toMatch(/#/);
    const labels = JSON.stringify(sidebar.map((entry) => entry.label));
    for (const label of ['Home', 'About', 'Blog', 'Changelog', 'Roadmap', 'Storybook', 'Discord', 'GitHub', 'NPM']) {
      expect(labels).not.toContain(`"${label}"`);
    }
    for (const id of allDocIds(sidebar)) expect(hasDoc(id)).toBe(true);
  });

  it('lists every guide and example exactly once', () => {
    const ids = allDocIds(sidebar);
    const guides = ids.filter((id) => id.startsWith('guides/') && id !== 'guides/index');
    const examples = ids.filter((id) => id.startsWith('examples/') && id !== 'examples/index');
    expect(guides).toHaveLength(40);
    expect(examples).toHaveLength(41);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('leaves out entries without docs and empty branches', () => {
    const tree: NavItem[] = [
      {href: '/blog', label: 'Blog'},
      {href: '/x', label: 'Only externals', items: [{href: 'https://example.com', label: 'Ext', external: true}]},
      {href: '/docs/guides', label: 'Guides', items: [{href: '/docs/guides/sorting', label: 'Sorting'}]},
    ];
    expect(buildDocsSidebar(tree, hasDoc)).toEqual([
      {
        type: 'category',
        label: 'Guides',
        collapsible: true,
        collapsed: false,
        link: {type: 'doc', id: 'guides/index'},
        items: [{type: 'doc', id: 'guides/sorting', label: 'Sorting'}],
      },
    ]);
  });
});
