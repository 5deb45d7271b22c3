/** Claims of docs/examples/advanced.mdx and its source's comments. */
import {act, fireEvent, render, screen, within} from '@testing-library/react';
import Advanced from '@site/src/examples/advanced/Example';
import {initialData} from '@site/src/examples/advanced/makeData';
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
  const status = (name: string) => within(rowWith(name)).getAllByRole('cell').at(-2)!.textContent;
  expect([status('Liam Lindqvist'), status('Maya Moreau'), status('Ava Okafor')]).toEqual([
    'Active',
    'Active',
    'Active',
  ]);
  fireEvent.click(within(rowWith('Liam Lindqvist')).getByRole('checkbox', {name: 'Toggle select row'}));
  fireEvent.click(within(rowWith('Maya Moreau')).getByRole('checkbox', {name: 'Toggle select row'}));
  await settle();
  expect(screen.getAllByRole('checkbox', {name: 'Toggle select row', checked: true})).toHaveLength(2);
  fireEvent.click(screen.getByRole('button', {name: 'Deactivate'}));
  await settle();
  expect([status('Liam Lindqvist'), status('Maya Moreau'), status('Ava Okafor')]).toEqual([
    'Inactive',
    'Inactive',
    'Active',
  ]);
  expect(screen.queryAllByRole('checkbox', {name: 'Toggle select row', checked: true})).toHaveLength(0);
  expect((screen.getByRole('button', {name: 'Deactivate'}) as HTMLButtonElement).disabled).toBe(true);
});

it('`renderRowActionMenuItems` returns the items of each row’s Row Actions menu (at the end of the row); `closeMenu` closes it', async () => {
  render(<Advanced />);
  const waitForMenuToClose = () =>
    act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 400));
    });
  // the button sits in the row's last cell (positionActionsColumn: 'last')
  const cells = within(rowWith('Kofi Mensah')).getAllByRole('cell');
  expect(within(cells[cells.length - 1]).queryByRole('button', {name: 'Row Actions'})).not.toBeNull();
  // Email changes no row: the menu closes because the item calls `closeMenu`
  fireEvent.click(within(rowWith('Kofi Mensah')).getByRole('button', {name: 'Row Actions'}));
  let menu = await screen.findByRole('menu');
  expect(
    within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent),
  ).toEqual(['Email', 'Deactivate']);
  fireEvent.click(within(menu).getByRole('menuitem', {name: 'Email'}));
  await settle();
  expect(screen.getByRole('status').textContent).toContain('Email drafted to kofi.mensah@example.com.');
  await waitForMenuToClose();
  expect(screen.queryByRole('menu')).toBeNull();
  // another row's menu, and the other item
  expect(rowWith('Noah').textContent).not.toContain('Inactive');
  fireEvent.click(within(rowWith('Noah')).getByRole('button', {name: 'Row Actions'}));
  menu = await screen.findByRole('menu');
  fireEvent.click(within(menu).getByRole('menuitem', {name: 'Deactivate'}));
  await settle();
  expect(screen.getByRole('status').textContent).toMatch(/^Deactivated 1 employee\(s\): Noah /);
  expect(rowWith('Noah').textContent).toContain('Inactive');
  await waitForMenuToClose();
  expect(screen.queryByRole('menu')).toBeNull();
});

it('`enableClickToCopy` puts the value on the clipboard and the tooltip says "Copied to clipboard"', async () => {
  const writeText = jest.fn(() => Promise.resolve());
  Object.defineProperty(navigator, 'clipboard', {value: {writeText}, configurable: true});
  render(<Advanced />);
  const copy = screen.getByRole('button', {name: 'Copy ava.okafor@example.com'});
  expect(copy.textContent).toBe('ava.okafor@example.com');
  expect((await hoverTooltip(copy)).textContent).toBe('Click to copy');
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
  // what each group row should say, worked out from the data
  const groups = new Map<string, number[]>();
  for (const employee of initialData) {
    groups.set(employee.department, [...(groups.get(employee.department) ?? []), employee.salary]);
  }
  const mean = (salaries: number[]) => salaries.reduce((sum, salary) => sum + salary, 0) / salaries.length;
  const dollars = new Intl.NumberFormat('en-US', {style: 'currency', currency: 'USD', maximumFractionDigits: 0});
  const bodyRows = screen.getAllByRole('row').filter((row) => row.closest('tbody'));
  expect(bodyRows).toHaveLength(groups.size);
  for (const [name, salaries] of groups) {
    const row = rowWith(`${name} (${salaries.length})`);
    expect(row.textContent).toContain(`Average ${dollars.format(mean(salaries))}`);
  }
  // the group rows stand for the rows; the employees are under them
  expect(screen.queryByText('Ava Okafor')).toBeNull();
});

it('a minimum salary of 140000 leaves only the departments with rows in the faceted Department options', async () => {
  render(<Advanced />);
  const departmentOptions = async () => {
    const department = screen.getAllByRole('columnheader').find((cell) => cell.textContent?.startsWith('Department'))!;
    fireEvent.mouseDown(within(department).getByRole('combobox'));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    fireEvent.keyDown(screen.getByRole('listbox'), {key: 'Escape'});
    await settle();
    return options;
  };
  // before: every department of the data
  const counts = new Map<string, number>();
  for (const {department} of initialData) counts.set(department, (counts.get(department) ?? 0) + 1);
  expect(await departmentOptions()).toEqual(
    [...counts.keys()].sort().map((department) => `${department} (${counts.get(department)})`),
  );
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
  expect(await departmentOptions()).toEqual(['Engineering (2)', 'Marketing (1)', 'Sales (1)']);
});

it('`renderDetailPanel` shows a row’s panel when its arrow is pressed', async () => {
  render(<Advanced />);
  expect(screen.queryByText('Keeps the data warehouse fed and tidy.')).toBeNull();
  fireEvent.click(within(rowWith('Kofi Mensah')).getByRole('button', {name: 'Expand'}));
  await settle();
  expect(screen.getByText('Keeps the data warehouse fed and tidy.')).toBeTruthy();
});
