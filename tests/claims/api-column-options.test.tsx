/** Claims of the API reference's column options page (src/api/descriptions/column-options.ts). */
import {fireEvent, screen, within} from '@testing-library/react';
import type {MRT_ColumnDef} from 'material-react-table';
import {mountTable, bodyRows, personColumns, settle, type Person} from './harness';

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

/** The four column options that can only take a table-level feature away. */
const [first, ...others] = personColumns;
const withFirst = (extra: Partial<MRT_ColumnDef<Person>>) => [{...first, ...extra}, ...others];
const headerOf = (text: string) => screen.getAllByRole('columnheader').find((th) => th.textContent?.includes(text))!;

describe('enableColumnDragging', () => {
  it("`false` removes the drag handle of this column's header; `true` adds none by itself: the handle comes from the table's `enableColumnDragging`, `enableColumnOrdering` or `enableGrouping`", () => {
    const off = mountTable({enableColumnOrdering: true, columns: withFirst({enableColumnDragging: false})});
    expect(within(headerOf('First Name')).queryByLabelText('Move')).toBeNull();
    expect(within(headerOf('Last Name')).queryByLabelText('Move')).not.toBeNull();
    off.unmount();
    const on = mountTable({columns: withFirst({enableColumnDragging: true})});
    expect(within(headerOf('First Name')).queryByLabelText('Move')).toBeNull();
    on.unmount();
  });
});

describe('enableColumnFilterModes', () => {
  const modeButtons = () => screen.queryAllByRole('button', {name: 'Change filter mode'});

  it("`false` takes the filter mode menu away from this column; `true` does nothing while the table's `enableColumnFilterModes` is off", () => {
    const shown = {initialState: {showColumnFilters: true}};
    const off = mountTable({
      ...shown,
      enableColumnFilterModes: true,
      columns: withFirst({enableColumnFilterModes: false}),
    });
    expect(modeButtons()).toHaveLength(3);
    off.unmount();
    const on = mountTable({...shown, columns: withFirst({enableColumnFilterModes: true})});
    expect(modeButtons()).toHaveLength(0);
    on.unmount();
  });
});

describe('enableEditing', () => {
  const firstCell = (container: HTMLElement) => container.querySelector('tbody tr td')!;

  it("`false` (or a function of the row returning `false`) makes this column read-only; `true` does not turn editing on while the table's `enableEditing` is off", async () => {
    const cellMode = {editDisplayMode: 'cell' as const};
    const off = mountTable({...cellMode, enableEditing: true, columns: withFirst({enableEditing: () => false})});
    await settle(() => fireEvent.doubleClick(firstCell(off.container)));
    expect(firstCell(off.container).querySelector('input')).toBeNull();
    await settle(() => fireEvent.doubleClick(off.container.querySelectorAll('tbody tr td')[1]));
    expect(off.container.querySelectorAll('tbody tr td')[1].querySelector('input')).not.toBeNull();
    off.unmount();
    const on = mountTable({...cellMode, columns: withFirst({enableEditing: true})});
    await settle(() => fireEvent.doubleClick(firstCell(on.container)));
    expect(firstCell(on.container).querySelector('input')).toBeNull();
    on.unmount();
  });
});

describe('enableFilterMatchHighlighting', () => {
  const marks = (container: HTMLElement) =>
    Array.from(container.querySelectorAll('tbody [role="note"]')).map((note) => note.getAttribute('aria-label'));

  it("`false` stops highlighting filter and search matches in this column's cells; `true` does nothing while the table's `enableFilterMatchHighlighting` is off", async () => {
    const search = {globalFilterFn: 'contains' as const};
    const off = mountTable({...search, columns: withFirst({enableFilterMatchHighlighting: false})});
    await settle(() => off.table().setGlobalFilter('ada'));
    expect(marks(off.container)).toEqual([]);
    await settle(() => off.table().setGlobalFilter('lov'));
    expect(marks(off.container)).toEqual(['Lovelace']);
    off.unmount();
    const on = mountTable({
      ...search,
      enableFilterMatchHighlighting: false,
      columns: withFirst({enableFilterMatchHighlighting: true}),
    });
    await settle(() => on.table().setGlobalFilter('ada'));
    expect(marks(on.container)).toEqual([]);
    on.unmount();
  });
});
