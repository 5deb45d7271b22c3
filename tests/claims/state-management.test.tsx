/**
 * Claims of docs/guides/state-management.mdx, checked against the installed material-react-table.
 */
import React, {useEffect, useState} from 'react';
import {fireEvent, render, screen} from '@testing-library/react';
import {
  MaterialReactTable,
  useMaterialReactTable,
  type MRT_PaginationState,
  type MRT_SortingState,
  type MRT_TableInstance,
  type MRT_TableState,
  type MRT_Updater,
} from 'material-react-table';
import {bodyRows, mountTable, people, personColumns, settle, type Person} from './harness';
import {tableInstance} from './tableInstance';

describe('State Management guide', () => {
  it("table.getState() holds TanStack's state plus MRT's pieces", () => {
    const {table} = tableInstance({data: people.slice(0, 2)});
    const keys = Object.keys(table().getState());
    for (const key of [
      'sorting',
      'columnFilters',
      'globalFilter',
      'pagination',
      'expanded',
      'grouping',
      'rowSelection',
      'rowPinning',
      'columnOrder',
      'columnPinning',
      'columnSizing',
      'columnSizingInfo',
      'columnVisibility',
      'columnFilterFns',
      'globalFilterFn',
      'density',
      'isFullScreen',
      'showColumnFilters',
      'showGlobalFilter',
      'showAlertBanner',
      'showToolbarDropZone',
      'creatingRow',
      'editingRow',
      'editingCell',
      'actionCell',
      'draggingColumn',
      'draggingRow',
      'hoveredColumn',
      'hoveredRow',
    ]) {
      expect(keys).toContain(key);
    }
  });

  it("globalFilterFn is 'fuzzy' unless you set globalFilterFn", () => {
    expect(tableInstance({data: []}).table().getState().globalFilterFn).toBe('fuzzy');
    expect(tableInstance({data: [], globalFilterFn: 'contains'}).table().getState().globalFilterFn).toBe('contains');
  });

  it('useMaterialReactTable reads initialState once, on the first render: changing it afterwards does nothing', async () => {
    const {table, update} = tableInstance({data: people.slice(0, 2), initialState: {density: 'compact'}});
    await settle(() => update({initialState: {density: 'spacious'}}));
    expect(table().getState().density).toBe('compact');
  });

  it('a value in state without its on…Change freezes that piece: the visitor clicks, nobody stores the change', async () => {
    const onSortingChange = jest.fn();
    const ages = (container: HTMLElement) => bodyRows(container).map((cells) => cells[2]);
    const dataOrder = people.map((person) => String(person.age));
    const sortable = mountTable();
    await settle(() => fireEvent.click(screen.getByRole('button', {name: 'Sort by Age descending'})));
    expect(ages(sortable.container)).not.toEqual(dataOrder);
    sortable.unmount();
    const frozen = mountTable({state: {sorting: []}});
    await settle(() => fireEvent.click(screen.getByRole('button', {name: 'Sort by Age descending'})));
    expect(ages(frozen.container)).toEqual(dataOrder);
    expect(frozen.table().getState().sorting).toEqual([]);
    frozen.unmount();
    const controlled = tableInstance({data: people.slice(0, 2), state: {sorting: []}, onSortingChange});
    await settle(() => controlled.table().getColumn('age').toggleSorting(false));
    const updater = onSortingChange.mock.calls.at(-1)[0];
    expect(typeof updater).toBe('function');
    expect(updater([])).toEqual([{id: 'age', desc: false}]);
  });

  it('the on…Change handlers are named after the state: onDensityChange receives the new density', async () => {
    const onDensityChange = jest.fn();
    const {table} = tableInstance({data: [], state: {density: 'comfortable'}, onDensityChange});
    await settle(() => table().setDensity('compact'));
    expect(onDensityChange).toHaveBeenCalledWith('compact');
  });

  it('the table also calls these handlers by itself: a sort or filter change resets the page through onPaginationChange', async () => {
    const onPaginationChange = jest.fn();
    function Table() {
      const [sorting, setSorting] = useState<MRT_SortingState>([]);
      const table = useMaterialReactTable({
        columns: personColumns,
        data: people,
        state: {sorting, pagination: {pageIndex: 1, pageSize: 5}},
        onSortingChange: setSorting,
        onPaginationChange,
      });
      ref.table = table;
      return <MaterialReactTable table={table} />;
    }
    const ref: {table?: MRT_TableInstance<Person>} = {};
    render(<Table />);
    onPaginationChange.mockClear();
    await settle(() => ref.table!.setSorting([{id: 'age', desc: false}]));
    expect(onPaginationChange).toHaveBeenCalledTimes(1);
    expect(onPaginationChange.mock.calls[0][0]({pageIndex: 1, pageSize: 5})).toEqual({pageIndex: 0, pageSize: 5});
    onPaginationChange.mockClear();
    await settle(() => ref.table!.setColumnFilters([{id: 'city', value: 'o'}]));
    expect(onPaginationChange).toHaveBeenCalledTimes(1);
  });

  it("table.reset() puts only TanStack's own state back to initialState: the pieces MRT keeps itself (density, grouping, pagination, columnOrder, the show… flags, isFullScreen…) stay", async () => {
    const {table} = mountTable({data: people.slice(0, 6), enableGrouping: true});
    const mrtOwn: Partial<MRT_TableState<Person>> = {
      density: 'compact',
      grouping: ['city'],
      pagination: {pageIndex: 1, pageSize: 5},
      columnOrder: ['age', 'firstName', 'lastName', 'city', 'mrt-row-expand'],
      columnFilterFns: {firstName: 'contains', lastName: 'fuzzy', age: 'fuzzy', city: 'fuzzy'},
      showGlobalFilter: true,
      showColumnFilters: true,
      isFullScreen: true,
    };
    await settle(() => {
      table().setColumnVisibility({city: false});
      table().setColumnPinning({left: ['age']});
      table().setDensity('compact');
      table().setGrouping(['city']);
      table().setColumnOrder(mrtOwn.columnOrder!);
      table().setColumnFilterFns(mrtOwn.columnFilterFns!);
      table().setShowGlobalFilter(true);
      table().setShowColumnFilters(true);
      table().setIsFullScreen(true);
    });
    // after the grouping's own page reset has run
    await settle(() => table().setPagination({pageIndex: 1, pageSize: 5}));
    await settle(() => table().reset());
    const after = table().getState();
    expect([after.columnVisibility, after.columnPinning]).toEqual([{}, {left: [], right: []}]);
    for (const [key, value] of Object.entries(mrtOwn)) {
      expect([key, after[key as keyof MRT_TableState<Person>]]).toEqual([key, value]);
    }
  });

  it("table.reset() calls none of the pieces' on…Change handlers, so a piece you control through state stays as it is", async () => {
    const onSortingChange = jest.fn();
    const onColumnVisibilityChange = jest.fn();
    const ref: {table?: MRT_TableInstance<Person>} = {};
    function Table() {
      const [sorting, setSorting] = useState<MRT_SortingState>([]);
      const [columnVisibility, setColumnVisibility] = useState<Record<string, boolean>>({});
      const table = useMaterialReactTable({
        columns: personColumns,
        data: people,
        state: {sorting, columnVisibility},
        onSortingChange: (updater) => {
          onSortingChange(updater);
          setSorting(updater);
        },
        onColumnVisibilityChange: (updater) => {
          onColumnVisibilityChange(updater);
          setColumnVisibility(updater);
        },
      });
      ref.table = table;
      return <MaterialReactTable table={table} />;
    }
    const {getByText} = render(<Table />);
    await settle(() => fireEvent.click(getByText('Age', {selector: '.Mui-TableHeadCell-Content-Wrapper'})));
    await settle(() => ref.table!.getColumn('city').toggleVisibility(false));
    await settle(() => ref.table!.setColumnPinning({left: ['age'], right: []}));
    const controlled = () => [ref.table!.getState().sorting, ref.table!.getState().columnVisibility];
    expect(controlled()).toEqual([[{id: 'age', desc: true}], {city: false}]);
    [onSortingChange, onColumnVisibilityChange].forEach((handler) => handler.mockClear());
    await settle(() => ref.table!.reset());
    expect([onSortingChange.mock.calls, onColumnVisibilityChange.mock.calls]).toEqual([[], []]);
    expect(controlled()).toEqual([[{id: 'age', desc: true}], {city: false}]);
    // the piece the table holds itself did go back
    expect(ref.table!.getState().columnPinning).toEqual({left: [], right: []});
  });

  it("when the reset changes the sorting or filters, the page index goes back to initialState's through onPaginationChange", async () => {
    const onPaginationChange = jest.fn();
    const ref: {table?: MRT_TableInstance<Person>} = {};
    function Table() {
      const [pagination, setPagination] = useState<MRT_PaginationState>({pageIndex: 0, pageSize: 5});
      const table = useMaterialReactTable({
        columns: personColumns,
        data: people,
        enableGlobalFilterRankedResults: false,
        state: {pagination},
        onPaginationChange: (updater) => {
          onPaginationChange(updater);
          setPagination(updater);
        },
      });
      ref.table = table;
      return <MaterialReactTable table={table} />;
    }
    render(<Table />);
    await settle(() => ref.table!.setSorting([{id: 'age', desc: true}]));
    await settle(() => ref.table!.setPageIndex(1));
    onPaginationChange.mockClear();
    await settle(() => ref.table!.reset());
    expect(onPaginationChange).toHaveBeenCalledTimes(1);
    expect([ref.table!.getState().sorting, ref.table!.getState().pagination]).toEqual([
      [],
      {pageIndex: 0, pageSize: 5},
    ]);
  });

  it('when the reset empties the search, the sort that the search had set aside comes back through onSortingChange', async () => {
    const sortings: MRT_SortingState[] = [];
    const ref: {table?: MRT_TableInstance<Person>} = {};
    function Table() {
      const [sorting, setSorting] = useState<MRT_SortingState>([{id: 'age', desc: false}]);
      const table = useMaterialReactTable({
        columns: personColumns,
        data: people,
        state: {sorting},
        onSortingChange: (updater) => {
          const next = typeof updater === 'function' ? updater(sorting) : updater;
          sortings.push(next);
          setSorting(next);
        },
      });
      ref.table = table;
      return <MaterialReactTable table={table} />;
    }
    render(<Table />);
    await settle(() => ref.table!.setGlobalFilter('a'));
    expect(ref.table!.getState().sorting).toEqual([]);
    sortings.length = 0;
    await settle(() => ref.table!.reset());
    expect(ref.table!.getState().globalFilter).toBeUndefined();
    expect(sortings).toEqual([[{id: 'age', desc: false}]]);
    expect(ref.table!.getState().sorting).toEqual([{id: 'age', desc: false}]);
  });

  it("the page index still goes back to initialState's (normally the first page) when the reset changes the sorting or filters", async () => {
    const pageAfterReset = async (initialState: {pagination?: MRT_PaginationState}) => {
      const {table, unmount} = tableInstance({data: people, enableGlobalFilterRankedResults: false, initialState});
      await settle(() => table().setPagination({pageIndex: 0, pageSize: 3}));
      await settle(() => table().setSorting([{id: 'age', desc: true}]));
      await settle(() => table().setPageIndex(3));
      expect(table().getState().pagination.pageIndex).toBe(3);
      await settle(() => table().reset());
      const result = [table().getState().sorting, table().getState().pagination];
      unmount();
      return result;
    };
    expect(await pageAfterReset({})).toEqual([[], {pageIndex: 0, pageSize: 3}]);
    // an initialState on page 2: the reset goes back there, not to the first page
    expect(await pageAfterReset({pagination: {pageIndex: 1, pageSize: 3}})).toEqual([[], {pageIndex: 1, pageSize: 3}]);
  });

  it("MRT writes columnOrder and globalFilterFn into the initialState object you pass: a shared one carries the first table's column ids into the next, which then starts in that column order", () => {
    const shared = {density: 'compact' as const};
    const first = tableInstance({data: [], initialState: shared});
    expect(shared).toEqual({
      density: 'compact',
      columnOrder: ['firstName', 'lastName', 'age', 'city'],
      globalFilterFn: 'fuzzy',
    });
    first.unmount();
    const second = tableInstance({
      data: [],
      columns: [
        {accessorKey: 'city', header: 'City'},
        {accessorKey: 'age', header: 'Age'},
      ],
      initialState: shared,
    });
    expect(second.table().getState().columnOrder).toEqual(['firstName', 'lastName', 'age', 'city']);
    // the second table shows its columns in the first table's order
    expect(
      second
        .table()
        .getVisibleLeafColumns()
        .map((c) => c.id),
    ).toEqual(['age', 'city']);
  });

  it('with ranked results MRT sets the sorting to [] while a search is typed and back to the last non-empty sorting when it is cleared', async () => {
    const {table} = tableInstance({data: people.slice(0, 4), initialState: {sorting: [{id: 'age', desc: false}]}});
    await settle(() => table().setGlobalFilter('a'));
    expect(table().getState().sorting).toEqual([]);
    await settle(() => table().setGlobalFilter(undefined));
    expect(table().getState().sorting).toEqual([{id: 'age', desc: false}]);
    const unranked = tableInstance({
      data: people.slice(0, 4),
      enableGlobalFilterRankedResults: false,
      initialState: {sorting: [{id: 'age', desc: false}]},
    });
    await settle(() => unranked.table().setGlobalFilter('a'));
    expect(unranked.table().getState().sorting).toEqual([{id: 'age', desc: false}]);
  });

  it('MRT calls onSortingChange on mount (it restores the last non-empty sorting once)', async () => {
    const onSortingChange = jest.fn();
    tableInstance({data: people.slice(0, 4), state: {sorting: [{id: 'age', desc: false}]}, onSortingChange});
    await settle();
    expect(onSortingChange).toHaveBeenCalledTimes(1);
    expect(onSortingChange.mock.calls[0][0]()).toEqual([{id: 'age', desc: false}]);
  });

  it('on mount, a page past the last page is moved back to the last page and reported through onPaginationChange', async () => {
    const onPaginationChange = jest.fn();
    tableInstance({data: people, state: {pagination: {pageIndex: 5, pageSize: 5}}, onPaginationChange});
    await settle();
    const update = onPaginationChange.mock.calls.at(-1)[0];
    expect(update({pageIndex: 5, pageSize: 5})).toEqual({pageIndex: 1, pageSize: 5});
  });

  it('a page restored after mounting is not checked when the number of rows stays the same: the table stays on that page, shows "No records to display" and calls no handler; a change in the number of rows moves it', async () => {
    const onPaginationChange = jest.fn();
    let setRows: (rows: Person[]) => void = () => {};
    function RestoringTable() {
      const [pagination, setPagination] = useState<MRT_PaginationState>({pageIndex: 0, pageSize: 5});
      const [rows, setRowsState] = useState(people);
      setRows = setRowsState;
      // like the demo: read the saved page in an effect after mounting
      useEffect(() => setPagination({pageIndex: 5, pageSize: 5}), []);
      const table = useMaterialReactTable({
        columns: personColumns,
        data: rows,
        state: {pagination},
        autoResetPageIndex: false, // as in the demo: only MRT's check moves the page
        onPaginationChange: (updater) => {
          onPaginationChange(updater);
          setPagination(updater);
        },
      });
      return <MaterialReactTable table={table} />;
    }
    const {container} = render(<RestoringTable />);
    await settle();
    expect(container.querySelector('tbody')!.textContent).toBe('No records to display');
    expect(onPaginationChange).not.toHaveBeenCalled();
    await settle(() => setRows(people.slice(0, 8)));
    expect(onPaginationChange).toHaveBeenCalledTimes(1);
    expect(bodyRows(container).map((cells) => cells[0])).toEqual(['Donald', 'Margaret', 'Ken']);
  });

  it('the check also runs when `enablePagination`, `isLoading` or `showSkeletons` changes', async () => {
    for (const toggle of [{enablePagination: false}, {state: {isLoading: true}}, {state: {showSkeletons: true}}]) {
      const onPaginationChange = jest.fn();
      const first = {pagination: {pageIndex: 0, pageSize: 5}};
      const restored = {pagination: {pageIndex: 5, pageSize: 5}};
      const view = tableInstance({state: first, onPaginationChange, autoResetPageIndex: false});
      // a page restored after mounting, with the same rows: not checked
      await settle(() => view.update({state: restored}));
      expect(onPaginationChange).not.toHaveBeenCalled();
      // switch one of them on, then back: the check runs and moves the page to the last one
      await settle(() => view.update({...toggle, state: {...restored, ...('state' in toggle ? toggle.state : {})}}));
      await settle(() => view.update({enablePagination: true, state: restored}));
      expect(onPaginationChange).toHaveBeenCalledTimes(1);
      expect(onPaginationChange.mock.calls[0][0]({pageIndex: 5, pageSize: 5})).toEqual({pageIndex: 1, pageSize: 5});
      view.unmount();
    }
  });

  it('hoveredRow changes at every step of a row drag, not on a plain hover', async () => {
    const {table, container} = mountTable({data: people.slice(0, 3), enableRowOrdering: true});
    const rows = () => container.querySelectorAll('tbody tr');
    await settle(() => {
      fireEvent.mouseOver(rows()[1]);
      fireEvent.mouseEnter(rows()[1]);
    });
    expect(table().getState().hoveredRow).toBeNull();
    await settle(() => table().setDraggingRow(table().getRowModel().rows[0]));
    await settle(() => fireEvent.dragEnter(rows()[1]));
    expect(table().getState().hoveredRow?.id).toBe('1');
    await settle(() => fireEvent.dragEnter(rows()[2]));
    expect(table().getState().hoveredRow?.id).toBe('2');
  });
  it('a click on a sort label passes onSortingChange a function of the previous sorting; resolve it, act, then store the result', async () => {
    const received: string[] = [];
    const acted: MRT_SortingState[] = [];
    const three = people.slice(0, 3); // one array: a new one per render would re-render forever
    function PeopleTable() {
      const [sorting, setSorting] = useState<MRT_SortingState>([]);
      const onSortingChange = (updater: MRT_Updater<MRT_SortingState>) => {
        received.push(typeof updater);
        const next = typeof updater === 'function' ? updater(sorting) : updater;
        acted.push(next);
        setSorting(next);
      };
      const table = useMaterialReactTable<Person>({
        columns: personColumns,
        data: three,
        state: {sorting},
        onSortingChange,
      });
      return <MaterialReactTable table={table} />;
    }
    const view = render(<PeopleTable />);
    await settle();
    received.length = 0;
    acted.length = 0;
    const ageLabel = view.container.querySelectorAll('thead .Mui-TableHeadCell-Content-Labels')[2];
    await settle(() => fireEvent.click(ageLabel));
    expect(received).toEqual(['function']);
    expect(acted).toEqual([[{id: 'age', desc: true}]]);
    const ages = Array.from(view.container.querySelectorAll('tbody tr')).map(
      (row) => row.querySelectorAll('td')[2].textContent,
    );
    expect(ages).toEqual(['85', '41', '36']);
  });
});
