/** Claims of docs/examples/advanced.mdx and its source's comments. */
import {act, fireEvent, render, screen, within} from '@testing-library/react';
import Advanced from '@site/src/examples/advanced/Example';
import {hoverTooltip, settle} from './harness';

/** The data row (not a detail-panel row) whose text contains `text`. */
const rowWith = (text: string) =>
  screen.getAllByRole('row').find((row) => row.closest('tbody') && row.textContent?.includes(text))!;

it('a column with `columns` gets one header cell above its own (header groups)', () => {
  render(<Advanced />);
  const headRows = document.querySelectorAll('thead tr');
  expect(headRows).toHaveLength(2);
  const groups = Array.from(headRows[0].querySelectorAll('th')).map((cell) => [
    cell.querySelector('.Mui-TableHeadCell-Content-Wrapper')?.textContent ?? '',
    cell.getAttribute('colspan'),
  ]);
  expect(groups.filter(([label]) => label)).toEqual([
    ['Employee', '2'],
    ['Job', '4'],
  ]);
});

it('Deactivate replaces the selected rows with inactive copies and clears the selection', async () => {
  render(<Advanced />);
  fireEvent.click(within(rowWith('Liam Lindqvist')).getByRole('checkbox', {name: 'Toggle select row'}));
  fireEvent.click(within(rowWith('Maya Moreau')).getByRole('checkbox', {name: 'Toggle select row'}));
  await settle();
  fireEvent.click(screen.getByRole('button', {name: 'Deactivate'}));
  await settle();
  expect(rowWith('Liam Lindqvist').textContent).toContain('Inactive');
  expect(rowWith('Maya Moreau').textContent).toContain('Inactive');
  expect(screen.queryAllByRole('checkbox', {name: 'Toggle select row', checked: true})).toHaveLength(0);
});

it('`renderRowActionMenuItems` returns the items of each row’s Row Actions menu (at the end of the row); `closeMenu` closes it', async () => {
  render(<Advanced />);
  // the button sits in the row's last cell (positionActionsColumn: 'last')
  const cells = within(rowWith('Kofi Mensah')).getAllByRole('cell');
  expect(within(cells[cells.length - 1]).queryByRole('button', {name: 'Row Actions'})).not.toBeNull();
  fireEvent.click(within(rowWith('Kofi Mensah')).getByRole('button', {name: 'Row Actions'}));
  const menu = await screen.findByRole('menu');
  expect(
    within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent),
  ).toEqual(['Email', 'Deactivate']);
  fireEvent.click(within(menu).getByRole('menuitem', {name: 'Deactivate'}));
  await settle();
  expect(screen.getByRole('status').textContent).toContain('Deactivated 1 employee(s): Kofi Mensah.');
  expect(rowWith('Kofi Mensah').textContent).toContain('Inactive');
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 400));
  });
  expect(screen.queryByRole('menu')).toBeNull();
});

it('`enableClickToCopy` puts the value on the clipboard and the tooltip says "Copied to clipboard"', async () => {
  const writeText = jest.fn(() => Promise.resolve());
  Object.defineProperty(navigator, 'clipboard', {value: {writeText}, configurable: true});
  render(<Advanced />);
  const copy = screen.getByRole('button', {name: 'Copy ava.okafor@example.com'});
  fireEvent.click(copy);
  await settle();
  expect(writeText).toHaveBeenCalledWith('ava.okafor@example.com');
  // (the text goes back to "Click to copy" 4 s after the click: the hover's delay runs on fake timers)
  expect((await hoverTooltip(copy)).textContent).toBe('Copied to clipboard');
});

it('Group by Department: each group row shows its value with the number of rows, and Salary shows their mean', async () => {
  render(<Advanced />);
  const department = screen.getAllByRole('columnheader').find((cell) => cell.textContent?.startsWith('Department'))!;
  fireEvent.click(within(department).getByRole('button', {name: 'Column Actions'}));
  fireEvent.click(await screen.findByRole('menuitem', {name: /Group by Department/}));
  await settle();
  const engineering = rowWith('Engineering (5)');
  // Ava 148000, Noah 121000, Kofi 126000, Priya 162000, Amara 138000: mean 139000
  expect(engineering.textContent).toContain('Average $139,000');
  // the group rows stand for the rows; the employees are under them
  expect(screen.queryByText('Ava Okafor')).toBeNull();
});

it('a minimum salary of 140000 leaves only the departments with rows in the faceted Department options', async () => {
  render(<Advanced />);
  const salary = screen.getAllByRole('columnheader').find((cell) => cell.textContent?.startsWith('Salary'))!;
  jest.useFakeTimers();
  try {
    fireEvent.change(within(salary).getByPlaceholderText('Min'), {target: {value: '140000'}});
    await act(async () => {
      jest.advanceTimersByTime(600);
    });
  } finally {
    jest.useRealTimers();
  }
  const department = screen.getAllByRole('columnheader').find((cell) => cell.textContent?.startsWith('Department'))!;
  fireEvent.mouseDown(within(department).getByRole('combobox'));
  const options = await screen.findAllByRole('option');
  expect(options.map((option) => option.textContent)).toEqual(['Engineering (2)', 'Marketing (1)', 'Sales (1)']);
});

it('`renderDetailPanel` shows a row’s panel when its arrow is pressed', async () => {
  render(<Advanced />);
  expect(screen.queryByText('Keeps the data warehouse fed and tidy.')).toBeNull();
  fireEvent.click(within(rowWith('Kofi Mensah')).getByRole('button', {name: 'Expand'}));
  await settle();
  expect(screen.getByText('Keeps the data warehouse fed and tidy.')).toBeTruthy();
});
