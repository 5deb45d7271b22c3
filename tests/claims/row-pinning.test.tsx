/**
 * Claims of docs/guides/row-pinning.mdx, checked against the installed MRT (jsdom).
 */
import {fireEvent, screen, within} from '@testing-library/react';
import {type MRT_TableOptions} from 'material-react-table';
import {bodyRows, mountTable, people, type Person, settle} from './harness';
import {tableInstance} from './tableInstance';

const firstNames = (container: HTMLElement) =>
  bodyRows(container).map((cells) => cells.find((c) => /^[A-Z][a-z]+$/.test(c)));
const tbodies = (container: HTMLElement) => Array.from(container.querySelectorAll('tbody')) as HTMLElement[];
const rowOf = (container: HTMLElement, name: string) =>
  Array.from(container.querySelectorAll('tbody tr')).find((tr) => tr.textContent?.includes(name)) as HTMLElement;
/** The background emotion gives the `td:after` of a row (the tint drawn over its cells), or undefined. */
const cellTint = (row: Element) => {
  const classes = Array.from(row.classList).filter((name) => name.startsWith('css-'));
  const rules = Array.from(document.styleSheets).flatMap((sheet) => Array.from(sheet.cssRules) as CSSStyleRule[]);
  const rule = rules.find(
    (r) => r.selectorText?.endsWith(' td:after') && classes.some((c) => r.selectorText === `.${c} td:after`),
  );
  return rule?.style.getPropertyValue('background-color');
};
const paged = (more: Partial<MRT_TableOptions<Person>> = {}) =>
  mountTable({enableRowPinning: true, initialState: {pagination: {pageIndex: 0, pageSize: 3}}, ...more});

it('Row pinning is off by default: Material React Table sets enableRowPinning to false', () => {
  const {table, container} = mountTable();
  expect(table().options.enableRowPinning).toBe(false);
  expect(container.querySelector('th[data-index] ~ th')).toBeTruthy();
  expect(
    table()
      .getAllLeafColumns()
      .map((c) => c.id),
  ).not.toContain('mrt-row-pin');
});

it('the default mode adds a Pin column (mrt-row-pin) at the start of each row; its button pins the row, shows a cross, and unpins it when pinned', async () => {
  const {table, container} = mountTable({enableRowPinning: true});
  expect(table().getVisibleLeafColumns()[0].id).toBe('mrt-row-pin');
  const icon = () => screen.getAllByLabelText('Pin')[1].querySelector('svg')!.getAttribute('data-testid');
  expect([icon(), rowOf(container, 'Hopper').getAttribute('data-pinned')]).toEqual(['PushPinIcon', null]);
  fireEvent.click(screen.getAllByLabelText('Pin')[1]);
  await settle();
  expect(table().getState().rowPinning.top).toEqual(['1']);
  // the pinned row's button shows a cross
  expect([icon(), rowOf(container, 'Hopper').getAttribute('data-pinned')]).toEqual(['CloseIcon', 'true']);
  fireEvent.click(screen.getAllByLabelText('Pin')[1]);
  await settle();
  expect(table().getState().rowPinning.top).toEqual([]);
  expect(icon()).toBe('PushPinIcon');
});

it('enableRowPinning as a function: rows for which it returns false get no pin button', () => {
  mountTable({enableRowPinning: (row) => row.original.age >= 60});
  expect(screen.getAllByLabelText('Pin')).toHaveLength(4); // Hopper 85, Dijkstra 72, Knuth 68, Thompson 60
});

it('the function only removes the control: a row id put in the rowPinning state is pinned all the same', () => {
  const {table, container} = mountTable({
    enableRowPinning: (row) => row.original.age >= 60,
    initialState: {rowPinning: {top: ['0'], bottom: []}},
  });
  expect(table().getRow('0').getIsPinned()).toBe('top');
  expect(rowOf(container, 'Lovelace')).toHaveAttribute('data-pinned', 'true');
});

it("the default rowPinningDisplayMode is 'sticky'", () => {
  expect(tableInstance({enableRowPinning: true}).table().options.rowPinningDisplayMode).toBe('sticky');
});

it('sticky: a pinned row stays where sorting puts it, with position sticky, a top offset of its index among the pinned rows times the row height, and z-index 2', () => {
  const {container} = mountTable({
    enableRowPinning: true,
    initialState: {rowPinning: {top: ['2', '5'], bottom: []}, sorting: [{id: 'age', desc: false}]},
  });
  // ages ascending: Hamilton 33, Lovelace 36, Turing 41, Allen 45, Backus 50, Liskov 55, Thompson 60, Knuth 68, …
  expect(firstNames(container).slice(0, 8)).toEqual([
    'Margaret',
    'Ada',
    'Alan',
    'Frances',
    'John',
    'Barbara',
    'Ken',
    'Donald',
  ]);
  const turing = getComputedStyle(rowOf(container, 'Turing'));
  const knuth = getComputedStyle(rowOf(container, 'Knuth'));
  expect([turing.position, turing.top, turing.bottom, turing.zIndex]).toEqual(['sticky', '0px', '53px', '2']);
  expect([knuth.top, knuth.bottom]).toEqual(['53px', '0px']);
  expect(getComputedStyle(rowOf(container, 'Lovelace')).position).toBe('relative');
});

it('in the sticky modes, a row pinned to the top from another page is added at the top of the page, but its sticky offsets are counted one row too high', () => {
  const {container} = paged({
    initialState: {pagination: {pageIndex: 0, pageSize: 3}, rowPinning: {top: ['5', '0'], bottom: []}},
  });
  expect(firstNames(container)).toEqual(['Donald', 'Ada', 'Grace', 'Alan']);
  // a pinned row of this page starts at 0; the added one a row (53 px) above it
  expect(getComputedStyle(rowOf(container, 'Lovelace')).top).toBe('0px');
  expect(getComputedStyle(rowOf(container, 'Knuth')).top).toBe('-53px');
});

it('sticky modes: a row pinned to the bottom on another page is not shown', () => {
  const {container, table} = paged({
    initialState: {pagination: {pageIndex: 0, pageSize: 3}, rowPinning: {top: [], bottom: ['5']}},
  });
  expect(firstNames(container)).toEqual(['Ada', 'Grace', 'Alan']);
  expect(
    table()
      .getBottomRows()
      .map((r) => r.id),
  ).toEqual(['5']);
});

it('a pinned id that matches no row (a deleted record) can make the table throw while rendering', () => {
  const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
  try {
    expect(() =>
      mountTable({enableRowPinning: true, initialState: {rowPinning: {top: ['no-such-row'], bottom: []}}}),
    ).toThrow('getRow could not find row with ID: no-such-row');
  } finally {
    spy.mockRestore();
  }
});

it("'top': pinned rows leave the list and are drawn in a separate, sticky table body above the unpinned rows", () => {
  const {container} = mountTable({
    enableRowPinning: true,
    rowPinningDisplayMode: 'top',
    initialState: {rowPinning: {top: ['3'], bottom: []}},
  });
  const [pinnedBody, mainBody] = tbodies(container);
  expect(within(pinnedBody).getAllByRole('row')).toHaveLength(1);
  expect(pinnedBody.textContent).toContain('Dijkstra');
  expect(getComputedStyle(pinnedBody).position).toBe('sticky');
  expect(mainBody.textContent).not.toContain('Dijkstra');
  expect(within(mainBody).getAllByRole('row')).toHaveLength(9);
});

it("'bottom': the pinned block is drawn below the other rows, and the pin button pins to the bottom", async () => {
  const {container, table} = mountTable({enableRowPinning: true, rowPinningDisplayMode: 'bottom'});
  fireEvent.click(screen.getAllByLabelText('Pin')[0]);
  await settle();
  expect(table().getState().rowPinning).toEqual({top: [], bottom: ['0']});
  const bodies = tbodies(container);
  expect(bodies).toHaveLength(2);
  expect(bodies[1].textContent).toContain('Lovelace');
  expect(bodies[0].textContent).not.toContain('Lovelace');
});

it("'top-and-bottom': an unpinned row shows two buttons, the first pins it to the top, the second to the bottom", async () => {
  const {container, table} = mountTable({enableRowPinning: true, rowPinningDisplayMode: 'top-and-bottom'});
  const grace = () => within(rowOf(container, 'Hopper')).getAllByLabelText('Pin');
  expect(grace()).toHaveLength(2);
  fireEvent.click(grace()[1]);
  await settle();
  expect(table().getState().rowPinning).toEqual({top: [], bottom: ['1']});
  expect(grace()).toHaveLength(1);
});

it('the select- modes have no pin column; selecting a row pins it (to the bottom in select-bottom), clearing the checkbox unpins it', async () => {
  const {table, container} = mountTable({
    enableRowSelection: true,
    enableRowPinning: true,
    rowPinningDisplayMode: 'select-bottom',
  });
  expect(
    table()
      .getVisibleLeafColumns()
      .map((c) => c.id),
  ).not.toContain('mrt-row-pin');
  const box = () => within(rowOf(container, 'Turing')).getByRole('checkbox');
  fireEvent.click(box());
  await settle();
  expect(table().getState().rowPinning).toEqual({top: [], bottom: ['2']});
  fireEvent.click(box());
  await settle();
  expect(table().getState().rowPinning).toEqual({top: [], bottom: []});
  const other = mountTable({enableRowSelection: true, enableRowPinning: true, rowPinningDisplayMode: 'select-sticky'});
  fireEvent.click(within(rowOf(other.container, 'Turing')).getByRole('checkbox'));
  await settle();
  expect(other.table().getState().rowPinning.top).toEqual(['2']);
});

it('the select-all checkbox selects the rows but clears the pinning state', async () => {
  const {table} = mountTable({
    enableRowSelection: true,
    enableRowPinning: true,
    rowPinningDisplayMode: 'select-sticky',
    initialState: {rowPinning: {top: ['2'], bottom: []}},
  });
  fireEvent.click(screen.getByRole('checkbox', {name: 'Toggle select all'}));
  await settle();
  expect(table().getSelectedRowModel().rows).toHaveLength(10);
  expect(table().getState().rowPinning).toEqual({top: [], bottom: []});
});

it('row ids are the row’s index in data unless you set getRowId', () => {
  expect(tableInstance().table().getRowModel().rows[3].id).toBe('3');
  expect(
    tableInstance({getRowId: (p) => p.lastName})
      .table()
      .getRowModel().rows[3].id,
  ).toBe('Dijkstra');
});

it('initialState.rowPinning is read once, when the table is created', async () => {
  const {table, update} = tableInstance({enableRowPinning: true, initialState: {rowPinning: {top: ['1'], bottom: []}}});
  update({initialState: {rowPinning: {top: ['2'], bottom: []}}});
  await settle();
  expect(table().getState().rowPinning.top).toEqual(['1']);
});

it('row.pin() works on any row, whether or not enableRowPinning would give it a button; resetRowPinning(true) pins none', async () => {
  const {table} = tableInstance({enableRowPinning: () => false, initialState: {rowPinning: {top: ['4'], bottom: []}}});
  expect(table().getRow('0').getIsPinned()).toBe(false);
  await settle(() => table().getRow('0').pin('bottom'));
  expect(table().getRow('0').getIsPinned()).toBe('bottom');
  await settle(() => table().resetRowPinning());
  expect(table().getState().rowPinning).toEqual({top: ['4'], bottom: []});
  await settle(() => table().resetRowPinning(true));
  expect(table().getState().rowPinning).toEqual({top: [], bottom: []});
});

it('keepPinnedRows (TanStack’s default true): a pinned row stays in the pinned block when filtered out; false hides it without changing the state', async () => {
  const opts = {
    enableRowPinning: true,
    rowPinningDisplayMode: 'top' as const,
    initialState: {rowPinning: {top: ['0'], bottom: []}, columnFilters: [{id: 'city', value: 'Boston'}]},
  };
  const kept = mountTable(opts);
  expect(kept.table().options.keepPinnedRows).toBeUndefined();
  expect(firstNames(kept.container)).toEqual(['Ada', 'Barbara', 'Margaret']);
  const dropped = mountTable({...opts, keepPinnedRows: false});
  expect(firstNames(dropped.container)).toEqual(['Barbara', 'Margaret']);
  expect(dropped.table().getState().rowPinning.top).toEqual(['0']);
});

it('rows under a collapsed parent are not shown until their parent is expanded', async () => {
  interface Node {
    id: string;
    name: string;
    children?: Node[];
  }
  const data: Node[] = [
    {id: 'a', name: 'parent', children: [{id: 'b', name: 'child'}]},
    {id: 'c', name: 'other'},
  ];
  const {table} = mountTable<Node>({
    data,
    columns: [{accessorKey: 'name', header: 'Name'}],
    enableExpanding: true,
    getSubRows: (row) => row.children,
    getRowId: (row) => row.id,
    enableRowPinning: true,
    rowPinningDisplayMode: 'top',
    initialState: {rowPinning: {top: ['b'], bottom: []}},
  });
  expect(table().getTopRows()).toHaveLength(0);
  await settle(() => table().getRow('a').toggleExpanded(true));
  expect(
    table()
      .getTopRows()
      .map((r) => r.id),
  ).toEqual(['b']);
});

it('with keepPinnedRows: true, a pinned row from another page is shown in addition to the page’s own rows', () => {
  const {container} = paged({
    rowPinningDisplayMode: 'top',
    initialState: {pagination: {pageIndex: 0, pageSize: 3}, rowPinning: {top: ['7'], bottom: []}},
  });
  expect(firstNames(container)).toEqual(['Ken', 'Ada', 'Grace', 'Alan']);
});

it('a pinned row’s cells are tinted with pinnedRowBackgroundColor (primary at 10%), a selected row with selectedRowBackgroundColor in every mode; the row is drawn at 0.97 opacity with data-pinned="true"', () => {
  for (const rowPinningDisplayMode of ['sticky', 'top'] as const) {
    const {container, table, unmount} = mountTable({
      enableRowPinning: true,
      enableRowSelection: true,
      rowPinningDisplayMode,
      initialState: {rowPinning: {top: ['0', '1'], bottom: []}, rowSelection: {1: true}},
    });
    expect(table().options.mrtTheme.pinnedRowBackgroundColor).toBe('rgba(25, 118, 210, 0.1)');
    const row = rowOf(container, 'Lovelace');
    expect(row).toHaveAttribute('data-pinned', 'true');
    expect(getComputedStyle(row).opacity).toBe('0.97');
    expect([
      rowPinningDisplayMode,
      cellTint(row),
      cellTint(rowOf(container, 'Hopper')), // pinned and selected
      cellTint(rowOf(container, 'Turing')), // neither
      getComputedStyle(rowOf(container, 'Turing')).opacity,
    ]).toEqual([rowPinningDisplayMode, 'rgba(25, 118, 210, 0.1)', 'rgba(25, 118, 210, 0.2)', undefined, '1']);
    unmount();
  }
  expect(people[0].firstName).toBe('Ada');
});

it('in the static modes a pinned row gets no z-index above the others', () => {
  const {container} = mountTable({
    enableRowPinning: true,
    rowPinningDisplayMode: 'top',
    initialState: {rowPinning: {top: ['0'], bottom: []}},
  });
  const style = getComputedStyle(rowOf(container, 'Lovelace'));
  expect([style.position, style.zIndex]).toEqual(['relative', '0']);
});

it('with keepPinnedRows: false, a pinned id that matches no row does not throw', () => {
  const {container} = mountTable({
    enableRowPinning: true,
    keepPinnedRows: false,
    initialState: {rowPinning: {top: ['no-such-row'], bottom: []}},
  });
  expect(bodyRows(container)).toHaveLength(10);
});
