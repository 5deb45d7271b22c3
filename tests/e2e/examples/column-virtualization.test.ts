import {expect, test} from '@playwright/test';
import type {Locator} from '@playwright/test';
import {makeData, readingKey} from '@site/src/examples/column-virtualization/makeData';
import {headerTexts, openExample, pointAt, realErrors} from './harness';

const sensors = makeData(20);

const readingNumbers = (headers: string[]) =>
  headers.filter((header) => header.startsWith('Reading ')).map((header) => Number(header.slice('Reading '.length)));

/** The first row's cell under the header `Reading n`, found by the header's position among the header cells. */
async function firstRowCellUnder(demo: Locator, n: number): Promise<string> {
  const index = await demo
    .locator('thead tr')
    .first()
    .locator('th')
    .evaluateAll(
      (cells, label) =>
        cells.findIndex(
          (cell) => (cell.querySelector('.Mui-TableHeadCell-Content-Wrapper')?.textContent ?? '').trim() === label,
        ),
      `Reading ${n}`,
    );
  expect(index).toBeGreaterThanOrEqual(0);
  return ((await demo.locator('tbody tr').first().locator(':scope > td').nth(index).textContent()) ?? '').trim();
}

test('column-virtualization: 500 columns with only a window of them in the page; horizontal scroll reveals more', async ({
  browser,
}) => {
  const {page, context, demo, errors} = await openExample(browser, 'column-virtualization');
  try {
    const container = demo.locator('.MuiTableContainer-root');
    await demo.locator('tbody tr', {hasText: 'Sensor 01'}).waitFor();

    const initial = readingNumbers(await headerTexts(demo));
    expect(initial[0]).toBe(1);
    expect(initial.length).toBeGreaterThan(2);
    expect(initial.length).toBeLessThan(40);
    expect(await demo.locator('thead th').count()).toBeLessThan(50);
    expect(await firstRowCellUnder(demo, 1)).toBe(String(sensors[0][readingKey(0)]));

    // sideways wheel over the table: later columns come in, the first ones leave, Sensor stays pinned
    await pointAt(page, container);
    await page.mouse.wheel(130 * 100, 0);
    await expect.poll(async () => (await container.evaluate((el) => el.scrollLeft)) > 130 * 50).toEqual(true);
    await expect.poll(async () => Math.min(...readingNumbers(await headerTexts(demo))) > 40).toEqual(true);
    const middle = readingNumbers(await headerTexts(demo));
    expect(middle).not.toContain(1);
    expect(middle.length).toBeLessThan(40);
    expect(await headerTexts(demo)).toContain('Sensor');
    const n = middle[Math.floor(middle.length / 2)];
    expect(await firstRowCellUnder(demo, n)).toBe(String(sensors[0][readingKey(n - 1)]));

    // all the way right: the 500th reading
    for (let i = 0; i < 6; i += 1) await page.mouse.wheel(130 * 100, 0);
    await expect.poll(async () => readingNumbers(await headerTexts(demo)).includes(500)).toEqual(true);
    expect(await firstRowCellUnder(demo, 500)).toBe(String(sensors[0][readingKey(499)]));
    expect(await demo.locator('thead th').count()).toBeLessThan(50);
    expect(await headerTexts(demo)).toContain('Sensor');
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});
