/**
 * Claims of the API reference's column instance APIs page (src/api/descriptions/column-instance-apis.ts), the
 * entries api-column-instance-apis.test.tsx does not cover.
 */
import type {MRT_ColumnDef, MRT_TableOptions} from 'material-react-table';
import {withPersonColumns, freshPersonColumns, mountTable, people, settle, type Person} from './harness';
import {tableInstance} from './tableInstance';

/** Widths 100, 200, 300 and 400. */
const sized = () =>
  withPersonColumns({firstName: {size: 100}, lastName: {size: 200}, age: {size: 300}, city: {size: 400}});
const grouped = (): MRT_ColumnDef<Person>[] => [
  {
    header: 'Name',
    columns: [
      {accessorKey: 'firstName', header: 'First Name'},
      {accessorKey: 'lastName', header: 'Last Name'},
    ],
  },
  {accessorKey: 'age', header: 'Age'},
];
const table = (options: Partial<MRT_TableOptions<Person>> = {}) =>
  tableInstance({columns: freshPersonColumns(), ...options});
const firstNames = (view: ReturnType<typeof table>) =>
  view
    .table()
    .getRowModel()
    .rows.map((row) => row.original.firstName);

describe('accessorFn', () => {
  it("accessorFn: the function that reads this column's value from a row (built from `accessorKey` when you gave a key)", () => {
    const months = (row: Person) => row.age * 12;
    const view = table({columns: [...freshPersonColumns(), {accessorFn: months, id: 'months', header: 'Months'}]});
    expect(view.table().getColumn('firstName').accessorFn!(people[1], 1)).toBe('Grace');
    expect(view.table().getColumn('months').accessorFn).toBe(months);
    view.unmount();
  });
});

describe('clearSorting', () => {
  it('clearSorting: removes this column from the sorting state', async () => {
    const view = table({
      initialState: {
        sorting: [
          {id: 'city', desc: false},
          {id: 'age', desc: true},
        ],
      },
    });
    await settle(() => view.table().getColumn('city').clearSorting());
    expect(view.table().getState().sorting).toEqual([{id: 'age', desc: true}]);
    view.unmount();
  });
});

describe('columnDef', () => {
  it('columnDef: the resolved column definition, with MRT defaults applied and the `id` filled in', () => {
    const view = table({columns: [{accessorKey: 'firstName', header: 'First Name'}], defaultColumn: {size: 120}});
    const {id, columnDefType, size, minSize, maxSize, filterVariant, header} = view
      .table()
      .getColumn('firstName').columnDef;
    expect({id, columnDefType, size, minSize, maxSize, filterVariant, header}).toEqual({
      id: 'firstName',
      columnDefType: 'data',
      size: 120,
      minSize: 40,
      maxSize: 1000,
      filterVariant: 'text',
      header: 'First Name',
    });
    view.unmount();
  });
});

describe('depth', () => {
  it('depth: how deep the column sits in nested header groups; 0 for top-level columns', () => {
    const view = table({columns: grouped()});
    expect(['Name', 'firstName', 'age'].map((id) => view.table().getColumn(id).depth)).toEqual([0, 1, 0]);
    view.unmount();
  });
});

describe('declared but undefined', () => {
  const declared = () => {
    const view = table({
      columns: [{accessorKey: 'firstName', header: 'First Name', footer: 'Names', filterFn: 'startsWith'}],
    });
    return {view, column: view.table().getColumn('firstName')};
  };

  it('filterFn: declared in the type but always `undefined` on the column object; read `column.columnDef.filterFn` (the function MRT resolved from your `filterFn`) or call `column.getFilterFn()`', () => {
    const {view, column} = declared();
    expect(column.filterFn).toBeUndefined();
    expect(column.columnDef.filterFn).toBe(view.table().options.filterFns!.startsWith);
    expect(column.getFilterFn()).toBe(column.columnDef.filterFn);
    view.unmount();
  });

  it('footer: declared in the type but always `undefined` on the column object; the footer text is in `column.columnDef.footer`', () => {
    const {view, column} = declared();
    expect([column.footer, column.columnDef.footer]).toEqual([undefined, 'Names']);
    view.unmount();
  });

  it('header: declared in the type but always `undefined` on the column object; the header text is in `column.columnDef.header`', () => {
    const {view, column} = declared();
    expect([column.header, column.columnDef.header]).toEqual([undefined, 'First Name']);
    view.unmount();
  });
});

describe('widths before and after', () => {
  it('getAfter: the total width of the visible columns after this one, optionally within a pinned section', async () => {
    const view = table({columns: sized()});
    const after = (id: string, position?: 'left' | 'center' | 'right') => view.table().getColumn(id).getAfter(position);
    expect(after('firstName')).toBe(900);
    await settle(() => view.table().setColumnVisibility({city: false}));
    expect(after('firstName')).toBe(500);
    await settle(() => view.table().setColumnPinning({left: ['lastName', 'firstName'], right: []}));
    expect([after('lastName', 'left'), after('firstName', 'left')]).toEqual([100, 0]);
    view.unmount();
  });

  it('getAfter: used to place columns pinned right', () => {
    const view = mountTable({
      data: people.slice(0, 2),
      columns: sized(),
      enableColumnPinning: true,
      initialState: {columnPinning: {left: [], right: ['age', 'city']}},
    });
    const right = (id: string) => getComputedStyle(view.container.querySelector(`thead th[data-index="${id}"]`)!).right;
    expect(view.table().getColumn('age').getAfter('right')).toBe(400);
    // header cells carry their position among the visible columns: age is third, city fourth
    expect([right('2'), right('3')]).toEqual(['400px', '0px']);
    view.unmount();
  });

  it('getStart: the total width of the visible columns before this one, optionally within a pinned section', async () => {
    const view = table({columns: sized()});
    const start = (id: string, position?: 'left' | 'center' | 'right') => view.table().getColumn(id).getStart(position);
    expect(start('city')).toBe(600);
    await settle(() => view.table().setColumnVisibility({lastName: false}));
    expect(start('city')).toBe(400);
    await settle(() => view.table().setColumnPinning({left: ['city', 'age'], right: []}));
    expect([start('city', 'left'), start('age', 'left')]).toEqual([0, 400]);
    view.unmount();
  });

  it('getStart: used to place pinned columns', () => {
    const view = mountTable({
      data: people.slice(0, 2),
      columns: sized(),
      enableColumnPinning: true,
      initialState: {columnPinning: {left: ['lastName', 'firstName'], right: []}},
    });
    const left = (index: number) =>
      getComputedStyle(view.container.querySelector(`thead th[data-index="${index}"]`)!).left;
    expect(view.table().getColumn('firstName').getStart('left')).toBe(200);
    expect([left(0), left(1)]).toEqual(['0px', '200px']);
    view.unmount();
  });
});

describe('aggregation functions', () => {
  interface Dated extends Person {
    born: Date;
  }

  it('getAggregationFn: the aggregation function the column uses in grouped rows: its `aggregationFn`, or the automatic pick (`getAutoAggregationFn`) when that is left out', () => {
    const spread = () => 0;
    const view = table({
      columns: withPersonColumns({lastName: {aggregationFn: spread}, city: {aggregationFn: 'count'}}),
    });
    const {aggregationFns} = view.table().options;
    const fn = (id: string) => view.table().getColumn(id).getAggregationFn();
    expect([fn('lastName'), fn('city'), fn('age')]).toEqual([spread, aggregationFns!.count, aggregationFns!.sum]);
    view.unmount();
  });

  it("getAutoAggregationFn: the aggregation function TanStack Table picks when `aggregationFn` is left out, from the column's value in the first row: `sum` for a number, `extent` for a Date, none (`undefined`) otherwise", () => {
    const view = tableInstance<Dated>({
      data: people.map((person, index) => ({...person, born: new Date(1900 + index, 0, 1)})),
      columns: [...(freshPersonColumns() as unknown as MRT_ColumnDef<Dated>[]), {accessorKey: 'born', header: 'Born'}],
    });
    const {aggregationFns} = view.table().options;
    const auto = (id: string) => view.table().getColumn(id).getAutoAggregationFn();
    expect([auto('age'), auto('born'), auto('firstName')]).toEqual([
      aggregationFns!.sum,
      aggregationFns!.extent,
      undefined,
    ]);
    view.unmount();
  });
});

describe('getAutoFilterFn', () => {
  interface Mixed extends Person {
    member: boolean;
    joined: Date;
    note: null;
  }

  it("getAutoFilterFn: the filter function TanStack Table picks from the column's value in the first row: `includesString` for text, `inNumberRange` for numbers, `equals` for booleans and objects, else `weakEquals`", () => {
    const view = tableInstance<Mixed>({
      data: people.map((person) => ({...person, member: true, joined: new Date(2000, 0, 1), note: null})),
      columns: [
        ...(freshPersonColumns() as unknown as MRT_ColumnDef<Mixed>[]),
        {accessorKey: 'member', header: 'Member'},
        {accessorKey: 'joined', header: 'Joined'},
        {accessorKey: 'note', header: 'Note'},
      ],
    });
    const names = ['firstName', 'age', 'member', 'joined', 'note'].map(
      (id) => view.table().getColumn(id).getAutoFilterFn()?.name,
    );
    expect(names).toEqual(['includesString', 'inNumberRange', 'equals', 'equals', 'weakEquals']);
    view.unmount();
  });

  it("getAutoFilterFn: MRT uses it only for a column whose `filterFn` is `'auto'`; otherwise it picks from `filterVariant`", async () => {
    const view = table({columns: withPersonColumns({lastName: {filterFn: 'auto'}})});
    const [firstName, lastName] = ['firstName', 'lastName'].map((id) => view.table().getColumn(id));
    expect(firstName.getFilterFn()).toBe(view.table().options.filterFns!.fuzzy);
    expect(firstName.getFilterFn()).not.toBe(firstName.getAutoFilterFn());
    expect(lastName.getFilterFn()).toBe(lastName.getAutoFilterFn());
    await settle(() => view.table().getColumn('lastName').setFilterValue('OPP'));
    expect(firstNames(view)).toEqual(['Grace']);
    view.unmount();
  });
});

describe('getAutoSortDir', () => {
  it("getAutoSortDir: the first sort direction inferred from the data: ascending when the first row's value is a string, otherwise descending", () => {
    const view = table({
      columns: [
        ...freshPersonColumns(),
        // a number in the first row only
        {id: 'mixed', header: 'Mixed', accessorFn: (row) => (row.id === '1' ? 0 : row.firstName)},
      ],
    });
    const dir = (id: string) => view.table().getColumn(id).getAutoSortDir();
    expect([dir('firstName'), dir('age'), dir('mixed')]).toEqual(['asc', 'desc', 'desc']);
    view.unmount();
  });
});

describe('getAutoSortingFn', () => {
  const twelve = [...people, {...people[0], id: '11'}, {...people[1], id: '12'}];
  const columns = (): MRT_ColumnDef<Person>[] => [
    ...freshPersonColumns(),
    {id: 'room', header: 'Room', accessorFn: (row) => `Room ${row.id}`},
    {id: 'joined', header: 'Joined', accessorFn: (row) => new Date(2000, 0, Number(row.id))},
  ];
  const autoFns = (data: Person[]) => {
    const view = table({data, columns: columns()});
    const {sortingFns} = view.table().options;
    const picked = ['firstName', 'room', 'joined', 'age'].map((id) => {
      const fn = view.table().getColumn(id).getAutoSortingFn();
      return Object.keys(sortingFns!).find((name) => sortingFns![name] === fn);
    });
    view.unmount();
    return picked;
  };

  it('getAutoSortingFn: looks only at the filtered rows after the first ten: `datetime` if one holds a Date, `alphanumeric` for text containing digits, `text` for other text, otherwise `basic`', () => {
    expect(autoFns(twelve)).toEqual(['text', 'alphanumeric', 'datetime', 'basic']);
  });

  it('getAutoSortingFn: with ten rows or fewer it is always `basic`', () => {
    expect(autoFns(people)).toEqual(['basic', 'basic', 'basic', 'basic']);
  });
});

describe('faceting', () => {
  const facets = (options: Partial<MRT_TableOptions<Person>> = {}) =>
    table({
      columns: withPersonColumns({age: {filterVariant: 'range'}, city: {filterFn: 'equals'}}),
      ...options,
    });

  it('getFacetedMinMaxValues: the smallest and largest numbers in the column among rows matching the other filters (its own filter is ignored)', async () => {
    const view = facets({enableFacetedValues: true});
    const age = () => view.table().getColumn('age');
    expect(age().getFacetedMinMaxValues()).toEqual([33, 85]);
    await settle(() =>
      view.table().setColumnFilters([
        {id: 'city', value: 'Boston'},
        {id: 'age', value: [0, 40]},
      ]),
    );
    expect(firstNames(view)).toEqual(['Margaret']);
    expect(age().getFacetedMinMaxValues()).toEqual([33, 55]);
    view.unmount();
  });

  it('getFacetedMinMaxValues: `undefined` without `enableFacetedValues`', () => {
    const view = facets();
    expect(view.table().getColumn('age').getFacetedMinMaxValues()).toBeUndefined();
    view.unmount();
  });

  it("getFacetedRowModel: the rows that match every filter except this column's own", async () => {
    const view = facets({enableFacetedValues: true});
    await settle(() =>
      view.table().setColumnFilters([
        {id: 'city', value: 'Boston'},
        {id: 'age', value: [0, 40]},
      ]),
    );
    const facetedNames = (id: string) =>
      view
        .table()
        .getColumn(id)
        .getFacetedRowModel()
        .rows.map((row) => row.original.firstName);
    expect(facetedNames('age')).toEqual(['Barbara', 'Margaret']);
    expect(facetedNames('city')).toEqual(['Ada', 'Margaret']);
    expect(facetedNames('firstName')).toEqual(['Margaret']);
    view.unmount();
  });

  it('getFacetedRowModel: without `enableFacetedValues`, every row, before any filter', async () => {
    const view = facets();
    await settle(() => view.table().setColumnFilters([{id: 'city', value: 'Boston'}]));
    expect(view.table().getColumn('age').getFacetedRowModel().rows).toHaveLength(10);
    view.unmount();
  });

  it('getFacetedUniqueValues: a map of each distinct value of the column to how often it occurs, among rows matching the other filters', async () => {
    const view = facets({enableFacetedValues: true, initialState: {columnFilters: [{id: 'city', value: 'Boston'}]}});
    const city = () => view.table().getColumn('city').getFacetedUniqueValues();
    expect([city().get('Boston'), city().get('New York'), city().size]).toEqual([2, 2, 8]);
    await settle(() => view.table().getColumn('age').setFilterValue([40, 100]));
    expect([city().get('Boston'), city().get('New York'), city().get('London')]).toEqual([1, 2, undefined]);
    view.unmount();
  });

  it('getFacetedUniqueValues: an empty map without `enableFacetedValues`', () => {
    const view = facets();
    expect(view.table().getColumn('city').getFacetedUniqueValues().size).toBe(0);
    view.unmount();
  });
});

describe('getFilterFn', () => {
  it('getFilterFn: the filter function in effect for the column: the function of its current filter mode in `state.columnFilterFns`', async () => {
    const view = table({columns: withPersonColumns({city: {filterVariant: 'select'}})});
    const {filterFns} = view.table().options;
    const fn = (id: string) => view.table().getColumn(id).getFilterFn();
    expect([fn('firstName'), fn('city')]).toEqual([filterFns!.fuzzy, filterFns!.equals]);
    await settle(() => view.table().setColumnFilterFns((modes) => ({...modes, firstName: 'startsWith'})));
    expect(fn('firstName')).toBe(filterFns!.startsWith);
    view.unmount();
  });
});

describe('state positions', () => {
  it("getFilterIndex: the position of this column's filter in `state.columnFilters`, or -1", () => {
    const view = table({
      initialState: {
        columnFilters: [
          {id: 'city', value: 'o'},
          {id: 'age', value: '3'},
        ],
      },
    });
    expect(['age', 'city', 'firstName'].map((id) => view.table().getColumn(id).getFilterIndex())).toEqual([1, 0, -1]);
    view.unmount();
  });

  it('getGroupedIndex: the position of this column in the grouping state, or -1', () => {
    const view = table({enableGrouping: true, initialState: {grouping: ['city', 'age']}});
    expect(['age', 'city', 'firstName'].map((id) => view.table().getColumn(id).getGroupedIndex())).toEqual([1, 0, -1]);
    view.unmount();
  });

  it('getSortIndex: the position of this column in the sorting state, or -1', () => {
    const view = table({
      initialState: {
        sorting: [
          {id: 'city', desc: false},
          {id: 'age', desc: false},
        ],
      },
    });
    expect(['age', 'city', 'firstName'].map((id) => view.table().getColumn(id).getSortIndex())).toEqual([1, 0, -1]);
    view.unmount();
  });

  it('getPinnedIndex: the index of the column within its pinned section; 0 for a column that is not pinned', () => {
    const view = table({initialState: {columnPinning: {left: ['city', 'age'], right: ['lastName']}}});
    expect(['age', 'lastName', 'firstName'].map((id) => view.table().getColumn(id).getPinnedIndex())).toEqual([
      1, 0, 0,
    ]);
    view.unmount();
  });
});

describe('visible positions', () => {
  it('getIndex: the index of the column among the visible columns, optionally within a pinned section', async () => {
    const view = table();
    const index = (id: string, position?: 'left' | 'center' | 'right') => view.table().getColumn(id).getIndex(position);
    expect(index('city')).toBe(3);
    await settle(() => view.table().setColumnVisibility({firstName: false}));
    expect(index('city')).toBe(2);
    await settle(() => view.table().setColumnPinning({left: ['city'], right: []}));
    expect([index('city', 'left'), index('age', 'center')]).toEqual([0, 1]);
    view.unmount();
  });

  it('getIsFirstColumn: whether the column is the first visible one, optionally within a pinned section', async () => {
    const view = table();
    const first = (id: string, position?: 'left' | 'center' | 'right') =>
      view.table().getColumn(id).getIsFirstColumn(position);
    expect([first('firstName'), first('lastName')]).toEqual([true, false]);
    await settle(() => view.table().setColumnVisibility({firstName: false}));
    expect(first('lastName')).toBe(true);
    await settle(() => view.table().setColumnPinning({left: [], right: ['age', 'city']}));
    expect([first('age', 'right'), first('city', 'right')]).toEqual([true, false]);
    view.unmount();
  });

  it('getIsLastColumn: whether the column is the last visible one, optionally within a pinned section', async () => {
    const view = table();
    const last = (id: string, position?: 'left' | 'center' | 'right') =>
      view.table().getColumn(id).getIsLastColumn(position);
    expect([last('city'), last('age')]).toEqual([true, false]);
    await settle(() => view.table().setColumnVisibility({city: false}));
    expect(last('age')).toBe(true);
    await settle(() => view.table().setColumnPinning({left: ['firstName', 'lastName'], right: []}));
    expect([last('lastName', 'left'), last('firstName', 'left')]).toEqual([true, false]);
    view.unmount();
  });
});

describe('column tree', () => {
  it('getLeafColumns: the bottom-level columns under this one (itself when it has no children)', () => {
    const view = table({columns: grouped()});
    const leaves = (id: string) =>
      view
        .table()
        .getColumn(id)
        .getLeafColumns()
        .map((column) => column.id);
    expect([leaves('Name'), leaves('age')]).toEqual([['firstName', 'lastName'], ['age']]);
    view.unmount();
  });

  it('parent: the group column this column belongs to, if any', () => {
    const view = table({columns: grouped()});
    expect(view.table().getColumn('lastName').parent?.id).toBe('Name');
    expect(view.table().getColumn('age').parent).toBeUndefined();
    view.unmount();
  });
});

describe('sorting', () => {
  it('getNextSortingOrder: the direction the next sort toggle will apply, or `false` if it will clear the sort', async () => {
    const view = table();
    const firstName = () => view.table().getColumn('firstName');
    const steps: unknown[] = [view.table().getColumn('age').getNextSortingOrder()];
    for (let click = 0; click < 3; click += 1) {
      steps.push(firstName().getNextSortingOrder());
      await settle(() => firstName().toggleSorting());
      steps.push(firstName().getIsSorted());
    }
    expect(steps).toEqual(['desc', 'asc', 'asc', 'desc', 'desc', false, false]);
    view.unmount();
  });

  it("getToggleSortingHandler: returns a click handler that cycles this column's sort (Shift adds it to a multi-sort)", async () => {
    const view = table();
    const click = (id: string, event: object = {}) =>
      settle(() => view.table().getColumn(id).getToggleSortingHandler()!(event));
    const sorting = () => view.table().getState().sorting;
    await click('firstName');
    expect(sorting()).toEqual([{id: 'firstName', desc: false}]);
    await click('firstName');
    expect(sorting()).toEqual([{id: 'firstName', desc: true}]);
    await click('firstName');
    expect(sorting()).toEqual([]);
    await click('firstName');
    await click('age');
    expect(sorting()).toEqual([{id: 'age', desc: true}]);
    await click('firstName', {shiftKey: true});
    expect(sorting()).toEqual([
      {id: 'age', desc: true},
      {id: 'firstName', desc: false},
    ]);
    view.unmount();
  });

  it('toggleSorting: sorts by this column; `desc` forces the direction and `isMulti` adds it to the existing sort', async () => {
    const view = table();
    const sorting = () => view.table().getState().sorting;
    await settle(() => view.table().getColumn('firstName').toggleSorting());
    expect(firstNames(view).slice(0, 2)).toEqual(['Ada', 'Alan']);
    await settle(() => view.table().getColumn('city').toggleSorting(true));
    expect(sorting()).toEqual([{id: 'city', desc: true}]);
    await settle(() => view.table().getColumn('firstName').toggleSorting(false, true));
    expect(sorting()).toEqual([
      {id: 'city', desc: true},
      {id: 'firstName', desc: false},
    ]);
    // Stanford, then New York's two people by first name
    expect(firstNames(view).slice(0, 3)).toEqual(['Donald', 'Frances', 'Grace']);
    view.unmount();
  });
});

describe('grouping', () => {
  it('getToggleGroupingHandler: returns a click handler that groups or ungroups rows by this column; it does nothing for a column that cannot be grouped (`getCanGroup`)', async () => {
    const view = table({enableGrouping: true, columns: withPersonColumns({firstName: {enableGrouping: false}})});
    const click = (id: string) => settle(() => view.table().getColumn(id).getToggleGroupingHandler()());
    await click('city');
    expect(view.table().getState().grouping).toEqual(['city']);
    expect(view.table().getRowModel().rows).toHaveLength(8);
    await click('firstName');
    expect(view.table().getState().grouping).toEqual(['city']);
    await click('city');
    expect(view.table().getState().grouping).toEqual([]);
    view.unmount();
  });

  it("toggleGrouping: adds this column to the grouping state, or removes it; rows are grouped only while the table's `enableGrouping` is on", async () => {
    const on = table({enableGrouping: true});
    await settle(() => on.table().getColumn('city').toggleGrouping());
    expect([on.table().getState().grouping, on.table().getRowModel().rows.length]).toEqual([['city'], 8]);
    await settle(() => on.table().getColumn('city').toggleGrouping());
    expect([on.table().getState().grouping, on.table().getRowModel().rows.length]).toEqual([[], 10]);
    on.unmount();
    const off = table();
    await settle(() => off.table().getColumn('city').toggleGrouping());
    expect([off.table().getState().grouping, off.table().getRowModel().rows.length]).toEqual([['city'], 10]);
    off.unmount();
  });
});

describe('visibility', () => {
  it('getToggleVisibilityHandler: returns a change handler, for example for a checkbox, that shows or hides the column', async () => {
    const view = table();
    const handler = () => view.table().getColumn('age').getToggleVisibilityHandler();
    await settle(() => handler()({target: {checked: false}}));
    expect(view.table().getColumn('age').getIsVisible()).toBe(false);
    await settle(() => handler()({target: {checked: true}}));
    expect(view.table().getColumn('age').getIsVisible()).toBe(true);
    view.unmount();
  });

  it('toggleVisibility: shows or hides the column; pass a boolean to set it', async () => {
    const view = table();
    const age = () => view.table().getColumn('age');
    await settle(() => age().toggleVisibility());
    expect(age().getIsVisible()).toBe(false);
    await settle(() => age().toggleVisibility());
    expect(age().getIsVisible()).toBe(true);
    await settle(() => age().toggleVisibility(true));
    expect(age().getIsVisible()).toBe(true);
    await settle(() => age().toggleVisibility(false));
    expect(age().getIsVisible()).toBe(false);
    view.unmount();
  });

  it('toggleVisibility: it does nothing for a column that cannot be hidden (`getCanHide`)', async () => {
    const view = table({columns: withPersonColumns({age: {enableHiding: false}})});
    await settle(() => view.table().getColumn('age').toggleVisibility(false));
    expect(view.table().getColumn('age').getIsVisible()).toBe(true);
    expect(view.table().getState().columnVisibility).toEqual({});
    view.unmount();
  });
});

describe('pin', () => {
  it('pin: pins the column to the `left` or `right`, or unpins it with `false`', async () => {
    const view = table({enableColumnPinning: true});
    const age = () => view.table().getColumn('age');
    await settle(() => age().pin('left'));
    expect([age().getIsPinned(), view.table().getState().columnPinning]).toEqual(['left', {left: ['age'], right: []}]);
    await settle(() => age().pin('right'));
    expect([age().getIsPinned(), view.table().getState().columnPinning]).toEqual(['right', {left: [], right: ['age']}]);
    await settle(() => age().pin(false));
    expect([age().getIsPinned(), view.table().getState().columnPinning]).toEqual([false, {left: [], right: []}]);
    view.unmount();
  });
});

describe('resetSize', () => {
  it("resetSize: removes the column's width from `state.columnSizing`, so it goes back to its `size`, not to a width from `initialState.columnSizing`", async () => {
    const view = table({
      columns: withPersonColumns({age: {size: 150}}),
      initialState: {columnSizing: {age: 300, city: 250}},
    });
    const age = () => view.table().getColumn('age');
    expect(age().getSize()).toBe(300);
    await settle(() => view.table().setColumnSizing((sizes) => ({...sizes, age: 500})));
    expect(age().getSize()).toBe(500);
    await settle(() => age().resetSize());
    expect(age().getSize()).toBe(150);
    expect(view.table().getState().columnSizing).toEqual({city: 250});
    view.unmount();
  });
});

describe('setFilterValue', () => {
  it("setFilterValue: sets this column's filter value (or `undefined` to clear it); also accepts an updater function", async () => {
    const view = table({columns: withPersonColumns({lastName: {filterFn: 'startsWith'}})});
    const lastName = () => view.table().getColumn('lastName');
    await settle(() => lastName().setFilterValue('H'));
    expect([lastName().getFilterValue(), firstNames(view)]).toEqual(['H', ['Grace', 'Margaret']]);
    await settle(() => lastName().setFilterValue((old: unknown) => `${old}o`));
    expect([lastName().getFilterValue(), firstNames(view)]).toEqual(['Ho', ['Grace']]);
    await settle(() => lastName().setFilterValue(undefined));
    expect([view.table().getState().columnFilters, firstNames(view).length]).toEqual([[], 10]);
    view.unmount();
  });
});
