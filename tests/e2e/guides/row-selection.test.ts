/**
 * The Row Selection guide's demos. Controlled selection: the header checkbox selects the selectable rows of the
 * current page, a row click toggles its row, Shift+click selects a range (skipping rows that cannot be selected),
 * the banner counts the selection and "Clear selection" empties it. Single selection: radios, one row at a time,
 * the banner under the table. Row click: no checkboxes, a click on a row queues or unqueues it. Custom checkboxes:
 * star icons select rows, the let flat's star is disabled, select-all skips it.
 * The sticky-row-selection example's demo (reused here) is tested by tests/e2e/examples/sticky-row-selection.test.ts.
 */
import {expect, test} from '@playwright/test';
import type {Locator} from '@playwright/test';
import {openDemo, realErrors, rowWith} from '../examples/harness';
import {parts} from '../../../src/examples/guides/row-selection/controlled-selection/data';
import {plans} from '../../../src/examples/guides/row-selection/single-selection/data';
import {tracks} from '../../../src/examples/guides/row-selection/row-click/data';
import {listings} from '../../../src/examples/guides/row-selection/custom-checkboxes/data';

const PAGE_SIZE = 5;
const selectable = (sku: string) => parts.find((part) => part.sku === sku)!.stock > 0;
const banner = (count: number, total: number) => `${count} of ${total} row(s) selected`;

/** The selection control (checkbox or radio input) of the data row containing `text`. */
function selectInput(demo: Locator, text: string): Locator {
  return rowWith(demo, text).locator('td').first().locator('input');
}

/** Text of an element with the ends trimmed (the banner starts with a space). */
async function textOf(locator: Locator): Promise<string> {
  return ((await locator.textContent()) ?? '').trim();
}

/** Checked state of every row's selection input, in the order shown. */
function checkedStates(demo: Locator): Promise<boolean[]> {
  return demo
    .locator('tbody tr td:first-child input')
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).checked));
}

test('row selection guide: select-all by page, row clicks, Shift ranges, the banner and its Clear button', async ({
  browser,
}) => {
  const {page, context, demo, errors} = await openDemo(browser, '/docs/guides/row-selection', 'controlled-selection');
  const state = page.getByTestId('selection-state');
  const alert = demo.locator('.MuiAlert-root');
  try {
    const firstPage = parts.slice(0, PAGE_SIZE);
    expect(await state.textContent()).toBe('Selected: none');

    // rows that cannot be selected have a disabled checkbox
    for (const part of firstPage) {
      expect(await selectInput(demo, part.sku).isDisabled()).toBe(!selectable(part.sku));
    }

    // the header checkbox selects the selectable rows of this page only
    await demo.getByRole('checkbox', {name: 'Toggle select all'}).click();
    const pageSelectable = firstPage.filter((part) => selectable(part.sku)).map((part) => part.sku);
    await expect(state).toHaveText(`Selected: ${pageSelectable.join(', ')}`);
    expect(await checkedStates(demo)).toEqual(firstPage.map((part) => selectable(part.sku)));
    await expect.poll(() => textOf(alert)).toEqual(`${banner(pageSelectable.length, parts.length)}Clear selection`);

    // "Clear selection" in the banner empties the selection
    await alert.getByRole('button', {name: 'Clear selection'}).click();
    await expect(state).toHaveText('Selected: none');
    expect(await checkedStates(demo)).toEqual(firstPage.map(() => false));

    // a click on a row's text toggles that row; a second click untoggles it
    await rowWith(demo, 'Wiper blade').locator('td', {hasText: 'Wiper blade'}).click();
    await expect(state).toHaveText('Selected: WB-402');
    await rowWith(demo, 'Wiper blade').locator('td', {hasText: 'Glasgow'}).click();
    await expect(state).toHaveText('Selected: none');
    // a click on a row that cannot be selected does nothing
    await rowWith(demo, 'Spark plug').locator('td', {hasText: 'Spark plug'}).click();
    expect(await state.textContent()).toBe('Selected: none');

    // click one checkbox, Shift+click another: the rows between are selected, the out-of-stock one is skipped
    await selectInput(demo, 'BR-104').click();
    await expect(state).toHaveText('Selected: BR-104');
    await selectInput(demo, 'WB-402').click({modifiers: ['Shift']});
    const range = parts
      .slice(0, 4)
      .filter((part) => selectable(part.sku))
      .map((part) => part.sku);
    await expect(state).toHaveText(`Selected: ${range.join(', ')}`);
    await expect.poll(() => textOf(alert)).toEqual(`${banner(range.length, parts.length)}Clear selection`);

    // the next page keeps the selection; its header checkbox is not checked
    await demo.getByRole('button', {name: 'Go to next page'}).click();
    await expect(rowWith(demo, 'Headlight bulb')).toHaveCount(1);
    expect(await demo.getByRole('checkbox', {name: 'Toggle select all'}).isChecked()).toBe(false);
    await selectInput(demo, 'CL-077').click();
    await expect(state).toHaveText(`Selected: ${[...range, 'CL-077'].join(', ')}`);
    await expect.poll(() => textOf(alert)).toEqual(`${banner(range.length + 1, parts.length)}Clear selection`);
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('row selection guide: single selection uses radios and moves the one selected row', async ({browser}) => {
  const {page, context, demo, errors} = await openDemo(browser, '/docs/guides/row-selection', 'single-selection');
  const chosen = page.getByTestId('chosen-plan');
  const alert = demo.locator('.MuiAlert-root');
  try {
    // radios, no select-all; the initial state has Team chosen, and the banner sits under the table
    expect(await demo.locator('tbody input[type="checkbox"]').count()).toBe(0);
    expect(await demo.locator('tbody input[type="radio"]').count()).toBe(plans.length);
    expect(await demo.getByRole('checkbox', {name: 'Toggle select all'}).count()).toBe(0);
    expect(await chosen.textContent()).toBe('Chosen plan: Team');
    expect(await checkedStates(demo)).toEqual(plans.map((plan) => plan.id === 'team'));
    await expect.poll(() => textOf(alert)).toEqual(`${banner(1, plans.length)}Clear selection`);
    const tableBottom = await demo.locator('table').first().boundingBox();
    const alertTop = await alert.boundingBox();
    expect(alertTop!.y).toBeGreaterThanOrEqual(tableBottom!.y + tableBottom!.height - 1);

    // picking another plan unpicks the first
    await selectInput(demo, 'Business').click();
    await expect(chosen).toHaveText('Chosen plan: Business');
    expect(await checkedStates(demo)).toEqual(plans.map((plan) => plan.id === 'business'));

    // clicking the chosen radio again does not clear it; the banner's button does
    await selectInput(demo, 'Business').click();
    expect(await checkedStates(demo)).toEqual(plans.map((plan) => plan.id === 'business'));
    expect(await chosen.textContent()).toBe('Chosen plan: Business');
    await alert.getByRole('button', {name: 'Clear selection'}).click();
    await expect(chosen).toHaveText('Chosen plan: none');
    expect(await checkedStates(demo)).toEqual(plans.map(() => false));
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('row selection guide: without checkboxes, a click on a row selects it and a second click unselects it', async ({
  browser,
}) => {
  const {page, context, demo, errors} = await openDemo(browser, '/docs/guides/row-selection', 'row-click');
  const queue = page.getByTestId('picked-tracks');
  try {
    expect(await demo.locator('input[type="checkbox"]').count()).toBe(0);
    expect(await queue.textContent()).toBe('Queue: empty');
    await rowWith(demo, 'Slow Orbit').locator('td', {hasText: 'Kestrel'}).click();
    await rowWith(demo, 'Harbour Lights').locator('td', {hasText: 'Harbour Lights'}).click();
    const picked = tracks
      .filter((track) => ['Slow Orbit', 'Harbour Lights'].includes(track.title))
      .map((track) => track.title);
    await expect(queue).toHaveText(`Queue: ${picked.join(', ')}`);
    expect(await rowWith(demo, 'Slow Orbit').getAttribute('class')).toContain('Mui-selected');
    await rowWith(demo, 'Slow Orbit').locator('td', {hasText: '5:17'}).click();
    await expect(queue).toHaveText('Queue: Harbour Lights');
    expect(await rowWith(demo, 'Slow Orbit').getAttribute('class')).not.toContain('Mui-selected');
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('row selection guide: star checkboxes select rows; the let flat cannot be starred and select-all skips it', async ({
  browser,
}) => {
  const {context, demo, errors} = await openDemo(browser, '/docs/guides/row-selection', 'custom-checkboxes');
  const alert = demo.locator('.MuiAlert-root');
  try {
    // the demo's colour on every row's checkbox; the icon drawn changes when a row is starred
    expect(await demo.locator('tbody .MuiCheckbox-colorWarning').count()).toBe(listings.length);
    for (const listing of listings) expect(await selectInput(demo, listing.city).isDisabled()).toBe(listing.rent === 0);
    const iconPath = (city: string) => rowWith(demo, city).locator('td').first().locator('svg path').getAttribute('d');
    const unstarred = await iconPath('Porto');
    expect(await iconPath('Lisbon')).toBe(unstarred);
    await selectInput(demo, 'Porto').click();
    await expect.poll(async () => (await iconPath('Porto')) !== unstarred).toEqual(true);
    expect(await iconPath('Lisbon')).toBe(unstarred);
    await expect.poll(() => textOf(alert)).toEqual(`${banner(1, listings.length)}Clear selection`);
    await demo.getByRole('checkbox', {name: 'Toggle select all'}).click();
    const available = listings.filter((listing) => listing.rent > 0);
    await expect.poll(() => textOf(alert)).toEqual(`${banner(available.length, listings.length)}Clear selection`);
    expect(await checkedStates(demo)).toEqual(listings.map((listing) => listing.rent > 0));
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});
