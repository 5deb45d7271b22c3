import type {Locator} from 'playwright-core';
import {sharedBrowserForFile, typeInto} from '../browser';
import {clickHeader, columnTexts, eventually, openExample, realErrors} from './harness';

const browser = sharedBrowserForFile();

// columns: 1 Name, 2 Category, 3 Price, 4 Stock
const cell = (demo: Locator, row: number, column: number) =>
  demo
    .locator('tbody tr')
    .nth(row)
    .locator('td')
    .nth(column - 1);

test('editing-crud-inline-cell: double-click, type, Enter saves the value into the data', async () => {
  const {page, context, demo, errors} = await openExample(browser(), 'editing-crud-inline-cell');
  try {
    expect(await columnTexts(demo, 4)).toEqual(['12', '48', '7', '30', '15', '4']);
    const stock = cell(demo, 1, 4); // Desk Lamp
    await stock.dblclick();
    const input = stock.locator('input');
    await input.waitFor();
    expect(await input.inputValue()).toBe('48');
    await typeInto(input, '2');
    await input.press('Enter');
    await input.waitFor({state: 'detached'});
    await eventually(() => columnTexts(demo, 4), ['12', '2', '7', '30', '15', '4']);

    // a second cell, saved by clicking away
    const name = cell(demo, 0, 1);
    await name.dblclick();
    await typeInto(name.locator('input'), 'Walnut Desk');
    await demo.locator('thead').click({position: {x: 5, y: 5}});
    await eventually(async () => (await columnTexts(demo, 1))[0], 'Walnut Desk');

    // the data itself changed: sorting by stock (numbers sort highest first) puts the Desk Lamp last
    await clickHeader(page, demo, 'Stock');
    await eventually(
      () => columnTexts(demo, 1),
      ['Wall Clock', 'Floor Lamp', 'Walnut Desk', 'Bookshelf', 'Rug', 'Desk Lamp'],
    );
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('editing-crud-inline-cell: Enter on a focused cell does not open the editor', async () => {
  const {page, context, demo, errors} = await openExample(browser(), 'editing-crud-inline-cell');
  try {
    const price = cell(demo, 0, 3);
    await price.click();
    await eventually(() => price.evaluate((td) => td === document.activeElement), true);
    await page.keyboard.press('Enter');
    // still a plain cell: ArrowRight moves the focus on to the Stock cell (inside an open editor it would
    // only move the caret)
    await page.keyboard.press('ArrowRight');
    await eventually(() => cell(demo, 0, 4).evaluate((td) => td === document.activeElement), true);
    expect(await demo.locator('tbody input').count()).toBe(0);
    // a double-click is what opens it
    await price.dblclick();
    await price.locator('input').waitFor();
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('editing-crud-inline-cell: an invalid value shows its message and is not stored', async () => {
  const {context, demo, errors} = await openExample(browser(), 'editing-crud-inline-cell');
  try {
    const stock = cell(demo, 2, 4); // Bookshelf, 7
    await stock.dblclick();
    const input = stock.locator('input');
    await typeInto(input, '-3');
    await stock.getByText('Stock must be a whole number of 0 or more').waitFor();
    await expect(input.getAttribute('aria-invalid')).resolves.toBe('true');
    await input.press('Enter');
    await input.waitFor({state: 'detached'});
    await demo
      .getByText('Not saved: stock must be a whole number of 0 or more. Bookshelf keeps its previous stock.')
      .waitFor();
    await eventually(async () => (await columnTexts(demo, 4))[2], '7');

    const name = cell(demo, 2, 1);
    await name.dblclick();
    await typeInto(name.locator('input'), '');
    await name.getByText('Name is required').waitFor();
    await name.locator('input').press('Enter');
    await eventually(async () => (await columnTexts(demo, 1))[2], 'Bookshelf');
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('editing-crud-inline-cell: renders and edits at 375 px in light theme without errors', async () => {
  const {context, demo, errors} = await openExample(browser(), 'editing-crud-inline-cell', {
    theme: 'light',
    width: 375,
  });
  try {
    const name = cell(demo, 0, 1);
    await name.dblclick();
    await typeInto(name.locator('input'), 'Pine Desk');
    await name.locator('input').press('Enter');
    await eventually(async () => (await columnTexts(demo, 1))[0], 'Pine Desk');
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});
