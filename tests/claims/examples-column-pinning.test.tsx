/** Claims of docs/examples/column-pinning.mdx. */
import {fireEvent, screen} from '@testing-library/react';
import {mountTable, settle} from './harness';

const quiet = {enableColumnPinning: true, enableTopToolbar: false, enableBottomToolbar: false};

it("`enableColumnPinning: true` adds Pin to left, Pin to right and Unpin to every column's menu", async () => {
  const view = mountTable(quiet);
  await settle(() => fireEvent.click(screen.getAllByRole('button', {name: 'Column Actions'})[2]));
  const labels = screen.getAllByRole('menuitem').map((item) => item.textContent);
  expect(labels.filter((label) => ['Pin to left', 'Pin to right', 'Unpin'].includes(label ?? ''))).toEqual([
    'Pin to left',
    'Pin to right',
    'Unpin',
  ]);
  view.unmount();
});

it("MRT's own columns have ids too: `'mrt-row-select'`, `'mrt-row-expand'`, `'mrt-row-actions'`, `'mrt-row-numbers'` and `'mrt-row-pin'`", () => {
  const view = mountTable({
    ...quiet,
    enableRowSelection: true,
    enableRowActions: true,
    renderRowActions: () => null,
    enableRowNumbers: true,
    enableRowPinning: true,
    renderDetailPanel: () => 'details',
  });
  expect(
    view
      .table()
      .getAllLeafColumns()
      .map((column) => column.id)
      .filter((id) => id.startsWith('mrt-'))
      .sort(),
  ).toEqual(['mrt-row-actions', 'mrt-row-expand', 'mrt-row-numbers', 'mrt-row-pin', 'mrt-row-select']);
  view.unmount();
});

it('A column pinned from its menu moves into the left block, after the columns already pinned there', async () => {
  const view = mountTable({...quiet, initialState: {columnPinning: {left: ['city']}}});
  await settle(() => fireEvent.click(screen.getAllByRole('button', {name: 'Column Actions'})[2]));
  await settle(() => fireEvent.click(screen.getByRole('menuitem', {name: 'Pin to left'})));
  expect(view.table().getState().columnPinning.left).toEqual(['city', 'lastName']);
  const headers = Array.from(view.container.querySelectorAll('thead th')).map(
    (cell) => cell.getAttribute('data-pinned') ?? '',
  );
  expect(
    view
      .table()
      .getHeaderGroups()[0]
      .headers.map((header) => header.column.id),
  ).toEqual(['city', 'lastName', 'firstName', 'age']);
  expect(headers).toEqual(['true', 'true', '', '']);
  view.unmount();
});
