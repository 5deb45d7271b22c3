/**
 * Claims of docs/guides/detail-panel.mdx, checked against the installed material-react-table.
 */
import {fireEvent, screen} from '@testing-library/react';
import type {MRT_ExpandedState, MRT_Updater} from 'material-react-table';
import {mountTable, people, settle, type Person} from './harness';
import {tableInstance} from './tableInstance';

const panel = ({row}: {row: {original: Person}}) => <p>panel of {row.original.firstName}</p>;
const expandButtons = () => screen.getAllByRole('button', {name: 'Expand'}) as HTMLButtonElement[];

describe('Detail Panel guide', () => {
  it('the content is mounted when its row opens, and not before', async () => {
    const {table} = mountTable({renderDetailPanel: panel});
    expect(screen.queryByText('panel of Ada')).toBeNull();
    await settle(() => table().getRow('0').toggleExpanded(true));
    expect(screen.getByText('panel of Ada')).toBeTruthy();
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
    const {table} = mountTable({renderDetailPanel: panel, muiTableBodyRowProps: {onClick: () => (rowClicks += 1)}});
    await settle(() => fireEvent.click(expandButtons()[0]));
    expect(table().getRow('0').getIsExpanded()).toBe(true);
    expect(rowClicks).toBe(0);
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

  it("null disables the row's button; any element, even an empty fragment, makes the row expandable", () => {
    mountTable({data: people.slice(0, 2), renderDetailPanel: ({row}) => (row.index === 0 ? null : <></>)});
    expect(expandButtons().map((button) => button.disabled)).toEqual([true, false]);
  });

  it('renderDetailPanel runs for every rendered row on every render, whether the row is open or not', async () => {
    let calls = 0;
    const {update} = mountTable({renderDetailPanel: () => (calls++, (<p>x</p>))});
    calls = 0;
    await settle(() => update({muiTableBodyRowProps: {title: 'again'}}));
    expect(calls).toBeGreaterThanOrEqual(2 * people.length);
  });

  it('while isLoading is true, MRT renders no panel content at all', () => {
    mountTable({renderDetailPanel: panel, state: {isLoading: true}, initialState: {expanded: true}});
    expect(screen.queryByText('panel of Ada')).toBeNull();
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

  it('MRT calls muiTableBodyRowProps for the panel rows with isDetailPanel: true', () => {
    const flags: boolean[] = [];
    mountTable({
      data: people.slice(0, 1),
      renderDetailPanel: panel,
      muiTableBodyRowProps: ({isDetailPanel}) => (flags.push(!!isDetailPanel), {}),
    });
    expect(flags).toContain(true);
    expect(flags).toContain(false);
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

  it('MRT labels every row\'s button "Expand", open or not, and the header button "Expand all"', async () => {
    const {table} = mountTable({data: people.slice(0, 2), renderDetailPanel: panel});
    await settle(() => table().getRow('0').toggleExpanded(true));
    expect(expandButtons()).toHaveLength(2);
    expect(screen.getByRole('button', {name: 'Expand all'})).toBeTruthy();
  });

  it('nothing closes panels by itself: new data keeps the row open, even with autoResetExpanded: true', async () => {
    const {table, update} = mountTable({renderDetailPanel: panel, autoResetExpanded: true});
    await settle(() => table().getRow('1').toggleExpanded(true));
    await settle(() => update({data: [...people].reverse()}));
    await settle();
    expect(table().getState().expanded).toEqual({1: true});
    expect(screen.getByText('panel of Frances')).toBeTruthy();
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
