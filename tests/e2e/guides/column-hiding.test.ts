/**
 * The Column Hiding guide's demo: the visibility state lives in React and is printed under the table. A switch in
 * the Show/Hide columns menu hides or shows one column while the menu stays open; "Hide all" skips the column that
 * cannot be hidden; "Show all" never brings back the column that is locked hidden and left out of the menu.
 */
import {expect, test} from '@playwright/test';
import type {Locator} from '@playwright/test';
import {headerTexts, openDemo, realErrors} from '../examples/harness';
import {employees} from '../../../src/examples/guides/column-hiding/controlled-visibility/data';

/** The texts of the first body row's cells. */
function firstRow(demo: Locator): Promise<string[]> {
  return demo
    .locator('tbody tr')
    .first()
    .locator('td')
    .evaluateAll((cells) => cells.map((cell) => (cell.textContent ?? '').trim()));
}

test('column hiding guide: menu switches, Hide all and Show all change the columns and the state', async ({
  browser,
}) => {
  const {page, context, demo, errors} = await openDemo(browser, '/docs/guides/column-hiding', 'controlled-visibility');
  const state = page.getByTestId('visibility-state');
  const first = employees[0];
  try {
    // the initial state: ID and City hidden
    expect(await state.textContent()).toBe('Hidden columns: id, city');
    expect(await headerTexts(demo)).toEqual(['Name', 'Email', 'Department', 'Salary']);
    expect(await firstRow(demo)).toEqual([first.name, first.email, first.department, '$98,000']);

    // a visitor scrolls the table into view before opening the menu: MUI places the menu when it opens, before
    // its deferred switches render, so opened at the bottom edge of the window it would grow past it
    const showHide = demo.getByRole('button', {name: 'Show/Hide columns'});
    await showHide.evaluate((button) => button.scrollIntoView({block: 'center'}));
    await showHide.click();
    const menu = page.getByRole('menu');
    await menu.waitFor();
    const switches = menu.getByRole('switch');
    // ID is left out of the menu; Name is listed but locked on
    const switchLabels = () =>
      switches.evaluateAll((inputs) => inputs.map((input) => input.closest('label')?.textContent?.trim()));
    await expect.poll(switchLabels).toEqual(['Name', 'Email', 'Department', 'Salary', 'City']);
    expect(await menu.getByRole('switch', {name: 'Name'}).isDisabled()).toBe(true);
    expect(await menu.getByRole('switch', {name: 'City'}).isChecked()).toBe(false);

    // a switch shows City; the menu stays open
    await menu.getByRole('switch', {name: 'City'}).click();
    await expect(state).toHaveText('Hidden columns: id');
    expect(await headerTexts(demo)).toEqual(['Name', 'Email', 'Department', 'Salary', 'City']);
    expect(await firstRow(demo)).toEqual([first.name, first.email, first.department, '$98,000', first.city]);
    expect(await menu.getByRole('switch', {name: 'City'}).isChecked()).toBe(true);

    // Hide all hides every column that can be hidden: Name stays
    await menu.getByRole('button', {name: 'Hide all'}).click();
    await expect(state).toHaveText('Hidden columns: id, email, department, salary, city');
    expect(await headerTexts(demo)).toEqual(['Name']);
    expect(await firstRow(demo)).toEqual([first.name]);

    // Show all shows them again, but not the locked ID column
    await menu.getByRole('button', {name: 'Show all'}).click();
    await expect(state).toHaveText('Hidden columns: id');
    expect(await headerTexts(demo)).toEqual(['Name', 'Email', 'Department', 'Salary', 'City']);
    expect(await demo.locator('tbody tr').count()).toBe(employees.length);
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('column hiding guide: checkboxes of your own hide and show columns, the row numbers included', async ({
  browser,
}) => {
  const {context, demo, errors} = await openDemo(browser, '/docs/guides/column-hiding', 'custom-toggles');
  const box = (name: string) => demo.getByRole('checkbox', {name});
  const first = employees[0];
  try {
    // Name cannot be hidden, so it has no checkbox; City starts hidden
    const labels = () =>
      demo
        .getByRole('checkbox')
        .evaluateAll((inputs) => inputs.map((input) => input.closest('label')?.textContent?.trim()));
    await expect.poll(labels).toEqual(['Row Numbers', 'Email', 'Department', 'City']);
    expect(await headerTexts(demo)).toEqual(['#', 'Name', 'Email', 'Department']);
    expect(await box('City').isChecked()).toBe(false);

    await box('Email').click();
    await expect.poll(() => headerTexts(demo)).toEqual(['#', 'Name', 'Department']);
    expect(await box('Email').isChecked()).toBe(false);

    await box('City').click();
    await expect.poll(() => headerTexts(demo)).toEqual(['#', 'Name', 'Department', 'City']);

    await box('Row Numbers').click();
    await expect.poll(() => headerTexts(demo)).toEqual(['Name', 'Department', 'City']);
    expect(await firstRow(demo)).toEqual([first.name, first.department, first.city]);
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});
