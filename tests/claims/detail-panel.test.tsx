/**
 * Claims of docs/guides/detail-panel.mdx, checked against the installed material-react-table.
 */
import React from 'react';
import {act, fireEvent, render, screen} from '@testing-library/react';
import {
  MaterialReactTable,
  useMaterialReactTable,
  type MRT_ExpandedState,
  type MRT_RowVirtualizer,
  type MRT_Updater,
} from 'material-react-table';
import {hoverTooltip, mountTable, people, personColumns, settle, type Person} from './harness';
import {tableInstance} from './tableInstance';

const panel = ({row}: {row: {original: Person}}) => <p>panel of {row.original.firstName}</p>;
const expandButtons = () => screen.getAllByRole('button', {name: 'Expand'}) as HTMLButtonElement[];

describe('Detail Panel guide', () => {
  it('the content is mounted when its row opens and unmounted when it closes, after the closing animation; state kept inside the panel is lost', async () => {
    function Counter() {
      const [count, setCount] = React.useState(0);
      return <button onClick={() => setCount(count + 1)}>clicked {count}</button>;
    }
    const {unmount} = mountTable({data: people.slice(0, 2), renderDetailPanel: () => <Counter />});
    expect(screen.queryByText(/^clicked/)).toBeNull();
    await settle(() => fireEvent.click(expandButtons()[0]));
    await settle(() => fireEvent.click(screen.getByText('clicked 0')));
    expect(screen.getByText('clicked 1')).toBeTruthy();
    jest.useFakeTimers();
    try {
      await settle(() => fireEvent.click(expandButtons()[0]));
      // still there while the Collapse closes
      expect(screen.getByText('clicked 1')).toBeTruthy();
      await act(async () => {
        jest.advanceTimersByTime(1000);
      });
    } finally {
      jest.useRealTimers();
    }
    expect(screen.queryByText(/^clicked/)).toBeNull();
    await settle(() => fireEvent.click(expandButtons()[0]));
    expect(screen.getByText('clicked 0')).toBeTruthy();
    unmount();
  });

  it('the expand column is 60 px wide (70 px with enableExpandAll: false), first by default', () => {
    const wide = tableInstance({renderDetailPanel: panel});
    expect(wide.table().getColumn('mrt-row-expand').getSize()).toBe(60);
    expect(wide.table().getVisibleLeafColumns()[0].id).toBe('mrt-row-expand');
    wide.unmount();
    const narrow = tableInstance({renderDetailPanel: panel, enableExpandAll: false});
    expect(narrow.table().getColumn('mrt-row-expand').getSize()).toBe(70);
  });

  it("a click on the expand button toggles that row and does not reach the row's own onClick", async () => {
    let rowClicks = 0;
    const {table, container, unmount} = mountTable({
      renderDetailPanel: panel,
      muiTableBodyRowProps: {onClick: () => (rowClicks += 1)},
    });
    // a click elsewhere in the row reaches its onClick
    await settle(() => fireEvent.click(container.querySelector('tbody tr td:nth-child(2)')!));
    expect(rowClicks).toBe(1);
    await settle(() => fireEvent.click(expandButtons()[0]));
    expect(table().getRow('0').getIsExpanded()).toBe(true);
    expect(table().getRow('1').getIsExpanded()).toBe(false);
    await settle(() => fireEvent.click(expandButtons()[0]));
    expect(table().getRow('0').getIsExpanded()).toBe(false);
    expect(rowClicks).toBe(1);
    unmount();
  });

  it('Enter on the focused expand button toggles its row; with keyboard shortcuts on, Enter or Space on the expand cell does the same', async () => {
    const {table, container, unmount} = mountTable({data: people.slice(0, 2), renderDetailPanel: panel});
    const cell = container.querySelector('tbody tr td') as HTMLElement;
    expect(cell.tabIndex).toBe(0);
    await settle(() => fireEvent.keyDown(expandButtons()[0], {key: 'Enter'}));
    expect(table().getRow('0').getIsExpanded()).toBe(true);
    await settle(() => fireEvent.keyDown(cell, {key: 'Enter'}));
    expect(table().getRow('0').getIsExpanded()).toBe(false);
    await settle(() => fireEvent.keyDown(cell, {key: ' '}));
    expect(table().getRow('0').getIsExpanded()).toBe(true);
    expect(table().getRow('1').getIsExpanded()).toBe(false);
    unmount();
  });

  it('grouped rows never get a panel', () => {
    mountTable({
      enableGrouping: true,
      enablePagination: false,
      initialState: {grouping: ['city'], expanded: true},
      renderDetailPanel: panel,
    });
    // 8 group rows and 10 data rows: only the data rows have a panel row
    expect(document.querySelectorAll('tbody tr')).toHaveLength(8 + 10 + 10);
    expect(document.querySelectorAll('tr.Mui-TableBodyCell-DetailPanel')).toHaveLength(10);
  });

  it("null, undefined, false or an empty string disables the row's button, drawn faded; any element, even an empty fragment, makes the row expandable", () => {
    const returns = [null, undefined, false, '', <></>, <p key="p">x</p>];
    const {unmount} = mountTable({
      data: people.slice(0, returns.length),
      renderDetailPanel: ({row}) => returns[row.index] as React.ReactNode,
    });
    expect(expandButtons().map((button) => button.disabled)).toEqual([true, true, true, true, false, false]);
    expect(expandButtons().map((button) => getComputedStyle(button).opacity)).toEqual([
      '0.3',
      '0.3',
      '0.3',
      '0.3',
      '1',
      '1',
    ]);
    unmount();
  });

  it('a row without a panel still gets its panel row: an empty `tr` under it, with the cell that spans the columns', () => {
    const {container} = mountTable({
      data: people.slice(0, 2),
      renderDetailPanel: ({row}) => (row.index === 0 ? null : panel({row})),
    });
    expect(expandButtons().map((button) => button.disabled)).toEqual([true, false]);
    const rows = Array.from(container.querySelectorAll('tbody tr'));
    expect(rows.map((row) => row.classList.contains('Mui-TableBodyCell-DetailPanel'))).toEqual([
      false,
      true,
      false,
      true,
    ]);
    const cell = rows[1].querySelector('td')!;
    expect([rows[1].children.length, cell.colSpan, cell.textContent]).toEqual([1, 5, '']);
  });

  it('with virtualization every panel is estimated at 0 px, open or closed, except while the `expanded` state is `true` (after "Expand all"): then every panel at 100 px; rows opened one by one keep the 0 px estimate', async () => {
    const ref = React.createRef<MRT_RowVirtualizer>() as React.RefObject<MRT_RowVirtualizer>;
    const {table} = mountTable({
      data: people.slice(0, 3),
      enableRowVirtualization: true,
      renderDetailPanel: panel,
      rowVirtualizerInstanceRef: ref,
    });
    const panelEstimates = () => [1, 3, 5].map((index) => ref.current!.options.estimateSize(index));
    expect(panelEstimates()).toEqual([0, 0, 0]);
    for (const row of table().getRowModel().rows) await settle(() => row.toggleExpanded(true));
    expect(table().getIsAllRowsExpanded()).toBe(true);
    expect(panelEstimates()).toEqual([0, 0, 0]);
    await settle(() => table().toggleAllRowsExpanded(false));
    await settle(() => fireEvent.click(screen.getByRole('button', {name: 'Expand all'})));
    expect(table().getState().expanded).toBe(true);
    expect(panelEstimates()).toEqual([100, 100, 100]);
  });

  it('renderDetailPanel runs for every rendered row on every render, whether the row is open or not', async () => {
    let calls = 0;
    const {update} = mountTable({renderDetailPanel: () => (calls++, (<p>x</p>))});
    calls = 0;
    await settle(() => update({muiTableBodyRowProps: {title: 'again'}}));
    expect(calls).toBeGreaterThanOrEqual(2 * people.length);
  });

  it('while isLoading is true, MRT renders no panel content at all', async () => {
    const {container, update, unmount} = mountTable({
      renderDetailPanel: panel,
      state: {isLoading: true},
      initialState: {expanded: true},
    });
    expect(container.querySelectorAll('td.Mui-TableBodyCell-DetailPanel')).toHaveLength(10);
    expect(screen.queryByText(/^panel of/)).toBeNull();
    await settle(() => update({state: {isLoading: false}}));
    expect(screen.getAllByText(/^panel of/)).toHaveLength(10);
    unmount();
  });

  it('onExpandedChange: a row\'s button passes a function, "Expand all" the new state, `true` or `{}`; a `useState` setter accepts both', async () => {
    const received: unknown[] = [];
    const columns = personColumns.map((column) => ({...column}));
    const data = people.slice(0, 3);
    function Panels() {
      const [expanded, setExpanded] = React.useState<MRT_ExpandedState>({});
      const table = useMaterialReactTable<Person>({
        columns,
        data,
        renderDetailPanel: panel,
        state: {expanded},
        onExpandedChange: (updater) => {
          received.push(typeof updater === 'function' ? 'function' : updater);
          setExpanded(updater);
        },
      });
      return <MaterialReactTable table={table} />;
    }
    const {unmount} = render(<Panels />);
    await settle(() => fireEvent.click(expandButtons()[0]));
    expect(screen.getAllByText(/^panel of/)).toHaveLength(1);
    await settle(() => fireEvent.click(screen.getByRole('button', {name: 'Expand all'})));
    expect(screen.getAllByText(/^panel of/)).toHaveLength(3);
    await settle(() => fireEvent.click(screen.getByRole('button', {name: 'Expand all'})));
    expect(received).toEqual(['function', true, {}]);
    unmount();
  });

  it('after "Expand all", collapsing one row lists every other row by id, rows without a panel included', async () => {
    const states: MRT_ExpandedState[] = [];
    let expanded: MRT_ExpandedState = true;
    mountTable({
      renderDetailPanel: ({row}) => (row.index === 2 ? null : <p>x</p>),
      initialState: {pagination: {pageIndex: 0, pageSize: 5}},
      state: {expanded},
      onExpandedChange: (updater: MRT_Updater<MRT_ExpandedState>) => {
        expanded = typeof updater === 'function' ? updater(expanded) : updater;
        states.push(expanded);
      },
    });
    await settle(() => fireEvent.click(expandButtons()[0]));
    expect(states).toEqual([{1: true, 2: true, 3: true, 4: true, 5: true, 6: true, 7: true, 8: true, 9: true}]);
  });

  it("MRT calls muiTableBodyRowProps for the panel rows with isDetailPanel: true, and gives the panel's row element its props; the page's snippet toggles a row on its click and leaves panel rows alone", async () => {
    const flags: boolean[] = [];
    const {container, table, unmount} = mountTable({
      data: people.slice(0, 2),
      renderDetailPanel: panel,
      muiTableBodyRowProps: ({isDetailPanel, row}) => {
        flags.push(!!isDetailPanel);
        return isDetailPanel ? {title: 'panel row'} : {onClick: () => row.toggleExpanded()};
      },
    });
    expect(flags).toContain(true);
    expect(flags).toContain(false);
    const panelRows = container.querySelectorAll('tr.Mui-TableBodyCell-DetailPanel');
    expect(Array.from(panelRows).map((row) => row.getAttribute('title'))).toEqual(['panel row', 'panel row']);
    await settle(() => fireEvent.click(screen.getByText('Ada')));
    expect(table().getState().expanded).toEqual({0: true});
    await settle(() => fireEvent.click(screen.getByText('panel of Ada')));
    expect(table().getState().expanded).toEqual({0: true});
    unmount();
  });

  it('your onClick in muiExpandButtonProps runs after MRT toggles the row', async () => {
    const log: string[] = [];
    mountTable({
      data: people.slice(0, 1),
      renderDetailPanel: panel,
      onExpandedChange: () => log.push('toggle'),
      muiExpandButtonProps: {onClick: () => log.push('your onClick')},
    });
    await settle(() => fireEvent.click(expandButtons()[0]));
    expect(log).toEqual(['toggle', 'your onClick']);
  });

  it('MRT labels every row\'s button "Expand", open or not (its tooltip switches to "Collapse"), and the header button "Expand all"', async () => {
    const {table, unmount} = mountTable({data: people.slice(0, 2), renderDetailPanel: panel});
    expect((await hoverTooltip(expandButtons()[0])).textContent).toBe('Expand');
    fireEvent.mouseLeave(expandButtons()[0]);
    await settle(() => fireEvent.click(expandButtons()[0]));
    expect(table().getRow('0').getIsExpanded()).toBe(true);
    expect(expandButtons()).toHaveLength(2);
    expect(expandButtons()[0].getAttribute('aria-label')).toBe('Expand');
    expect((await hoverTooltip(expandButtons()[0])).textContent).toBe('Collapse');
    expect(screen.getByRole('button', {name: 'Expand all'})).toBeTruthy();
    unmount();
  });

  it('nothing closes panels by itself: new data keeps the row open (even with autoResetExpanded: true), and so do sorting, filters and pages', async () => {
    const {table, update, unmount} = mountTable({
      renderDetailPanel: panel,
      autoResetExpanded: true,
      initialState: {pagination: {pageIndex: 0, pageSize: 5}},
    });
    await settle(() => table().getRow('1').toggleExpanded(true));
    await settle(() => update({data: [...people].reverse()}));
    await settle();
    expect(table().getState().expanded).toEqual({1: true});
    // with index ids the position stays open, whatever record is there now
    expect(screen.getByText('panel of Frances')).toBeTruthy();
    await settle(() => table().setSorting([{id: 'age', desc: false}]));
    await settle(() => table().setColumnFilters([{id: 'city', value: 'o'}]));
    await settle(() => table().setPageIndex(1));
    await settle(() => table().setPageIndex(0));
    expect(table().getState().expanded).toEqual({1: true});
    expect(screen.getAllByText(/^panel of/)).toHaveLength(1);
    unmount();
  });

  it('toggleAllRowsExpanded() without an argument opens all, then closes all ({}); resetExpanded goes back', async () => {
    const {table} = tableInstance({renderDetailPanel: panel, initialState: {expanded: {3: true}}});
    await settle(() => table().toggleAllRowsExpanded());
    expect(table().getState().expanded).toBe(true);
    await settle(() => table().toggleAllRowsExpanded());
    expect(table().getState().expanded).toEqual({});
    await settle(() => table().resetExpanded());
    expect(table().getState().expanded).toEqual({3: true});
  });
});
