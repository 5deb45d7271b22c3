/**
 * The Toolbar Customization guide's demos. The first: a custom top-toolbar action marks the selected pending
 * orders shipped, the internal actions are the three buttons the demo renders, and the selection banner and a
 * custom count sit in the bottom toolbar. The second: a search field, a filters button, a banner and pagination
 * placed by the page outside MRT's toolbars drive the one table. Moved parts: the search field on the left filters
 * the rows, the pagination sits above the table, and selecting a row puts the banner over the header row.
 */
import {expect, test} from '@playwright/test';
import type {Locator} from '@playwright/test';
import {searchFor} from '../browser';
import {columnTexts, openDemo, realErrors, rowWith} from '../examples/harness';
import {orders} from '../../../src/examples/guides/toolbar-customization/custom-actions/data';
import {cities} from '../../../src/examples/guides/toolbar-customization/external-toolbar/data';
import {books} from '../../../src/examples/guides/toolbar-customization/moved-parts/data';
const PATH = '/docs/guides/toolbar-customization';

// the first body cell is the selection checkbox
const ORDER = 2;
const STATUS = 5;
const CITY = 2;

function ariaLabels(scope: Locator): Promise<string[]> {
  return scope
    .locator('button[aria-label]')
    .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''));
}

test('toolbar customization guide: a custom action ships the selected orders; the internal actions are the chosen three', async ({
  browser,
}) => {
  const {context, demo, errors} = await openDemo(browser, PATH, 'custom-actions');
  try {
    const pending = (list: typeof orders) => list.filter((order) => order.status === 'Pending').length;
    const count = demo.getByTestId('pending-count');
    expect(await count.textContent()).toBe(`${pending(orders)} orders pending`);

    // the replaced internal actions: exactly the three buttons the demo renders, none of MRT's other two
    const labels = await ariaLabels(demo);
    for (const label of ['Show/Hide search', 'Show/Hide filters', 'Toggle density']) expect(labels).toContain(label);
    for (const label of ['Show/Hide columns', 'Toggle full screen']) expect(labels).not.toContain(label);

    // nothing selected: the action is disabled
    const action = demo.getByRole('button', {name: /^Mark( \d+)? shipped$/});
    expect(await action.isDisabled()).toBe(true);

    // select one pending and one shipped order: the action counts only the pending one
    const firstPending = orders.find((order) => order.status === 'Pending')!;
    const firstShipped = orders.find((order) => order.status === 'Shipped')!;
    await rowWith(demo, firstPending.id).getByRole('checkbox').click();
    await rowWith(demo, firstShipped.id).getByRole('checkbox').click();
    await expect(action).toHaveText('Mark 1 shipped');

    // the selection banner is in the bottom toolbar, under the table's last row
    const banner = demo.locator('.MuiAlert-root', {hasText: `2 of ${orders.length} row(s) selected`});
    await banner.waitFor({state: 'visible'});
    const bannerTop = (await banner.boundingBox())!.y;
    const lastRow = await demo.locator('tbody tr').last().boundingBox();
    expect(bannerTop).toBeGreaterThanOrEqual(lastRow!.y + lastRow!.height - 1);

    await action.click();
    const shipped = orders.map((order) =>
      order.id === firstPending.id ? {...order, status: 'Shipped' as const} : order,
    );
    await expect.poll(() => columnTexts(demo, STATUS)).toEqual(shipped.map((order) => order.status));
    expect(await columnTexts(demo, ORDER)).toEqual(orders.map((order) => order.id));
    await expect(count).toHaveText(`${pending(shipped)} orders pending`);
    // the action cleared the selection
    await expect(demo.locator('tbody input[type="checkbox"]:checked')).toHaveCount(0);
    expect(await action.isDisabled()).toBe(true);
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('toolbar customization guide: a toolbar built outside the table searches, pages, selects and shows filters', async ({
  browser,
}) => {
  const {page, context, demo, errors} = await openDemo(browser, PATH, 'external-toolbar');
  // the parts sit beside the table in the demo's own layout, inside the example block
  const example = page.locator('.mrt-example[data-example="external-toolbar"]').first();
  try {
    const names = cities.map((city) => city.name);
    expect(await columnTexts(demo, CITY)).toEqual(names.slice(0, 5));

    // the search field outside the table filters its rows
    const search = example.getByPlaceholder('Search');
    await search.click();
    await searchFor(search, 'Germany');
    const german = cities.filter((city) => city.country === 'Germany').map((city) => city.name);
    await expect.poll(async () => (await columnTexts(demo, CITY)).sort()).toEqual([...german].sort());

    // clearing it brings every row back; the pagination outside the table moves to the second page
    await search.press('Control+A');
    await search.press('Backspace');
    await expect.poll(() => columnTexts(demo, CITY)).toEqual(names.slice(0, 5));
    await example.getByRole('button', {name: 'Go to next page'}).click();
    await expect.poll(() => columnTexts(demo, CITY)).toEqual(names.slice(5, 10));

    // selecting a row shows the banner placed above the table
    await rowWith(demo, names[5]).getByRole('checkbox').click();
    await example
      .locator('.MuiAlert-root', {hasText: `1 of ${cities.length} row(s) selected`})
      .waitFor({state: 'visible'});

    // the filters button outside the table shows the column filters in its header
    await example.getByRole('button', {name: 'Show/Hide filters'}).click();
    await demo.getByPlaceholder('Filter by Country').waitFor({state: 'visible'});
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('toolbar customization guide: search on the left, pagination on top, the banner over the header row', async ({
  browser,
}) => {
  const {context, demo, errors} = await openDemo(browser, PATH, 'moved-parts');
  const search = demo.getByPlaceholder('Search');
  const table = demo.locator('table').first();
  const titles = (list: typeof books) => list.map((book) => book.title);
  try {
    // the search field is left of the internal actions, the page controls above the table
    const searchBox = (await search.boundingBox())!;
    const density = (await demo.getByRole('button', {name: 'Toggle density'}).boundingBox())!;
    expect(searchBox.x).toBeLessThan(density.x);
    const controls = (await demo.locator('.MuiTablePagination-root').boundingBox())!;
    const tableBox = (await table.boundingBox())!;
    expect(controls.y + controls.height).toBeLessThanOrEqual(tableBox.y + 1);
    expect(await demo.locator('.MuiTablePagination-root').count()).toBe(1);
    expect(await columnTexts(demo, 2)).toEqual(titles(books.slice(0, 5)));

    await searchFor(search, 'Haugen');
    await expect.poll(() => columnTexts(demo, 2)).toEqual(titles(books.filter((book) => book.author === 'L. Haugen')));

    await rowWith(demo, 'Glass Harbour').locator('td').first().locator('input').click();
    const banner = demo.locator('thead [role="alert"]');
    await expect(banner).toHaveCount(1);
    expect(await banner.textContent()).toContain(`1 of ${books.length} row(s) selected`);
    expect(await demo.locator('thead').getByText('Author', {exact: true}).count()).toBe(0);
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});
