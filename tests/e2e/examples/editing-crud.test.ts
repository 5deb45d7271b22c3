import {expect, test} from '@playwright/test';
import type {Locator, Page} from '@playwright/test';
import {typeInto} from '../browser';
import {columnTexts, openExample, realErrors} from './harness';

const FIRST_NAMES = ['Ava', 'Yara', 'Ethan', 'Hugo', 'Mila', 'Lena', 'Aiko', 'Mila', 'Ravi', 'Nora'];

/** The users the in-page stand-in API holds right now (what a reload of the list would show). */
function serverUsers(page: Page): Promise<Array<{firstName: string; lastName: string; email: string}>> {
  return page.evaluate(() => fetch('/demo-api/users').then((response) => response.json()));
}

async function waitForUsers(demo: Locator) {
  await expect.poll(() => columnTexts(demo, 1), {timeout: 10000}).toEqual(FIRST_NAMES);
}

test('editing-crud: create (with local and server validation), edit and delete through dialogs', async ({browser}) => {
  const {page, context, demo, errors} = await openExample(browser, 'editing-crud');
  try {
    await waitForUsers(demo);

    // CREATE — empty form: the browser's own check answers at once, nothing is sent
    await demo.getByRole('button', {name: 'Create New User'}).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Create New User').waitFor();
    await dialog.getByRole('button', {name: 'Save'}).click();
    await dialog.getByText('First name is required').waitFor();
    await dialog.getByText('Last name is required').waitFor();
    await dialog.getByText('Email is required').waitFor();

    // an email the browser accepts but the server refuses: its message shows in the form
    await typeInto(dialog.locator('input[name="firstName"]'), 'Zed');
    await typeInto(dialog.locator('input[name="lastName"]'), 'Quill');
    await typeInto(dialog.locator('input[name="email"]'), 'zed@example');
    await dialog.getByRole('button', {name: 'Save'}).click();
    await dialog.getByText('Enter a valid email address').waitFor({timeout: 10000});
    await expect(dialog.locator('input[name="email"]').getAttribute('aria-invalid')).resolves.toBe('true');
    expect((await serverUsers(page)).some((user) => user.firstName === 'Zed')).toBe(false);

    // fixed: saved, the dialog closes and the new user is in the table (and on the server)
    await typeInto(dialog.locator('input[name="email"]'), 'zed.quill@example.com');
    await dialog.getByRole('button', {name: 'Save'}).click();
    await dialog.waitFor({state: 'hidden', timeout: 10000});
    await expect.poll(() => columnTexts(demo, 1), {timeout: 10000}).toEqual([...FIRST_NAMES, 'Zed']);
    expect(await columnTexts(demo, 3)).toContain('zed.quill@example.com');
    expect((await serverUsers(page)).some((user) => user.firstName === 'Zed' && user.lastName === 'Quill')).toBe(true);

    // UPDATE — the form opens with the row's values; a blank required field is refused
    await demo.getByRole('button', {name: 'Edit Yara Schmidt'}).click();
    await dialog.getByText('Edit User').waitFor();
    const lastName = dialog.locator('input[name="lastName"]');
    expect(await lastName.inputValue()).toBe('Schmidt');
    await typeInto(lastName, '');
    await dialog.getByRole('button', {name: 'Save'}).click();
    await dialog.getByText('Last name is required').waitFor();
    await typeInto(lastName, 'Schmitt');
    await dialog.getByRole('button', {name: 'Save'}).click();
    await dialog.waitFor({state: 'hidden', timeout: 10000});
    await expect.poll(async () => (await columnTexts(demo, 2))[1], {timeout: 10000}).toEqual('Schmitt');
    expect((await serverUsers(page))[1].lastName).toBe('Schmitt');

    // DELETE — Cancel in the confirmation keeps the row, Delete removes it
    await demo.getByRole('button', {name: 'Delete Ethan Walsh'}).click();
    await dialog.getByText('Ethan Walsh will be removed').waitFor();
    await dialog.getByRole('button', {name: 'Cancel'}).click();
    await dialog.waitFor({state: 'hidden'});
    expect(await columnTexts(demo, 1)).toContain('Ethan');

    await demo.getByRole('button', {name: 'Delete Ethan Walsh'}).click();
    await dialog.getByRole('button', {name: 'Delete'}).click();
    await dialog.waitFor({state: 'hidden', timeout: 10000});
    await expect
      .poll(() => columnTexts(demo, 1), {timeout: 10000})
      .toEqual(['Ava', 'Yara', 'Hugo', 'Mila', 'Lena', 'Aiko', 'Mila', 'Ravi', 'Nora', 'Zed']);
    expect((await serverUsers(page)).some((user) => user.firstName === 'Ethan')).toBe(false);

    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('editing-crud: loads and opens the create dialog at 375 px in light theme without errors', async ({browser}) => {
  const {page, context, demo, errors} = await openExample(browser, 'editing-crud', {theme: 'light', width: 375});
  try {
    await waitForUsers(demo);
    await demo.getByRole('button', {name: 'Create New User'}).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('input[name="firstName"]').waitFor();
    await dialog.getByRole('button', {name: 'Cancel'}).click();
    await dialog.waitFor({state: 'hidden'});
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});
