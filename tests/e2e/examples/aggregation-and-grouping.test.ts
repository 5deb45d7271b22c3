import {expect, test} from '@playwright/test';
import type {Locator} from '@playwright/test';
import {data, formatDollars, type Employee} from '../../../src/examples/aggregation-and-grouping/makeData';
import {openExample, realErrors, tableMatrix} from './harness';

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** The aggregates each group row must show, computed here from the fixture. */
function expectedGroups(key: keyof Employee, rows: Employee[] = data) {
  const groups = new Map<string, Employee[]>();
  for (const row of rows) groups.set(String(row[key]), [...(groups.get(String(row[key])) ?? []), row]);
  return [...groups].map(([value, members]) => ({
    label: `${value} (${members.length})`,
    age: `Avg ${mean(members.map((m) => m.age)).toFixed(1)}`,
    salary: `Total ${formatDollars(sum(members.map((m) => m.salary)))}Top ${formatDollars(Math.max(...members.map((m) => m.salary)))}`,
  }));
}

/** Group rows as shown: the "value (count)" label and the Age and Salary cells of that row. */
async function shownGroups(demo: Locator) {
  const {headers, rows} = await tableMatrix(demo);
  return rows
    .map((cells) => ({label: cells.find((text) => /\(\d+\)$/.test(text)) ?? '', cells}))
    .filter((row) => row.label)
    .map(({label, cells}) => ({label, age: cells[headers.indexOf('Age')], salary: cells[headers.indexOf('Salary')]}));
}

test('aggregation-and-grouping: each team row shows the mean age, the salary sum and max of its members', async ({
  browser,
}) => {
  const {page, context, demo, errors} = await openExample(browser, 'aggregation-and-grouping');
  try {
    const teams = expectedGroups('team');
    // a sanity check of the fixture arithmetic itself, so the comparison below is meaningful
    expect(teams[0]).toEqual({label: 'Platform (4)', age: 'Avg 33.8', salary: 'Total $480,000Top $152,000'});
    await expect.poll(() => shownGroups(demo)).toEqual(teams);

    // whole-table footers
    const footer = await demo.locator('tfoot').innerText();
    expect(footer).toContain(`Avg ${mean(data.map((e) => e.age)).toFixed(1)}`);
    expect(footer).toContain(`Total ${formatDollars(sum(data.map((e) => e.salary)))}`);

    // group by Level as well: every team/level sub-group gets its own aggregates
    await demo.locator('thead th', {hasText: 'Level'}).first().getByRole('button', {name: 'Column Actions'}).click();
    await page.getByRole('menuitem', {name: 'Group by Level'}).click();
    // (expanded: true in initialState keeps the new sub-groups open)
    const nested = expectedGroups('team').flatMap((team) => {
      const value = team.label.replace(/ \(\d+\)$/, '');
      const levels = expectedGroups(
        'level',
        data.filter((e) => e.team === value),
      );
      // the default label counts direct sub-rows: now the level groups, not the people
      return [{...team, label: `${value} (${levels.length})`}, ...levels];
    });
    await expect.poll(() => shownGroups(demo)).toEqual(nested);
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});
