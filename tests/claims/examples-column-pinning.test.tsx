/** Claims of docs/examples/column-pinning.mdx. */
import {fireEvent, screen, within} from '@testing-library/react';
import {mountTable, settle} from './harness';
import {tableInstance} from './tableInstance';

const quiet = {enableColumnPinning: true, enableTopToolbar: false, enableBottomToolbar: false};

/** The header titles left to right, each with `*` when the cell is pinned. */
const headers = (container: HTMLElement) =>
  Array.from(container.querySelectorAll('thead th')).map(
    (cell) =>
      (cell.querySelector('.Mui-TableHeadCell-Content-Wrapper')?.textContent ?? '') +
      (cell.getAttribute('data-pinned') ? '*' : ''),
  );

/** Opens the menu of the column headed `title` and picks `item`. */
async function pickFromMenu(container: HTMLElement, title: string, item: string) {
  const cell = Array.from(container.querySelectorAll('thead th')).find(
    (th) => th.querySelector('.Mui-TableHeadCell-Content-Wrapper')?.textContent === title,
  ) as HTMLElement;
  await settle(() => fireEvent.click(within(cell).getByRole('button', {name: 'Column Actions'})));
  await settle(() => fireEvent.click(screen.getByRole('menuitem', {name: item})));
}

it("`enableColumnPinning: true` adds Pin to left, Pin to right and Unpin to every column's menu", async () => {
  const view = mountTable(quiet);
  const buttons = screen.getAllByRole('button', {name: 'Column Actions'});
  expect(buttons).toHaveLength(4);
  for (const button of buttons) {
    await settle(() => fireEvent.click(button));
    const labels = screen.getAllByRole('menuitem').map((item) => item.textContent);
    expect(labels.filter((label) => ['Pin to left', 'Pin to right', 'Unpin'].includes(label ?? ''))).toEqual([
      'Pin to left',
      'Pin to right',
      'Unpin',
    ]);
    await settle(() => fireEvent.keyDown(screen.getByRole('menu'), {key: 'Escape'}));
  }
  view.unmount();
});

it("MRT's own columns have ids too: `'mrt-row-select'`, `'mrt-row-expand'`, `'mrt-row-actions'`, `'mrt-row-numbers'` and `'mrt-row-pin'`", () => {
  const ids = ['mrt-row-select', 'mrt-row-expand', 'mrt-row-actions', 'mrt-row-numbers', 'mrt-row-pin'];
  // each id, put in `initialState.columnPinning`, pins that column
  const view = tableInstance({
    enableColumnPinning: true,
    enableRowSelection: true,
    enableRowActions: true,
    renderRowActions: () => null,
    enableRowNumbers: true,
    enableRowPinning: true,
    renderDetailPanel: () => 'details',
    initialState: {columnPinning: {left: ids.slice(0, 3), right: ids.slice(3)}},
  });
  expect(ids.map((id) => view.table().getColumn(id).getIsPinned())).toEqual(['left', 'left', 'left', 'right', 'right']);
  view.unmount();
});

it('A column pinned from its menu moves into the left (or right) block, after the columns already pinned there', async () => {
  const view = mountTable({...quiet, initialState: {columnPinning: {left: ['city'], right: ['firstName']}}});
  expect(headers(view.container)).toEqual(['City*', 'Last Name', 'Age', 'First Name*']);
  await pickFromMenu(view.container, 'Age', 'Pin to left');
  expect(headers(view.container)).toEqual(['City*', 'Age*', 'Last Name', 'First Name*']);
  await pickFromMenu(view.container, 'Last Name', 'Pin to right');
  expect(headers(view.container)).toEqual(['City*', 'Age*', 'First Name*', 'Last Name*']);
  expect(view.table().getState().columnPinning).toEqual({left: ['city', 'age'], right: ['firstName', 'lastName']});
  view.unmount();
});
