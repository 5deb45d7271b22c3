/** Claims of the API reference's column options page (src/api/descriptions/column-options.ts). */
import type {MRT_ColumnDef} from 'material-react-table';
import {mountTable, bodyRows, type Person} from './harness';

jest.setTimeout(30000);

describe('filterFn', () => {
  it('when left out MRT picks one from `filterVariant`: `arrIncludesSome` for multi-select, `betweenInclusive` for the range variants, `equals` for select and checkbox, `fuzzy` for the rest', () => {
    const variants = [
      'multi-select',
      'range',
      'range-slider',
      'date-range',
      'select',
      'checkbox',
      'text',
      'autocomplete',
      'date',
      'time',
    ] as const;
    const columns: MRT_ColumnDef<Person>[] = variants.map((filterVariant) => ({
      id: filterVariant,
      accessorFn: (row) => row.city,
      header: filterVariant,
      filterVariant,
    }));
    const view = mountTable({columns});
    expect(variants.map((id) => view.table().getState().columnFilterFns[id])).toEqual([
      'arrIncludesSome',
      'betweenInclusive',
      'betweenInclusive',
      'betweenInclusive',
      'equals',
      'equals',
      'fuzzy',
      'fuzzy',
      'fuzzy',
      'fuzzy',
    ]);
    view.unmount();
  });
});

describe('AggregatedCell / aggregationFn', () => {
  it("without `AggregatedCell` the grouped row's cell for this column is empty, even when the column has an `aggregationFn`", () => {
    const columns: MRT_ColumnDef<Person>[] = [
      {accessorKey: 'city', header: 'City'},
      {accessorKey: 'age', header: 'Age', aggregationFn: 'max'},
      {
        accessorKey: 'id',
        header: 'Id',
        aggregationFn: 'count',
        AggregatedCell: ({cell}) => `n=${cell.getValue<number>()}`,
      },
    ];
    const view = mountTable({
      columns,
      enableGrouping: true,
      initialState: {grouping: ['city'], sorting: [{id: 'city', desc: false}]},
    });
    const boston = bodyRows(view.container).find((cells) => cells.some((text) => text.startsWith('Boston')))!;
    expect(boston.slice(-2)).toEqual(['', 'n=2']);
    view.unmount();
  });
});

describe('size', () => {
  it('the starting width of the column, in pixels (180 unless `defaultColumn` sets another)', () => {
    const view = mountTable();
    expect(view.table().getColumn('city').getSize()).toBe(180);
    view.unmount();
  });
});
