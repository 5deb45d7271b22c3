/**
 * The Sticky Header guide's demo: with a sticky header and footer, a pinned column and sticky pinned rows in a
 * 360 px container, scrolling down keeps the header at the top, the footer at the bottom, row 3 under the header
 * and row 30 above the footer; scrolling sideways keeps the pinned Customer column, header cell included, at the
 * left; a row pinned with its pin button sticks under row 3.
 */
import {expect, test} from '@playwright/test';
import type {Locator, Page} from '@playwright/test';
import {openDemo, pointAt, realErrors} from '../examples/harness';
import {boxOf, header} from './harness';
import {orders} from '../../../src/examples/guides/sticky-header/sticky-with-pinning/data';

/** Wheels the container with the mouse and waits until it has scrolled `min` px, or to its end if that is nearer. */
async function wheel(page: Page, container: Locator, dx: number, dy: number, min: number) {
  await pointAt(page, container);
  await page.mouse.wheel(dx, dy);
  await page.waitForFunction(
    ([element, down, least]) => {
      const box = element as HTMLElement;
      const end = down ? box.scrollHeight - box.clientHeight : box.scrollWidth - box.clientWidth;
      return (down ? box.scrollTop : box.scrollLeft) >= Math.min(least as number, end - 1);
    },
    [await container.elementHandle(), dy !== 0, min] as const,
  );
}

/** The text of the row drawn topmost at the middle of `cell`. */
function topmostRowText(page: Page, box: {x: number; y: number; width: number; height: number}) {
  return page.evaluate(
    ({x, y}) => document.elementFromPoint(x, y)?.closest('tr')?.querySelectorAll('td')[2]?.textContent ?? null,
    {x: box.x + box.width / 2, y: box.y + box.height / 2},
  );
}

test('sticky header guide: header, footer, pinned rows and the pinned column stay in view while the table scrolls', async ({
  browser,
}) => {
  const {page, context, demo, errors} = await openDemo(browser, '/docs/guides/sticky-header', 'sticky-with-pinning');
  const container = demo.locator('.MuiTableContainer-root');
  // cells: 0 pin button, 1 Customer (both pinned left), 2 No., then Email, City, Ordered, Product, Status, Amount
  const row = (no: number) =>
    demo
      .locator('tbody tr')
      .filter({has: page.locator('td:nth-child(3)').getByText(String(no), {exact: true})})
      .first();
  const footerCell = demo.locator('tfoot tr').first();
  const clientBottom = () =>
    container.evaluate((element) => element.getBoundingClientRect().top + element.clientHeight);
  try {
    expect(await demo.locator('tbody tr').count()).toBe(orders.length);
    expect(await container.evaluate((element) => element.clientHeight)).toBeLessThanOrEqual(360);
    const total = orders.reduce((sum, order) => sum + order.amount, 0).toLocaleString('en-US');
    expect(await footerCell.textContent()).toBe(`${orders.length} ordersTotal $${total}`);

    // scroll down: header at the top, footer at the bottom, pinned rows at the edges, each drawn above the others
    await wheel(page, container, 0, 500, 400);
    const frame = await boxOf(container);
    const head = await boxOf(header(demo, 'Customer'));
    expect(Math.abs(head.y - frame.y)).toBeLessThanOrEqual(2);
    const three = await boxOf(row(3));
    expect(Math.abs(three.y - (head.y + head.height))).toBeLessThanOrEqual(2);
    expect((await boxOf(row(4))).y + (await boxOf(row(4))).height).toBeLessThanOrEqual(head.y + head.height + 1);
    expect(await topmostRowText(page, three)).toBe('3');
    const foot = await boxOf(footerCell);
    expect(Math.abs(foot.y + foot.height - (await clientBottom()))).toBeLessThanOrEqual(2);
    const thirty = await boxOf(row(30));
    expect(Math.abs(thirty.y + thirty.height - foot.y)).toBeLessThanOrEqual(2);
    expect((await boxOf(row(29))).y).toBeGreaterThan(foot.y);
    expect(await topmostRowText(page, thirty)).toBe('30');

    // scroll sideways: the pinned Customer column keeps its place, its header cell drawn above the others
    // the columns are wider than the container at this window width
    expect(await container.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeGreaterThan(250);
    const emailBefore = await boxOf(header(demo, 'Email'));
    await wheel(page, container, 400, 0, 200);
    const scrolled = await container.evaluate((element) => element.scrollLeft);
    const emailAfter = await boxOf(header(demo, 'Email'));
    expect(emailBefore.x - emailAfter.x).toBeCloseTo(scrolled, -1);
    const headAfter = await boxOf(header(demo, 'Customer'));
    expect(Math.abs(headAfter.x - head.x)).toBeLessThanOrEqual(1);
    expect(Math.abs(headAfter.y - frame.y)).toBeLessThanOrEqual(2);
    const hit = await page.evaluate(({x, y}) => document.elementFromPoint(x, y)?.closest('th')?.textContent ?? null, {
      x: headAfter.x + 20,
      y: headAfter.y + headAfter.height / 2,
    });
    expect(hit).toContain('Customer');

    // back to the top, pin row 6 with its pin button: scrolled down again, it sticks right under row 3
    await pointAt(page, container);
    await page.mouse.wheel(-2000, -2000);
    await page.waitForFunction(
      (element) => (element as HTMLElement).scrollTop === 0 && (element as HTMLElement).scrollLeft === 0,
      await container.elementHandle(),
    );
    await row(6).getByRole('button', {name: 'Pin'}).click();
    await page.waitForFunction(
      (element) => element?.getAttribute('data-pinned') === 'true',
      await row(6).elementHandle(),
    );
    await wheel(page, container, 0, 500, 400);
    const threeAgain = await boxOf(row(3));
    const six = await boxOf(row(6));
    expect(Math.abs(six.y - (threeAgain.y + threeAgain.height))).toBeLessThanOrEqual(2);
    expect(await topmostRowText(page, six)).toBe('6');
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});
