/**
 * The Virtualization guide's demo: 5,000 orders with only a window of rows in the page; "Go to order" finds the
 * order's position in the current (sorted) rows and scrolls the virtualizer there; a new sort goes back to the top.
 * The Column Virtualization example's demo (reused at the top of the guide) is tested by
 * tests/e2e/examples/column-virtualization.test.ts.
 */
import {expect, test} from '@playwright/test';
import {typeInto} from '../browser';
import {clickHeader, openDemo, realErrors} from '../examples/harness';
import {orders} from '../../../src/examples/guides/virtualization/scroll-to-record/data';

test('virtualization guide: a window of 5,000 rows; Go to order scrolls to its position, before and after a sort', async ({
  browser,
}) => {
  const {page, context, demo, errors} = await openDemo(browser, '/docs/guides/virtualization', 'scroll-to-record');
  const example = page.locator('.mrt-example[data-example="scroll-to-record"]').first();
  const container = demo.locator('.MuiTableContainer-root');
  const orderIds = () =>
    demo.locator('tbody tr').evaluateAll((rows) => rows.map((row) => Number(row.querySelector('td')?.textContent)));
  const rowOf = (id: number) =>
    demo.locator('tbody tr').filter({has: page.locator('td:first-child', {hasText: new RegExp(`^${id}$`)})});
  const found = example.getByTestId('found');
  const goTo = async (id: number) => {
    await typeInto(example.getByLabel('Order number'), String(id));
    await example.getByRole('button', {name: 'Go to order'}).click();
  };
  try {
    // in data order: order 1 first, and only a window of the 5,000 rows in the page
    await rowOf(1).waitFor();
    const first = await orderIds();
    expect(first.slice(0, 3)).toEqual([1, 2, 3]);
    expect(first.length).toBeLessThan(40);

    // unsorted, order 2,500 is row 2,500
    await goTo(2500);
    await expect(found).toHaveText('Order 2500 is row 2500 of 5000');
    await rowOf(2500).waitFor();
    expect(await orderIds()).not.toContain(1);
    expect((await orderIds()).length).toBeLessThan(40);

    // a number column sorts descending on the first click, and the table goes back to the top
    await clickHeader(page, demo, 'Amount');
    const byAmount = [...orders].sort((a, b) => b.amount - a.amount);
    await expect.poll(async () => (await orderIds())[0]).toEqual(byAmount[0].id);
    expect(await container.evaluate((element) => element.scrollTop)).toBe(0);

    // the same order number is now at another position
    const position = byAmount.findIndex((order) => order.id === 2500) + 1;
    expect(position).not.toBe(2500);
    await goTo(2500);
    await expect(found).toHaveText(`Order 2500 is row ${position} of 5000`);
    await rowOf(2500).waitFor();
    const around = await orderIds();
    const expectedAround = byAmount.slice(Math.max(0, position - 6), position + 6).map((order) => order.id);
    expect(around.filter((id) => expectedAround.includes(id)).length).toBeGreaterThan(5);

    // an order that does not exist
    await goTo(9999);
    await expect(found).toHaveText('No order 9999');
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});
