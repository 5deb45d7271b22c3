/**
 * The Accessibility guide's demo, used the way a keyboard user does: arrow keys, Home/End and Page Up move the
 * focus between cells, Enter on a focused header cell sorts, Space on a focused select cell selects, Tab reaches
 * the buttons inside cells, and the demo's header-cell fix lets Enter open the Column Actions menu and Space
 * step the sort once. axe finds no violation in the demo, with the filter row closed and open. A table without
 * that fix (the Sorting guide's demo) shows the gap it works around.
 */
import AxeBuilder from '@axe-core/playwright';
import {expect, test} from '@playwright/test';
import type {Locator, Page} from '@playwright/test';
import {columnTexts, openDemo, realErrors} from '../examples/harness';
import {header} from './harness';
import {loans} from '../../../src/examples/guides/accessibility/accessible-table/data';

const TITLE = 2;

interface AxeViolation {
  id: string;
  impact: string | null;
  targets: string[];
}

/** Every axe violation (any impact) inside the demo with folder name `slug`. */
async function axeViolations(page: Page, slug: string): Promise<AxeViolation[]> {
  const {violations} = await new AxeBuilder({page})
    .include(`.mrt-example[data-example="${slug}"]`)
    .options({resultTypes: ['violations']})
    .setLegacyMode(true)
    .analyze();
  return violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact ?? null,
    targets: violation.nodes.map((node) => node.target.map(String).join(' ')),
  }));
}

/** Whether `locator` is the element that has the keyboard focus. */
function hasFocus(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement);
}

test('accessibility guide: arrow keys move between cells, shortcuts act on the focused cell, axe finds nothing', async ({
  browser,
}) => {
  const {page, context, demo, errors} = await openDemo(browser, '/docs/guides/accessibility', 'accessible-table');
  // by CSS, not by role: while a menu is open, MUI hides the rest of the page from the accessibility tree
  const table = demo.locator('table[aria-label="Books on loan"]');
  const row = (index: number) => table.locator('tbody tr').nth(index);
  const cell = (rowIndex: number, text: string) => row(rowIndex).getByRole('cell', {name: text, exact: true});
  try {
    // the table is named, and every header and body cell takes the focus
    expect(await demo.getByRole('table', {name: 'Books on loan'}).count()).toBe(1);
    expect(
      await table.locator('th, td').evaluateAll((cells) => cells.every((c) => c.getAttribute('tabindex') === '0')),
    ).toBe(true);
    expect(await axeViolations(page, 'accessible-table')).toEqual([]);

    // a click focuses a cell; the arrow keys move the focus from cell to cell
    await cell(0, loans[0].title).click();
    expect(await hasFocus(cell(0, loans[0].title))).toBe(true);
    await page.keyboard.press('ArrowRight');
    expect(await hasFocus(cell(0, loans[0].borrower))).toBe(true);
    await page.keyboard.press('ArrowDown');
    expect(await hasFocus(cell(1, loans[1].borrower))).toBe(true);
    await page.keyboard.press('ArrowLeft');
    expect(await hasFocus(cell(1, loans[1].title))).toBe(true);
    // Home and End: the first cell (row selection) and the last (row actions) of the row
    await page.keyboard.press('Home');
    expect(await hasFocus(row(1).locator('td').first())).toBe(true);
    await page.keyboard.press('End');
    expect(await hasFocus(row(1).locator('td').last())).toBe(true);
    // Page Up and Page Down: the column's header cell and its cell in the last row
    await page.keyboard.press('PageUp');
    expect(await hasFocus(header(table, 'Actions'))).toBe(true);
    await page.keyboard.press('PageDown');
    expect(
      await hasFocus(
        row(loans.length - 1)
          .locator('td')
          .last(),
      ),
    ).toBe(true);
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    expect(await hasFocus(row(1).locator('td').last())).toBe(true);

    // Tab enters the focused cell's button; Enter presses it and the status line announces the result
    await page.keyboard.press('Tab');
    const renew = row(1).getByRole('button', {name: `Renew ${loans[1].title}`});
    expect(await hasFocus(renew)).toBe(true);
    await page.keyboard.press('Enter');
    const announcement = page.getByTestId('announcement');
    expect(await announcement.getAttribute('role')).toBe('status');
    await expect(announcement).toHaveText(`Renewed ${loans[1].title} for ${loans[1].borrower}`);

    // Space on a focused select cell selects its row
    await cell(0, loans[0].title).click();
    await page.keyboard.press('ArrowLeft');
    expect(await hasFocus(row(0).locator('td').first())).toBe(true);
    await page.keyboard.press(' ');
    const select = row(0).getByRole('checkbox', {name: `Select ${loans[0].title}`});
    await expect(select).toBeChecked();
    // one of six rows selected: the select-all box is indeterminate for assistive technology too
    const selectAll = table.getByRole('checkbox', {name: 'Toggle select all'});
    await expect.poll(() => selectAll.evaluate((input) => (input as HTMLInputElement).indeterminate)).toEqual(true);

    // from the first body cell, ArrowUp reaches the header; Enter on it sorts and the focus stays there
    await cell(0, loans[0].title).click();
    await page.keyboard.press('ArrowUp');
    expect(await hasFocus(header(table, 'Title'))).toBe(true);
    expect(await header(table, 'Title').getAttribute('aria-sort')).toBe('none');
    await page.keyboard.press('Enter');
    await expect(header(table, 'Title')).toHaveAttribute('aria-sort', 'ascending');
    expect(await columnTexts(table, TITLE)).toEqual(loans.map((loan) => loan.title).sort((a, b) => a.localeCompare(b)));
    expect(await hasFocus(header(table, 'Title'))).toBe(true);
    await page.keyboard.press('Enter');
    await expect(header(table, 'Title')).toHaveAttribute('aria-sort', 'descending');
    expect(await columnTexts(table, TITLE)).toEqual(loans.map((loan) => loan.title).sort((a, b) => b.localeCompare(a)));
    await page.keyboard.press('Enter');
    await expect(header(table, 'Title')).toHaveAttribute('aria-sort', 'none');
    expect(await columnTexts(table, TITLE)).toEqual(loans.map((loan) => loan.title));

    // with the demo's header-cell handler, Tab reaches the sort button, where Space sorts once
    await page.keyboard.press('ArrowRight');
    expect(await hasFocus(header(table, 'Borrower'))).toBe(true);
    await page.keyboard.press('Tab');
    const sortBorrower = header(table, 'Borrower').getByRole('button', {name: 'Sort by Borrower ascending'});
    expect(await hasFocus(sortBorrower)).toBe(true);
    await page.keyboard.press(' ');
    await expect(header(table, 'Borrower')).toHaveAttribute('aria-sort', 'ascending');
    expect(await columnTexts(table, TITLE + 1)).toEqual(
      loans.map((loan) => loan.borrower).sort((a, b) => a.localeCompare(b)),
    );

    // ...and Enter on the Column Actions button opens its menu without sorting; Escape returns the focus
    await page.keyboard.press('Tab');
    const actions = header(table, 'Borrower').getByRole('button', {name: 'Column Actions'});
    expect(await hasFocus(actions)).toBe(true);
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await menu.waitFor({state: 'visible'});
    expect(await menu.getByRole('menuitem', {name: 'Clear sort'}).count()).toBe(1);
    expect(await header(table, 'Borrower').getAttribute('aria-sort')).toBe('ascending');
    await page.keyboard.press('Escape');
    await menu.waitFor({state: 'detached'});
    await expect.poll(() => hasFocus(actions)).toEqual(true);

    // the filter row: the slider's thumbs are named and span the data's page counts
    await demo.getByRole('button', {name: 'Show/Hide filters'}).click();
    const from = table.getByRole('slider', {name: 'Pages from'});
    const to = table.getByRole('slider', {name: 'Pages to'});
    await from.waitFor();
    const pages = loans.map((loan) => loan.pages);
    expect(await from.getAttribute('aria-valuenow')).toBe(String(Math.min(...pages)));
    expect(await to.getAttribute('aria-valuenow')).toBe(String(Math.max(...pages)));
    // the unset checkbox filter is indeterminate for assistive technology too
    const overdue = table.getByRole('checkbox', {name: 'Filter by Overdue'});
    expect(await overdue.evaluate((input) => (input as HTMLInputElement).indeterminate)).toBe(true);
    expect(await axeViolations(page, 'accessible-table')).toEqual([]);
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('without a header-cell handler, Enter on Column Actions sorts instead of opening the menu, Space sorts twice', async ({
  browser,
}) => {
  const {page, context, demo, errors} = await openDemo(browser, '/docs/guides/sorting', 'controlled-sorting');
  const state = page.getByTestId('sorting-state');
  try {
    expect(await state.textContent()).toBe('Sorting: genre ascending');
    // Enter on the Year column's Column Actions button: MRT's header shortcut sorts by Year
    const actions = header(demo, 'Year').getByRole('button', {name: 'Column Actions'});
    await actions.focus();
    await page.keyboard.press('Enter');
    await expect(state).toHaveText('Sorting: year descending');
    expect(await page.getByRole('menu').count()).toBe(0);
    // Space on the Title sort button: the header cell sorts on keydown, the button again on keyup
    const sortTitle = header(demo, 'Title').getByRole('button', {name: 'Sort by Title ascending'});
    await sortTitle.focus();
    await page.keyboard.press(' ');
    await expect(state).toHaveText('Sorting: title descending');
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});
