import type {Locator, Page} from 'playwright-core';
import {sharedBrowserForFile, typeInto} from '../browser';
import {eventually, openExample, realErrors} from './harness';

const browser = sharedBrowserForFile();

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
function serverUsers(page: Page): Promise<Array<{lastName: string; firstName: string; email: string}>> {
  return page.evaluate(() => fetch('/demo-api/users').then((response) => response.json()));
}

test('editing-crud-inline-table: changes in several rows are saved together with one Save', async () => {
  const {page, context, demo, errors} = await openExample(browser(), 'editing-crud-inline-table');
  try {
    await eventually(() => fieldValues(demo, 'lastName'), LAST_NAMES, 10000);
    const save = demo.getByRole('button', {name: 'Save', exact: true});
    const status = demo.getByRole('status');
    expect(await save.isDisabled()).toBe(true);
    await eventually(() => status.textContent(), 'No unsaved changes.');

    const rows = demo.locator('tbody tr');
    await typeInto(rows.nth(1).locator('input[name="lastName"]'), 'Schmitt');
    await rows.nth(1).locator('input[name="lastName"]').press('Tab');
    await typeInto(rows.nth(2).locator('input[name="email"]'), 'ethan@walsh.example.com');
    await rows.nth(2).locator('input[name="email"]').press('Tab');
    await eventually(() => status.textContent(), '2 users have unsaved changes.');
    // nothing is sent before Save
    expect((await serverUsers(page))[1].lastName).toBe('Schmidt');

    await save.click();
    await eventually(() => status.textContent(), 'No unsaved changes.', 10000);
    const users = await serverUsers(page);
    expect(users[1].lastName).toBe('Schmitt');
    expect(users[2].email).toBe('ethan@walsh.example.com');
    // the refetched list keeps the values in the fields
    await eventually(async () => (await fieldValues(demo, 'lastName'))[1], 'Schmitt', 10000);
    expect(await save.isDisabled()).toBe(true);
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('editing-crud-inline-table: an invalid value shows its message and blocks Save', async () => {
  const {page, context, demo, errors} = await openExample(browser(), 'editing-crud-inline-table');
  try {
    await eventually(() => fieldValues(demo, 'lastName'), LAST_NAMES, 10000);
    const row = demo.locator('tbody tr').first();
    const firstName = row.locator('input[name="firstName"]');
    await typeInto(firstName, '');
    await firstName.press('Tab');
    await row.getByText('First name is required').waitFor();
    await expect(firstName.getAttribute('aria-invalid')).resolves.toBe('true');
    const save = demo.getByRole('button', {name: 'Save', exact: true});
    expect(await save.isDisabled()).toBe(true);
    await eventually(() => demo.getByRole('status').textContent(), 'Fix the fields marked in red to save.');

    // typing a valid value clears the message and allows saving
    await typeInto(firstName, 'Eva');
    await row.getByText('First name is required').waitFor({state: 'detached'});
    await firstName.press('Tab');
    await save.click();
    await eventually(() => demo.getByRole('status').textContent(), 'No unsaved changes.', 10000);
    expect((await serverUsers(page))[0].firstName).toBe('Eva');
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('editing-crud-inline-table: renders its fields at 375 px in light theme without errors', async () => {
  const {context, demo, errors} = await openExample(browser(), 'editing-crud-inline-table', {
    theme: 'light',
    width: 375,
  });
  try {
    await eventually(() => fieldValues(demo, 'lastName'), LAST_NAMES, 10000);
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});
