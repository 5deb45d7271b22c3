/** Claims of the API reference's column options page (src/api/descriptions/column-options.ts). */
import {fireEvent, screen, within} from '@testing-library/react';
import type {MRT_ColumnDef, MRT_TableOptions} from 'material-react-table';
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

describe('aggregationFn', () => {
  it("an array of names makes `cell.getValue()` an array of results in the same order; entries are looked up by name only, among the built-ins and the table's `aggregationFns`: a function inside the array gives `undefined`", () => {
    const spread = (columnId: string, leafRows: {getValue: (id: string) => unknown}[]) => {
      const ages = leafRows.map((row) => row.getValue(columnId) as number);
      return Math.max(...ages) - Math.min(...ages);
    };
    const seen: unknown[] = [];
    const columns: MRT_ColumnDef<Person>[] = [
      {accessorKey: 'city', header: 'City'},
      {
        accessorKey: 'age',
        header: 'Age',
        // @ts-expect-error the type lists only the built-in names, not the ones registered in aggregationFns
        aggregationFn: ['min', 'max', spread, 'spread'],
        AggregatedCell: ({cell, row}) => {
          if (row.getGroupingValue('city') === 'Boston') seen.push(cell.getValue());
          return null;
        },
      },
    ];
    const view = mountTable({
      columns,
      enableGrouping: true,
      aggregationFns: {spread},
      initialState: {grouping: ['city']},
    });
    // Boston: Liskov 55, Hamilton 33
    expect(seen.at(-1)).toEqual([33, 55, undefined, 22]);
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

describe('sortDescFirst', () => {
  const firstClick = async (options: Partial<MRT_TableOptions<Person>>, name: string) => {
    const view = mountTable({sortDescFirst: true, ...options});
    await settle(() => fireEvent.click(screen.getByText(name, {selector: '.Mui-TableHeadCell-Content-Wrapper'})));
    const [sort] = view.table().getState().sorting;
    view.unmount();
    return sort.desc ? 'desc' : 'asc';
  };

  it("which way this column sorts on its first click, winning over the table's `sortDescFirst`; left out on both, text starts ascending and numbers descending", async () => {
    const own = personColumns.map((column) => ({...column, sortDescFirst: false}));
    expect([await firstClick({columns: own}, 'First Name'), await firstClick({columns: own}, 'Age')]).toEqual([
      'asc',
      'asc',
    ]);
    const unset = {columns: personColumns, sortDescFirst: undefined};
    expect([await firstClick(unset, 'First Name'), await firstClick(unset, 'Age')]).toEqual(['asc', 'desc']);
  });
});

describe('enableClickToCopy', () => {
  it('`false` removes the copy buttons the table’s `true` would give this column, but not the "Copy" item the table’s `context-menu` adds', async () => {
    const columns = [{...personColumns[0], enableClickToCopy: false}, ...personColumns.slice(1)];
    const cell = (container: HTMLElement, text: string) =>
      Array.from(container.querySelectorAll('tbody td')).find((td) => td.textContent === text) as HTMLElement;
    const buttons = mountTable({enableClickToCopy: true, columns});
    expect(cell(buttons.container, 'Ada').querySelector('button')).toBeNull();
    buttons.unmount();
    const menu = mountTable({enableClickToCopy: 'context-menu', enableCellActions: true, columns});
    fireEvent.contextMenu(cell(menu.container, 'Ada'));
    await settle();
    expect(within(screen.getByRole('menu')).getByText('Copy')).toBeTruthy();
    menu.unmount();
  });
});
