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

test('column-grouping: "Group by" in a column menu turns the rows into group rows with counts', async () => {
  const {page, context, demo, errors} = await openExample(browser(), 'column-grouping');
  try {
    expect(await headerTexts(demo)).toEqual(['First Name', 'Last Name', 'Department', 'City', 'Age']);
    expect(await demo.locator('tbody tr').count()).toBe(10); // first page of plain rows
    await header(demo, 'Department').getByRole('button', {name: 'Column Actions'}).click();
    await page.getByRole('menuitem', {name: 'Group by Department'}).click();

    // the grouped column moves to the front and each group row counts its rows
    await eventually(() => headerTexts(demo), ['Department', 'First Name', 'Last Name', 'City', 'Age']);
    await eventually(() => columnTexts(demo, 1), groupLabels('department'));
    expect(groupLabels('department')).toEqual(['Engineering (5)', 'Sales (4)', 'Support (3)']);

    // expanding a group shows its rows
    await demo.locator('tbody tr', {hasText: 'Support (3)'}).getByRole('button', {name: 'Expand'}).click();
    const support = data.filter((e) => e.department === 'Support').map((e) => e.firstName);
    // columns: expand, Department, First Name...
    await eventually(() => columnTexts(demo, 3), ['', '', '', ...support]);

    // the banner chip names the grouping
    await demo.getByText('Grouped by').waitFor();
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('column-grouping: dragging a header onto the drop zone groups by that column', async () => {
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
    await eventually(() => columnTexts(demo, 1), groupLabels('city'));
    await eventually(() => headerTexts(demo), ['City', 'First Name', 'Last Name', 'Department', 'Age']);
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});
