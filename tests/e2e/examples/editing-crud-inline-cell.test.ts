import {expect, test} from '@playwright/test';
import type {Locator, Page} from '@playwright/test';
import {typeInto} from '../browser';
import {BASE_URL} from '../config';
import {clickHeader, columnTexts, openExample, realErrors} from './harness';

// columns: 1 Name, 2 Category, 3 Price, 4 Stock, 5 row actions
const NAMES = ['Oak Desk', 'Desk Lamp', 'Bookshelf', 'Wall Clock', 'Floor Lamp', 'Rug'];
const cell = (demo: Locator, row: number, column: number) =>
  demo
    .locator('tbody tr')
    .nth(row)
    .locator('td')
    .nth(column - 1);
const status = (demo: Locator) => demo.getByRole('status');
const saveButton = (demo: Locator) => demo.getByRole('button', {name: 'Save', exact: true});

/** Opens a select field's menu and picks `option`, as a visitor does with the mouse. */
async function choose(page: Page, field: Locator, option: string) {
  await field.getByRole('combobox').click();
  await page.getByRole('option', {name: option, exact: true}).click();
}

test('editing-crud-inline-cell: edits wait as pending until Save stores them all', async ({browser}) => {
  const {page, context, demo, errors} = await openExample(browser, 'editing-crud-inline-cell');
  try {
    expect(await columnTexts(demo, 4)).toEqual(['12', '48', '7', '30', '15', '4']);
    expect(await saveButton(demo).isDisabled()).toBe(true);
    const stock = cell(demo, 1, 4); // Desk Lamp
    await stock.dblclick();
    const input = stock.locator('input');
    await input.waitFor();
    expect(await input.inputValue()).toBe('48');
    await typeInto(input, '2');
    await input.press('Enter');
    await input.waitFor({state: 'detached'});
    await expect.poll(() => columnTexts(demo, 4)).toEqual(['12', '2', '7', '30', '15', '4']);
    await expect(status(demo)).toHaveText('1 product has unsaved changes.');

    // a second cell, left by clicking away
    const name = cell(demo, 0, 1);
    await name.dblclick();
    await typeInto(name.locator('input'), 'Walnut Desk');
    await demo.locator('thead').click({position: {x: 5, y: 5}});
    await expect.poll(async () => (await columnTexts(demo, 1))[0]).toEqual('Walnut Desk');
    await expect(status(demo)).toHaveText('2 products have unsaved changes.');

    await saveButton(demo).click();
    await expect(status(demo)).toHaveText('No unsaved changes.');
    expect(await saveButton(demo).isDisabled()).toBe(true);
    // the data itself changed: sorting by stock (numbers sort highest first) puts the Desk Lamp last
    await clickHeader(page, demo, 'Stock');
    await expect
      .poll(() => columnTexts(demo, 1))
      .toEqual(['Wall Clock', 'Floor Lamp', 'Walnut Desk', 'Bookshelf', 'Rug', 'Desk Lamp']);
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('editing-crud-inline-cell: Enter on a focused cell does not open the editor', async ({browser}) => {
  const {page, context, demo, errors} = await openExample(browser, 'editing-crud-inline-cell');
  try {
    const price = cell(demo, 0, 3);
    await price.click();
    await expect(price).toBeFocused();
    await page.keyboard.press('Enter');
    // still a plain cell: ArrowRight moves the focus on to the Stock cell (inside an open editor it would
    // only move the caret)
    await page.keyboard.press('ArrowRight');
    await expect(cell(demo, 0, 4)).toBeFocused();
    expect(await demo.locator('tbody input').count()).toBe(0);
    // a double-click is what opens it
    await price.dblclick();
    await price.locator('input').waitFor();
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('editing-crud-inline-cell: an invalid value shows its message and blocks Save until fixed', async ({browser}) => {
  const {context, demo, errors} = await openExample(browser, 'editing-crud-inline-cell');
  try {
    const stock = cell(demo, 2, 4); // Bookshelf, 7
    await stock.dblclick();
    const input = stock.locator('input');
    await typeInto(input, '-3');
    await stock.getByText('Stock must be a whole number of 0 or more').waitFor();
    await expect(input.getAttribute('aria-invalid')).resolves.toBe('true');
    await input.press('Enter');
    await input.waitFor({state: 'detached'});
    await expect.poll(async () => (await columnTexts(demo, 4))[2]).toEqual('-3');
    await expect(status(demo)).toHaveText('Fix the cells marked in red to save.');
    expect(await saveButton(demo).isDisabled()).toBe(true);

    // opening it again shows the message at once; a valid value unblocks Save
    await stock.dblclick();
    await stock.getByText('Stock must be a whole number of 0 or more').waitFor();
    await typeInto(stock.locator('input'), '9');
    await stock.locator('input').press('Enter');
    await expect(status(demo)).toHaveText('1 product has unsaved changes.');
    await saveButton(demo).click();
    await expect(status(demo)).toHaveText('No unsaved changes.');
    expect((await columnTexts(demo, 4))[2]).toBe('9');
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('editing-crud-inline-cell: a category is chosen from the select editor and saved', async ({browser}) => {
  const {page, context, demo, errors} = await openExample(browser, 'editing-crud-inline-cell');
  try {
    expect(await columnTexts(demo, 2)).toEqual(['Furniture', 'Lighting', 'Furniture', 'Decor', 'Lighting', 'Textiles']);
    const category = cell(demo, 3, 2); // Wall Clock, Decor
    await category.dblclick();
    await choose(page, category, 'Furniture');
    // the choice closes the cell at once
    await expect(category.locator('input')).toHaveCount(0);
    await expect.poll(async () => (await columnTexts(demo, 2))[3]).toEqual('Furniture');
    await expect(status(demo)).toHaveText('1 product has unsaved changes.');
    await saveButton(demo).click();
    await expect(status(demo)).toHaveText('No unsaved changes.');
    expect((await columnTexts(demo, 2))[3]).toBe('Furniture');
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('editing-crud-inline-cell: Create New Product validates, then adds the product at the top', async ({browser}) => {
  const {page, context, demo, errors} = await openExample(browser, 'editing-crud-inline-cell');
  try {
    await demo.getByRole('button', {name: 'Create New Product'}).click();
    const row = demo.locator('tbody tr').first();
    await row.locator('input[name="name"]').waitFor();
    await row.getByRole('button', {name: 'Save'}).click();
    await row.getByText('Name is required').waitFor();
    await row.getByText('Category is required').waitFor();

    await typeInto(row.locator('input[name="name"]'), 'Linen Throw');
    await choose(page, row.locator('td').nth(1), 'Textiles');
    await typeInto(row.locator('input[name="price"]'), '45');
    await typeInto(row.locator('input[name="stock"]'), '20');
    await row.getByRole('button', {name: 'Save'}).click();
    await expect.poll(() => columnTexts(demo, 1)).toEqual(['Linen Throw', ...NAMES]);
    const first = await demo.locator('tbody tr').first().locator('td').allTextContents();
    expect(first.slice(0, 4)).toEqual(['Linen Throw', 'Textiles', '$45.00', '20']);
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('editing-crud-inline-cell: the bin icon asks first, then deletes the product', async ({browser}) => {
  const {page, context, demo, errors} = await openExample(browser, 'editing-crud-inline-cell');
  try {
    const dialog = page.getByRole('dialog');
    await demo.getByRole('button', {name: 'Delete Bookshelf'}).click();
    await dialog.getByText('Delete Bookshelf?').waitFor();
    await dialog.getByRole('button', {name: 'Cancel'}).click();
    await dialog.waitFor({state: 'hidden'});
    expect(await columnTexts(demo, 1)).toEqual(NAMES);

    await demo.getByRole('button', {name: 'Delete Bookshelf'}).click();
    await dialog.getByRole('button', {name: 'Delete'}).click();
    await dialog.waitFor({state: 'hidden'});
    await expect.poll(() => columnTexts(demo, 1)).toEqual(['Oak Desk', 'Desk Lamp', 'Wall Clock', 'Floor Lamp', 'Rug']);
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('editing-crud-inline-cell: a right-click offers Copy and Edit; Copy puts the value on the clipboard', async ({
  browser,
}) => {
  const {page, context, demo, errors} = await openExample(browser, 'editing-crud-inline-cell');
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: BASE_URL});
  try {
    const menu = page.getByRole('menu');
    await cell(demo, 1, 1).click({button: 'right'}); // Desk Lamp
    await expect(menu.getByRole('menuitem')).toHaveText(['Copy', 'Edit']);
    await menu.getByRole('menuitem', {name: 'Copy'}).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toEqual('Desk Lamp');
    await expect(menu).toHaveCount(0);

    // Edit opens the cell's editor
    await cell(demo, 1, 4).click({button: 'right'});
    await menu.getByRole('menuitem', {name: 'Edit'}).click();
    expect(await cell(demo, 1, 4).locator('input').inputValue()).toBe('48');
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('editing-crud-inline-cell: at 375 px Name and the actions stay pinned while the table scrolls sideways', async ({
  browser,
}) => {
  const {context, demo, errors} = await openExample(browser, 'editing-crud-inline-cell', {
    theme: 'light',
    width: 375,
  });
  try {
    const container = demo.locator('.MuiTableContainer-root');
    const x = async (column: number) => Math.round((await cell(demo, 0, column).boundingBox())!.x);
    const before = [await x(1), await x(3), await x(5)];
    await container.hover();
    await demo.page().mouse.wheel(200, 0);
    await expect.poll(() => container.evaluate((element) => element.scrollLeft > 0)).toEqual(true);
    const after = [await x(1), await x(3), await x(5)];
    expect(after[0]).toBe(before[0]); // Name: pinned left
    expect(after[1]).toBeLessThan(before[1]); // Price: scrolled
    expect(after[2]).toBe(before[2]); // actions: pinned right

    // and it still edits there
    const name = cell(demo, 0, 1);
    await name.dblclick();
    await typeInto(name.locator('input'), 'Pine Desk');
    await name.locator('input').press('Enter');
    await expect.poll(async () => (await columnTexts(demo, 1))[0]).toEqual('Pine Desk');
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});
