import {expect, test} from '@playwright/test';
import type {Locator, Page} from '@playwright/test';
import {typeInto} from '../browser';
import {openExample, realErrors} from './harness';

const LAST_NAMES = [
  'Lindqvist',
  'Schmidt',
  'Walsh',
  'Lindqvist',
  'Okafor',
  'Fischer',
  'Haddad',
  'Costa',
  'Walsh',
  'Larsen',
];

/** The values of one column's text fields, top to bottom. */
function fieldValues(demo: Locator, field: string): Promise<string[]> {
  return demo
    .locator(`tbody input[name="${field}"]`)
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
}

/** The users the in-page stand-in API holds right now. */
function serverUsers(page: Page): Promise<Array<{lastName: string; firstName: string; email: string; state: string}>> {
  return page.evaluate(() => fetch('/demo-api/users').then((response) => response.json()));
}

test('editing-crud-inline-table: changes in several rows are saved together with one Save', async ({browser}) => {
  const {page, context, demo, errors} = await openExample(browser, 'editing-crud-inline-table');
  try {
    await expect.poll(() => fieldValues(demo, 'lastName'), {timeout: 10000}).toEqual(LAST_NAMES);
    const save = demo.getByRole('button', {name: 'Save', exact: true});
    const status = demo.getByRole('status');
    expect(await save.isDisabled()).toBe(true);
    await expect(status).toHaveText('No unsaved changes.');

    const rows = demo.locator('tbody tr');
    await typeInto(rows.nth(1).locator('input[name="lastName"]'), 'Schmitt');
    await rows.nth(1).locator('input[name="lastName"]').press('Tab');
    await typeInto(rows.nth(2).locator('input[name="email"]'), 'ethan@walsh.example.com');
    await rows.nth(2).locator('input[name="email"]').press('Tab');
    await expect(status).toHaveText('2 users have unsaved changes.');
    // nothing is sent before Save
    expect((await serverUsers(page))[1].lastName).toBe('Schmidt');

    await save.click();
    await expect(status).toHaveText('No unsaved changes.', {timeout: 10000});
    const users = await serverUsers(page);
    expect(users[1].lastName).toBe('Schmitt');
    expect(users[2].email).toBe('ethan@walsh.example.com');
    // the refetched list keeps the values in the fields
    await expect.poll(async () => (await fieldValues(demo, 'lastName'))[1], {timeout: 10000}).toEqual('Schmitt');
    expect(await save.isDisabled()).toBe(true);
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('editing-crud-inline-table: an invalid value shows its message and blocks Save', async ({browser}) => {
  const {page, context, demo, errors} = await openExample(browser, 'editing-crud-inline-table');
  try {
    await expect.poll(() => fieldValues(demo, 'lastName'), {timeout: 10000}).toEqual(LAST_NAMES);
    const row = demo.locator('tbody tr').first();
    const firstName = row.locator('input[name="firstName"]');
    await typeInto(firstName, '');
    await firstName.press('Tab');
    await row.getByText('First name is required').waitFor();
    await expect(firstName.getAttribute('aria-invalid')).resolves.toBe('true');
    const save = demo.getByRole('button', {name: 'Save', exact: true});
    expect(await save.isDisabled()).toBe(true);
    await expect(demo.getByRole('status')).toHaveText('Fix the fields marked in red to save.');

    // typing a valid value clears the message and allows saving
    await typeInto(firstName, 'Eva');
    await row.getByText('First name is required').waitFor({state: 'detached'});
    await firstName.press('Tab');
    await save.click();
    await expect(demo.getByRole('status')).toHaveText('No unsaved changes.', {timeout: 10000});
    expect((await serverUsers(page))[0].firstName).toBe('Eva');
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('editing-crud-inline-table: a state is chosen from the select editor and saved', async ({browser}) => {
  const {page, context, demo, errors} = await openExample(browser, 'editing-crud-inline-table');
  try {
    await expect.poll(() => fieldValues(demo, 'lastName'), {timeout: 10000}).toEqual(LAST_NAMES);
    const before = (await serverUsers(page))[1].state;
    const choice = before === 'Vermont' ? 'Idaho' : 'Vermont';
    await demo.locator('tbody tr').nth(1).getByRole('combobox').click();
    await page.getByRole('option', {name: choice, exact: true}).click();
    // the choice counts as a change at once, without leaving the field
    await expect(demo.getByRole('status')).toHaveText('1 user has unsaved changes.');
    await demo.getByRole('button', {name: 'Save', exact: true}).click();
    await expect(demo.getByRole('status')).toHaveText('No unsaved changes.', {timeout: 10000});
    expect((await serverUsers(page))[1].state).toBe(choice);
    await expect
      .poll(() => fieldValues(demo, 'state'), {timeout: 10000})
      .toEqual((await serverUsers(page)).map((user) => user.state));
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('editing-crud-inline-table: Create New User validates, sends the user and lists it', async ({browser}) => {
  const {page, context, demo, errors} = await openExample(browser, 'editing-crud-inline-table');
  try {
    await expect.poll(() => fieldValues(demo, 'lastName'), {timeout: 10000}).toEqual(LAST_NAMES);
    await demo.getByRole('button', {name: 'Create New User'}).click();
    const row = demo.locator('tbody tr').first();
    await row.locator('input[name="firstName"]').waitFor();
    expect(await row.locator('input[name="firstName"]').inputValue()).toBe('');
    await row.getByRole('button', {name: 'Save'}).click();
    await row.getByText('First name is required').waitFor();
    await row.getByText('Enter a valid email address').waitFor();

    await typeInto(row.locator('input[name="firstName"]'), 'Kai');
    await typeInto(row.locator('input[name="lastName"]'), 'Brennan');
    await typeInto(row.locator('input[name="email"]'), 'kai.brennan@example.com');
    await row.getByRole('combobox').click();
    await page.getByRole('option', {name: 'Oregon', exact: true}).click();
    await row.getByRole('button', {name: 'Save'}).click();
    // the server adds it at the end of the list, which is fetched again
    await expect.poll(() => fieldValues(demo, 'lastName'), {timeout: 10000}).toEqual([...LAST_NAMES, 'Brennan']);
    const created = (await serverUsers(page)).at(-1);
    expect(created).toMatchObject({
      firstName: 'Kai',
      lastName: 'Brennan',
      email: 'kai.brennan@example.com',
      state: 'Oregon',
    });
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('editing-crud-inline-table: the bin icon asks first, then deletes the user on the server', async ({browser}) => {
  const {page, context, demo, errors} = await openExample(browser, 'editing-crud-inline-table');
  try {
    await expect.poll(() => fieldValues(demo, 'lastName'), {timeout: 10000}).toEqual(LAST_NAMES);
    const dialog = page.getByRole('dialog');
    const [first] = await serverUsers(page);
    const name = `${first.firstName} ${first.lastName}`;
    await demo.getByRole('button', {name: `Delete ${name}`}).click();
    await dialog.getByText(`Delete ${name}?`).waitFor();
    await dialog.getByRole('button', {name: 'Cancel'}).click();
    await dialog.waitFor({state: 'hidden'});
    expect(await serverUsers(page)).toHaveLength(10);

    await demo.getByRole('button', {name: `Delete ${name}`}).click();
    await dialog.getByRole('button', {name: 'Delete'}).click();
    await dialog.waitFor({state: 'hidden', timeout: 10000});
    await expect.poll(() => fieldValues(demo, 'lastName'), {timeout: 10000}).toEqual(LAST_NAMES.slice(1));
    expect(await serverUsers(page)).toHaveLength(9);
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('editing-crud-inline-table: renders its fields at 375 px in light theme without errors', async ({browser}) => {
  const {context, demo, errors} = await openExample(browser, 'editing-crud-inline-table', {
    theme: 'light',
    width: 375,
  });
  try {
    await expect.poll(() => fieldValues(demo, 'lastName'), {timeout: 10000}).toEqual(LAST_NAMES);
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});
