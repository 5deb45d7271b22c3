/**
 * The Pagination guide's demo: the pagination state lives in React and is printed under the table; the numbered
 * page buttons and the last-page button move between pages, a new page size keeps the first row shown in view,
 * and a new sort goes back to the first page. The expanded-rows demo: sub-rows of an expanded row take places on the
 * page until paginateExpandedRows is turned off. The custom-controls demo: MRT shows only its rows-per-page selector,
 * and the demo's own Earlier/Later buttons page through the stations.
 */
import {expect, test} from '@playwright/test';
import type {Locator} from '@playwright/test';
import {clickHeader, columnTexts, openDemo, realErrors} from '../examples/harness';
import {demoFrame} from './harness';
import {orders} from '../../../src/examples/guides/pagination/page-state/data';
import {teams} from '../../../src/examples/guides/pagination/expanded-rows/data';
import {stations} from '../../../src/examples/guides/pagination/custom-controls/data';

const ORDER = 1;
const ids = (list: typeof orders) => list.map((order) => String(order.id));
// in the expanded-rows demo the expand button has the first cell, so Name is the second
const MEMBER_NAME = 2;
const rangeText = (demo: Locator) => demo.getByText(/^\d+-\d+ of \d+$/).textContent();

test('pagination guide: page buttons, rows per page, a sort that returns to page 1, and expanded rows', async ({
  browser,
}) => {
  const {page, context, demo, errors} = await openDemo(browser, '/docs/guides/pagination', 'page-state');
  const state = page.getByTestId('pagination-state');
  try {
    expect(await state.textContent()).toBe('Page 1 of 5 · 5 rows per page');
    expect(await columnTexts(demo, ORDER)).toEqual(ids(orders.slice(0, 5)));

    // a numbered page button
    await demo.getByRole('button', {name: 'Go to page 3'}).click();
    await expect(state).toHaveText('Page 3 of 5 · 5 rows per page');
    expect(await columnTexts(demo, ORDER)).toEqual(ids(orders.slice(10, 15)));
    expect(await demo.getByRole('button', {name: 'page 3', exact: true}).getAttribute('aria-current')).toBe('page');

    // the last page holds the three rows left over
    await demo.getByRole('button', {name: 'Go to last page'}).click();
    await expect(state).toHaveText('Page 5 of 5 · 5 rows per page');
    expect(await columnTexts(demo, ORDER)).toEqual(ids(orders.slice(20)));

    // 10 rows per page: row 21 was the first one shown, so the table moves to the page that holds it (page 3)
    await demo.getByRole('combobox', {name: 'Rows per page'}).click();
    await page.getByRole('option', {name: '10', exact: true}).click();
    await expect(state).toHaveText('Page 3 of 3 · 10 rows per page');
    expect(await columnTexts(demo, ORDER)).toEqual(ids(orders.slice(20)));

    // sorting changes the rows, so the table goes back to the first page; a number column sorts descending first
    await clickHeader(page, demo, 'Total');
    await expect(state).toHaveText('Page 1 of 3 · 10 rows per page');
    const byTotal = [...orders].sort((a, b) => b.total - a.total);
    expect(await columnTexts(demo, ORDER)).toEqual(ids(byTotal.slice(0, 10)));

    // expanded rows: three rows a page; by default an expanded team's members take places on the page
    const tree = demoFrame(page, 'expanded-rows');
    await tree.locator('table').first().waitFor({state: 'visible'});
    const [design, platform, support] = teams;
    const members = design.subRows!.map((member) => member.name);
    expect(await columnTexts(tree, MEMBER_NAME)).toEqual([design.name, platform.name, support.name]);
    expect(await rangeText(tree)).toBe(`1-3 of ${teams.length}`);
    await tree.locator('tbody tr', {hasText: design.name}).getByRole('button', {name: 'Expand'}).click();
    await expect.poll(() => columnTexts(tree, MEMBER_NAME)).toEqual([design.name, ...members]);
    expect(await rangeText(tree)).toBe(`1-3 of ${teams.length + members.length}`);

    // with paginateExpandedRows off the page holds three teams again, the expanded one with its members
    await tree.getByRole('switch', {name: 'Sub-rows count toward the page size'}).click();
    await expect
      .poll(() => columnTexts(tree, MEMBER_NAME))
      .toEqual([design.name, ...members, platform.name, support.name]);
    expect(await rangeText(tree)).toBe(`1-3 of ${teams.length}`);
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});

test("pagination guide: custom page controls with MRT's rows-per-page selector", async ({browser}) => {
  const {page, context, demo, errors} = await openDemo(browser, '/docs/guides/pagination', 'custom-controls');
  const label = page.getByTestId('page-label');
  const codes = (from: number, size: number) => stations.slice(from, from + size).map((station) => station.code);
  const pages = (size: number) => Math.ceil(stations.length / size);
  try {
    expect(await demo.getByRole('button', {name: 'Go to next page'}).count()).toBe(0);
    expect(await label.textContent()).toBe(`Page 1 of ${pages(5)}`);
    expect(await columnTexts(demo, 1)).toEqual(codes(0, 5));
    expect(await demo.getByRole('button', {name: 'Earlier'}).isDisabled()).toBe(true);

    await demo.getByRole('button', {name: 'Later'}).click();
    await demo.getByRole('button', {name: 'Later'}).click();
    await expect(label).toHaveText(`Page 3 of ${pages(5)}`);
    expect(await columnTexts(demo, 1)).toEqual(codes(10, 5));
    await demo.getByRole('button', {name: 'Earlier'}).click();
    await expect.poll(() => columnTexts(demo, 1)).toEqual(codes(5, 5));

    // MRT's selector still sets the page size; the first row shown stays in view (S06 is on page 1 of 20)
    await demo.getByRole('combobox', {name: 'Rows per page'}).click();
    await page.getByRole('option', {name: '20', exact: true}).click();
    await expect(label).toHaveText(`Page 1 of ${pages(20)}`);
    expect(await columnTexts(demo, 1)).toEqual(codes(0, 20));
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});
