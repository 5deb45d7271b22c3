/**
 * Claims of the detail panel example pages: docs/examples/detail-panel.mdx, lazy-detail-panel.mdx and
 * chart-detail-panel.mdx.
 */
import {act} from 'react';
import {fireEvent, screen} from '@testing-library/react';
import type {MRT_ColumnDef} from 'material-react-table';
import {mountTable, settle, people, type Person} from './harness';

const quiet = {
  data: people.slice(0, 3),
  columns: [{accessorKey: 'firstName', header: 'First Name'}] as MRT_ColumnDef<Person>[],
  getRowId: (row: Person) => row.id,
  enableTopToolbar: false,
  enableBottomToolbar: false,
};
const expandButtons = () => screen.getAllByRole('button', {name: 'Expand'});

it('detail-panel: pass `renderDetailPanel` and MRT adds an expand column with a button on each row', () => {
  const view = mountTable({...quiet, renderDetailPanel: () => 'details'});
  expect(view.table().getVisibleLeafColumns()[0].id).toBe('mrt-row-expand');
  expect(expandButtons()).toHaveLength(3);
  view.unmount();
});

it('detail-panel: MRT calls it for every rendered row on every render, expanded or not: once in the expand button and once for the panel itself', async () => {
  const calls: string[] = [];
  const view = mountTable({
    ...quiet,
    renderDetailPanel: ({row}) => {
      calls.push(row.id);
      return 'details';
    },
  });
  calls.length = 0;
  await settle(() => view.update({}));
  expect(calls.sort()).toEqual(['1', '1', '2', '2', '3', '3']);
  // the same with row 2 open
  await settle(() => fireEvent.click(expandButtons()[1]));
  expect(screen.getAllByText('details')).toHaveLength(1);
  calls.length = 0;
  await settle(() => view.update({}));
  expect(calls.sort()).toEqual(['1', '1', '2', '2', '3', '3']);
  view.unmount();
});

it('detail-panel: the expand button is disabled when the function returns nothing (`null`, `undefined`, `false`) for that row', () => {
  const nothing = [null, undefined, false];
  const view = mountTable({...quiet, renderDetailPanel: ({row}) => nothing[+row.id - 1]});
  expect(expandButtons().map((button) => (button as HTMLButtonElement).disabled)).toEqual([true, true, true]);
  view.unmount();
  const some = mountTable({...quiet, renderDetailPanel: ({row}) => (row.id === '2' ? 'details' : null)});
  expect(expandButtons().map((button) => (button as HTMLButtonElement).disabled)).toEqual([true, false, true]);
  some.unmount();
});

it('lazy-detail-panel: a row whose `renderDetailPanel` returns nothing still has an expand button, but it is disabled and dimmed', async () => {
  const view = mountTable({...quiet, renderDetailPanel: ({row}) => (row.id === '2' ? <span>details</span> : null)});
  const buttons = expandButtons() as HTMLButtonElement[];
  expect(buttons).toHaveLength(3);
  expect(buttons.map((button) => button.disabled)).toEqual([true, false, true]);
  expect(buttons.map((button) => getComputedStyle(button).opacity)).toEqual(['0.3', '1', '0.3']);
  await settle(() => fireEvent.click(buttons[0]));
  expect(view.table().getState().expanded).toEqual({});
  view.unmount();
});

it('lazy-detail-panel: any element, even an empty one, makes the row expandable', () => {
  const view = mountTable({...quiet, renderDetailPanel: () => <></>});
  expect(expandButtons().map((button) => (button as HTMLButtonElement).disabled)).toEqual([false, false, false]);
  view.unmount();
});

it('detail-panel: the returned content is mounted when its row opens and unmounted when it closes', async () => {
  jest.useFakeTimers();
  let mounted = 0;
  function Panel() {
    mounted += 1;
    return <span>panel body</span>;
  }
  const view = mountTable({...quiet, renderDetailPanel: () => <Panel />});
  expect([mounted, screen.queryAllByText('panel body').length]).toEqual([0, 0]);
  await settle(() => fireEvent.click(expandButtons()[1]));
  expect(mounted).toBeGreaterThan(0);
  expect(screen.queryAllByText('panel body')).toHaveLength(1);
  // the open row's button keeps the name "Expand"
  await settle(() => fireEvent.click(expandButtons()[1]));
  await act(async () => {
    jest.advanceTimersByTime(1000);
  });
  expect(screen.queryAllByText('panel body')).toHaveLength(0);
  jest.useRealTimers();
  view.unmount();
});

it('detail-panel: the `muiTableBodyRowProps` function is also called for the panel rows, flagged by `isDetailPanel`', () => {
  const flags = new Set<unknown>();
  const view = mountTable({
    ...quiet,
    renderDetailPanel: () => 'details',
    muiTableBodyRowProps: ({isDetailPanel}) => {
      flags.add(isDetailPanel);
      return {};
    },
  });
  expect([...flags].sort()).toEqual([true, undefined]);
  view.unmount();
});

it('detail-panel: MRT’s expand button toggles its row, then calls the `onClick` from `muiExpandButtonProps`', async () => {
  const seen: unknown[] = [];
  const view = mountTable({
    ...quiet,
    renderDetailPanel: () => 'details',
    // React runs queued updaters in order: this one sees the state the toggle left
    muiExpandButtonProps: ({table}) => ({
      onClick: () =>
        table.setExpanded((old) => {
          seen.push(old);
          return old;
        }),
    }),
  });
  await settle(() => fireEvent.click(expandButtons()[1]));
  expect(seen.at(-1)).toEqual({2: true});
  expect(screen.getAllByText('details')).toHaveLength(1);
  view.unmount();
});

it('detail-panel: `table.setExpanded({[row.id]: !row.getIsExpanded()})` replaces the whole expanded state with that row alone (`getIsExpanded()` still reads the state before the click)', async () => {
  const view = mountTable({
    ...quiet,
    renderDetailPanel: () => 'details',
    muiExpandButtonProps: ({row, table}) => ({onClick: () => table.setExpanded({[row.id]: !row.getIsExpanded()})}),
  });
  const open = () =>
    view
      .table()
      .getRowModel()
      .rows.filter((row) => row.getIsExpanded())
      .map((row) => row.id);
  await settle(() => fireEvent.click(expandButtons()[0]));
  expect(open()).toEqual(['1']);
  await settle(() => fireEvent.click(expandButtons()[2]));
  expect(open()).toEqual(['3']);
  await settle(() => fireEvent.click(expandButtons()[2]));
  expect(open()).toEqual([]);
  view.unmount();
  // without the onClick, the rows open side by side
  const plain = mountTable({...quiet, renderDetailPanel: () => 'details'});
  await settle(() => fireEvent.click(expandButtons()[0]));
  await settle(() => fireEvent.click(expandButtons()[2]));
  expect(
    plain
      .table()
      .getRowModel()
      .rows.filter((row) => row.getIsExpanded())
      .map((row) => row.id),
  ).toEqual(['1', '3']);
  plain.unmount();
});

it('detail-panel: `enableExpandAll: false` removes the header button that would open every panel', () => {
  const view = mountTable({...quiet, renderDetailPanel: () => 'details'});
  expect(screen.getAllByRole('button', {name: 'Expand all'})).toHaveLength(1);
  view.unmount();
  const without = mountTable({...quiet, renderDetailPanel: () => 'details', enableExpandAll: false});
  expect(screen.queryAllByRole('button', {name: 'Expand all'})).toHaveLength(0);
  without.unmount();
});
