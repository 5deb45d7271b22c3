/**
 * The Aggregation guide's demo: rows grouped by region, each group row showing the mean of Deals and the sum of
 * Revenue through AggregatedCell, and a Revenue footer totalling every row whatever the grouping.
 * The Aggregation and Grouping demo on the page is the example's own, tested by
 * tests/e2e/examples/aggregation-and-grouping.test.ts.
 */
import {expect, test} from '@playwright/test';
import type {Locator} from '@playwright/test';
import {clickHeader, openDemo, realErrors} from '../examples/harness';
import {sales, type Sale} from '../../../src/examples/guides/aggregation/sales-totals/data';

const money = (value: number) =>
  value.toLocaleString('en-US', {style: 'currency', currency: 'USD', maximumFractionDigits: 0});

/** Each body row's cells as text, by the column header's text (so the expand column's position does not matter). */
async function rowsByHeader(demo: Locator): Promise<Record<string, string>[]> {
  return demo
    .locator('table')
    .first()
    .evaluate((table) => {
      const headers = Array.from(table.querySelectorAll('thead tr:last-child th')).map((th) =>
        (th.querySelector('.Mui-TableHeadCell-Content-Wrapper')?.textContent ?? '').trim(),
      );
      return Array.from(table.querySelectorAll('tbody tr')).map((tr) => {
        const row: Record<string, string> = {};
        tr.querySelectorAll('td').forEach((td, index) => {
          if (headers[index]) row[headers[index]] = (td.textContent ?? '').trim();
        });
        return row;
      });
    });
}

/** The group rows the demo should show, in the order the regions first appear in the data. */
function groupRows(rows: Sale[]): Record<string, string>[] {
  const regions = [...new Set(rows.map((sale) => sale.region))];
  return regions.map((region) => {
    const members = rows.filter((sale) => sale.region === region);
    const deals = members.reduce((sum, sale) => sum + sale.deals, 0) / members.length;
    return {
      Region: `${region} (${members.length})`,
      'Sales Rep': '',
      Deals: `Avg ${deals.toFixed(1)}`,
      Revenue: money(members.reduce((sum, sale) => sum + sale.revenue, 0)),
    };
  });
}

// inside a group, a data row's cell of the grouped column is an empty placeholder
const leafRow = (sale: Sale, grouped = true): Record<string, string> => ({
  Region: grouped ? '' : sale.region,
  'Sales Rep': sale.rep,
  Deals: String(sale.deals),
  Revenue: money(sale.revenue),
});

test('aggregation guide: group rows show the mean and the sum, the footer the total, through expand, sort and ungroup', async ({
  browser,
}) => {
  const {page, context, demo, errors} = await openDemo(browser, '/docs/guides/aggregation', 'sales-totals');
  const state = page.getByTestId('grouping-state');
  const footer = demo.locator('tfoot');
  const total = `Total ${money(sales.reduce((sum, sale) => sum + sale.revenue, 0))}`;
  try {
    // grouped by region: one row per region, with its aggregates; the footer totals every row
    expect(await state.textContent()).toBe('Grouping: region');
    const groups = groupRows(sales);
    await expect.poll(() => rowsByHeader(demo)).toEqual(groups);
    expect(await footer.textContent()).toContain(total);

    // opening North shows its rows under the group row
    const north = sales.filter((sale) => sale.region === 'North');
    await demo.locator('tbody tr', {hasText: 'North (3)'}).getByRole('button', {name: 'Expand'}).click();
    await expect
      .poll(() => rowsByHeader(demo))
      .toEqual([groups[0], ...north.map((sale) => leafRow(sale)), ...groups.slice(1)]);

    // a Revenue sort orders the regions by their sums, and the rows inside North by their own revenue
    await clickHeader(page, demo, 'Revenue');
    const byRevenue = (a: Record<string, string>, b: Record<string, string>) =>
      Number(b.Revenue.replace(/\D/g, '')) - Number(a.Revenue.replace(/\D/g, ''));
    const sortedGroups = [...groups].sort(byRevenue);
    const sortedNorth = [...north].sort((a, b) => b.revenue - a.revenue).map((sale) => leafRow(sale));
    const northAt = sortedGroups.findIndex((group) => group.Region.startsWith('North'));
    await expect
      .poll(() => rowsByHeader(demo))
      .toEqual([...sortedGroups.slice(0, northAt + 1), ...sortedNorth, ...sortedGroups.slice(northAt + 1)]);

    // removing the grouping from the banner's chip: no group rows, no aggregates, the same footer total
    await demo.locator('.MuiChip-root', {hasText: 'Region'}).locator('.MuiChip-deleteIcon').click();
    await expect(state).toHaveText('Grouping: none');
    await expect
      .poll(() => rowsByHeader(demo))
      .toEqual([...sales].sort((a, b) => b.revenue - a.revenue).map((sale) => leafRow(sale, false)));
    expect(await footer.textContent()).toContain(total);
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});
