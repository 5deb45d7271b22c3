/**
 * The Expanding Sub-Rows guide's demo: the expanded state lives in React and is printed under the table; row
 * buttons open one row, the header button opens all, and a search keeps the parents of a matching child.
 */
import {expect, test} from '@playwright/test';
import {searchFor} from '../browser';
import {columnTexts, openDemo, realErrors} from '../examples/harness';
import {units, type Unit} from '../../../src/examples/guides/expanding-sub-rows/controlled-expanding/data';
import {orgChildren} from '../../../src/demo-api/routes/org';

const UNIT = 2; // the expand column comes first

/** Names in the order a visitor reads them, descending into the rows `open` says are expanded. */
function visible(rows: Unit[], open: (unit: Unit) => boolean): string[] {
  return rows.flatMap((unit) => [unit.name, ...(unit.subRows && open(unit) ? visible(unit.subRows, open) : [])]);
}

/** Every id in the tree, parents before their children. */
function allIds(rows: Unit[]): string[] {
  return rows.flatMap((unit) => [unit.id, ...allIds(unit.subRows ?? [])]);
}

test('expanding sub-rows guide: row and header buttons change the controlled state, a search keeps the parents of a match', async ({
  browser,
}) => {
  const {page, context, demo, errors} = await openDemo(
    browser,
    '/docs/guides/expanding-sub-rows',
    'controlled-expanding',
  );
  const state = page.getByTestId('expanded-state');
  const expandButton = (name: string) =>
    demo
      .locator('tbody tr')
      .filter({has: page.locator(`td:nth-child(${UNIT})`, {hasText: new RegExp(`^${name}$`)})})
      .locator('td')
      .first()
      .getByRole('button');
  const expandAll = demo.locator('thead th').first().getByRole('button');
  try {
    // Engineering starts open
    expect(await state.textContent()).toBe('Expanded: eng');
    expect(await columnTexts(demo, UNIT)).toEqual(visible(units, (unit) => unit.id === 'eng'));

    // a row's button adds its id to the state and shows its children under it
    await expandButton('Sales').click();
    await expect(state).toHaveText('Expanded: eng, sales');
    expect(await columnTexts(demo, UNIT)).toEqual(visible(units, (unit) => ['eng', 'sales'].includes(unit.id)));

    // the header button expands every row: the state becomes true
    await expandAll.click();
    await expect(state).toHaveText('Expanded: all rows');
    expect(await columnTexts(demo, UNIT)).toEqual(visible(units, () => true));

    // collapsing one row after that lists every other row
    await expandButton('Sales').click();
    const others = allIds(units).filter((id) => id !== 'sales');
    await expect(state).toHaveText(`Expanded: ${others.join(', ')}`);
    expect(await columnTexts(demo, UNIT)).toEqual(visible(units, (unit) => unit.id !== 'sales'));

    // with everything open, a search for a child's lead keeps its parent in view (filterFromLeafRows)
    await expandAll.click();
    await expect(state).toHaveText('Expanded: all rows');
    await searchFor(demo.getByPlaceholder('Search'), 'Kenji');
    await expect.poll(() => columnTexts(demo, UNIT)).toEqual(['Sales', 'APAC']);
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});

// The Expanding Tree (Flat Rows) demo on this page is the example's own, tested by
// tests/e2e/examples/expanding-tree-flat-parse.test.ts.

test("expanding sub-rows guide: a row's reports are fetched when it first opens and shown under it", async ({
  browser,
}) => {
  const {context, demo, errors} = await openDemo(browser, '/docs/guides/expanding-sub-rows', 'lazy-children');
  const NAME = 2; // the expand column comes first
  const roots = orgChildren(null)!;
  const first = roots[0]!;
  const reports = orgChildren(first.id)!;
  try {
    await expect.poll(() => columnTexts(demo, NAME)).toEqual(roots.map((node) => node.name));
    expect(reports.length).toBeGreaterThan(1);
    await demo.locator('tbody tr').first().locator('td').first().getByRole('button').click();
    const after = [first.name, ...reports.map((node) => node.name), ...roots.slice(1).map((node) => node.name)];
    await expect.poll(() => columnTexts(demo, NAME)).toEqual(after);
    // closed and opened again: the loaded reports come back without another request
    await demo.locator('tbody tr').first().locator('td').first().getByRole('button').click();
    await expect.poll(() => columnTexts(demo, NAME)).toEqual(roots.map((node) => node.name));
    await demo.locator('tbody tr').first().locator('td').first().getByRole('button').click();
    expect(await columnTexts(demo, NAME)).toEqual(after);
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('expanding sub-rows guide: initialState.expanded true opens the whole tree, and a click closes one row', async ({
  browser,
}) => {
  const {page, context, demo, errors} = await openDemo(browser, '/docs/guides/expanding-sub-rows', 'all-expanded');
  try {
    await expect.poll(() => columnTexts(demo, UNIT)).toEqual(visible(units, () => true));
    // Platform's button closes Platform only
    await demo
      .locator('tbody tr')
      .filter({has: page.locator(`td:nth-child(${UNIT})`, {hasText: /^Platform$/})})
      .locator('td')
      .first()
      .getByRole('button')
      .click();
    await expect.poll(() => columnTexts(demo, UNIT)).toEqual(visible(units, (unit) => unit.id !== 'eng-platform'));
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('expanding sub-rows guide: the top-level rows start open, deeper levels closed until clicked', async ({
  browser,
}) => {
  const {page, context, demo, errors} = await openDemo(browser, '/docs/guides/expanding-sub-rows', 'root-expanded');
  const roots = new Set(units.map((unit) => unit.id));
  try {
    await expect.poll(() => columnTexts(demo, UNIT)).toEqual(visible(units, (unit) => roots.has(unit.id)));
    await demo
      .locator('tbody tr')
      .filter({has: page.locator(`td:nth-child(${UNIT})`, {hasText: /^Platform$/})})
      .locator('td')
      .first()
      .getByRole('button')
      .click();
    await expect
      .poll(() => columnTexts(demo, UNIT))
      .toEqual(visible(units, (unit) => roots.has(unit.id) || unit.id === 'eng-platform'));
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});
