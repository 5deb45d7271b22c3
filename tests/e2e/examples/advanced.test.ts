import {sharedBrowserForFile, typeInto} from '../browser';
import {dataColumnTexts, eventually, openExample, realErrors, rowWith} from './harness';

const browser = sharedBrowserForFile();

// cells: 1 expand, 2 select, 3 Employee, 4 Job Title, 5 Department, 6 Salary, 7 Status
const NAME = 3;
const STATUS = 7;

test('advanced: select rows, then Deactivate and Contact act on exactly those rows', async () => {
  const {page, context, demo, errors} = await openExample(browser(), 'advanced');
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
    const statusOf = async (name: string) =>
      (
        (await rowWith(demo, name)
          .locator('td')
          .nth(STATUS - 1)
          .textContent()) ?? ''
      ).trim();
    await eventually(
      () => Promise.all(['Liam Lindqvist', 'Maya Moreau', 'Ava Okafor'].map(statusOf)),
      ['Inactive', 'Inactive', 'Active'],
    );
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
    expect(await statusOf('Ava Okafor')).toBe('Active');
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('advanced: the expand button opens the employee’s detail panel', async () => {
  const {context, demo, errors} = await openExample(browser(), 'advanced');
  try {
    expect(await demo.getByText('Keeps the data warehouse fed and tidy.').count()).toBe(0);
    const kofi = rowWith(demo, 'Kofi Mensah');
    await kofi.getByRole('button', {name: 'Expand'}).click();
    const panel = kofi.locator('xpath=following-sibling::tr[1]');
    await panel.getByText('Keeps the data warehouse fed and tidy.').waitFor({state: 'visible'});
    expect(await panel.textContent()).toContain('kofi.mensah@example.com');
    expect(await panel.textContent()).toContain('2019-10-15');
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('advanced: the range and select column filters leave only the matching rows', async () => {
  const {page, context, demo, errors} = await openExample(browser(), 'advanced');
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
    await eventually(names, ['Ava Okafor', 'Priya Raman', 'Jonas Weber', 'Chloe Martin']);

    // the department options now count only the rows the salary filter leaves
    expect(await departmentOptions()).toEqual([
      'Filter by Department',
      'Engineering (2)',
      'Marketing (1)',
      'Sales (1)',
    ]);
    await page.getByRole('listbox').getByRole('option', {name: 'Engineering (2)'}).click();
    await eventually(names, ['Ava Okafor', 'Priya Raman']);
    expect(await dataColumnTexts(demo, 5)).toEqual(['Engineering', 'Engineering']);
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});
