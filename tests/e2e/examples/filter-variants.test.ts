import {expect, test} from '@playwright/test';
import type {Locator} from '@playwright/test';
import {dataColumnTexts, header, openWithFilters, realErrors, typeDate} from './harness';

const NAME = 1;
const names = (demo: Locator) => dataColumnTexts(demo, NAME);

test('filter-variants: text and autocomplete filters', async ({browser}) => {
  const {page, context, demo, errors} = await openWithFilters(browser, 'filter-variants');
  try {
    expect(await names(demo)).toHaveLength(16);
    // text: fuzzy, case-insensitive
    const nameFilter = header(demo, 'Name').getByPlaceholder('Filter by Name');
    await nameFilter.click();
    await page.keyboard.type('walker');
    await expect.poll(() => names(demo)).toEqual(['Ethan Walker']);
    await header(demo, 'Name').getByRole('button', {name: 'Clear filter'}).click();
    await expect.poll(async () => (await names(demo)).length).toEqual(16);

    // autocomplete: suggestions from filterSelectOptions while typing, then pick one
    await header(demo, 'City').getByPlaceholder('Filter by City').click();
    await page.keyboard.type('Li');
    const suggestions = page.getByRole('listbox').getByRole('option');
    await suggestions.first().waitFor();
    // the suggestions are the cities containing the typed text
    expect(await suggestions.allTextContents()).toEqual(['Lisbon']);
    await page.getByRole('option', {name: 'Lisbon'}).click();
    await expect.poll(() => names(demo)).toEqual(['Ines Calder']);
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('filter-variants: select and multi-select filters', async ({browser}) => {
  const {page, context, demo, errors} = await openWithFilters(browser, 'filter-variants');
  try {
    await header(demo, 'Team').getByRole('combobox').click();
    await page.getByRole('option', {name: 'Design'}).waitFor();
    const options = await page.getByRole('listbox').getByRole('option').allTextContents();
    expect(options.slice(1).map((text) => text.trim())).toEqual(['Design', 'Platform', 'Sales', 'Support']);
    await page.getByRole('option', {name: 'Sales'}).click();
    await expect
      .poll(() => names(demo))
      .toEqual(['Liam Lindqvist', 'Omar Haddad', 'Lucas Silva', 'Sofia Kowalski', 'Jonas Weber']);

    // multi-select: a row matches any ticked level; the labels differ from the values
    await header(demo, 'Level').getByRole('combobox').click();
    await page.getByRole('option', {name: 'Team lead'}).click();
    await page.getByRole('option', {name: 'Junior'}).click();
    await page.keyboard.press('Escape');
    await page.getByRole('listbox').waitFor({state: 'detached'});
    await expect.poll(() => names(demo)).toEqual(['Omar Haddad', 'Lucas Silva', 'Jonas Weber']);
    expect(await header(demo, 'Level').textContent()).toContain('Team lead');
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('filter-variants: range fields and the range slider', async ({browser}) => {
  const {page, context, demo, errors} = await openWithFilters(browser, 'filter-variants');
  try {
    await header(demo, 'Salary').getByPlaceholder('Min').click();
    await page.keyboard.type('100000');
    await expect
      .poll(() => names(demo))
      .toEqual([
        'Ava Okafor',
        'Maya Moreau',
        'Noah Tanaka',
        'Omar Haddad',
        'Kofi Mensah',
        'Priya Raman',
        'Jonas Weber',
      ]);
    await header(demo, 'Salary').getByPlaceholder('Max').click();
    await page.keyboard.type('150000');
    // both bounds included
    await expect
      .poll(() => names(demo))
      .toEqual(['Ava Okafor', 'Maya Moreau', 'Noah Tanaka', 'Omar Haddad', 'Kofi Mensah']);

    // slider from 20 to 60 in steps of 5: take the lower thumb, then Page Up (a step of 10) makes it 30
    const lower = header(demo, 'Age').getByRole('slider').first();
    const lowerThumb = header(demo, 'Age').locator('.MuiSlider-thumb').first();
    // bring it to the middle of the window, clear of the site's sticky top bar
    await lowerThumb.evaluate((element) => element.scrollIntoView({block: 'center'}));
    await lowerThumb.click();
    await page.keyboard.press('PageUp');
    await expect(lower).toHaveAttribute('aria-valuenow', '30');
    // Noah (29) drops out
    await expect.poll(() => names(demo)).toEqual(['Ava Okafor', 'Maya Moreau', 'Omar Haddad', 'Kofi Mensah']);
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('filter-variants: date and date-range pickers', async ({browser}) => {
  const {page, context, demo, errors} = await openWithFilters(browser, 'filter-variants');
  try {
    // date: the rows reviewed on that day
    await typeDate(page, header(demo, 'Last Review').getByRole('group').first(), '06/23/2025');
    await expect.poll(() => names(demo)).toEqual(['Ines Calder', 'Lucas Silva', 'Sofia Kowalski']);

    // date range: hired from 2019-01-01 to 2021-12-31, both days included (Ines 2018 and Lucas 2023 drop out)
    const hire = header(demo, 'Hire Date').getByRole('group');
    await typeDate(page, hire.nth(0), '01/01/2019');
    // as a visitor does, see the lower bound apply (Ines, hired 2018, drops out) before typing the upper one:
    // the field re-reads the filter when its debounced value lands, which would clear a date typed meanwhile
    await expect.poll(() => names(demo)).toEqual(['Lucas Silva', 'Sofia Kowalski']);
    await typeDate(page, hire.nth(1), '12/31/2021');
    await expect.poll(() => names(demo), {timeout: 10000}).toEqual(['Sofia Kowalski']);
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('filter-variants: the checkbox filter cycles through any, yes and no', async ({browser}) => {
  const {context, demo, errors} = await openWithFilters(browser, 'filter-variants');
  try {
    const checkbox = header(demo, 'Active').getByRole('checkbox');
    await checkbox.click();
    await expect.poll(async () => (await names(demo)).length).toEqual(12);
    expect(await dataColumnTexts(demo, 9)).toEqual(Array(12).fill('Yes'));
    await checkbox.click();
    await expect.poll(() => names(demo)).toEqual(['Zoe Novak', 'Ines Calder', 'Mateo Rossi', 'Jonas Weber']);
    await checkbox.click();
    await expect.poll(async () => (await names(demo)).length).toEqual(16);
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});
