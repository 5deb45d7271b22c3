import {expect, test} from '@playwright/test';
import type {Locator, Page} from '@playwright/test';
import {boxOf, header, openExample, pointAt, realErrors} from './harness';

/** Scrolls the table container sideways with the mouse wheel until it has moved at least `min` px. */
async function wheelRight(page: Page, container: Locator, deltaX: number, min: number) {
  await pointAt(page, container);
  await page.mouse.wheel(deltaX, 0);
  await page.waitForFunction(([element, least]) => (element as HTMLElement).scrollLeft >= (least as number), [
    await container.elementHandle(),
    min,
  ] as const);
}

test('column-pinning: the left- and right-pinned columns stay in view while the others scroll sideways', async ({
  browser,
}) => {
  const {page, context, demo, errors} = await openExample(browser, 'column-pinning');
  try {
    const container = demo.locator('.MuiTableContainer-root');
    await demo.scrollIntoViewIfNeeded();
    const firstRow = demo.locator('tbody tr').first();
    const cell = (index: number) => firstRow.locator('td').nth(index);
    // cells: 0 select, 1 First Name (pinned left), then No., Last Name, Email..., Status (pinned right) last
    expect(await cell(1).textContent()).not.toBe('');

    const frame = await boxOf(container);
    expect(await container.evaluate((element) => element.scrollWidth > element.clientWidth + 300)).toBe(true);
    const nameBefore = await boxOf(header(demo, 'First Name'));
    const nameCellBefore = await boxOf(cell(1));
    const emailBefore = await boxOf(header(demo, 'Email'));
    const statusBefore = await boxOf(header(demo, 'Status'));
    // the right-pinned column sits at the container's right edge even before any scrolling
    expect(statusBefore.x + statusBefore.width).toBeLessThanOrEqual(frame.x + frame.width + 1);
    expect(statusBefore.x + statusBefore.width).toBeGreaterThan(frame.x + frame.width - 30);

    await wheelRight(page, container, 400, 300);
    const scrolled = await container.evaluate((element) => element.scrollLeft);

    // unpinned columns moved left by the scrolled distance
    const emailAfter = await boxOf(header(demo, 'Email'));
    expect(emailBefore.x - emailAfter.x).toBeCloseTo(scrolled, -1);
    // pinned ones did not move, and are still inside the container's visible box
    const nameAfter = await boxOf(header(demo, 'First Name'));
    const nameCellAfter = await boxOf(cell(1));
    const statusAfter = await boxOf(header(demo, 'Status'));
    expect(nameAfter.x).toBeCloseTo(nameBefore.x, 0);
    expect(nameCellAfter.x).toBeCloseTo(nameCellBefore.x, 0);
    expect(nameAfter.x).toBeGreaterThanOrEqual(frame.x - 1);
    expect(statusAfter.x).toBeCloseTo(statusBefore.x, 0);
    expect(statusAfter.x + statusAfter.width).toBeLessThanOrEqual(frame.x + frame.width + 1);
    // and they are drawn above the cells scrolling under them
    const topmost = await page.evaluate(({x, y}) => document.elementFromPoint(x, y)?.closest('td')?.textContent, {
      x: nameCellAfter.x + nameCellAfter.width / 2,
      y: nameCellAfter.y + nameCellAfter.height / 2,
    });
    expect(topmost).toBe(await cell(1).textContent());
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('column-pinning: "Pin to left" in a column’s menu keeps that column in view too', async ({browser}) => {
  const {page, context, demo, errors} = await openExample(browser, 'column-pinning');
  try {
    const container = demo.locator('.MuiTableContainer-root');
    await demo.scrollIntoViewIfNeeded();
    const company = header(demo, 'Company');
    await company.getByRole('button', {name: 'Column Actions'}).click();
    await page.getByRole('menuitem', {name: 'Pin to left'}).click();
    await page.getByRole('menu').waitFor({state: 'detached'});

    // pinned columns go to the left block, after the ones pinned before
    const labels = await demo
      .locator('thead tr')
      .first()
      .locator('th')
      .evaluateAll((cells) =>
        cells.map((cell) => (cell.querySelector('.Mui-TableHeadCell-Content-Wrapper')?.textContent ?? '').trim()),
      );
    expect(labels.slice(0, 4)).toEqual(['', 'First Name', 'Company', 'No.']);

    // once the scroll reaches it, the column holds its place next to the other pinned ones
    const email = header(demo, 'Email');
    await wheelRight(page, container, 300, 200);
    const [companyOnce, emailOnce] = [await boxOf(company), await boxOf(email)];
    await wheelRight(page, container, 300, 450);
    const [companyTwice, emailTwice] = [await boxOf(company), await boxOf(email)];
    expect(emailTwice.x).toBeLessThan(emailOnce.x - 150);
    expect(companyTwice.x).toBeCloseTo(companyOnce.x, 0);
    const frame = await boxOf(container);
    expect(companyTwice.x).toBeGreaterThanOrEqual(frame.x);
    expect(companyTwice.x + companyTwice.width).toBeLessThan(frame.x + frame.width / 2);
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});
