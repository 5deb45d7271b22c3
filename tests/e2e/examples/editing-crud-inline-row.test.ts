import {expect, test} from '@playwright/test';
import type {Locator, Page} from '@playwright/test';
import {typeInto} from '../browser';
import {clickHeader, columnTexts, openExample, realErrors} from './harness';

// columns: 1 row actions, 2 First Name, 3 Last Name, 4 Email, 5 Age, 6 Department
const LAST_NAMES = ['Okafor', 'Lindqvist', 'Moreau', 'Tanaka', 'Novak', 'Schmidt'];

/** Opens the row's Department menu and picks `option`, as a visitor does with the mouse. */
async function chooseDepartment(page: Page, row: Locator, option: string) {
  await row.locator('td').nth(5).getByRole('combobox').click();
  await page.getByRole('option', {name: option, exact: true}).click();
}

test('editing-crud-inline-row: a row is edited in place, saved, and keeps its new value', async ({browser}) => {
  const {page, context, demo, errors} = await openExample(browser, 'editing-crud-inline-row');
  try {
    expect(await columnTexts(demo, 3)).toEqual(LAST_NAMES);
    const row = demo.locator('tbody tr').nth(1);
    await row.getByRole('button', {name: 'Edit'}).click();
    const lastName = row.locator('input[name="lastName"]');
    expect(await lastName.inputValue()).toBe('Lindqvist');
    await typeInto(lastName, 'Abbott');
    await row.getByRole('button', {name: 'Save'}).click();
    await lastName.waitFor({state: 'detached'});
    await expect.poll(() => columnTexts(demo, 3)).toEqual(['Okafor', 'Abbott', 'Moreau', 'Tanaka', 'Novak', 'Schmidt']);

    // the value is in the data: sorting by last name puts it first
    await clickHeader(page, demo, 'Last Name');
    await expect.poll(async () => (await columnTexts(demo, 3))[0]).toEqual('Abbott');
    expect(await columnTexts(demo, 2)).toContain('Liam');
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('editing-crud-inline-row: invalid values show their message and the row is not saved', async ({browser}) => {
  const {context, demo, errors} = await openExample(browser, 'editing-crud-inline-row');
  try {
    const row = demo.locator('tbody tr').first();
    await row.getByRole('button', {name: 'Edit'}).click();
    const email = row.locator('input[name="email"]');
    await typeInto(email, 'ava.okafor');
    await email.press('Tab'); // leaving the field checks it
    await row.getByText('Enter a valid email address').waitFor();
    await expect(email.getAttribute('aria-invalid')).resolves.toBe('true');

    const age = row.locator('input[name="age"]');
    await typeInto(age, '12');
    await row.getByRole('button', {name: 'Save'}).click();
    await row.getByText('Age must be a whole number from 18 to 99').waitFor();
    expect(await email.isVisible()).toBe(true); // still editing: Save refused the row

    // fixing the email clears its message while typing
    await typeInto(email, 'ava@example.com');
    await row.getByText('Enter a valid email address').waitFor({state: 'detached'});

    // Cancel leaves the stored row untouched
    await row.getByRole('button', {name: 'Cancel'}).click();
    await email.waitFor({state: 'detached'});
    expect((await columnTexts(demo, 4))[0]).toBe('ava.okafor@example.com');
    expect((await columnTexts(demo, 5))[0]).toBe('34');
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('editing-crud-inline-row: Add Employee validates and adds a row at the top', async ({browser}) => {
  const {page, context, demo, errors} = await openExample(browser, 'editing-crud-inline-row');
  try {
    await demo.getByRole('button', {name: 'Add Employee'}).click();
    const row = demo.locator('tbody tr').first();
    await row.locator('input[name="firstName"]').waitFor();
    await row.getByRole('button', {name: 'Save'}).click();
    await row.getByText('First name is required').waitFor();
    await row.getByText('Choose a department').waitFor();

    await typeInto(row.locator('input[name="firstName"]'), 'Iris');
    await typeInto(row.locator('input[name="lastName"]'), 'Haddad');
    await typeInto(row.locator('input[name="email"]'), 'iris.haddad@example.com');
    await typeInto(row.locator('input[name="age"]'), '31');
    await chooseDepartment(page, row, 'Support');
    await row.getByRole('button', {name: 'Save'}).click();
    await expect.poll(() => columnTexts(demo, 3)).toEqual(['Haddad', ...LAST_NAMES]);
    expect((await columnTexts(demo, 5))[0]).toBe('31');
    expect((await columnTexts(demo, 6))[0]).toBe('Support');
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('editing-crud-inline-row: a department is chosen from the select editor and saved', async ({browser}) => {
  const {page, context, demo, errors} = await openExample(browser, 'editing-crud-inline-row');
  try {
    expect(await columnTexts(demo, 6)).toEqual(['Engineering', 'Sales', 'Design', 'Engineering', 'Support', 'Sales']);
    const row = demo.locator('tbody tr').nth(2);
    await row.getByRole('button', {name: 'Edit Maya Moreau'}).click();
    await chooseDepartment(page, row, 'Engineering');
    await row.getByRole('button', {name: 'Save'}).click();
    await row.locator('input').first().waitFor({state: 'detached'});
    await expect.poll(async () => (await columnTexts(demo, 6))[2]).toEqual('Engineering');
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('editing-crud-inline-row: the bin icon asks first, then deletes the employee', async ({browser}) => {
  const {page, context, demo, errors} = await openExample(browser, 'editing-crud-inline-row');
  try {
    const dialog = page.getByRole('dialog');
    await demo.getByRole('button', {name: 'Delete Noah Tanaka'}).click();
    await dialog.getByText('Delete Noah Tanaka?').waitFor();
    await dialog.getByRole('button', {name: 'Cancel'}).click();
    await dialog.waitFor({state: 'hidden'});
    expect(await columnTexts(demo, 3)).toEqual(LAST_NAMES);

    await demo.getByRole('button', {name: 'Delete Noah Tanaka'}).click();
    await dialog.getByRole('button', {name: 'Delete'}).click();
    await dialog.waitFor({state: 'hidden'});
    await expect.poll(() => columnTexts(demo, 3)).toEqual(['Okafor', 'Lindqvist', 'Moreau', 'Novak', 'Schmidt']);
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('editing-crud-inline-row: renders at 375 px in light theme and edits without errors', async ({browser}) => {
  const {context, demo, errors} = await openExample(browser, 'editing-crud-inline-row', {theme: 'light', width: 375});
  try {
    expect(await columnTexts(demo, 3)).toEqual(LAST_NAMES);
    const row = demo.locator('tbody tr').first();
    await row.getByRole('button', {name: 'Edit'}).click();
    await row.locator('input[name="firstName"]').waitFor();
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});
