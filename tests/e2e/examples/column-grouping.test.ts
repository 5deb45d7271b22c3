import {expect, test} from '@playwright/test';
import {data, type Employee} from '../../../src/examples/column-grouping/makeData';
import {columnTexts, header, headerTexts, mouseDrag, openExample, realErrors} from './harness';

/** "Value (count)" for each distinct value of `key`, in order of first appearance: what a group row shows. */
function groupLabels(key: keyof Employee): string[] {
  const counts = new Map<string, number>();
  for (const row of data) counts.set(String(row[key]), (counts.get(String(row[key])) ?? 0) + 1);
  return [...counts].map(([value, count]) => `${value} (${count})`);
}

const byDepartment = ['Department', 'First Name', 'Last Name', 'City', 'Age'];

test('column-grouping: starts grouped by Department; the column menu ungroups it and groups by another column', async ({
  browser,
}) => {
  const {page, context, demo, errors} = await openExample(browser, 'column-grouping');
  try {
    // the grouped column is at the front and each group row counts its rows
    expect(await headerTexts(demo)).toEqual(byDepartment);
    await expect.poll(() => columnTexts(demo, 1)).toEqual(groupLabels('department'));
    expect(groupLabels('department')).toEqual(['Engineering (5)', 'Sales (4)', 'Support (3)']);
    await demo.getByText('Grouped by').waitFor();

    // expanding a group shows its rows; columns: Department, expand, First Name...
    await demo.locator('tbody tr', {hasText: 'Support (3)'}).getByRole('button', {name: 'Expand'}).click();
    const support = data.filter((e) => e.department === 'Support').map((e) => e.firstName);
    await expect.poll(() => columnTexts(demo, 3)).toEqual(['', '', '', ...support]);

    // ungroup: plain rows, the columns in their own order
    await header(demo, 'Department').getByRole('button', {name: 'Column Actions'}).click();
    await page.getByRole('menuitem', {name: 'Ungroup by Department'}).click();
    await expect.poll(() => headerTexts(demo)).toEqual(['First Name', 'Last Name', 'Department', 'City', 'Age']);
    await expect(demo.locator('tbody tr')).toHaveCount(10); // first page of plain rows

    // group by City from its menu: it moves to the front
    await header(demo, 'City').getByRole('button', {name: 'Column Actions'}).click();
    await page.getByRole('menuitem', {name: 'Group by City'}).click();
    await expect.poll(() => headerTexts(demo)).toEqual(['City', 'First Name', 'Last Name', 'Department', 'Age']);
    await expect.poll(() => columnTexts(demo, 1)).toEqual(groupLabels('city'));
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('column-grouping: dragging a header onto the drop zone adds a nested grouping by that column', async ({
  browser,
}) => {
  const {page, context, demo, errors} = await openExample(browser, 'column-grouping');
  try {
    const dropZone = demo.locator('.Mui-ToolbarDropZone');
    const handle = header(demo, 'City').getByRole('button', {name: 'Move'});
    // the zone shows up once the drag starts; MRT darkens it while the column is over it
    await mouseDrag(page, handle, header(demo, 'First Name'), async () => {
      await dropZone.getByText('Drop to group by City').waitFor();
      const zone = await dropZone.boundingBox();
      if (!zone) throw new Error('no drop zone');
      await page.mouse.move(zone.x + zone.width / 2, zone.y + zone.height / 2, {steps: 4});
      await page.waitForFunction(
        (element) => element !== null && /, 0\.2\)$/.test(getComputedStyle(element).backgroundColor),
        await dropZone.elementHandle(),
      );
    });
    await expect.poll(() => headerTexts(demo)).toEqual(['Department', 'City', 'First Name', 'Last Name', 'Age']);
    // a department's count is now its number of city groups (its direct sub-rows)
    const departments = [...new Set(data.map((e) => e.department))].map(
      (department) =>
        `${department} (${new Set(data.filter((e) => e.department === department).map((e) => e.city)).size})`,
    );
    await expect.poll(() => columnTexts(demo, 1)).toEqual(departments);
    // an expanded department holds one group per city
    await demo.locator('tbody tr', {hasText: departments[0]}).getByRole('button', {name: 'Expand'}).click();
    const engineering = data.filter((e) => e.department === 'Engineering');
    const cities = [...new Set(engineering.map((e) => e.city))].map(
      (city) => `${city} (${engineering.filter((e) => e.city === city).length})`,
    );
    expect(cities).toEqual(['Berlin (2)', 'Oslo (2)', 'Toronto (1)']);
    await expect.poll(() => columnTexts(demo, 2)).toEqual(['', ...cities, '', '']);
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('column-grouping: the groupedColumnMode buttons move, remove or keep the grouped column', async ({browser}) => {
  const {page, context, demo, errors} = await openExample(browser, 'column-grouping');
  try {
    const labels = groupLabels('department');
    const mode = (name: string) => page.getByRole('button', {name, exact: true}).click();
    const departmentMenus = () => header(demo, 'Department').getByRole('button', {name: 'Column Actions'}).count();

    // 'remove': the Department column is gone; the expand column names it and shows the groups
    await mode("'remove'");
    await expect(demo.locator('thead th')).toHaveCount(5);
    await expect.poll(() => columnTexts(demo, 1)).toEqual(labels.map((label) => label.replace(' ', '')));
    expect(await headerTexts(demo)).toEqual(byDepartment); // the first header is the expand column's
    expect(await departmentMenus()).toBe(0);

    // false: the column stays in its own place, holding the group labels; the expand button comes first
    await mode('false');
    await expect.poll(() => headerTexts(demo)).toEqual(['First Name', 'Last Name', 'Department', 'City', 'Age']);
    await expect.poll(() => columnTexts(demo, 4)).toEqual(labels);
    expect(
      await demo.locator('tbody tr').first().locator('td').first().getByRole('button', {name: 'Expand'}).count(),
    ).toBe(1);

    // 'reorder': back to the front
    await mode("'reorder'");
    await expect.poll(() => headerTexts(demo)).toEqual(byDepartment);
    await expect.poll(() => columnTexts(demo, 1)).toEqual(labels);
    expect(await departmentMenus()).toBe(1);
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});
