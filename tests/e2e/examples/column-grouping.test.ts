import type {Locator} from 'playwright-core';
import {sharedBrowserForFile} from '../browser';
import {data, type Employee} from '../../../src/examples/column-grouping/makeData';
import {columnTexts, eventually, headerTexts, mouseDrag, openExample, realErrors} from './harness';

const browser = sharedBrowserForFile();

/** "Value (count)" for each distinct value of `key`, in order of first appearance: what a group row shows. */
function groupLabels(key: keyof Employee): string[] {
  const counts = new Map<string, number>();
  for (const row of data) counts.set(String(row[key]), (counts.get(String(row[key])) ?? 0) + 1);
  return [...counts].map(([value, count]) => `${value} (${count})`);
}

const header = (demo: Locator, text: string) => demo.locator('thead th', {hasText: text}).first();

const byDepartment = ['Department', 'First Name', 'Last Name', 'City', 'Age'];

test('column-grouping: starts grouped by Department; the column menu ungroups it and groups by another column', async () => {
  const {page, context, demo, errors} = await openExample(browser(), 'column-grouping');
  try {
    // the grouped column is at the front and each group row counts its rows
    expect(await headerTexts(demo)).toEqual(byDepartment);
    await eventually(() => columnTexts(demo, 1), groupLabels('department'));
    expect(groupLabels('department')).toEqual(['Engineering (5)', 'Sales (4)', 'Support (3)']);
    await demo.getByText('Grouped by').waitFor();

    // expanding a group shows its rows; columns: Department, expand, First Name...
    await demo.locator('tbody tr', {hasText: 'Support (3)'}).getByRole('button', {name: 'Expand'}).click();
    const support = data.filter((e) => e.department === 'Support').map((e) => e.firstName);
    await eventually(() => columnTexts(demo, 3), ['', '', '', ...support]);

    // ungroup: plain rows, the columns in their own order
    await header(demo, 'Department').getByRole('button', {name: 'Column Actions'}).click();
    await page.getByRole('menuitem', {name: 'Ungroup by Department'}).click();
    await eventually(() => headerTexts(demo), ['First Name', 'Last Name', 'Department', 'City', 'Age']);
    await eventually(() => demo.locator('tbody tr').count(), 10); // first page of plain rows

    // group by City from its menu: it moves to the front
    await header(demo, 'City').getByRole('button', {name: 'Column Actions'}).click();
    await page.getByRole('menuitem', {name: 'Group by City'}).click();
    await eventually(() => headerTexts(demo), ['City', 'First Name', 'Last Name', 'Department', 'Age']);
    await eventually(() => columnTexts(demo, 1), groupLabels('city'));
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('column-grouping: dragging a header onto the drop zone adds a nested grouping by that column', async () => {
  const {page, context, demo, errors} = await openExample(browser(), 'column-grouping');
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
    await eventually(() => headerTexts(demo), ['Department', 'City', 'First Name', 'Last Name', 'Age']);
    // a department's count is now its number of city groups (its direct sub-rows)
    const departments = [...new Set(data.map((e) => e.department))].map(
      (department) =>
        `${department} (${new Set(data.filter((e) => e.department === department).map((e) => e.city)).size})`,
    );
    await eventually(() => columnTexts(demo, 1), departments);
    // an expanded department holds one group per city
    await demo.locator('tbody tr', {hasText: departments[0]}).getByRole('button', {name: 'Expand'}).click();
    const engineering = data.filter((e) => e.department === 'Engineering');
    const cities = [...new Set(engineering.map((e) => e.city))].map(
      (city) => `${city} (${engineering.filter((e) => e.city === city).length})`,
    );
    expect(cities).toEqual(['Berlin (2)', 'Oslo (2)', 'Toronto (1)']);
    await eventually(() => columnTexts(demo, 2), ['', ...cities, '', '']);
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('column-grouping: the groupedColumnMode buttons move, remove or keep the grouped column', async () => {
  const {page, context, demo, errors} = await openExample(browser(), 'column-grouping');
  try {
    const labels = groupLabels('department');
    const mode = (name: string) => page.getByRole('button', {name, exact: true}).click();
    const departmentMenus = () => header(demo, 'Department').getByRole('button', {name: 'Column Actions'}).count();

    // 'remove': the Department column is gone; the expand column names it and shows the groups
    await mode("'remove'");
    await eventually(() => demo.locator('thead th').count(), 5);
    await eventually(
      () => columnTexts(demo, 1),
      labels.map((label) => label.replace(' ', '')),
    );
    expect(await headerTexts(demo)).toEqual(byDepartment); // the first header is the expand column's
    expect(await departmentMenus()).toBe(0);

    // false: the column stays in its own place, holding the group labels; the expand button comes first
    await mode('false');
    await eventually(() => headerTexts(demo), ['First Name', 'Last Name', 'Department', 'City', 'Age']);
    await eventually(() => columnTexts(demo, 4), labels);
    expect(
      await demo.locator('tbody tr').first().locator('td').first().getByRole('button', {name: 'Expand'}).count(),
    ).toBe(1);

    // 'reorder': back to the front
    await mode("'reorder'");
    await eventually(() => headerTexts(demo), byDepartment);
    await eventually(() => columnTexts(demo, 1), labels);
    expect(await departmentMenus()).toBe(1);
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});
