/**
 * Claims of the API reference's column options page (src/api/descriptions/column-options.ts), the entries
 * api-column-options.test.tsx does not cover.
 */
import React from 'react';
import {fireEvent, screen, within} from '@testing-library/react';
import MenuItem from '@mui/material/MenuItem';
import type {MRT_ColumnDef, MRT_TableOptions} from 'material-react-table';
import {withPersonColumns, freshPersonColumns, mountTable, bodyRows, people, settle, type Person} from './harness';
import {tableInstance} from './tableInstance';

const few = people.slice(0, 3);
const headerCell = (name: string) =>
  screen
    .getAllByRole('columnheader')
    .find((th) => th.querySelector('.Mui-TableHeadCell-Content-Wrapper')?.textContent === name)!;
const openColumnActions = (name: string) =>
  settle(() => fireEvent.click(within(headerCell(name)).getByRole('button', {name: 'Column Actions'})));
const menuItem = (name: string | RegExp) => screen.queryByRole('menuitem', {name});
const closeMenus = () => settle(() => fireEvent.keyDown(screen.getByRole('menu'), {key: 'Escape'}));
const clickHeader = (name: string, init: object = {}) =>
  settle(() => fireEvent.click(headerCell(name).querySelector('.Mui-TableHeadCell-Content-Wrapper')!, init));
const openSelect = (combobox: HTMLElement) => settle(() => fireEvent.mouseDown(combobox));
const optionTexts = () => screen.queryAllByRole('option').map((option) => option.textContent?.trim());

describe('accessorFn', () => {
  it("accessorFn: computes the column's value from the row object; without an `id`, MRT uses the `header` as the id", () => {
    const view = tableInstance({
      columns: [{accessorFn: (row) => `${row.firstName} ${row.lastName}`, header: 'Full Name'}],
    });
    const column = view.table().getAllLeafColumns()[0];
    expect(column.id).toBe('Full Name');
    expect(view.table().getRow('0').getValue('Full Name')).toBe('Ada Lovelace');
    view.unmount();
  });

  it('accessorFn: give the column an `id` too, unless its `header` string is unique', () => {
    const twoNames = (ids: [string?, string?]): unknown[] => {
      const view = tableInstance({
        columns: [
          {accessorFn: (row) => row.firstName, header: 'Name', id: ids[0]},
          {accessorFn: (row) => row.lastName, header: 'Name', id: ids[1]},
        ],
      });
      const values = view
        .table()
        .getRow('0')
        .getAllCells()
        .map((cell) => cell.getValue());
      view.unmount();
      return values;
    };
    expect(twoNames(['first', 'last'])).toEqual(['Ada', 'Lovelace']);
    // the same id twice: both cells show one value, the one read under that id
    expect(twoNames([])).toEqual(['Lovelace', 'Lovelace']);
  });
});

describe('accessorKey', () => {
  interface Nested {
    name: {first: string; last: string};
  }

  it('accessorKey: dot notation (`name.first`) reaches nested values, and the key becomes the column id when `id` is not set', () => {
    const view = tableInstance<Nested>({
      data: [{name: {first: 'Ada', last: 'Lovelace'}}],
      columns: [
        {accessorKey: 'name.first', header: 'First'},
        {accessorKey: 'name.last', header: 'Last', id: 'surname'},
      ],
    });
    const [first, last] = view.table().getAllLeafColumns();
    expect([first.id, last.id]).toEqual(['name.first', 'surname']);
    expect(view.table().getRow('0').getValue('name.first')).toBe('Ada');
    expect(view.table().getRow('0').getValue('surname')).toBe('Lovelace');
    view.unmount();
  });
});

describe('AggregatedCell', () => {
  const grouped = (age: Partial<MRT_ColumnDef<Person>>) =>
    mountTable({
      columns: withPersonColumns({age: {aggregationFn: 'max', ...age}}),
      enableGrouping: true,
      enableTopToolbar: false,
      enableBottomToolbar: false,
      initialState: {grouping: ['city']},
    });
  // cells: City (moved first by the grouping), the expand column, First Name, Last Name, Age
  const bostonAge = (container: HTMLElement) =>
    bodyRows(container)
      .find((cells) => cells[0].startsWith('Boston'))!
      .at(-1);

  /** Ada with Grace and Alan under her, then Edsger without sub-rows; every row shown (no grouping). */
  const tree = (age: Partial<MRT_ColumnDef<Person>>) =>
    mountTable({
      columns: withPersonColumns({age}),
      data: [{...people[0], subRows: [people[1], people[2]]}, people[3]] as Person[],
      enableExpanding: true,
      enableTopToolbar: false,
      enableBottomToolbar: false,
      initialState: {expanded: true},
    });
  const ages = (container: HTMLElement) => bodyRows(container).map((cells) => cells.at(-2));

  it("AggregatedCell: renders, in place of `Cell`, this column's cells in rows that have sub-rows: on a group row (rows grouped by another column) `cell.getValue()` is the aggregated value", () => {
    const view = grouped({
      AggregatedCell: ({cell}) => `oldest ${cell.getValue<number>()}`,
      Cell: ({cell}) => `age ${cell.getValue<number>()}`,
    });
    // Boston: Liskov 55, Hamilton 33
    expect(bostonAge(view.container)).toBe('oldest 55');
    view.unmount();
  });

  it("AggregatedCell: on a tree's parent row, even without any grouping, it is the row's own value", () => {
    const view = tree({
      AggregatedCell: ({cell}) => `parent ${cell.getValue<number>()}`,
      Cell: ({cell}) => `age ${cell.getValue<number>()}`,
    });
    expect(view.table().getState().grouping).toEqual([]);
    // Ada 36 (Grace 85, Alan 41 under her), then Edsger 72
    expect(ages(view.container)).toEqual(['parent 36', 'age 85', 'age 41', 'age 72']);
    view.unmount();
  });

  it("AggregatedCell: without it a group row's cell is empty, even when the column has an `aggregationFn`, and a tree's parent row shows `Cell` as the other rows do", () => {
    const view = grouped({});
    expect(view.table().getColumn('age').getAggregationFn()).toBe(view.table().options.aggregationFns!.max);
    expect(bostonAge(view.container)).toBe('');
    view.unmount();
    const parent = tree({Cell: ({cell}) => `age ${cell.getValue<number>()}`});
    expect(ages(parent.container)).toEqual(['age 36', 'age 85', 'age 41', 'age 72']);
    parent.unmount();
  });
});

describe('Cell', () => {
  it('Cell: renders the body cells of this column; it receives `renderedCellValue` (the value, with filter matches highlighted) along with the cell, row and table', async () => {
    const seen: string[] = [];
    const view = mountTable({
      data: few,
      globalFilterFn: 'contains',
      columns: withPersonColumns({
        lastName: {
          Cell: ({renderedCellValue, cell, row, table}) => {
            seen.push(`${cell.getValue()}|${row.original.id}|${table.options.data.length}`);
            return <b data-testid="last">{renderedCellValue}</b>;
          },
        },
      }),
    });
    expect(screen.getAllByTestId('last').map((cell) => cell.textContent)).toEqual(['Lovelace', 'Hopper', 'Turing']);
    expect(seen).toContain('Hopper|2|3');
    expect(within(screen.getAllByTestId('last')[0]).queryByRole('note')).toBeNull();
    await settle(() => view.table().setGlobalFilter('ace'));
    const [lovelace] = screen.getAllByTestId('last');
    expect(within(lovelace).getByRole('note').getAttribute('aria-label')).toBe('Lovelace');
    view.unmount();
  });
});

describe('columnDefType', () => {
  it('columnDefType: `data` unless set; MRT sets `group` itself when `columns` is given', () => {
    const view = tableInstance({
      columns: [
        {header: 'Name', columnDefType: 'data', columns: [{accessorKey: 'firstName', header: 'First Name'}]},
        {accessorKey: 'age', header: 'Age'},
      ],
    });
    const [name, age] = view.table().getAllColumns();
    expect([name.columnDef.columnDefType, age.columnDef.columnDefType]).toEqual(['group', 'data']);
    view.unmount();
  });
});

describe('columnFilterModeOptions', () => {
  const filterModes = {
    data: few,
    enableColumnFilterModes: true,
    columnFilterModeOptions: ['contains', 'equals'],
    initialState: {showColumnFilters: true},
  } satisfies Partial<MRT_TableOptions<Person>>;
  const modesOffered = async (name: string) => {
    await settle(() => fireEvent.click(within(headerCell(name)).getByRole('button', {name: 'Change filter mode'})));
    const labels = screen.getAllByRole('menuitem').map((item) => item.textContent);
    await closeMenus();
    return labels;
  };

  it('columnFilterModeOptions: limits the filter modes users can pick for this column', async () => {
    const view = mountTable({
      ...filterModes,
      columns: withPersonColumns({firstName: {columnFilterModeOptions: ['startsWith']}}),
    });
    expect(await modesOffered('First Name')).toEqual(['aStarts With']);
    view.unmount();
  });

  it('columnFilterModeOptions: left out or `null`, the table-level `columnFilterModeOptions` applies', async () => {
    const view = mountTable({...filterModes, columns: withPersonColumns({firstName: {columnFilterModeOptions: null}})});
    expect(await modesOffered('First Name')).toEqual(['*Contains', '=Equals']);
    expect(await modesOffered('Last Name')).toEqual(['*Contains', '=Equals']);
    view.unmount();
  });

  it("columnFilterModeOptions: an empty array hides this column's filter-mode switcher", () => {
    const view = mountTable({...filterModes, columns: withPersonColumns({firstName: {columnFilterModeOptions: []}})});
    const switcher = (name: string) => within(headerCell(name)).queryByRole('button', {name: 'Change filter mode'});
    expect(switcher('First Name')).toBeNull();
    expect(switcher('Last Name')).not.toBeNull();
    view.unmount();
  });
});

describe('columns', () => {
  it('columns: child columns, which turn this column into a header group spanning them', () => {
    const view = mountTable({
      data: few,
      columns: [
        {
          header: 'Name',
          columns: [
            {accessorKey: 'firstName', header: 'First Name'},
            {accessorKey: 'lastName', header: 'Last Name'},
          ],
        },
        {accessorKey: 'age', header: 'Age'},
      ],
    });
    const rows = view.container.querySelectorAll('thead tr');
    expect(rows).toHaveLength(2);
    const name = headerCell('Name');
    expect(name.closest('tr')).toBe(rows[0]);
    expect(name.getAttribute('colspan')).toBe('2');
    expect(headerCell('First Name').closest('tr')).toBe(rows[1]);
    view.unmount();
  });
});

describe('Edit', () => {
  it('Edit: renders your own input for this column while a row or cell is being edited', async () => {
    const view = mountTable({
      data: few,
      enableEditing: true,
      editDisplayMode: 'row',
      columns: withPersonColumns({firstName: {Edit: ({row}) => <input aria-label={`my editor ${row.id}`} />}}),
    });
    expect(screen.queryByRole('textbox', {name: /^my editor/})).toBeNull();
    await settle(() => view.table().setEditingRow(view.table().getRowModel().rows[1]));
    expect(
      screen.getAllByRole('textbox', {name: /^my editor/}).map((input) => input.getAttribute('aria-label')),
    ).toEqual(['my editor 1']);
    view.unmount();
  });
});

describe('edit inputs', () => {
  const editing = async (city: Partial<MRT_ColumnDef<Person>>) => {
    const view = mountTable({
      data: few,
      enableEditing: true,
      editDisplayMode: 'row',
      columns: withPersonColumns({city}),
    });
    await settle(() => view.table().setEditingRow(view.table().getRowModel().rows[0]));
    const row = view.container.querySelectorAll('tbody tr')[0] as HTMLElement;
    return {view, row};
  };

  it('editSelectOptions: the options of the select input when `editVariant` is `select`: strings or `{label, value}` objects, or a function returning them', async () => {
    const {view, row} = await editing({
      editVariant: 'select',
      editSelectOptions: ({row: edited}) => [edited.original.city, {label: 'The Big Apple', value: 'New York'}],
    });
    await openSelect(within(row).getByRole('combobox'));
    expect(optionTexts()).toEqual(['London', 'The Big Apple']);
    view.unmount();
  });

  it('editVariant: the input used when editing this column: a `text` field or a `select` of `editSelectOptions`', async () => {
    const {view, row} = await editing({editVariant: 'select', editSelectOptions: ['London', 'Paris']});
    // cells: the row actions (Save, Cancel), then the four columns
    const city = row.querySelectorAll('td')[4];
    const first = row.querySelectorAll('td')[1];
    expect(within(first).getByRole('textbox')).toBeTruthy();
    expect(within(city).queryByRole('textbox')).toBeNull();
    await openSelect(within(city).getByRole('combobox'));
    expect(optionTexts()).toEqual(['London', 'Paris']);
    view.unmount();
  });
});

describe('enableColumnActions', () => {
  const actionButtons = () =>
    screen.getAllByRole('columnheader').map((th) => !!within(th).queryByRole('button', {name: 'Column Actions'}));

  it("enableColumnActions: `false` hides this column's actions button; `true` shows it even when the table's `enableColumnActions` is off", () => {
    const off = mountTable({data: few, columns: withPersonColumns({firstName: {enableColumnActions: false}})});
    expect(actionButtons()).toEqual([false, true, true, true]);
    off.unmount();
    const on = mountTable({
      data: few,
      enableColumnActions: false,
      columns: withPersonColumns({firstName: {enableColumnActions: true}}),
    });
    expect(actionButtons()).toEqual([true, false, false, false]);
    on.unmount();
  });
});

describe('enableColumnFilter', () => {
  const filterInputs = () =>
    screen.queryAllByRole('textbox', {name: /^Filter by/}).map((input) => input.getAttribute('aria-label'));

  it("enableColumnFilter: `false` removes this column's filter; `true` does nothing while the table's `enableColumnFilters` is off", () => {
    const shown = {data: few, initialState: {showColumnFilters: true}};
    const off = mountTable({...shown, columns: withPersonColumns({firstName: {enableColumnFilter: false}})});
    expect(filterInputs()).toEqual(['Filter by Last Name', 'Filter by Age', 'Filter by City']);
    off.unmount();
    const on = mountTable({
      ...shown,
      enableColumnFilters: false,
      columns: withPersonColumns({firstName: {enableColumnFilter: true}}),
    });
    expect(filterInputs()).toEqual([]);
    on.unmount();
  });
});

describe('enableColumnOrdering', () => {
  const moveHandle = (name: string) => within(headerCell(name)).queryByRole('button', {name: 'Move'});

  it("enableColumnOrdering: `false` keeps this column in place while the table's `enableColumnOrdering` is on: its header has no drag handle and other columns cannot be dropped on it", async () => {
    const view = mountTable({
      data: few,
      enableColumnOrdering: true,
      columns: withPersonColumns({firstName: {enableColumnOrdering: false}}),
    });
    expect(moveHandle('First Name')).toBeNull();
    expect(moveHandle('Last Name')).not.toBeNull();
    await settle(() => view.table().setDraggingColumn(view.table().getColumn('lastName')));
    await settle(() => fireEvent.dragEnter(headerCell('First Name')));
    expect(view.table().getState().hoveredColumn).toBeNull();
    await settle(() => fireEvent.dragEnter(headerCell('Age')));
    expect(view.table().getState().hoveredColumn?.id).toBe('age');
    view.unmount();
  });

  it("enableColumnOrdering: `true` does nothing while the table's option is off", () => {
    const view = mountTable({data: few, columns: withPersonColumns({firstName: {enableColumnOrdering: true}})});
    expect(moveHandle('First Name')).toBeNull();
    view.unmount();
  });
});

describe('enableGlobalFilter', () => {
  interface Nicknamed extends Person {
    nickname?: string;
  }
  const nicknamed = (data: Nicknamed[], nickname: Partial<MRT_ColumnDef<Nicknamed>> = {}) =>
    tableInstance<Nicknamed>({
      data,
      globalFilterFn: 'contains',
      columns: [
        {accessorKey: 'firstName', header: 'First Name'},
        {accessorKey: 'lastName', header: 'Last Name', enableGlobalFilter: false},
        {accessorKey: 'nickname', header: 'Nickname', ...nickname},
      ],
    });
  const found = async (view: ReturnType<typeof nicknamed>, text: string) => {
    await settle(() => view.table().setGlobalFilter(text));
    return view
      .table()
      .getRowModel()
      .rows.map((row) => row.original.firstName);
  };

  it('enableGlobalFilter: `false` leaves this column out when the search box filters rows', async () => {
    const view = nicknamed(few);
    expect(await found(view, 'Ada')).toEqual(['Ada']);
    expect(await found(view, 'Lovelace')).toEqual([]);
    view.unmount();
  });

  it('enableGlobalFilter: `true` cannot add a column whose value in the first row of `data` is not a string or a number (empty, a date, an object): TanStack Table never searches such a column', async () => {
    const [ada, grace] = few;
    const named = {...grace, nickname: 'Amazing Grace'};
    const last = nicknamed([ada, named], {enableGlobalFilter: true});
    expect(await found(last, 'Amazing')).toEqual([]);
    last.unmount();
    const first = nicknamed([named, ada], {enableGlobalFilter: true});
    expect(await found(first, 'Amazing')).toEqual(['Grace']);
    first.unmount();
  });
});

describe('enableGrouping', () => {
  const groupItem = async (name: string) => {
    await openColumnActions(name);
    const item = menuItem(`Group by ${name}`);
    await closeMenus();
    return !!item;
  };

  it("enableGrouping: `false` stops users grouping rows by this column; `true` does nothing while the table's `enableGrouping` is off", async () => {
    const off = mountTable({
      data: few,
      enableGrouping: true,
      columns: withPersonColumns({firstName: {enableGrouping: false}}),
    });
    expect([await groupItem('First Name'), await groupItem('Last Name')]).toEqual([false, true]);
    off.unmount();
    const on = mountTable({data: few, columns: withPersonColumns({firstName: {enableGrouping: true}})});
    expect(await groupItem('First Name')).toBe(false);
    on.unmount();
  });
});

describe('enableHiding', () => {
  const hideItemDisabled = async (name: string) => {
    await openColumnActions(name);
    const disabled = menuItem(`Hide ${name} column`)?.getAttribute('aria-disabled');
    await closeMenus();
    return disabled === 'true';
  };

  it('enableHiding: `false` stops users hiding this column: its Hide item in the column actions menu and its switch in the show/hide columns menu are disabled', async () => {
    const view = mountTable({data: few, columns: withPersonColumns({firstName: {enableHiding: false}})});
    expect([await hideItemDisabled('First Name'), await hideItemDisabled('Last Name')]).toEqual([true, false]);
    await settle(() => fireEvent.click(screen.getByRole('button', {name: 'Show/Hide columns'})));
    const menu = screen.getByRole('menu');
    const toggle = (name: string) => within(menu).getByRole('switch', {name: `Toggle visibility ${name}`});
    expect((toggle('First Name') as HTMLInputElement).disabled).toBe(true);
    expect((toggle('Last Name') as HTMLInputElement).disabled).toBe(false);
    view.unmount();
  });

  it("enableHiding: `true` does nothing while the table's `enableHiding` is off", () => {
    const view = tableInstance({enableHiding: false, columns: withPersonColumns({firstName: {enableHiding: true}})});
    const firstName = view.table().getColumn('firstName');
    expect(firstName.getCanHide()).toBe(false);
    firstName.toggleVisibility(false);
    expect(view.table().getColumn('firstName').getIsVisible()).toBe(true);
    view.unmount();
  });
});

describe('enableMultiSort', () => {
  const shiftSorted = async (options: Partial<MRT_TableOptions<Person>>) => {
    const view = mountTable({data: few, ...options});
    await clickHeader('First Name');
    await clickHeader('Age', {shiftKey: true});
    const sorting = view
      .table()
      .getState()
      .sorting.map((sort) => sort.id);
    view.unmount();
    return sorting;
  };

  it("enableMultiSort: whether Shift-clicking this column's header adds it to the current sort instead of replacing it; it wins over the table's `enableMultiSort`", async () => {
    expect(await shiftSorted({columns: freshPersonColumns()})).toEqual(['firstName', 'age']);
    expect(await shiftSorted({columns: withPersonColumns({age: {enableMultiSort: false}})})).toEqual(['age']);
    expect(await shiftSorted({enableMultiSort: false, columns: freshPersonColumns()})).toEqual(['age']);
    expect(
      await shiftSorted({enableMultiSort: false, columns: withPersonColumns({age: {enableMultiSort: true}})}),
    ).toEqual(['firstName', 'age']);
  });
});

describe('enablePinning', () => {
  const pinItem = async (name: string) => {
    await openColumnActions(name);
    const item = menuItem('Pin to left');
    await closeMenus();
    return !!item;
  };

  it("enablePinning: `false` stops users pinning this column; `true` does nothing while the table's `enableColumnPinning` is off", async () => {
    const off = mountTable({
      data: few,
      enableColumnPinning: true,
      columns: withPersonColumns({firstName: {enablePinning: false}}),
    });
    expect([await pinItem('First Name'), await pinItem('Last Name')]).toEqual([false, true]);
    off.unmount();
    const on = mountTable({data: few, columns: withPersonColumns({firstName: {enablePinning: true}})});
    expect(await pinItem('First Name')).toBe(false);
    on.unmount();
  });
});

describe('enableResizing', () => {
  const handles = () =>
    screen
      .getAllByRole('columnheader')
      .filter((th) => th.querySelector('.Mui-TableHeadCell-Content-Wrapper')?.textContent)
      .map((th) => !!th.querySelector('.Mui-TableHeadCell-ResizeHandle-Wrapper'));

  it("enableResizing: `false` stops users resizing this column; `true` does nothing while the table's `enableColumnResizing` is off", () => {
    const off = mountTable({
      data: few,
      enableColumnResizing: true,
      columns: withPersonColumns({firstName: {enableResizing: false}}),
    });
    expect(handles()).toEqual([false, true, true, true]);
    off.unmount();
    const on = mountTable({data: few, columns: withPersonColumns({firstName: {enableResizing: true}})});
    expect(handles()).toEqual([false, false, false, false]);
    on.unmount();
  });
});

describe('enableSorting', () => {
  const sortedAfterClick = async (options: Partial<MRT_TableOptions<Person>>, name: string) => {
    const view = mountTable({data: few, ...options});
    await clickHeader(name);
    const sorting = view
      .table()
      .getState()
      .sorting.map((sort) => sort.id);
    view.unmount();
    return sorting;
  };

  it("enableSorting: `false` turns sorting off for this column; `true` does nothing while the table's `enableSorting` is off", async () => {
    const off = {columns: withPersonColumns({firstName: {enableSorting: false}})};
    expect(await sortedAfterClick(off, 'First Name')).toEqual([]);
    expect(await sortedAfterClick(off, 'Last Name')).toEqual(['lastName']);
    const on = {enableSorting: false, columns: withPersonColumns({firstName: {enableSorting: true}})};
    expect(await sortedAfterClick(on, 'First Name')).toEqual([]);
  });
});

describe('Filter', () => {
  const mine: MRT_ColumnDef<Person>['Filter'] = ({column, rangeFilterIndex}) => (
    <input aria-label={`my filter ${column.id} ${rangeFilterIndex ?? '-'}`} />
  );
  const myFilters = () =>
    screen.queryAllByRole('textbox', {name: /^my filter/}).map((input) => input.getAttribute('aria-label'));

  it('Filter: renders your own filter input for this column in place of the built-in text, select or date field', () => {
    const view = mountTable({
      data: few,
      initialState: {showColumnFilters: true},
      columns: withPersonColumns({firstName: {Filter: mine}, city: {Filter: mine, filterVariant: 'select'}}),
    });
    expect(myFilters()).toEqual(['my filter firstName -', 'my filter city -']);
    expect(screen.queryByRole('textbox', {name: 'Filter by First Name'})).toBeNull();
    expect(screen.queryByRole('textbox', {name: 'Filter by Last Name'})).not.toBeNull();
    view.unmount();
  });

  it('Filter: ignored with the `checkbox` and `range-slider` variants, and called once per bound with the range variants (`rangeFilterIndex` 0 and 1)', () => {
    const view = mountTable({
      data: few,
      initialState: {showColumnFilters: true},
      columns: withPersonColumns({
        lastName: {Filter: mine, filterVariant: 'checkbox'},
        age: {Filter: mine, filterVariant: 'range'},
        city: {Filter: mine, filterVariant: 'range-slider'},
      }),
    });
    expect(myFilters()).toEqual(['my filter age 0', 'my filter age 1']);
    expect(within(headerCell('Last Name')).getByRole('checkbox')).toBeTruthy();
    expect(within(headerCell('City')).getAllByRole('slider')).toHaveLength(2);
    view.unmount();
  });
});

describe('filterSelectOptions', () => {
  const cityOptions = async (options: Partial<MRT_TableOptions<Person>>, city: Partial<MRT_ColumnDef<Person>>) => {
    const view = mountTable({
      data: few,
      initialState: {showColumnFilters: true},
      columns: withPersonColumns({city: {filterVariant: 'select', ...city}}),
      ...options,
    });
    await openSelect(within(headerCell('City')).getByRole('combobox'));
    const texts = optionTexts();
    view.unmount();
    return texts;
  };

  it('filterSelectOptions: the choices of `select`, `multi-select` and `autocomplete` filters: strings or `{label, value}` objects', async () => {
    const choices = ['London', {label: 'The Big Apple', value: 'New York'}];
    expect(await cityOptions({}, {filterSelectOptions: choices})).toEqual(['London', 'The Big Apple']);
    expect(await cityOptions({}, {filterVariant: 'multi-select', filterSelectOptions: choices})).toEqual([
      'London',
      'The Big Apple',
    ]);
    const view = mountTable({
      data: few,
      initialState: {showColumnFilters: true},
      columns: withPersonColumns({city: {filterVariant: 'autocomplete', filterSelectOptions: choices}}),
    });
    const input = within(headerCell('City')).getByRole('combobox');
    await settle(() => fireEvent.change(input, {target: {value: 'l'}}));
    expect(optionTexts()).toEqual(['London', 'The Big Apple']);
    view.unmount();
  });

  it("filterSelectOptions: without them these filters list the column's faceted unique values, which MRT computes only when `enableFacetedValues` is on", async () => {
    expect(await cityOptions({data: people.slice(3, 8), enableFacetedValues: true}, {})).toEqual([
      'Austin (1)',
      'Berkeley (1)',
      'Boston (2)',
      'Stanford (1)',
    ]);
    expect(await cityOptions({data: people.slice(3, 8)}, {})).toEqual([]);
  });

  it('filterSelectOptions: MRT sorts the faceted values with `localeCompare`: on a column of numbers or booleans that sort throws and the table fails to render, so such a column needs its options written here', async () => {
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(() =>
        mountTable({
          data: few,
          enableFacetedValues: true,
          columns: withPersonColumns({age: {filterVariant: 'select'}}),
        }),
      ).toThrow(/localeCompare is not a function/);
    } finally {
      quiet.mockRestore();
    }
    const view = mountTable({
      data: few,
      enableFacetedValues: true,
      initialState: {showColumnFilters: true},
      columns: withPersonColumns({age: {filterVariant: 'select', filterSelectOptions: ['41', '36', '85']}}),
    });
    await openSelect(within(headerCell('Age')).getByRole('combobox'));
    // in the order written, and without row counts
    expect(optionTexts()).toEqual(['41', '36', '85']);
    await settle(() => fireEvent.click(screen.getByRole('option', {name: '85'})));
    expect(bodyRows(view.container).map((cells) => cells[0])).toEqual(['Grace']);
    view.unmount();
  });
});

describe('footers', () => {
  const footerCells = (container: HTMLElement) =>
    Array.from(container.querySelectorAll('tfoot th, tfoot td')).map((cell) => cell.textContent);

  it('Footer: renders the footer cell of this column, for example a total', () => {
    const view = mountTable({
      data: few,
      columns: withPersonColumns({
        age: {Footer: ({table}) => `Total ${table.getRowModel().rows.reduce((sum, row) => sum + row.original.age, 0)}`},
      }),
    });
    expect(footerCells(view.container)).toEqual(['', '', 'Total 162', '']);
    view.unmount();
  });

  it('footer: plain-text footer for the column; use `Footer` for JSX', () => {
    const without = mountTable({data: few, columns: freshPersonColumns()});
    expect(without.container.querySelector('tfoot')).toBeNull();
    without.unmount();
    const view = mountTable({data: few, columns: withPersonColumns({firstName: {footer: 'Names'}})});
    expect(footerCells(view.container)).toEqual(['Names', '', '', '']);
    view.unmount();
  });
});

describe('getGroupingValue', () => {
  it('getGroupingValue: returns the value rows are grouped by for this column, when it should differ from the displayed value', () => {
    const decade = (row: Person) => `${Math.floor(row.age / 10) * 10}s`;
    const groups = (age: Partial<MRT_ColumnDef<Person>>) => {
      const view = tableInstance({
        columns: withPersonColumns({age}),
        enableGrouping: true,
        initialState: {grouping: ['age']},
      });
      const values = view
        .table()
        .getRowModel()
        .rows.map((row) => row.getGroupingValue('age'));
      view.unmount();
      return values;
    };
    expect(groups({})).toHaveLength(10);
    expect(groups({getGroupingValue: decade})).toEqual(['30s', '80s', '40s', '70s', '50s', '60s']);
  });
});

describe('getUniqueValues', () => {
  interface Tagged {
    name: string;
    tags: string[];
  }

  it("getUniqueValues: returns the values of a row for this column's faceted unique values, for example to count items of an array one by one", () => {
    const data: Tagged[] = [
      {name: 'a', tags: ['red', 'blue']},
      {name: 'b', tags: ['red']},
    ];
    const facets = (tags: Partial<MRT_ColumnDef<Tagged>>) => {
      const view = tableInstance<Tagged>({
        data,
        enableFacetedValues: true,
        columns: [
          {accessorKey: 'name', header: 'Name'},
          {accessorKey: 'tags', header: 'Tags', ...tags},
        ],
      });
      const unique = Array.from(view.table().getColumn('tags').getFacetedUniqueValues());
      view.unmount();
      return unique;
    };
    expect(facets({})).toEqual([
      [['red', 'blue'], 1],
      [['red'], 1],
    ]);
    expect(facets({getUniqueValues: (row) => row.tags})).toEqual([
      ['red', 2],
      ['blue', 1],
    ]);
  });
});

describe('GroupedCell', () => {
  it('GroupedCell: renders the cell that heads a group when rows are grouped by this column; without it that cell shows the value and the number of rows, e.g. `Boston (2)`', () => {
    const grouped = (city: Partial<MRT_ColumnDef<Person>>) => {
      const view = mountTable({
        columns: withPersonColumns({city}),
        enableGrouping: true,
        enableTopToolbar: false,
        enableBottomToolbar: false,
        initialState: {grouping: ['city']},
      });
      const heads = bodyRows(view.container).map((cells) => cells[0]);
      view.unmount();
      return heads;
    };
    expect(grouped({})).toContain('Boston (2)');
    expect(grouped({GroupedCell: ({cell, row}) => `${cell.getValue()}: ${row.subRows?.length} people`})).toContain(
      'Boston: 2 people',
    );
  });
});

describe('grow', () => {
  const flexOf = (options: Partial<MRT_TableOptions<Person>>) => {
    const view = mountTable({
      data: few,
      ...options,
      columns: withPersonColumns({firstName: {grow: false}, lastName: {grow: 0}, age: {grow: 2}, city: {grow: true}}),
    });
    const flex = ['First Name', 'Last Name', 'Age', 'City'].map((name) => getComputedStyle(headerCell(name)).flex);
    const plain = getComputedStyle(headerCell('First Name')).flex;
    view.unmount();
    return {flex, plain};
  };

  it('grow: with `layoutMode` `grid`, every column grows in proportion to its size unless `grow` is `false` or `0`', () => {
    expect(flexOf({layoutMode: 'grid'}).flex).toEqual([
      '0 0 auto',
      '0 0 auto',
      'var(--header-age-size) 0 auto',
      'var(--header-city-size) 0 auto',
    ]);
  });

  it('grow: with `grid-no-grow` (the default when `enableColumnResizing` is on) only columns with `grow` widen, by that number (`true` counts as 1)', () => {
    expect(flexOf({enableColumnResizing: true}).flex).toEqual(['0 0 auto', '0 0 auto', '2 0 auto', '1 0 auto']);
  });

  it('grow: the `semantic` layout ignores it', () => {
    expect(flexOf({}).flex).toEqual(['', '', '', '']);
  });
});

describe('headers', () => {
  it('Header: renders the header of this column as JSX', () => {
    const view = mountTable({data: few, columns: withPersonColumns({firstName: {Header: () => <em>Given name</em>}})});
    const wrapper = view.container.querySelector('thead th .Mui-TableHeadCell-Content-Wrapper')!;
    expect(wrapper.querySelector('em')?.textContent).toBe('Given name');
    view.unmount();
  });

  it('Header: `header` stays the plain-text name used in menus', async () => {
    const view = mountTable({data: few, columns: withPersonColumns({firstName: {Header: () => <em>Given name</em>}})});
    await openColumnActions('Given name');
    expect(menuItem(/Sort by First Name ascending/)).not.toBeNull();
    view.unmount();
  });

  it('header: the column name as text (required); shown in the header, menus and filters', async () => {
    const view = mountTable({data: few, initialState: {showColumnFilters: true}, columns: freshPersonColumns()});
    expect(headerCell('First Name')).toBeTruthy();
    expect(screen.getByRole('textbox', {name: 'Filter by First Name'})).toBeTruthy();
    await openColumnActions('First Name');
    expect(menuItem(/Hide First Name column/)).not.toBeNull();
    view.unmount();
  });
});

describe('id', () => {
  it('id: when left out it is the `accessorKey`, else the `header` string', () => {
    const view = tableInstance({
      columns: [
        {accessorKey: 'firstName', header: 'First Name'},
        {accessorFn: (row: Person) => row.lastName.toUpperCase(), header: 'Shouted'},
        {accessorKey: 'age', header: 'Age', id: 'years'},
      ],
    });
    expect(
      view
        .table()
        .getAllLeafColumns()
        .map((column) => column.id),
    ).toEqual(['firstName', 'Shouted', 'years']);
    view.unmount();
  });
});

describe('invertSorting', () => {
  it('invertSorting: reverses the sort order of this column, for scales where lower is better', () => {
    const ages = (age: Partial<MRT_ColumnDef<Person>>) => {
      const view = tableInstance({
        data: few,
        columns: withPersonColumns({age}),
        initialState: {sorting: [{id: 'age', desc: false}]},
      });
      const sorted = view
        .table()
        .getRowModel()
        .rows.map((row) => row.original.age);
      view.unmount();
      return sorted;
    };
    expect(ages({})).toEqual([36, 41, 85]);
    expect(ages({invertSorting: true})).toEqual([85, 41, 36]);
  });
});

describe('sizes', () => {
  const sizeAfterResize = (age: Partial<MRT_ColumnDef<Person>>, width: number) => {
    const view = tableInstance({columns: withPersonColumns({age}), initialState: {columnSizing: {age: width}}});
    const size = view.table().getColumn('age').getSize();
    view.unmount();
    return size;
  };

  it('maxSize: the largest width, in pixels, this column can be resized to (1000 unless set)', () => {
    expect(sizeAfterResize({}, 5000)).toBe(1000);
    expect(sizeAfterResize({maxSize: 300}, 5000)).toBe(300);
    expect(sizeAfterResize({maxSize: 300}, 250)).toBe(250);
  });

  it('minSize: the smallest width, in pixels, this column can be resized to (40 unless set)', () => {
    expect(sizeAfterResize({}, 10)).toBe(40);
    expect(sizeAfterResize({minSize: 120}, 10)).toBe(120);
    expect(sizeAfterResize({minSize: 120}, 150)).toBe(150);
  });
});

describe('muiCopyButtonProps', () => {
  it("muiCopyButtonProps: props for the copy `Button` of this column's cells when click-to-copy is on", () => {
    const copyProps: Partial<MRT_ColumnDef<Person>> = {
      muiCopyButtonProps: ({cell}) => ({'aria-label': `Copy ${cell.getValue<string>()}`}),
    };
    const off = mountTable({data: few, columns: withPersonColumns({firstName: copyProps})});
    expect(screen.queryByRole('button', {name: 'Copy Ada'})).toBeNull();
    off.unmount();
    const on = mountTable({
      data: few,
      columns: withPersonColumns({firstName: {...copyProps, enableClickToCopy: true}}),
    });
    expect(screen.getByRole('button', {name: 'Copy Ada'}).closest('td')?.textContent).toBe('Ada');
    on.unmount();
  });
});

describe('PlaceholderCell', () => {
  const cityCells = (city: Partial<MRT_ColumnDef<Person>>) => {
    const view = mountTable({
      columns: withPersonColumns({city}),
      enableGrouping: true,
      enableTopToolbar: false,
      enableBottomToolbar: false,
      enablePagination: false,
      initialState: {grouping: ['city'], expanded: true},
    });
    const boston = bodyRows(view.container).findIndex((cells) => cells[0].startsWith('Boston'));
    const cells = bodyRows(view.container)
      .slice(boston, boston + 3)
      .map((row) => row[0]);
    view.unmount();
    return cells;
  };

  it('PlaceholderCell: renders the placeholder cells of this column while rows are grouped by it: its cells in the rows under a group (the row heading the group shows `GroupedCell`)', () => {
    expect(cityCells({PlaceholderCell: () => '〃', GroupedCell: ({cell}) => `${cell.getValue()}!`})).toEqual([
      'Boston!',
      '〃',
      '〃',
    ]);
  });

  it('PlaceholderCell: without it they are empty', () => {
    expect(cityCells({})).toEqual(['Boston (2)', '', '']);
  });
});

describe('renderColumnActionsMenuItems', () => {
  it("renderColumnActionsMenuItems: returns the items of this column's actions menu; the built-in items come in `internalColumnMenuItems`", async () => {
    const view = mountTable({
      data: few,
      columns: withPersonColumns({
        firstName: {
          renderColumnActionsMenuItems: ({internalColumnMenuItems}) => [
            <MenuItem key="mine">My item</MenuItem>,
            ...internalColumnMenuItems.slice(1, 2),
          ],
        },
      }),
    });
    await openColumnActions('First Name');
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'My item',
      'Sort by First Name ascending',
    ]);
    await closeMenus();
    await openColumnActions('Last Name');
    expect(screen.getAllByRole('menuitem').length).toBeGreaterThan(2);
    view.unmount();
  });
});

describe('sortingFn', () => {
  const mixedCase = ['adam', 'Zoe', 'Bob'].map((firstName, index) => ({...people[index], firstName, id: `m${index}`}));
  const sortedNames = (data: Person[], firstName: Partial<MRT_ColumnDef<Person>> = {}) => {
    const view = tableInstance({
      data,
      columns: withPersonColumns({firstName}),
      enablePagination: false,
      initialState: {sorting: [{id: 'firstName', desc: false}]},
    });
    const names = view
      .table()
      .getRowModel()
      .rows.map((row) => row.original.firstName)
      .filter((name) => mixedCase.some((person) => person.firstName === name));
    view.unmount();
    return names;
  };

  it('sortingFn: left out, TanStack Table picks one from the data; with ten rows or fewer that is `basic`, which sorts text case-sensitively (`Zoe` before `adam`)', () => {
    expect(sortedNames(mixedCase)).toEqual(['Bob', 'Zoe', 'adam']);
    expect(sortedNames(mixedCase, {sortingFn: 'text'})).toEqual(['adam', 'Bob', 'Zoe']);
    // past ten rows the pick is `text` for these names
    expect(sortedNames([...people, ...mixedCase])).toEqual(['adam', 'Bob', 'Zoe']);
  });
});

describe('sortUndefined', () => {
  const withGaps = few.map((person, index) => ({...person, age: (index === 1 ? undefined : person.age) as number}));
  const order = (age: Partial<MRT_ColumnDef<Person>>, desc: boolean) => {
    const view = tableInstance({
      data: withGaps,
      columns: withPersonColumns({age}),
      initialState: {sorting: [{id: 'age', desc}]},
    });
    const sorted = view
      .table()
      .getRowModel()
      .rows.map((row) => row.original.age ?? 'none');
    view.unmount();
    return sorted;
  };

  it('sortUndefined: `first` or `last` whatever the direction', () => {
    expect([order({sortUndefined: 'first'}, false), order({sortUndefined: 'first'}, true)]).toEqual([
      ['none', 36, 41],
      ['none', 41, 36],
    ]);
    expect([order({sortUndefined: 'last'}, false), order({sortUndefined: 'last'}, true)]).toEqual([
      [36, 41, 'none'],
      [41, 36, 'none'],
    ]);
  });

  it("sortUndefined: `-1` or `1` (TanStack's default) to place them before or after the other rows in ascending order, flipped when descending", () => {
    expect([order({sortUndefined: -1}, false), order({sortUndefined: -1}, true)]).toEqual([
      ['none', 36, 41],
      [41, 36, 'none'],
    ]);
    expect([order({}, false), order({}, true)]).toEqual([
      [36, 41, 'none'],
      ['none', 41, 36],
    ]);
  });

  it('sortUndefined: `false` to pass them to the sorting function like any other value', () => {
    const compared: unknown[] = [];
    const sortingFn: MRT_ColumnDef<Person>['sortingFn'] = (rowA, rowB, id) => {
      compared.push(rowA.getValue(id), rowB.getValue(id));
      return 0;
    };
    order({sortUndefined: false, sortingFn}, false);
    expect(compared).toContain(undefined);
    compared.length = 0;
    order({sortingFn}, false);
    expect(compared).not.toContain(undefined);
  });
});

describe('visibleInShowHideMenu', () => {
  it('visibleInShowHideMenu: set to false to leave this column out of the show/hide columns menu', async () => {
    const view = mountTable({data: few, columns: withPersonColumns({firstName: {visibleInShowHideMenu: false}})});
    expect(headerCell('First Name')).toBeTruthy();
    await settle(() => fireEvent.click(screen.getByRole('button', {name: 'Show/Hide columns'})));
    const menu = screen.getByRole('menu');
    expect(within(menu).queryByRole('switch', {name: 'Toggle visibility First Name'})).toBeNull();
    expect(within(menu).getByRole('switch', {name: 'Toggle visibility Last Name'})).toBeTruthy();
    view.unmount();
  });
});
