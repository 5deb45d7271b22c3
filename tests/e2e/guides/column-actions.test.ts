/**
 * The Column Actions guide's demo: the Name header has no column menu; every other column's menu keeps the built-in
 * items and ends with a "Summarise" item added by renderColumnActionsMenuItems, which prints a summary of that
 * column and closes the menu. The built-in items still work next to it. The replaced-items demo's Category menu
 * holds only its own filter items; the one-column-menu demo turns the menu off for the table and on for Price.
 */
import {expect, test} from '@playwright/test';
import type {Locator, Page} from '@playwright/test';
import {columnTexts, openDemo, realErrors} from '../examples/harness';
import {header} from './harness';
import {products} from '../../../src/examples/guides/column-actions/custom-menu-items/data';
import {products as replacedProducts} from '../../../src/examples/guides/column-actions/replaced-items/data';
import {products as oneColumnProducts} from '../../../src/examples/guides/column-actions/one-column-menu/data';

const NAME = 1;

/** Opens a header's column menu by clicking its ⋮ button; returns the menu and its item texts. */
async function openMenu(page: Page, demo: Locator, text: string): Promise<{menu: Locator; items: string[]}> {
  await header(demo, text).getByRole('button', {name: 'Column Actions'}).click();
  const menu = page.getByRole('menu');
  await menu.waitFor();
  const items = await menu
    .getByRole('menuitem')
    .evaluateAll((nodes) => nodes.map((node) => (node.textContent ?? '').trim()));
  return {menu, items};
}

test('column actions guide: a custom item after the built-in ones, and none on the Name header', async ({browser}) => {
  const {page, context, demo, errors} = await openDemo(browser, '/docs/guides/column-actions', 'custom-menu-items');
  const summary = page.getByTestId('column-summary');
  try {
    expect(await summary.textContent()).toBe('Pick "Summarise" in a column menu.');
    // enableColumnActions: false on Name: no button there, one on each other header
    expect(await header(demo, 'Name').getByRole('button', {name: 'Column Actions'}).count()).toBe(0);
    expect(await demo.locator('thead').getByRole('button', {name: 'Column Actions'}).count()).toBe(3);

    // Price: the built-in items for sorting, filtering and hiding, then the added one
    const price = await openMenu(page, demo, 'Price');
    expect(price.items).toEqual([
      'Clear sort',
      'Sort by Price ascending',
      'Sort by Price descending',
      'Clear filter',
      'Filter by Price',
      'Hide Price column',
      'Show all columns',
      'Summarise Price',
    ]);
    await price.menu.getByRole('menuitem', {name: 'Summarise Price'}).click();
    const prices = products.map((product) => product.price);
    const average = prices.reduce((sum, value) => sum + value, 0) / prices.length;
    await expect(summary).toHaveText(
      `Price: average ${average.toLocaleString('en-US', {maximumFractionDigits: 2})} over ${products.length} rows`,
    );
    expect(await summary.textContent()).toBe('Price: average 93.33 over 6 rows');
    await price.menu.waitFor({state: 'detached'});

    // a built-in item next to the added one still sorts
    const category = await openMenu(page, demo, 'Category');
    expect(category.items.at(-1)).toBe('Summarise Category');
    await category.menu.getByRole('menuitem', {name: 'Sort by Category descending'}).click();
    const expected = [...products].sort((a, b) => b.category.localeCompare(a.category)).map((product) => product.name);
    await expect.poll(() => columnTexts(demo, NAME)).toEqual(expected);
    await category.menu.waitFor({state: 'detached'});

    const again = await openMenu(page, demo, 'Category');
    await again.menu.getByRole('menuitem', {name: 'Summarise Category'}).click();
    await expect(summary).toHaveText(
      `Category: ${new Set(products.map((product) => product.category)).size} distinct values over 6 rows`,
    );
    expect(await summary.textContent()).toBe('Category: 3 distinct values over 6 rows');
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('column actions guide: a column-level function replaces the Category menu with filter items', async ({
  browser,
}) => {
  const {page, context, demo, errors} = await openDemo(browser, '/docs/guides/column-actions', 'replaced-items');
  try {
    const categories = [...new Set(replacedProducts.map((product) => product.category))];
    const category = await openMenu(page, demo, 'Category');
    expect(category.items).toEqual([...categories.map((name) => `Only ${name}`), 'All categories']);
    await category.menu.getByRole('menuitem', {name: 'Only Storage'}).click();
    await expect
      .poll(() => columnTexts(demo, NAME))
      .toEqual(replacedProducts.filter((product) => product.category === 'Storage').map((product) => product.name));
    expect(await columnTexts(demo, NAME)).toEqual(['Oak Shelf', 'Wire Basket']);
    await category.menu.waitFor({state: 'detached'});

    // the other columns keep the built-in items
    const price = await openMenu(page, demo, 'Price');
    expect(price.items[0]).toBe('Clear sort');
    await page.keyboard.press('Escape');
    await price.menu.waitFor({state: 'detached'});

    const again = await openMenu(page, demo, 'Category');
    await again.menu.getByRole('menuitem', {name: 'All categories'}).click();
    await expect.poll(() => columnTexts(demo, NAME)).toEqual(replacedProducts.map((product) => product.name));
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('column actions guide: with the table menu off, the column that turns it on is the only one with a menu', async ({
  browser,
}) => {
  const {page, context, demo, errors} = await openDemo(browser, '/docs/guides/column-actions', 'one-column-menu');
  try {
    const buttons = demo.locator('thead').getByRole('button', {name: 'Column Actions'});
    expect(await buttons.count()).toBe(1);
    expect(await header(demo, 'Price').getByRole('button', {name: 'Column Actions'}).count()).toBe(1);
    const price = await openMenu(page, demo, 'Price');
    await price.menu.getByRole('menuitem', {name: 'Sort by Price descending'}).click();
    const expected = [...oneColumnProducts].sort((a, b) => b.price - a.price).map((product) => product.name);
    await expect.poll(() => columnTexts(demo, NAME)).toEqual(expected);
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});
