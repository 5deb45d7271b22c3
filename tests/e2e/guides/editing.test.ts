/**
 * The Editing guide's demos.
 * - display-modes: the same table edited in 'modal', 'row', 'cell' and 'table' mode; each saved value reaches the
 *   data and the line under the table.
 * - validated-rows: a too-short title keeps the row open with its message; a valid one is saved; a finished task
 *   has no Edit button; Add task opens an empty row at the bottom, with a status select, and saves it.
 */
import {expect, test} from '@playwright/test';
import type {Locator} from '@playwright/test';
import {typeInto} from '../browser';
import {columnTexts, openDemo, realErrors} from '../examples/harness';
import {initialProducts} from '../../../src/examples/guides/editing/display-modes/data';
import {initialTasks} from '../../../src/examples/guides/editing/validated-rows/data';
const PAGE = '/docs/guides/editing';

const bodyRow = (demo: Locator, index: number) => demo.locator('tbody tr').nth(index);

test('editing guide: modal, row, cell and table mode each save into the data', async ({browser}) => {
  const {page, context, demo, errors} = await openDemo(browser, PAGE, 'display-modes');
  const lastChange = page.getByTestId('last-change');
  const mode = (name: string) => demo.getByRole('button', {name, exact: true});
  try {
    // modal (the default): columns are 1 actions, 2 SKU, 3 Name, 4 Stock
    expect(await columnTexts(demo, 3)).toEqual(initialProducts.map((product) => product.name));
    expect(await mode('modal').getAttribute('aria-pressed')).toBe('true');
    const dialog = page.getByRole('dialog');
    const name = dialog.getByLabel('Name');
    // Escape closes the dialog as a cancel: what was typed is thrown away
    await bodyRow(demo, 0).getByRole('button', {name: 'Edit'}).click();
    await typeInto(name, 'Thrown away');
    await name.press('Escape');
    await dialog.waitFor({state: 'detached'});
    expect(await columnTexts(demo, 3)).toEqual(initialProducts.map((product) => product.name));
    expect(await lastChange.textContent()).toBe('Last change: none yet');

    await bodyRow(demo, 0).getByRole('button', {name: 'Edit'}).click();
    await name.waitFor();
    expect(await name.inputValue()).toBe('Desk lamp');
    // the SKU column is not editable: shown, but disabled
    expect(await dialog.getByLabel('SKU').isDisabled()).toBe(true);
    await typeInto(name, 'Reading lamp');
    await dialog.getByRole('button', {name: 'Save'}).click();
    await dialog.waitFor({state: 'detached'});
    await expect.poll(() => columnTexts(demo, 3)).toEqual(['Reading lamp', 'Bookshelf', 'Wall clock']);
    expect(await lastChange.textContent()).toBe('Last change: A-100 name = Reading lamp');

    // row: the fields open in the row itself, Save is an icon in its actions cell
    await mode('row').click();
    await bodyRow(demo, 1).getByRole('button', {name: 'Edit'}).click();
    const stock = bodyRow(demo, 1).locator('input[name="stock"]');
    await stock.waitFor();
    expect(await bodyRow(demo, 1).locator('input[name="sku"]').count()).toBe(0);
    await typeInto(stock, '9');
    await bodyRow(demo, 1).getByRole('button', {name: 'Save'}).click();
    await stock.waitFor({state: 'detached'});
    await expect.poll(() => columnTexts(demo, 4)).toEqual(['14', '9', '27']);
    expect(await lastChange.textContent()).toBe('Last change: A-200 stock = 9');

    // cell: no actions column any more (1 SKU, 2 Name, 3 Stock); a double-click opens one cell, Enter keeps it
    await mode('cell').click();
    await expect.poll(() => columnTexts(demo, 1)).toEqual(initialProducts.map((product) => product.sku));
    const clockName = bodyRow(demo, 2).locator('td').nth(1);
    await clockName.dblclick();
    const clockInput = clockName.locator('input');
    await clockInput.waitFor();
    await typeInto(clockInput, 'Station clock');
    await clockInput.press('Enter');
    await clockInput.waitFor({state: 'detached'});
    await expect.poll(() => columnTexts(demo, 2)).toEqual(['Reading lamp', 'Bookshelf', 'Station clock']);
    expect(await lastChange.textContent()).toBe('Last change: A-300 name = Station clock');

    // table: every editable cell is a field; leaving one with Tab keeps its value
    await mode('table').click();
    const firstStock = bodyRow(demo, 0).locator('input[name="stock"]');
    await firstStock.waitFor();
    expect(await demo.locator('tbody input').count()).toBe(initialProducts.length * 2);
    await typeInto(firstStock, '40');
    await firstStock.press('Tab');
    await expect(lastChange).toHaveText('Last change: A-100 stock = 40');
    expect(await firstStock.inputValue()).toBe('40');

    // back in modal mode the table shows every saved value
    await mode('modal').click();
    await expect.poll(() => columnTexts(demo, 3)).toEqual(['Reading lamp', 'Bookshelf', 'Station clock']);
    expect(await columnTexts(demo, 4)).toEqual(['40', '9', '27']);
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('editing guide: validation keeps the row open, finished tasks are locked, Add task saves a new row', async ({
  browser,
}) => {
  const {page, context, demo, errors} = await openDemo(browser, PAGE, 'validated-rows');
  const state = page.getByTestId('editing-state');
  try {
    // columns: 1 actions, 2 ID, 3 Title, 4 Status
    expect(await columnTexts(demo, 3)).toEqual(initialTasks.map((task) => task.title));
    expect(await state.textContent()).toBe('Not editing');

    // the finished task (T-3) has no Edit button, the others have one
    const doneIndex = initialTasks.findIndex((task) => task.status === 'Done');
    expect(await bodyRow(demo, doneIndex).getByRole('button', {name: 'Edit'}).count()).toBe(0);
    expect(await bodyRow(demo, 0).getByRole('button', {name: 'Edit'}).count()).toBe(1);

    // a title that is too short is refused: the message shows and the row stays open
    const row = bodyRow(demo, 1);
    await row.getByRole('button', {name: 'Edit'}).click();
    await expect(state).toHaveText('Editing T-2');
    const title = row.locator('input[name="title"]');
    await typeInto(title, 'Fix');
    await row.getByRole('button', {name: 'Save'}).click();
    await row.getByText('Use at least 5 characters').waitFor();
    expect(await title.getAttribute('aria-invalid')).toBe('true');
    expect(await state.textContent()).toBe('Editing T-2');
    expect(await demo.getByRole('button', {name: 'Add task'}).isDisabled()).toBe(true);

    // a valid title is saved and closes the row
    await typeInto(title, 'Review the pricing page copy');
    await row.getByRole('button', {name: 'Save'}).click();
    await title.waitFor({state: 'detached'});
    await expect(state).toHaveText('Not editing');
    expect(await columnTexts(demo, 3)).toEqual([
      'Write the release notes',
      'Review the pricing page copy',
      'Ship the invoice export',
      'Plan the team offsite',
    ]);

    // Add task: an empty row at the bottom; an empty title is refused, then the task is saved with its status
    await demo.getByRole('button', {name: 'Add task'}).click();
    await expect(state).toHaveText('Creating a new task');
    const newRow = demo.locator('tbody tr').last();
    const newTitle = newRow.locator('input[name="title"]');
    await newTitle.waitFor();
    expect(await demo.locator('tbody tr').count()).toBe(initialTasks.length + 1);
    await newRow.getByRole('button', {name: 'Save'}).click();
    await newRow.getByText('A title is required').waitFor();
    await typeInto(newTitle, 'Book the venue');
    await newRow.getByRole('combobox').click();
    await page.getByRole('option', {name: 'In progress'}).click();
    await expect.poll(() => newRow.getByRole('combobox').textContent()).toEqual('In progress');
    await newRow.getByRole('button', {name: 'Save'}).click();
    await expect(state).toHaveText('Not editing');
    await expect.poll(() => columnTexts(demo, 2)).toEqual(['T-1', 'T-2', 'T-3', 'T-4', 'T-5']);
    expect(await columnTexts(demo, 3)).toContain('Book the venue');
    expect((await columnTexts(demo, 4))[4]).toBe('In progress');
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});
