import {expect, test} from '@playwright/test';
import type {Locator} from '@playwright/test';
import {typeInto} from '../browser';
import {BASE_URL} from '../config';
import {dataColumnTexts, openExample, realErrors, rowWith} from './harness';

// cells: 1 expand, 2 select, 3 Name, 4 Email, 5 Job Title, 6 Department, 7 Salary, 8 Status, 9 row actions
const NAME = 3;
const EMAIL = 4;
const DEPARTMENT = 6;
const STATUS = 8;

const cellOf = (demo: Locator, name: string, column: number) =>
  rowWith(demo, name)
    .locator('td')
    .nth(column - 1);
const statusOf = async (demo: Locator, name: string) => ((await cellOf(demo, name, STATUS).textContent()) ?? '').trim();

test('advanced: select rows, then Deactivate and Contact act on exactly those rows', async ({browser}) => {
  const {page, context, demo, errors} = await openExample(browser, 'advanced');
  try {
    const deactivate = demo.getByRole('button', {name: 'Deactivate'});
    const contact = demo.getByRole('button', {name: 'Contact'});
    expect(await deactivate.isDisabled()).toBe(true);
    expect(
      await rowWith(demo, 'Liam Lindqvist')
        .locator('td')
        .nth(STATUS - 1)
        .textContent(),
    ).toBe('Active');

    await rowWith(demo, 'Liam Lindqvist').getByRole('checkbox', {name: 'Toggle select row'}).check();
    await rowWith(demo, 'Maya Moreau').getByRole('checkbox', {name: 'Toggle select row'}).check();
    await page.waitForFunction((button) => !(button as HTMLButtonElement).disabled, await deactivate.elementHandle());
    await deactivate.click();

    await demo.getByRole('status').getByText('Deactivated 2 employee(s): Liam Lindqvist, Maya Moreau.').waitFor();
    await expect
      .poll(() => Promise.all(['Liam Lindqvist', 'Maya Moreau', 'Ava Okafor'].map((name) => statusOf(demo, name))))
      .toEqual(['Inactive', 'Inactive', 'Active']);
    // the action cleared the selection, so the buttons are disabled again
    expect(await demo.getByRole('checkbox', {name: 'Toggle select row', checked: true}).count()).toBe(0);
    expect(await deactivate.isDisabled()).toBe(true);

    await rowWith(demo, 'Ava Okafor').getByRole('checkbox', {name: 'Toggle select row'}).check();
    await rowWith(demo, 'Noah Tanaka').getByRole('checkbox', {name: 'Toggle select row'}).check();
    await contact.click();
    await demo
      .getByRole('status')
      .getByText('Email drafted to ava.okafor@example.com, noah.tanaka@example.com.')
      .waitFor();
    // contacting changes no data
    expect(await statusOf(demo, 'Ava Okafor')).toBe('Active');
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('advanced: the expand button opens the employee’s detail panel', async ({browser}) => {
  const {context, demo, errors} = await openExample(browser, 'advanced');
  try {
    expect(await demo.getByText('Keeps the data warehouse fed and tidy.').count()).toBe(0);
    const kofi = rowWith(demo, 'Kofi Mensah');
    await kofi.getByRole('button', {name: 'Expand'}).click();
    const panel = kofi.locator('xpath=following-sibling::tr[1]');
    await panel.getByText('Keeps the data warehouse fed and tidy.').waitFor({state: 'visible'});
    expect(await panel.textContent()).toContain('Accra');
    expect(await panel.textContent()).toContain('2019-10-15');
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('advanced: the range and select column filters leave only the matching rows', async ({browser}) => {
  const {page, context, demo, errors} = await openExample(browser, 'advanced');
  try {
    // the Employee cell starts with the avatar's initials: drop them
    const names = async () => (await dataColumnTexts(demo, NAME)).map((text) => text.replace(/^[A-Z]{2}/, ''));
    expect(await names()).toHaveLength(10); // the first page of 20

    const departmentFilter = demo.locator('thead th', {hasText: 'Department'}).getByRole('combobox');
    const departmentOptions = async () => {
      await departmentFilter.click();
      const options = page.getByRole('listbox').getByRole('option');
      await options.first().waitFor();
      return options.allTextContents();
    };

    // Department: a select whose options are the departments found in the data, with their counts
    expect(await departmentOptions()).toEqual([
      'Filter by Department',
      'Design (3)',
      'Engineering (5)',
      'Finance (3)',
      'Marketing (3)',
      'Sales (3)',
      'Support (3)',
    ]);
    await page.keyboard.press('Escape');
    await page.getByRole('listbox').waitFor({state: 'detached'});

    // Salary: a min/max range (inclusive); 140,000 and up, from both pages
    await typeInto(demo.locator('thead th', {hasText: 'Salary'}).getByPlaceholder('Min'), '140000');
    await expect.poll(names).toEqual(['Ava Okafor', 'Priya Raman', 'Jonas Weber', 'Chloe Martin']);

    // the department options now count only the rows the salary filter leaves
    expect(await departmentOptions()).toEqual([
      'Filter by Department',
      'Engineering (2)',
      'Marketing (1)',
      'Sales (1)',
    ]);
    await page.getByRole('listbox').getByRole('option', {name: 'Engineering (2)'}).click();
    await expect.poll(names).toEqual(['Ava Okafor', 'Priya Raman']);
    expect(await dataColumnTexts(demo, DEPARTMENT)).toEqual(['Engineering', 'Engineering']);
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('advanced: the two header groups span their columns', async ({browser}) => {
  const {context, demo, errors} = await openExample(browser, 'advanced');
  try {
    const groups = await demo
      .locator('thead tr')
      .first()
      .locator('th')
      .evaluateAll((cells) =>
        cells.map((cell) => [cell.textContent?.trim() ?? '', cell.getAttribute('colspan')]).filter(([label]) => label),
      );
    expect(groups).toEqual([
      ['Employee', '2'],
      ['Job', '4'],
    ]);
    // under them, the leaf headers
    expect(await demo.locator('thead tr').nth(1).locator('th', {hasText: 'Email'}).count()).toBe(1);
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('advanced: the row action menu emails or deactivates that one employee', async ({browser}) => {
  const {page, context, demo, errors} = await openExample(browser, 'advanced');
  try {
    expect(await statusOf(demo, 'Omar Haddad')).toBe('Active');
    await rowWith(demo, 'Omar Haddad').getByRole('button', {name: 'Row Actions'}).click();
    const menu = page.getByRole('menu');
    await menu.getByRole('menuitem', {name: 'Deactivate'}).waitFor();
    expect(await menu.getByRole('menuitem').allTextContents()).toEqual(['Email', 'Deactivate']);
    await menu.getByRole('menuitem', {name: 'Email'}).click();
    await menu.waitFor({state: 'detached'});
    await demo.getByRole('status').getByText('Email drafted to omar.haddad@example.com.').waitFor();

    await rowWith(demo, 'Omar Haddad').getByRole('button', {name: 'Row Actions'}).click();
    await menu.getByRole('menuitem', {name: 'Deactivate'}).click();
    await menu.waitFor({state: 'detached'});
    await demo.getByRole('status').getByText('Deactivated 1 employee(s): Omar Haddad.').waitFor();
    await expect
      .poll(() => Promise.all(['Omar Haddad', 'Ava Okafor'].map((name) => statusOf(demo, name))))
      .toEqual(['Inactive', 'Active']);
    // an inactive employee's Deactivate item is disabled
    await rowWith(demo, 'Omar Haddad').getByRole('button', {name: 'Row Actions'}).click();
    expect(await menu.getByRole('menuitem', {name: 'Deactivate'}).getAttribute('aria-disabled')).toBe('true');
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('advanced: a click on an email copies it, and the tooltip confirms', async ({browser}) => {
  const {page, context, demo, errors} = await openExample(browser, 'advanced');
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: BASE_URL});
  try {
    const email = cellOf(demo, 'Maya Moreau', EMAIL).getByRole('button', {name: 'Copy maya.moreau@example.com'});
    await email.click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toEqual('maya.moreau@example.com');
    await expect(page.getByRole('tooltip')).toHaveText('Copied to clipboard');
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('advanced: Group by Department from the column menu shows one row per department with its mean salary', async ({
  browser,
}) => {
  const {page, context, demo, errors} = await openExample(browser, 'advanced');
  try {
    await demo.locator('thead th', {hasText: 'Department'}).getByRole('button', {name: 'Column Actions'}).click();
    await page.getByRole('menuitem', {name: 'Group by Department'}).click();
    const engineering = rowWith(demo, 'Engineering (5)');
    await engineering.waitFor();
    // Ava 148,000, Noah 121,000, Kofi 126,000, Priya 162,000, Amara 138,000
    expect(await engineering.textContent()).toContain('Average $139,000');
    expect(await rowWith(demo, 'Support (3)').textContent()).toContain('Average $65,667');
    expect(await demo.getByText('Ava Okafor').count()).toBe(0);
    // opening the group shows its employees
    await engineering.getByRole('button', {name: 'Expand'}).click();
    await rowWith(demo, 'Ava Okafor').waitFor();
    // (the grouped column has moved to the front, so read the row, not a cell position)
    expect(await rowWith(demo, 'Ava Okafor').textContent()).toContain('$148,000');
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});
