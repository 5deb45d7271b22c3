/** Claims of docs/examples/popover-filters.mdx. */
import {act, fireEvent, screen, within} from '@testing-library/react';
import type {MRT_ColumnDef} from 'material-react-table';
import {bodyRows, hoverTooltip, mountTable, people, settle, type Person} from './harness';
import {tableInstance} from './tableInstance';

const columns: MRT_ColumnDef<Person>[] = [
  {accessorKey: 'lastName', header: 'Author', filterFn: 'contains'},
  {accessorKey: 'city', header: 'City'},
];

/** Types into a field and lets MRT's filter debounce (200 ms) run. */
async function typeInto(input: HTMLElement, text: string) {
  jest.useFakeTimers();
  try {
    fireEvent.change(input, {target: {value: text}});
    await act(async () => {
      jest.advanceTimersByTime(600);
    });
  } finally {
    jest.useRealTimers();
  }
}
const waitForPopoverToClose = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 400));
  });

it("`columnFilterDisplayMode` is `'subheader'` by default", () => {
  const view = tableInstance({columns, enableBottomToolbar: false});
  expect(view.table().options.columnFilterDisplayMode).toBe('subheader');
  view.unmount();
});

it('In popover mode the toolbar has no show/hide filters button', () => {
  const view = mountTable({columns, columnFilterDisplayMode: 'popover', enableBottomToolbar: false});
  expect(screen.queryAllByRole('button', {name: 'Show/Hide filters'})).toHaveLength(0);
  view.unmount();
  // the default mode has it
  const subheader = mountTable({columns, enableBottomToolbar: false});
  expect(screen.getAllByRole('button', {name: 'Show/Hide filters'})).toHaveLength(1);
  subheader.unmount();
});

it('the column menu has no "Filter by" item (that item belongs to the `\'subheader\'` mode)', async () => {
  const items = async (columnFilterDisplayMode: 'popover' | 'subheader') => {
    const view = mountTable({columns, columnFilterDisplayMode, enableTopToolbar: false, enableBottomToolbar: false});
    await settle(() => fireEvent.click(screen.getAllByRole('button', {name: 'Column Actions'})[0]));
    const labels = screen.getAllByRole('menuitem').map((item) => item.textContent);
    view.unmount();
    return labels.filter((label) => label?.startsWith('Filter by'));
  };
  expect(await items('popover')).toEqual([]);
  expect(await items('subheader')).toEqual(['Filter by Author']);
});

it('The header button\'s tooltip reads "Filter by Author" until a value is set, then "Filtering by Author - Contains "ortiz""', async () => {
  const view = mountTable({
    columns: [{accessorKey: 'lastName', header: 'Author', filterFn: 'contains'}, columns[1]],
    data: [...people, {...people[0], id: '11', lastName: 'Ortiz'}],
    columnFilterDisplayMode: 'popover',
    enableTopToolbar: false,
    enableBottomToolbar: false,
  });
  const funnel = () =>
    within(view.container.querySelectorAll('thead th')[0] as HTMLElement).getByRole('button', {name: /^Filter/});
  expect((await hoverTooltip(funnel())).textContent).toBe('Filter by Author');
  fireEvent.mouseLeave(funnel());
  // type part of a name in the popover, then click outside it
  await settle(() => fireEvent.click(funnel()));
  await typeInto(screen.getByPlaceholderText('Filter by Author'), 'ortiz');
  await settle(() => fireEvent.click(document.querySelector('.MuiBackdrop-root')!));
  await waitForPopoverToClose();
  expect(bodyRows(view.container).map((cells) => cells[0])).toEqual(['Ortiz']);
  expect((await hoverTooltip(funnel())).textContent).toBe('Filtering by Author - Contains "ortiz"');
  view.unmount();
});

it('The popover closes when you click outside it. Keys typed in a filter field stay in the field, so Enter and Escape there do not close it', async () => {
  const view = mountTable({
    columns,
    columnFilterDisplayMode: 'popover',
    enableTopToolbar: false,
    enableBottomToolbar: false,
  });
  const open = () => settle(() => fireEvent.click(screen.getByRole('button', {name: 'Filter by Author'})));
  const isOpen = () => screen.queryByPlaceholderText('Filter by Author') !== null;
  await open();
  const field = screen.getByPlaceholderText('Filter by Author');
  await settle(() => fireEvent.keyDown(field, {key: 'Enter'}));
  await settle(() => fireEvent.keyDown(field, {key: 'Escape'}));
  await waitForPopoverToClose();
  expect(isOpen()).toBe(true);
  expect(field).toBeVisible();
  // the same keys pressed on the popover itself, outside the field, close it
  for (const key of ['Enter', 'Escape']) {
    const paper = screen.getByPlaceholderText('Filter by Author').closest('.MuiPaper-root')!;
    await settle(() => fireEvent.keyDown(paper, {key}));
    await waitForPopoverToClose();
    expect(isOpen()).toBe(false);
    await open();
  }
  // and so does a click outside it
  await settle(() => fireEvent.click(document.querySelector('.MuiBackdrop-root')!));
  await waitForPopoverToClose();
  expect(isOpen()).toBe(false);
  view.unmount();
});
