/**
 * The Column Pinning guide's demo: the pinning state lives in React and is printed under the table. The row-number
 * column and Name start pinned left, Salary right; pinned columns hold their place while the table scrolls sideways;
 * a column's menu pins and unpins it; Email (enablePinning: false) offers no pinning items.
 */
import {expect, test} from '@playwright/test';
import type {Locator, Page} from '@playwright/test';
import {openDemo, pointAt, realErrors} from '../examples/harness';
import {boxOf, header} from './harness';
import {employees} from '../../../src/examples/guides/column-pinning/controlled-pinning/data';

/** Scrolls the table container sideways with the mouse wheel until it has moved at least `min` px. */
async function wheelSideways(page: Page, container: Locator, deltaX: number, min: number) {
  await pointAt(page, container);
  await page.mouse.wheel(deltaX, 0);
  await page.waitForFunction(([element, least]) => (element as HTMLElement).scrollLeft >= (least as number), [
    await container.elementHandle(),
    min,
  ] as const);
}

/** Header labels of the first header row, in screen order. */
function headerLabels(demo: Locator): Promise<string[]> {
  return demo
    .locator('thead tr')
    .first()
    .locator('th')
    .evaluateAll((cells) =>
      cells.map((cell) => (cell.querySelector('.Mui-TableHeadCell-Content-Wrapper')?.textContent ?? '').trim()),
    );
}

test('column pinning guide: pinned columns stay while the rest scrolls; the menu pins and unpins; the state follows', async ({
  browser,
}) => {
  const {page, context, demo, errors} = await openDemo(browser, '/docs/guides/column-pinning', 'controlled-pinning');
  const state = page.getByTestId('pinning-state');
  const menuOf = async (label: string) => {
    await header(demo, label).getByRole('button', {name: 'Column Actions'}).click();
    await page.getByRole('menu').waitFor({state: 'visible'});
  };
  try {
    const container = demo.locator('.MuiTableContainer-root');
    await demo.scrollIntoViewIfNeeded();

    // the initial state: row numbers and Name on the left, Salary on the right
    expect(await state.textContent()).toBe('Left: mrt-row-numbers, name; right: salary');
    const labels = await headerLabels(demo);
    expect(labels.slice(0, 2)).toEqual(['#', 'Name']);
    expect(labels[labels.length - 1]).toBe('Salary');
    expect(await header(demo, 'Name').getAttribute('data-pinned')).toBe('true');
    expect(await header(demo, 'Department').getAttribute('data-pinned')).toBeNull();
    // the row-number column is pinned too: its first body cell reads 1
    const firstRow = demo.locator('tbody tr').first();
    expect((await firstRow.locator('td').nth(0).textContent())?.trim()).toBe('1');
    expect((await firstRow.locator('td').nth(1).textContent())?.trim()).toBe(employees[0].name);

    // scrolling sideways: unpinned columns move by the scrolled distance, pinned ones stay
    expect(await container.evaluate((element) => element.scrollWidth > element.clientWidth + 200)).toBe(true);
    const nameBefore = await boxOf(header(demo, 'Name'));
    const salaryBefore = await boxOf(header(demo, 'Salary'));
    const departmentBefore = await boxOf(header(demo, 'Department'));
    await wheelSideways(page, container, 300, 150);
    const scrolled = await container.evaluate((element) => element.scrollLeft);
    expect(departmentBefore.x - (await boxOf(header(demo, 'Department'))).x).toBeCloseTo(scrolled, -1);
    expect((await boxOf(header(demo, 'Name'))).x).toBeCloseTo(nameBefore.x, 0);
    expect((await boxOf(header(demo, 'Salary'))).x).toBeCloseTo(salaryBefore.x, 0);

    // Email cannot be pinned: its menu has no pinning items
    await menuOf('Email');
    const emailItems = await page.getByRole('menuitem').allTextContents();
    expect(emailItems.length).toBeGreaterThan(0);
    expect(emailItems.filter((text) => /Pin to|Unpin/.test(text))).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({state: 'detached'});

    // Pin to left appends City to the left block, after Name
    await menuOf('City');
    await page.getByRole('menuitem', {name: 'Pin to left'}).click();
    await page.getByRole('menu').waitFor({state: 'detached'});
    await expect(state).toHaveText('Left: mrt-row-numbers, name, city; right: salary');
    expect((await headerLabels(demo)).slice(0, 3)).toEqual(['#', 'Name', 'City']);
    expect(await header(demo, 'City').getAttribute('data-pinned')).toBe('true');

    // Salary's menu: Pin to right is disabled (already there), Unpin removes it from the state
    await menuOf('Salary');
    expect(await page.getByRole('menuitem', {name: 'Pin to right'}).getAttribute('aria-disabled')).toBe('true');
    await page.getByRole('menuitem', {name: 'Unpin'}).click();
    await page.getByRole('menu').waitFor({state: 'detached'});
    await expect(state).toHaveText('Left: mrt-row-numbers, name, city; right: none');
    expect(await header(demo, 'Salary').getAttribute('data-pinned')).toBeNull();
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});
