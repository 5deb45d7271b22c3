import {
  FILTER_THRESHOLD,
  RANK,
  bestFilteredLink,
  filterNavigation,
  rankNavItem,
  type FilteredNavItem,
} from '@site/src/navigation/filter';
import {navigation} from '@site/src/navigation/navigation';
import type {NavItem} from '@site/src/navigation/types';

const item = (label: string, extra: Partial<NavItem> = {}): NavItem => ({
  href: `/${label.toLowerCase().replace(/\W+/g, '-')}`,
  label,
  ...extra,
});

/** Labels of a filtered tree, nested like the tree. */
type LabelTree = Array<string | [string, LabelTree]>;
const labels = (tree: FilteredNavItem[]): LabelTree =>
  tree.map((entry) => (entry.children.length ? [entry.item.label, labels(entry.children)] : entry.item.label));

const findEntry = (tree: FilteredNavItem[], label: string): FilteredNavItem | undefined => {
  for (const entry of tree) {
    if (entry.item.label === label) return entry;
    const found = findEntry(entry.children, label);
    if (found) return found;
  }
  return undefined;
};

const HOSTILE_QUERIES = [
  '<img src=x onerror=alert(1)>',
  '(*+?[',
  'x'.repeat(10_000),
  '🔥🚀',
  '\\',
  '.*',
  '%00',
  '__proto__',
];

describe('rank levels', () => {
  it("uses match-sorter's numeric levels", () => {
    expect(RANK).toEqual({
      CASE_SENSITIVE_EQUAL: 7,
      EQUAL: 6,
      STARTS_WITH: 5,
      WORD_STARTS_WITH: 4,
      CONTAINS: 3,
      ACRONYM: 2,
      MATCHES: 1,
      NO_MATCH: 0,
    });
    expect(FILTER_THRESHOLD).toBe(1);
  });
});

describe('rankNavItem', () => {
  const pinning = item('Column Pinning');

  it('ranks a case-sensitive equal label 7', () => {
    expect(rankNavItem(item('Sorting'), 'Sorting')).toBe(7);
  });

  it('ranks a case-insensitive equal label 6', () => {
    expect(rankNavItem(item('Sorting'), 'sorting')).toBe(6);
    expect(rankNavItem(item('Sorting'), 'SORTING')).toBe(6);
  });

  it('ranks a prefix 5', () => {
    expect(rankNavItem(pinning, 'colu')).toBe(5);
  });

  it('ranks the start of a later word 4', () => {
    expect(rankNavItem(pinning, 'pin')).toBe(4);
  });

  it('ranks a substring inside a word 3', () => {
    expect(rankNavItem(pinning, 'inning')).toBe(3);
  });

  it('ranks an acronym 2', () => {
    expect(rankNavItem(pinning, 'cp')).toBe(2);
  });

  it('ranks in-order scattered characters as a match (between 1 and 2)', () => {
    const rank = rankNavItem(pinning, 'clmn');
    expect(rank).toBeGreaterThanOrEqual(1);
    expect(rank).toBeLessThan(2);
  });

  it('ranks an unrelated query 0', () => {
    expect(rankNavItem(pinning, 'xyz')).toBe(0);
    // all characters present but out of order is not a match either
    expect(rankNavItem(pinning, 'nmuloc')).toBe(0);
  });

  it('matches on keywords as well as on the label', () => {
    expect(rankNavItem(item('Editing'), 'crud')).toBe(0);
    expect(rankNavItem(item('Editing', {keywords: ['modal', 'crud']}), 'crud')).toBe(7);
    expect(rankNavItem(item('Editing', {keywords: ['modal', 'crud']}), 'CRUD')).toBe(6);
    expect(rankNavItem(item('Row Selection', {keywords: ['checkbox']}), 'check')).toBe(5);
  });

  it('takes the best of label and keywords', () => {
    const sorting = item('Sort', {keywords: ['Sorting guide']});
    expect(rankNavItem(sorting, 'Sort')).toBe(7);
    const keywordWins = item('Column Filtering', {keywords: ['filterFn']});
    expect(rankNavItem(keywordWins, 'filterFn')).toBe(7);
  });

  it('strips diacritics from the query and from labels', () => {
    expect(rankNavItem(item('Sorting'), 'Sortíng')).toBe(7);
    expect(rankNavItem(item('Sorting'), 'sörting')).toBe(6);
    expect(rankNavItem(item('Café Tables'), 'cafe')).toBe(5);
  });

  it('ranks real model entries by their keywords', () => {
    const editing = navigation
      .flatMap((entry) => entry.items ?? [])
      .flatMap((entry) => entry.secondaryItems ?? [])
      .find((entry) => entry.href === '/docs/guides/editing');
    expect(editing).toBeDefined();
    expect(rankNavItem(editing!, 'crud')).toBe(7);
  });
});

describe('filterNavigation on hand-built trees', () => {
  const tree: NavItem[] = [
    item('Home'),
    {
      href: '/guides',
      label: 'Guides',
      items: [item('Guides Overview')],
      secondaryItems: [item('Sorting'), item('Pagination'), item('Column Filtering')],
    },
    {
      href: '/examples',
      label: 'Examples',
      items: [item('Sorting Example'), item('Basic Example')],
    },
  ];

  it('returns null (no filtering) for an empty or whitespace query', () => {
    expect(filterNavigation(tree, '')).toBeNull();
    expect(filterNavigation(tree, '   ')).toBeNull();
    expect(filterNavigation(tree, '\t\n')).toBeNull();
  });

  it('prunes entries and branches without a match', () => {
    expect(labels(filterNavigation(tree, 'pagination')!)).toEqual([['Guides', ['Pagination']]]);
  });

  it('keeps every child of a matching parent', () => {
    const result = filterNavigation(tree, 'guides')!;
    expect(labels(result)).toEqual([['Guides', ['Guides Overview', 'Sorting', 'Pagination', 'Column Filtering']]]);
    const guides = result[0]!;
    expect(guides.rank).toBe(6);
    expect(findEntry(result, 'Pagination')!.rank).toBe(0);
  });

  it('orders siblings by their best rank, the whole subtree counted', () => {
    // "Sorting" equals (7) inside Guides; "Sorting Example" only starts with (5)
    expect(labels(filterNavigation(tree, 'Sorting')!)).toEqual([
      ['Guides', ['Sorting']],
      ['Examples', ['Sorting Example']],
    ]);
    // reversed input order: ranks still decide
    expect(labels(filterNavigation([...tree].reverse(), 'Sorting')!)).toEqual([
      ['Guides', ['Sorting']],
      ['Examples', ['Sorting Example']],
    ]);
    const flat = [item('Alpha Beta'), item('Beta Gamma'), item('Beta')];
    expect(labels(filterNavigation(flat, 'Beta')!)).toEqual(['Beta', 'Beta Gamma', 'Alpha Beta']);
  });

  it('reports bestRank as the best rank anywhere below an entry', () => {
    const result = filterNavigation(tree, 'Sorting')!;
    const guides = findEntry(result, 'Guides')!;
    expect(guides.rank).toBe(0);
    expect(guides.bestRank).toBe(7);
    expect(findEntry(result, 'Examples')!.bestRank).toBe(5);
  });

  it('keeps navigation order between equal ranks', () => {
    const flat = [item('Foo Zed'), item('Foo Abc'), item('Foo Mid')];
    expect(labels(filterNavigation(flat, 'foo')!)).toEqual(['Foo Zed', 'Foo Abc', 'Foo Mid']);
  });

  it('keeps a fuzzy in-order match and drops an unrelated query', () => {
    expect(labels(filterNavigation(tree, 'pgntn')!)).toEqual([['Guides', ['Pagination']]]);
    expect(filterNavigation(tree, 'qqq')).toEqual([]);
  });

  it('does not mutate the navigation it filters', () => {
    const copy = JSON.parse(JSON.stringify(tree));
    filterNavigation(tree, 'sorting');
    expect(tree).toEqual(copy);
  });
});

describe('filterNavigation on the real navigation model', () => {
  it('returns null for an empty query', () => {
    expect(filterNavigation(navigation, '')).toBeNull();
  });

  it('finds the sorting guide inside its section and group', () => {
    const result = filterNavigation(navigation, 'sorting')!;
    expect(result[0]!.item.label).toBe('Guides');
    const group = findEntry(result, 'Filtering and Sorting')!;
    expect(group.item.href).toBe('/docs/guides#filtering-and-sorting');
    // the group label matches, so all of its guides stay listed
    expect(group.children.map((c) => c.item.label)).toEqual(['Column Filtering', 'Global Filtering', 'Sorting']);
    expect(findEntry(result, 'Home')).toBeUndefined();
    expect(findEntry(result, 'Pagination')).toBeUndefined();
  });

  it('finds a page by keyword only', () => {
    const result = filterNavigation(navigation, 'i18n')!;
    expect(labels(result)).toEqual([['Guides', [['Customization', ['Localization']]]]]);
  });

  it('matches external entries by keyword', () => {
    const result = filterNavigation(navigation, 'chat')!;
    // Discord's keyword equals the query; "Chart ..." examples only fuzzily match
    expect(result[0]!.item.label).toBe('Discord');
    expect(result[0]!.rank).toBe(7);
    expect(bestFilteredLink(result)?.external).toBe(true);
  });

  it('keeps a whole section when its label matches', () => {
    const result = filterNavigation(navigation, 'Examples')!;
    const examples = result.find((entry) => entry.item.label === 'Examples')!;
    expect(examples.rank).toBe(7);
    expect(examples.children).toHaveLength(navigation.find((e) => e.label === 'Examples')!.items!.length);
  });

  it.each(HOSTILE_QUERIES)('does not throw on the hostile query %#', (query) => {
    expect(() => filterNavigation(navigation, query)).not.toThrow();
    expect(Array.isArray(filterNavigation(navigation, query))).toBe(true);
    expect(() => rankNavItem(navigation[0]!, query)).not.toThrow();
  });

  it('finds nothing for markup, regex syntax, a huge string or emoji', () => {
    expect(filterNavigation(navigation, '<img src=x onerror=alert(1)>')).toEqual([]);
    expect(filterNavigation(navigation, '(*+?[')).toEqual([]);
    expect(filterNavigation(navigation, 'x'.repeat(10_000))).toEqual([]);
    expect(filterNavigation(navigation, '🔥🚀')).toEqual([]);
  });

  it('treats regex characters literally', () => {
    // "(CRUD)" occurs literally in "Editing (CRUD)", after a space
    const result = filterNavigation(navigation, '(CRUD)')!;
    expect(findEntry(result, 'Editing (CRUD)')!.rank).toBe(4);
    expect(findEntry(result, 'Editing')).toBeUndefined();
  });
});

describe('bestFilteredLink', () => {
  it('opens the best-ranked page of the real model', () => {
    expect(bestFilteredLink(filterNavigation(navigation, 'sorting')!)?.href).toBe('/docs/guides/sorting');
    expect(bestFilteredLink(filterNavigation(navigation, 'Install')!)?.href).toBe('/docs/getting-started/install');
    expect(bestFilteredLink(filterNavigation(navigation, 'virtualization')!)?.href).toBe('/docs/guides/virtualization');
  });

  it('never picks a "#" group anchor, even when it ranks best', () => {
    const tree: NavItem[] = [
      {
        href: '/docs/guides#filtering',
        label: 'Filtering',
        secondaryItems: [item('Column Filtering'), item('Pagination')],
      },
    ];
    const result = filterNavigation(tree, 'Filtering')!;
    expect(result[0]!.rank).toBe(7);
    expect(bestFilteredLink(result)?.label).toBe('Column Filtering');
  });

  it('returns undefined when only a group anchor matches', () => {
    const tree: NavItem[] = [
      {href: '/docs/guides#filtering', label: 'Filtering', secondaryItems: [item('Pagination')]},
    ];
    const result = filterNavigation(tree, 'Filtering')!;
    expect(result).toHaveLength(1);
    expect(bestFilteredLink(result)).toBeUndefined();
    expect(bestFilteredLink([])).toBeUndefined();
  });

  it('ignores non-matching children kept under a matching parent', () => {
    const tree: NavItem[] = [{href: '/a', label: 'Alpha', items: [item('Zzz')]}];
    expect(bestFilteredLink(filterNavigation(tree, 'alpha')!)?.label).toBe('Alpha');
  });

  it('prefers the higher rank over tree order and the first of equal ranks', () => {
    const tree: NavItem[] = [item('Table Sorting'), item('Sorting'), item('Sorting')];
    tree[2] = {...tree[2]!, href: '/second-sorting'};
    const best = bestFilteredLink(filterNavigation(tree, 'Sorting')!);
    expect(best?.href).toBe('/sorting');
  });
});
