/**
 * Claims of the API reference's hooks page (src/api/descriptions/mrt-hooks.ts). `useMRT_Effects` is in
 * api-mrt-hooks.test.tsx.
 */
import {render, renderHook} from '@testing-library/react';
import {
  MaterialReactTable,
  useDropdownOptions,
  useMaterialReactTable,
  useMRT_ColumnVirtualizer,
  useMRT_Rows,
  useMRT_RowVirtualizer,
  useMRT_TableInstance,
  useMRT_TableOptions,
  type MRT_ColumnDef,
  type MRT_TableInstance,
  type MRT_TableOptions,
} from 'material-react-table';
import {people, personColumns, settle, type Person} from './harness';

const base = {columns: personColumns, data: people};
/** Fresh column objects, for tables that write into their column definitions (filter variants, filter modes). */
const freshColumns = (extra: Partial<MRT_ColumnDef<Person>>[] = []) =>
  personColumns.map((column, index) => ({...column, ...extra[index]}));

/** Runs `useMaterialReactTable` and `hook(table)` in one component. */
function withTable<R>(options: Partial<MRT_TableOptions<Person>>, hook: (table: MRT_TableInstance<Person>) => R) {
  return renderHook(() => {
    const table = useMaterialReactTable<Person>({...base, ...options});
    return {table, value: hook(table)};
  });
}

describe('useDropdownOptions', () => {
  it("returns the choices of a header's filter: its `filterSelectOptions`", () => {
    const view = withTable({columns: freshColumns([{filterSelectOptions: ['Zed', 'Amy']}])}, (table) =>
      useDropdownOptions({header: table.getFlatHeaders()[0], table}),
    );
    expect(view.result.current.value).toEqual(['Zed', 'Amy']);
    view.unmount();
  });

  it('or else, for a select, multi-select or autocomplete filter, its faceted unique values (an empty list without `enableFacetedValues`), leaving out `null` and `undefined` and sorted with the string method `localeCompare` (`apple` before `Banana`)', () => {
    const data = [
      ...people.slice(0, 3),
      {...people[3], city: 'apple'},
      {...people[4], city: 'Banana'},
      {...people[5], city: null},
      {...people[6], city: undefined},
    ] as unknown as Person[];
    const cityChoices = (filterVariant: MRT_ColumnDef<Person>['filterVariant'], enableFacetedValues = true) => {
      const view = withTable(
        {data, columns: freshColumns([{}, {}, {}, {filterVariant}]), enableFacetedValues},
        (table) => useDropdownOptions({header: table.getFlatHeaders()[3], table}),
      );
      const value = view.result.current.value;
      view.unmount();
      return value;
    };
    // a plain sort() would put the capitals first: Banana, London, Manchester, New York, apple
    const sorted = ['apple', 'Banana', 'London', 'Manchester', 'New York'];
    expect(cityChoices('select')).toEqual(sorted);
    expect(cityChoices('multi-select')).toEqual(sorted);
    expect(cityChoices('autocomplete')).toEqual(sorted);
    expect(cityChoices('text')).toBeUndefined();
    expect(cityChoices('select', false)).toEqual([]);
  });

  it('on a column of numbers or booleans that sort throws, and the table fails to render', () => {
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => {});
    const mount = (columns: MRT_ColumnDef<Person>[]) => () =>
      render(<MaterialReactTable columns={columns} data={people} enableFacetedValues />);
    try {
      for (const filterVariant of ['select', 'multi-select', 'autocomplete'] as const) {
        expect(mount([{accessorKey: 'age', header: 'Age', filterVariant}])).toThrow(/localeCompare is not a function/);
        expect(
          mount([{id: 'senior', accessorFn: (person) => person.age >= 50, header: 'Senior', filterVariant}]),
        ).toThrow(/localeCompare is not a function/);
      }
      // the same column with its options written out renders
      const view = mount([{accessorKey: 'age', header: 'Age', filterVariant: 'select', filterSelectOptions: ['36']}])();
      expect(view.container.querySelectorAll('tbody tr')).toHaveLength(10);
      view.unmount();
    } finally {
      quiet.mockRestore();
    }
  });
});

describe('MRT Hooks page', () => {
  it("useDropdownOptions: the column's faceted unique values sorted with `localeCompare`; on a column of numbers or booleans that sort throws", () => {
    const view = withTable(
      {columns: freshColumns([{}, {}, {}, {filterVariant: 'select'}]), enableFacetedValues: true},
      (table) => useDropdownOptions({header: table.getFlatHeaders()[3], table}),
    );
    expect(view.result.current.value).toEqual(
      [...new Set(people.map((person) => person.city))].sort((a, b) => a.localeCompare(b)),
    );
    view.unmount();
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(() =>
        withTable({columns: freshColumns([{}, {}, {filterVariant: 'select'}]), enableFacetedValues: true}, (table) =>
          useDropdownOptions({header: table.getFlatHeaders()[2], table}),
        ),
      ).toThrow(/localeCompare is not a function/);
    } finally {
      quiet.mockRestore();
    }
  });
});

describe('useMRT_ColumnVirtualizer', () => {
  it('creates the column virtualizer when `enableColumnVirtualization` is on (otherwise returns undefined)', () => {
    const on = withTable({enableColumnVirtualization: true}, (table) => useMRT_ColumnVirtualizer(table));
    expect(typeof on.result.current.value?.getVirtualItems).toBe('function');
    on.unmount();
    const off = withTable({}, (table) => useMRT_ColumnVirtualizer(table));
    expect(off.result.current.value).toBeUndefined();
    off.unmount();
  });
});

describe('useMRT_RowVirtualizer', () => {
  it('creates the row virtualizer when `enableRowVirtualization` is on (otherwise returns undefined)', () => {
    const on = withTable({enableRowVirtualization: true}, (table) => useMRT_RowVirtualizer(table));
    expect(on.result.current.value?.options.count).toBe(10);
    on.unmount();
    const off = withTable({}, (table) => useMRT_RowVirtualizer(table));
    expect(off.result.current.value).toBeUndefined();
    off.unmount();
  });
});

describe('useMRT_Rows', () => {
  const ids = (rows: {id: string}[]) => rows.map((row) => row.id);

  it('returns the rows MRT renders: the row model', () => {
    const view = withTable({initialState: {pagination: {pageIndex: 1, pageSize: 3}}}, (table) => useMRT_Rows(table));
    expect(ids(view.result.current.value)).toEqual(['3', '4', '5']);
    expect(view.result.current.value).toEqual(view.result.current.table.getRowModel().rows);
    view.unmount();
  });

  it('ranked by the fuzzy search while no column is sorted', () => {
    // "an": the row model keeps the data order, MRT shows the best matches first
    const view = withTable({state: {globalFilter: 'an'}}, (table) => useMRT_Rows(table));
    const {table, value} = view.result.current;
    expect(table.getRowModel().rows.map((row) => row.original.firstName)).toEqual([
      'Alan',
      'Edsger',
      'Donald',
      'Margaret',
      'Frances',
    ]);
    expect(value.map((row) => row.original.firstName)).toEqual(['Alan', 'Donald', 'Frances', 'Edsger', 'Margaret']);
    view.unmount();
    const sorted = withTable({state: {globalFilter: 'an', sorting: [{id: 'age', desc: false}]}}, (t) => useMRT_Rows(t));
    expect(sorted.result.current.value).toEqual(sorted.result.current.table.getRowModel().rows);
    sorted.unmount();
  });

  it('and no row is expanded (rows that have sub-rows last)', () => {
    interface Unit extends Person {
      subRows?: Person[];
    }
    // Donald (with a sub-row) is the best match for "don", Brandon only contains it
    const data: Unit[] = [{...people[5], subRows: [people[0]]}, {...people[6], firstName: 'Brandon'}, people[7]];
    const ranked = renderHook(() => {
      const table = useMaterialReactTable<Unit>({columns: personColumns, data, state: {globalFilter: 'don'}});
      return useMRT_Rows(table).map((row) => row.original.firstName);
    });
    expect(ranked.result.current).toEqual(['Brandon', 'Donald']);
    ranked.unmount();
    const open = renderHook(() => {
      const table = useMaterialReactTable<Unit>({
        columns: personColumns,
        data,
        state: {globalFilter: 'don', expanded: {1: true}},
      });
      return useMRT_Rows(table).map((row) => row.original.firstName);
    });
    expect(open.result.current).toEqual(['Donald', 'Brandon']);
    open.unmount();
  });

  it('with top-pinned rows first in the `sticky` row pinning modes', () => {
    const view = withTable(
      {
        enableRowPinning: true,
        initialState: {rowPinning: {top: ['7'], bottom: []}, pagination: {pageIndex: 0, pageSize: 3}},
      },
      (table) => useMRT_Rows(table),
    );
    expect(ids(view.result.current.value)).toEqual(['7', '0', '1', '2']);
    view.unmount();
  });

  it('and the creating row in `row` create mode', async () => {
    const rows = async (createDisplayMode: 'row' | 'modal') => {
      const view = withTable(
        {enableEditing: true, createDisplayMode, initialState: {pagination: {pageIndex: 0, pageSize: 3}}},
        (table) => useMRT_Rows(table),
      );
      await settle(() => view.result.current.table.setCreatingRow(true));
      const found = ids(view.result.current.value);
      view.unmount();
      return found;
    };
    expect(await rows('row')).toEqual(['mrt-row-create', '0', '1', '2']);
    expect(await rows('modal')).toEqual(['0', '1', '2']);
  });
});

describe('useMRT_TableInstance', () => {
  it("builds the table instance from options that already have defaults: MRT's state, display columns and TanStack's `useReactTable`", () => {
    const view = renderHook(() =>
      useMRT_TableInstance<Person>(useMRT_TableOptions<Person>({...base, enableRowSelection: true})),
    );
    const table = view.result.current;
    expect(table.getState()).toEqual(expect.objectContaining({density: 'comfortable', isFullScreen: false}));
    expect(table.getAllLeafColumns().map((column) => column.id)).toEqual([
      'mrt-row-select',
      'firstName',
      'lastName',
      'age',
      'city',
    ]);
    expect(table.getRowModel().rows).toHaveLength(10);
    view.unmount();
  });

  it('and runs `useMRT_Effects`', async () => {
    const view = renderHook(() =>
      useMRT_TableInstance<Person>(
        useMRT_TableOptions<Person>({...base, initialState: {sorting: [{id: 'age', desc: true}]}}),
      ),
    );
    await settle(() => view.result.current.setGlobalFilter('ar'));
    expect(view.result.current.getState().sorting).toEqual([]);
    view.unmount();
  });

  it('`useMaterialReactTable` calls it for you', () => {
    const view = renderHook(() => ({
      direct: useMaterialReactTable<Person>({...base, enableRowSelection: true}),
      built: useMRT_TableInstance<Person>(useMRT_TableOptions<Person>({...base, enableRowSelection: true})),
    }));
    const {direct, built} = view.result.current;
    expect(Object.keys(direct).sort()).toEqual(Object.keys(built).sort());
    expect(Object.keys(direct.getState()).sort()).toEqual(Object.keys(built.getState()).sort());
    expect(direct.getAllLeafColumns().map((column) => column.id)).toEqual(
      built.getAllLeafColumns().map((column) => column.id),
    );
    view.unmount();
  });
});

describe('useMRT_TableOptions', () => {
  it("fills in MRT's defaults for the table options (icons, localization, feature flags, row models)", () => {
    const view = renderHook(() => ({
      filled: useMRT_TableOptions<Person>(base),
      kept: useMRT_TableOptions<Person>({...base, enableSorting: false, localization: {search: 'Find'}}),
    }));
    const {filled, kept} = view.result.current;
    expect(filled.icons.SearchIcon).toBeTruthy();
    expect(filled.localization.search).toBe('Search');
    expect([filled.enableSorting, filled.enableGrouping, filled.enableRowSelection]).toEqual([true, false, false]);
    expect([typeof filled.getCoreRowModel, typeof filled.getSortedRowModel]).toEqual(['function', 'function']);
    expect([kept.enableSorting, kept.getSortedRowModel, kept.localization.search]).toEqual([false, undefined, 'Find']);
    view.unmount();
  });

  it('`useMaterialReactTable` calls it for you', () => {
    const view = renderHook(() => useMaterialReactTable<Person>(base));
    const {options} = view.result.current;
    expect([options.localization.search, options.enableSorting, typeof options.getCoreRowModel]).toEqual([
      'Search',
      true,
      'function',
    ]);
    expect(options.icons.SearchIcon).toBeTruthy();
    view.unmount();
  });
});
