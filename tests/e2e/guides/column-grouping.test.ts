/**
 * The Column Grouping guide's demo: the grouping state lives in React and is printed under the table. Groups
 * start collapsed; the column menu adds a grouping level, the banner's chip removes one, and the
 * groupedColumnMode buttons move the grouped column to the front, into the expand column, or leave it in place.
 * The Customized Grouping demo on the page is the example's own, tested by
 * tests/e2e/examples/customized-grouping.test.ts.
 */
import {expect, test} from '@playwright/test';
import type {Locator} from '@playwright/test';
import {openDemo, realErrors} from '../examples/harness';
import {employees} from '../../../src/examples/guides/column-grouping/controlled-grouping/data';

/** Header texts of the demo's table, one per column (without the sort badge's hidden sort index). */
const headerTexts = (demo: Locator) =>
  demo
    .locator('thead tr')
    .first()
    .locator('th')
    .evaluateAll((cells) =>
      cells.map((cell) => {
        const copy = cell.cloneNode(true) as HTMLElement;
        copy.querySelectorAll('.MuiBadge-badge').forEach((badge) => badge.remove());
        return (copy.textContent ?? '').trim();
      }),
    );

/** The first `count` cell texts of every body row. */
const leadingCells = (demo: Locator, count: number) =>
  demo.locator('tbody tr').evaluateAll(
    (rows, n) =>
      rows.map((row) =>
        Array.from(row.querySelectorAll('td'))
          .slice(0, n)
          .map((cell) => (cell.textContent ?? '').trim()),
      ),
    count,
  );

/** Groups of `rows` by `key`, in order of first appearance, as "value (count)". */
function groupLabels(rows: typeof employees, key: 'department' | 'city'): string[] {
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(row[key], (counts.get(row[key]) ?? 0) + 1);
  return [...counts].map(([value, count]) => `${value} (${count})`);
}

test('column grouping guide: groups collapse and expand, the menu and the chip change the state, the three column modes', async ({
  browser,
}) => {
  const {page, context, demo, errors} = await openDemo(browser, '/docs/guides/column-grouping', 'controlled-grouping');
  const state = page.getByTestId('grouping-state');
  const engineers = employees.filter((employee) => employee.department === 'Engineering');
  const cityCount = (department: string) =>
    new Set(employees.filter((employee) => employee.department === department).map((employee) => employee.city)).size;
  try {
    // grouped by department: one collapsed row per department, and 'reorder' puts Department before the expand column
    expect(await state.textContent()).toBe('Grouping: department');
    expect(await headerTexts(demo)).toEqual(['Department', '', 'Name', 'City', 'Salary']);
    const departments = groupLabels(employees, 'department');
    expect(departments).toEqual(['Engineering (3)', 'Sales (3)', 'Support (2)']);
    expect((await leadingCells(demo, 1)).map(([cell]) => cell)).toEqual(departments);

    // the expand button of one group shows its rows under it
    const engineering = demo.locator('tbody tr', {hasText: 'Engineering (3)'});
    await engineering.getByRole('button', {name: 'Expand'}).click();
    await expect
      .poll(async () => (await leadingCells(demo, 3)).map((cells) => cells[2]))
      .toEqual(['', ...engineers.map((employee) => employee.name), '', '']);

    // "Group by City" in the City column's menu adds a second level: the open group now holds city groups, and a
    // department's count is now its number of city groups (the rows directly under it)
    await demo.locator('thead th', {hasText: 'City'}).getByRole('button', {name: 'Column Actions'}).click();
    await page.getByRole('menuitem', {name: 'Group by City'}).click();
    await expect(state).toHaveText('Grouping: department, then city');
    expect(await headerTexts(demo)).toEqual(['Department', 'City', '', 'Name', 'Salary']);
    await expect
      .poll(() => leadingCells(demo, 2))
      .toEqual([
        [`Engineering (${cityCount('Engineering')})`, ''],
        ...groupLabels(engineers, 'city').map((label) => ['', label]),
        [`Sales (${cityCount('Sales')})`, ''],
        [`Support (${cityCount('Support')})`, ''],
      ]);

    // the chip's delete icon in the "Grouped by" banner removes that level
    await demo.locator('.MuiChip-root', {hasText: 'Department'}).locator('.MuiChip-deleteIcon').click();
    await expect(state).toHaveText('Grouping: city');
    const cities = groupLabels(employees, 'city');
    await expect.poll(async () => (await leadingCells(demo, 1)).map(([cell]) => cell)).toEqual(cities);

    // 'remove': the City column leaves the table; the expand column shows the group value and is titled City
    await page.getByRole('button', {name: "'remove'"}).click();
    await expect.poll(() => headerTexts(demo)).toEqual(['City', 'Name', 'Department', 'Salary']);
    expect((await leadingCells(demo, 1)).map(([cell]) => cell)).toEqual(cities.map((label) => label.replace(' ', '')));

    // false: every column keeps its place, the expand column comes first
    await page.getByRole('button', {name: 'false'}).click();
    await expect.poll(() => headerTexts(demo)).toEqual(['', 'Name', 'Department', 'City', 'Salary']);
    expect((await leadingCells(demo, 4)).map((cells) => cells[3])).toEqual(cities);
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});
