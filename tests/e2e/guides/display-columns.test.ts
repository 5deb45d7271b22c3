/**
 * The Display Columns guide's demo: row selection, row numbers (header "No.") and row actions (renamed
 * "Archive", moved last) around the data columns and a display column of the demo's own; the Archive button
 * removes its row, names the task under the table, and the row numbers close the gap.
 */
import {expect, test} from '@playwright/test';
import {openDemo, realErrors, tableMatrix} from '../examples/harness';
import {tasks} from '../../../src/examples/guides/display-columns/custom-display-columns/data';

const expectedRows = (list: typeof tasks) =>
  list.map((task, index) => [
    '',
    String(index + 1),
    task.title,
    task.owner,
    `${task.owner}, due ${task.due}`,
    'Archive',
  ]);

test('display columns guide: customised headers in their positions, and the custom Archive action', async ({
  browser,
}) => {
  const {page, context, demo, errors} = await openDemo(
    browser,
    '/docs/guides/display-columns',
    'custom-display-columns',
  );
  const archived = page.getByTestId('archived-tasks');
  try {
    // select (a checkbox, no text), row numbers, the data columns, the custom display column, then the moved actions
    const initial = await tableMatrix(demo);
    expect(initial.headers).toEqual(['', 'No.', 'Task', 'Owner', 'Summary', 'Archive']);
    expect(initial.rows).toEqual(expectedRows(tasks));
    await expect(
      demo.locator('thead th').first().getByRole('checkbox', {name: 'Toggle select all'}).count(),
    ).resolves.toBe(1);
    expect(await archived.textContent()).toBe('Archived: none');

    // archive the second task with its own button
    const second = demo.locator('tbody tr').filter({hasText: tasks[1].title});
    await second.getByRole('button', {name: 'Archive'}).click();
    await expect(archived).toHaveText(`Archived: ${tasks[1].title}`);
    await expect
      .poll(async () => (await tableMatrix(demo)).rows)
      .toEqual(expectedRows(tasks.filter((_, index) => index !== 1)));

    // and the (now) last one
    const last = demo.locator('tbody tr').filter({hasText: tasks[4].title});
    await last.getByRole('button', {name: 'Archive'}).click();
    await expect(archived).toHaveText(`Archived: ${tasks[1].title}, ${tasks[4].title}`);
    await expect
      .poll(async () => (await tableMatrix(demo)).rows)
      .toEqual(expectedRows(tasks.filter((_, index) => index !== 1 && index !== 4)));
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});
