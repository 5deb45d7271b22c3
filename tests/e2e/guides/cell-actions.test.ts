/**
 * The Cell Actions guide's demo: a right-click on a cell opens its menu. Name and Category cells offer Copy, Edit
 * and "Show only …" (a filter of the demo's own); SKU cells offer Copy only; Stock cells keep the browser's menu.
 * The menu also opens from the keyboard (Shift+F10 on a focused cell) and closes on Escape.
 */
import {expect, test} from '@playwright/test';
import type {Locator, Page} from '@playwright/test';
import {typeInto} from '../browser';
import {columnTexts, openDemo, realErrors} from '../examples/harness';
import {allowClipboard, cell} from './harness';
import {products} from '../../../src/examples/guides/cell-actions/context-menu/data';

const SKU = 1;
const NAME = 2;
const CATEGORY = 3;
const STOCK = 4;

function menuItems(page: Page): Promise<string[]> {
  return page.getByRole('menu').getByRole('menuitem').allTextContents();
}

/** Right-clicks `target` and tells whether the page stopped the browser's own menu (read after the page's handlers). */
async function rightClick(page: Page, target: Locator): Promise<boolean> {
  await page.evaluate(() => {
    const win = window as unknown as {lastMenuPrevented?: boolean};
    delete win.lastMenuPrevented;
    document.addEventListener('contextmenu', (event) => (win.lastMenuPrevented = event.defaultPrevented), {once: true});
  });
  await target.click({button: 'right'});
  return page.evaluate(() => (window as unknown as {lastMenuPrevented?: boolean}).lastMenuPrevented === true);
}

test('cell actions guide: right-click menus per column, Copy, Edit, a custom filter item, keyboard and Escape', async ({
  browser,
}) => {
  const {page, context, demo, errors} = await openDemo(browser, '/docs/guides/cell-actions', 'context-menu');
  await allowClipboard(context);
  const menu = page.getByRole('menu');
  const filterLine = page.getByTestId('active-filter');
  try {
    const [desk, lamp, shelf] = products;

    // SKU: Copy only (the column drops Edit and replaces the table's items)
    expect(await rightClick(page, cell(demo, shelf.sku, SKU))).toBe(true);
    await expect.poll(() => menuItems(page)).toEqual(['Copy']);
    await menu.getByRole('menuitem', {name: 'Copy'}).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toEqual(shelf.sku);
    await expect(menu).toHaveCount(0);

    // Stock: not allowed by enableCellActions, so the browser keeps its menu and MRT opens none
    expect(await rightClick(page, cell(demo, desk.sku, STOCK))).toBe(false);
    expect(await menu.count()).toBe(0);

    // Category: the built-in items, then the demo's own filter item
    expect(await rightClick(page, cell(demo, lamp.sku, CATEGORY))).toBe(true);
    await expect.poll(() => menuItems(page)).toEqual(['Copy', 'Edit', `Show only "${lamp.category}"`]);
    await menu.getByRole('menuitem', {name: `Show only "${lamp.category}"`}).click();
    await expect(menu).toHaveCount(0);
    const lighting = products.filter((product) => product.category === lamp.category).map((product) => product.name);
    await expect.poll(() => columnTexts(demo, NAME)).toEqual(lighting);
    expect(await filterLine.textContent()).toBe(`Filter: category = "${lamp.category}"Show all`);
    await filterLine.getByRole('button', {name: 'Show all'}).click();
    await expect.poll(() => columnTexts(demo, NAME)).toEqual(products.map((product) => product.name));
    expect(await filterLine.textContent()).toBe('Filter: none');

    // Name: Edit opens the cell's editor with its text selected; leaving the field saves it
    await rightClick(page, cell(demo, desk.sku, NAME));
    await menu.getByRole('menuitem', {name: 'Edit'}).click();
    const editor = cell(demo, desk.sku, NAME).getByRole('textbox');
    await expect.poll(() => editor.evaluate((input) => input === document.activeElement)).toEqual(true);
    expect(await editor.inputValue()).toBe(desk.name);
    await typeInto(editor, 'Standing desk');
    await editor.press('Tab');
    await expect.poll(() => cell(demo, desk.sku, NAME).textContent()).toEqual('Standing desk');

    // keyboard: Shift+F10 on a focused cell opens its menu, the arrows move, Escape closes
    const shelfName = cell(demo, shelf.sku, NAME);
    await shelfName.focus();
    await shelfName.press('Shift+F10');
    await expect.poll(() => menuItems(page)).toEqual(['Copy', 'Edit', `Show only "${shelf.name}"`]);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toEqual('Copy');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toEqual('Edit');
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});
