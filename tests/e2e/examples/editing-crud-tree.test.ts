import {expect, test} from '@playwright/test';
import type {Locator} from '@playwright/test';
import {typeInto} from '../browser';
import {initialEmployees, type Employee} from '../../../src/examples/editing-crud-tree/makeData';
import {columnTexts, openExample, realErrors} from './harness';

/** The names the tree shows, top to bottom, with the people named in `open` expanded (from the demo's data). */
const shown = (...open: string[]): string[] => {
  const walk = (rows: Employee[]): string[] =>
    rows.flatMap((row) => [row.name, ...(open.includes(row.name) && row.subRows ? walk(row.subRows) : [])]);
  return walk(initialEmployees);
};
const COLLAPSED = shown();
const AVA_OPEN = shown('Ava Okafor');
/** Ava's branch open, and Liam's inside it: every row but Maya's report. */
const EXPANDED = shown('Ava Okafor', 'Liam Lindqvist');

// columns: 1 expand, 2 Name, 3 Title, 4 Location, 5 row actions
const names = (demo: Locator) => columnTexts(demo, 2);
const rowOf = (demo: Locator, name: string) => demo.locator('tbody tr', {hasText: name});
const toggle = (demo: Locator, name: string) => rowOf(demo, name).getByRole('button', {name: 'Expand'}).click();

test('editing-crud-tree: a sub-row two levels down is edited, saved, and keeps its value after collapsing', async ({
  browser,
}) => {
  const {context, demo, errors} = await openExample(browser, 'editing-crud-tree');
  try {
    expect(await names(demo)).toEqual(COLLAPSED);
    await toggle(demo, 'Ava Okafor');
    await expect.poll(() => names(demo)).toEqual(AVA_OPEN);
    await toggle(demo, 'Liam Lindqvist');
    await expect.poll(() => names(demo)).toEqual(EXPANDED);

    await demo.getByRole('button', {name: 'Edit Noah Tanaka'}).click();
    const row = demo.locator('tbody tr').nth(2);
    const title = row.locator('input[name="title"]');
    expect(await title.inputValue()).toBe('Software Engineer');
    await typeInto(title, 'Senior Software Engineer');
    await row.getByRole('button', {name: 'Save'}).click();
    await title.waitFor({state: 'detached'});
    await expect.poll(async () => (await columnTexts(demo, 3))[2]).toEqual('Senior Software Engineer');

    // collapse the whole branch and open it again: the rows are rebuilt from the nested data
    await toggle(demo, 'Ava Okafor');
    await expect.poll(() => names(demo)).toEqual(COLLAPSED);
    await toggle(demo, 'Ava Okafor');
    await expect.poll(() => names(demo)).toEqual(EXPANDED);
    expect(await columnTexts(demo, 3)).toEqual([
      'Head of Engineering',
      'Engineering Manager',
      'Senior Software Engineer',
      'Software Engineer',
      'QA Engineer',
      'Head of Design',
      'Office Manager',
    ]);
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('editing-crud-tree: an invalid sub-row is refused with its message', async ({browser}) => {
  const {context, demo, errors} = await openExample(browser, 'editing-crud-tree');
  try {
    await toggle(demo, 'Ava Okafor');
    await demo.getByRole('button', {name: 'Edit Zoe Novak'}).click();
    const row = demo.locator('tbody tr').nth(2);
    const name = row.locator('input[name="name"]');
    await typeInto(name, '');
    await row.getByRole('button', {name: 'Save'}).click();
    await row.getByText('Name is required').waitFor();
    await expect(name.getAttribute('aria-invalid')).resolves.toBe('true');
    await row.getByRole('button', {name: 'Cancel'}).click();
    await expect.poll(() => names(demo)).toEqual(AVA_OPEN);
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('editing-crud-tree: "Add a report" adds a sub-row under its manager', async ({browser}) => {
  const {context, demo, errors} = await openExample(browser, 'editing-crud-tree');
  try {
    await demo.getByRole('button', {name: 'Add a report to Maya Moreau'}).click();
    // Maya's branch opens and the blank row sits right below her
    const row = demo.locator('tbody tr').nth(2);
    await typeInto(row.locator('input[name="name"]'), 'Kai Brennan');
    await typeInto(row.locator('input[name="title"]'), 'UX Researcher');
    await typeInto(row.locator('input[name="location"]'), 'Raleigh');
    await row.getByRole('button', {name: 'Save'}).click();
    await expect
      .poll(() => names(demo))
      .toEqual(['Ava Okafor', 'Maya Moreau', 'Kai Brennan', 'Omar Rossi', 'Ethan Schmidt']);

    // it is Maya's sub-row: collapsing her hides it
    await toggle(demo, 'Maya Moreau');
    await expect.poll(() => names(demo)).toEqual(COLLAPSED);
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('editing-crud-tree: deleting a manager, after the warning, removes the whole branch', async ({browser}) => {
  const {page, context, demo, errors} = await openExample(browser, 'editing-crud-tree');
  try {
    await toggle(demo, 'Ava Okafor');
    await toggle(demo, 'Liam Lindqvist');
    await expect.poll(() => names(demo)).toEqual(EXPANDED);
    const dialog = page.getByRole('dialog');
    await demo.getByRole('button', {name: 'Delete Liam Lindqvist'}).click();
    await dialog.getByText('Delete Liam Lindqvist?').waitFor();
    await dialog.getByText('The 2 people reporting to them will be deleted too.').waitFor();
    await dialog.getByRole('button', {name: 'Delete'}).click();
    await dialog.waitFor({state: 'hidden'});
    await expect.poll(() => names(demo)).toEqual(['Ava Okafor', 'Zoe Novak', 'Maya Moreau', 'Ethan Schmidt']);

    // someone without reports: the plain question
    await demo.getByRole('button', {name: 'Delete Ethan Schmidt'}).click();
    await dialog.getByText('This cannot be undone.').waitFor();
    await dialog.getByRole('button', {name: 'Delete'}).click();
    await expect.poll(() => names(demo)).toEqual(['Ava Okafor', 'Zoe Novak', 'Maya Moreau']);
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('editing-crud-tree: renders and expands at 375 px in light theme without errors', async ({browser}) => {
  const {context, demo, errors} = await openExample(browser, 'editing-crud-tree', {theme: 'light', width: 375});
  try {
    await toggle(demo, 'Maya Moreau');
    await expect.poll(() => names(demo)).toEqual(shown('Maya Moreau'));
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});
