import {entryFromHash, entryHref, mergeEntries} from '@site/src/api/entries';
import {d, type GeneratedPage} from '@site/src/api/types';

const generated: GeneratedPage = {
  page: 'table-options',
  typeName: 'MRT_TableOptions<TData>',
  entries: [
    {name: 'enableSorting', type: 'boolean', source: 'TanStack Table', optional: true, defaultValue: 'true'},
    {name: 'data', type: 'TData[]', source: 'MRT', optional: false},
  ],
};

describe('mergeEntries', () => {
  test('joins descriptions by name and leaves undescribed entries empty', () => {
    const merged = mergeEntries(generated, {enableSorting: d('Sorts.', 'sorting')});
    expect(merged[0]).toEqual({...generated.entries[0], description: 'Sorts.', guides: ['/docs/guides/sorting']});
    expect(merged[1]).toMatchObject({name: 'data', description: '', guides: []});
  });
});

describe('entryFromHash', () => {
  const names = new Set(['enableSorting', 'Cell']);
  test('finds a listed name', () => {
    expect(entryFromHash('#enableSorting', names)).toBe('enableSorting');
    expect(entryFromHash('#Cell', names)).toBe('Cell');
  });
  test('ignores empty, unknown and malformed hashes', () => {
    expect(entryFromHash('', names)).toBeUndefined();
    expect(entryFromHash('#', names)).toBeUndefined();
    expect(entryFromHash('#cell', names)).toBeUndefined();
    expect(entryFromHash('#%E0%A4%A', names)).toBeUndefined();
  });
});

test('entryHref', () => {
  expect(entryHref('row-instance-apis', 'getIsSelected')).toBe('/docs/api/row-instance-apis#getIsSelected');
});
