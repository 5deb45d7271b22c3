import {expect, test} from '@playwright/test';
import type {Page} from '@playwright/test';
import {headerTexts, openExample, realErrors, rowWith} from './harness';

const money = (value: number) =>
  value.toLocaleString('en-US', {style: 'currency', currency: 'USD', maximumFractionDigits: 0});

/** The column list and rows the in-page stand-in API answers for a period. */
async function report(page: Page, period: string) {
  return page.evaluate(async (p) => {
    const columns: {id: string; header: string}[] = (await (await fetch(`/demo-api/sales/columns?period=${p}`)).json())
      .columns;
    const rows: Record<string, string | number>[] = (await (await fetch(`/demo-api/sales?period=${p}`)).json()).data;
    return {columns, rows};
  }, period);
}

/** Cell texts of one row, by the region in its first cell. */
function rowCells(page: Page, region: string) {
  return page
    .locator('.mrt-example[data-example="dynamic-columns"] tbody tr', {hasText: region})
    .first()
    .locator('td')
    .allTextContents();
}

test('dynamic-columns: the columns come from the server, and switching the report rebuilds them', async ({browser}) => {
  const {page, context, demo, errors} = await openExample(browser, 'dynamic-columns');
  try {
    const quarters = await report(page, 'quarter');
    const quarterHeaders = [...quarters.columns.map((column) => column.header), 'Total'];
    expect(quarterHeaders).toEqual(['Region', 'Q1 2025', 'Q2 2025', 'Q3 2025', 'Q4 2025', 'Total']);
    await expect.poll(() => headerTexts(demo), {timeout: 10000}).toEqual(quarterHeaders);

    const north = quarters.rows.find((row) => row.region === 'North')!;
    const quarterFigures = ['q1', 'q2', 'q3', 'q4'].map((id) => Number(north[id]));
    const total = quarterFigures.reduce((sum, value) => sum + value, 0);
    await rowWith(demo, 'North').waitFor();
    expect((await rowCells(page, 'North')).map((text) => text.trim())).toEqual([
      'North',
      ...quarterFigures.map(money),
      money(total),
    ]);

    // Months: twelve period columns from the server's new list; the computed Total is the same money
    await demo.getByRole('button', {name: 'Months'}).click();
    expect(await demo.getByRole('button', {name: 'Months'}).getAttribute('aria-pressed')).toBe('true');
    expect(await demo.getByRole('button', {name: 'Quarters'}).getAttribute('aria-pressed')).toBe('false');
    const months = await report(page, 'month');
    const monthHeaders = [...months.columns.map((column) => column.header), 'Total'];
    expect(monthHeaders).toHaveLength(14);
    expect(monthHeaders.slice(1, 4)).toEqual(['Jan 2025', 'Feb 2025', 'Mar 2025']);
    await expect.poll(() => headerTexts(demo), {timeout: 10000}).toEqual(monthHeaders);
    const northMonths = months.rows.find((row) => row.region === 'North')!;
    const cells = (await rowCells(page, 'North')).map((text) => text.trim());
    expect(cells).toHaveLength(14);
    expect(cells[1]).toBe(money(Number(northMonths.jan)));
    expect(cells[13]).toBe(money(total));

    await demo.getByRole('button', {name: 'Quarters'}).click();
    await expect.poll(() => headerTexts(demo), {timeout: 10000}).toEqual(quarterHeaders);
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});
