import {entryMatches, nameParts} from '@site/src/api/filter';

describe('nameParts', () => {
  test.each([
    ['columnResizeDirection', ['column', 'Resize', 'Direction']],
    ['useMRT_Rows', ['use', 'MRT_', 'Rows']],
    ['MRT_TableContainer', ['MRT_', 'Table', 'Container']],
    ['getIsSomeRowsSelected', ['get', 'Is', 'Some', 'Rows', 'Selected']],
    ['data', ['data']],
    ['muiTableBodyCellProps', ['mui', 'Table', 'Body', 'Cell', 'Props']],
    ['enableRowVirtualization', ['enable', 'Row', 'Virtualization']],
    ['h1Size', ['h1', 'Size']],
  ])('%s breaks into %j', (name, parts) => {
    expect(nameParts(name)).toEqual(parts);
    expect(nameParts(name).join('')).toBe(name);
  });
});

describe('entryMatches', () => {
  const entry = {
    name: 'enableSorting',
    description: 'Turns sorting on or off for `all` columns.',
    source: 'TanStack Table' as const,
  };

  test('an empty or blank query keeps every entry', () => {
    expect(entryMatches(entry, {query: '', source: ''})).toBe(true);
    expect(entryMatches(entry, {query: '   ', source: ''})).toBe(true);
  });

  test('matches the name and the description, in any case', () => {
    expect(entryMatches(entry, {query: 'ENABLESORT', source: ''})).toBe(true);
    expect(entryMatches(entry, {query: 'off for', source: ''})).toBe(true);
    expect(entryMatches(entry, {query: 'filtering', source: ''})).toBe(false);
  });

  test('every word must occur, each in the name or the description', () => {
    expect(entryMatches(entry, {query: 'sorting columns', source: ''})).toBe(true);
    expect(entryMatches(entry, {query: 'sorting rows', source: ''})).toBe(false);
  });

  test('code marks in the description do not stop a phrase from matching', () => {
    expect(entryMatches(entry, {query: 'for all columns', source: ''})).toBe(true);
  });

  test('the source filter keeps only that source', () => {
    expect(entryMatches(entry, {query: '', source: 'TanStack Table'})).toBe(true);
    expect(entryMatches(entry, {query: 'sorting', source: 'MRT'})).toBe(false);
  });
});
