import {expect, test} from '@playwright/test';
import type {Locator} from '@playwright/test';
import {searchFor, typeInto} from '../browser';
import {dataColumnTexts, header, openExample, realErrors, typeDate} from './harness';

const ORDER = 1;
const orders = async (demo: Locator) => (await dataColumnTexts(demo, ORDER)).sort();

test('custom-toolbar: the replaced toolbar holds MRT’s search field and buttons, and only those', async ({browser}) => {
  const {context, demo, errors} = await openExample(browser, 'custom-toolbar');
  try {
    expect(await demo.getByRole('button', {name: 'Toggle full screen'}).count()).toBe(0);
    expect(await demo.getByRole('button', {name: 'Clear filters'}).isDisabled()).toBe(true);
    expect(await orders(demo)).toHaveLength(10);
    await searchFor(demo.getByPlaceholder('Search'), 'maple');
    await expect.poll(() => orders(demo)).toEqual(['o1003', 'o1007', 'o1014']);

    // Clear filters empties the search field too
    await demo.getByRole('button', {name: 'Clear filters'}).click();
    await expect.poll(async () => (await orders(demo)).length).toEqual(10);
    expect(await demo.getByPlaceholder('Search').inputValue()).toBe('');

    // the density button from MRT works in the custom toolbar
    const rowHeight = () =>
      demo
        .locator('tbody tr')
        .first()
        .evaluate((row) => row.getBoundingClientRect().height);
    const before = await rowHeight();
    await demo.getByRole('button', {name: 'Toggle density'}).click();
    await expect.poll(async () => (await rowHeight()) < before).toEqual(true);
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('custom-toolbar: the filter button opens the filter row; Starts With narrows the Customer filter', async ({
  browser,
}) => {
  const {page, context, demo, errors} = await openExample(browser, 'custom-toolbar');
  try {
    await demo.getByRole('button', {name: 'Show/Hide filters'}).click();
    const customer = header(demo, 'Customer');
    await typeInto(customer.getByPlaceholder('Filter by Customer'), 'harbor');
    await expect.poll(() => orders(demo)).toEqual(['o1001', 'o1004', 'o1013']);
    expect(await customer.textContent()).toContain('Filter Mode: Contains');

    await customer.getByRole('button', {name: 'Change filter mode'}).click();
    await page.getByRole('menuitem', {name: 'Starts With'}).click();
    await page.getByRole('menu').waitFor({state: 'detached'});
    await expect.poll(() => orders(demo)).toEqual(['o1001', 'o1004']);
    expect(await customer.textContent()).toContain('Filter Mode: Starts With');
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('custom-toolbar: the date-range filter keeps the orders placed between the two days, both included', async ({
  browser,
}) => {
  const {page, context, demo, errors} = await openExample(browser, 'custom-toolbar');
  try {
    await demo.getByRole('button', {name: 'Show/Hide filters'}).click();
    const ordered = header(demo, 'Ordered').getByRole('group');
    await typeDate(page, ordered.nth(0), '04/05/2025');
    // see the lower bound apply before typing the upper one (the field re-reads the filter when it lands)
    await expect.poll(() => orders(demo)).toEqual(['o1012', 'o1013', 'o1014', 'o1015', 'o1016']);
    await typeDate(page, ordered.nth(1), '04/10/2025');
    await expect.poll(() => orders(demo)).toEqual(['o1012', 'o1013', 'o1014']);

    await demo.getByRole('button', {name: 'Clear filters'}).click();
    await expect.poll(async () => (await orders(demo)).length).toEqual(10);
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});
