/**
 * The Table Event Listeners guide's demo: a row click names the row under the table, the Invoice button stops
 * its click from reaching the row, and Enter on a focused cell runs the cell's onKeyDown while MRT's arrow-key
 * navigation keeps working.
 */
import {expect, test} from '@playwright/test';
import {openDemo, realErrors} from '../examples/harness';
import {orders} from '../../../src/examples/guides/table-event-listeners/row-click/data';

test('table event listeners guide: row clicks, a button that stops propagation, Enter on a focused cell', async ({
  browser,
}) => {
  const {page, context, demo, errors} = await openDemo(browser, '/docs/guides/table-event-listeners', 'row-click');
  const message = page.getByTestId('row-event');
  const row = (order: (typeof orders)[number]) => demo.locator('tbody tr').filter({hasText: order.id});
  try {
    expect(await message.textContent()).toBe('Click a row');

    // a click anywhere in a row names that row
    await row(orders[1]).getByRole('cell', {name: orders[1].item}).click();
    await expect(message).toHaveText(`Clicked order ${orders[1].id} (${orders[1].customer})`);
    await row(orders[3]).getByRole('cell', {name: orders[3].customer}).click();
    await expect(message).toHaveText(`Clicked order ${orders[3].id} (${orders[3].customer})`);

    // the button's own handler runs and the row's does not
    await row(orders[0]).getByRole('button', {name: 'Invoice'}).click();
    await expect(message).toHaveText(`Invoice button of order ${orders[0].id}`);

    // Enter on a focused cell runs the cell's onKeyDown; ArrowDown (MRT's shortcut) still moves the focus
    const customerCell = row(orders[0]).getByRole('cell', {name: orders[0].customer});
    await customerCell.click();
    await expect(message).toHaveText(`Clicked order ${orders[0].id} (${orders[0].customer})`);
    await page.keyboard.press('Enter');
    await expect(message).toHaveText(`Enter on customer of order ${orders[0].id}`);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(message).toHaveText(`Enter on customer of order ${orders[1].id}`);
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});
