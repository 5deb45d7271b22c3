import {expect, test} from '@playwright/test';
import type {Locator} from '@playwright/test';
import {data, formatDollars} from '../../../src/examples/customized-grouping/makeData';
import {openExample, realErrors, tableMatrix} from './harness';

/** Expected custom group rows for one grouping key: label, chip text and summed amount, in order of first appearance. */
function groupsBy(key: 'region' | 'rep', rows = data) {
  const groups = new Map<string, {count: number; sum: number}>();
  for (const deal of rows) {
    const group = groups.get(deal[key]) ?? {count: 0, sum: 0};
    groups.set(deal[key], {count: group.count + 1, sum: group.sum + deal.amount});
  }
  return [...groups].map(([value, {count, sum}]) => ({
    value,
    chip: `${count} ${count === 1 ? 'deal' : 'deals'}`,
    amount: formatDollars(sum),
  }));
}

/** What the custom group cells show: bold value, chip label, and the Amount cell of the same row. */
async function customGroupRows(demo: Locator) {
  const {headers} = await tableMatrix(demo);
  const amountIndex = headers.indexOf('Amount');
  return demo.locator('tbody tr:has(.MuiChip-root)').evaluateAll(
    (trs, index) =>
      trs.map((tr) => ({
        value: (tr.querySelector('td .MuiTypography-root')?.textContent ?? '').trim(),
        chip: (tr.querySelector('.MuiChip-label')?.textContent ?? '').trim(),
        amount: (tr.querySelectorAll('td')[index]?.textContent ?? '').trim(),
      })),
    amountIndex,
  );
}

test('customized-grouping: group rows are the custom cell (value, deal-count chip, summed amount), the grouped column is gone', async ({
  browser,
}) => {
  const {page, context, demo, errors} = await openExample(browser, 'customized-grouping');
  try {
    const regions = groupsBy('region');
    expect(regions.map((g) => g.chip)).toEqual(['4 deals', '3 deals', '2 deals']);
    await expect.poll(() => customGroupRows(demo)).toEqual(regions);

    // 'remove' mode: no Region column among the data columns; deal rows have no expand button
    const {headers, rows} = await tableMatrix(demo);
    // the first header is the expand column's, naming the grouping; the data columns follow
    expect(headers.filter(Boolean)).toEqual(['Region', 'Customer', 'Sales Rep', 'Amount']);
    expect(headers.indexOf('Region')).toBe(0);
    expect(rows).toHaveLength(regions.length + data.length); // expanded from the start
    expect(await demo.locator('tbody').getByRole('button', {name: 'Expand'}).count()).toBe(regions.length);
    // a plain deal row shows its own amount, formatted by Cell
    expect(rows[1][headers.indexOf('Amount')]).toBe(formatDollars(data.filter((d) => d.region === 'North')[0].amount));

    // nest a second grouping from the column menu: every sub-group row uses the custom cell too
    await demo
      .locator('thead th', {hasText: 'Sales Rep'})
      .first()
      .getByRole('button', {name: 'Column Actions'})
      .click();
    await page.getByRole('menuitem', {name: 'Group by Sales Rep'}).click();
    const north = data.filter((d) => d.region === 'North');
    const expectedNorth = [regions[0], ...groupsBy('rep', north)];
    await expect.poll(async () => (await customGroupRows(demo)).slice(0, expectedNorth.length)).toEqual(expectedNorth);
    expect(expectedNorth.map((g) => g.chip)).toContain('1 deal');
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});
