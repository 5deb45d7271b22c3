import {expect, test} from '@playwright/test';

import {downloadFrom, openExample, parseCsv, realErrors, rowWith} from './harness';

const HEADER = ['ID', 'First Name', 'Last Name', 'Company', 'City', 'Country'];
const PEOPLE = [
  ['1', 'Ava', 'Okafor', 'Brightline', 'Portland', 'United States'],
  ['2', 'Liam', 'Lindqvist', 'Nordhavn', 'Stockholm', 'Sweden'],
  ['3', 'Maya', 'Moreau', 'Atelier Six', 'Lyon', 'France'],
  ['4', 'Noah', 'Tanaka', 'Kumo Labs', 'Osaka', 'Japan'],
  ['5', 'Zoe', 'Novak', 'Vltava Works', 'Prague', 'Czechia'],
  ['6', 'Omar', 'Haddad', 'Cedar & Co', 'Beirut', 'Lebanon'],
  ['7', 'Ines', 'Calder', 'Harbor Books', 'Lisbon', 'Portugal'],
  ['8', 'Kofi', 'Mensah', 'Goldcoast Data', 'Accra', 'Ghana'],
  ['9', 'Priya', 'Raman', 'Monsoon AI', 'Chennai', 'India'],
  ['10', 'Lucas', 'Silva', 'Ipê Systems', 'Recife', 'Brazil'],
  ['11', 'Hanna', 'Berg', 'Fjord Foods', 'Bergen', 'Norway'],
  ['12', 'Mateo', 'Rossi', 'Vespa Digital, Ltd.', 'Turin', 'Italy'],
];

/** The CSV text without the byte-order mark export-to-csv puts first (so Excel reads it as UTF-8). */
const csvText = (content: Buffer) => {
  const text = content.toString('utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  return text.slice(1);
};

test('export-csv: "Export All" downloads a CSV with the header and all 12 rows, not just the page', async ({
  browser,
}) => {
  const {page, context, demo, errors} = await openExample(browser, 'export-csv');
  try {
    expect(await demo.locator('tbody tr').count()).toBe(10); // one page on screen
    const file = await downloadFrom(page, () => demo.getByRole('button', {name: 'Export All'}).click());
    expect(file.filename).toBe('people.csv');
    const text = csvText(file.content);
    expect(text.split('\r\n')[0]).toBe('"ID","First Name","Last Name","Company","City","Country"');
    // the comma inside a company name stays in one quoted field
    expect(text).toContain('"Vespa Digital, Ltd."');
    expect(parseCsv(text)).toEqual([HEADER, ...PEOPLE]);
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('export-csv: "Export Selected" downloads exactly the selected rows, across pages', async ({browser}) => {
  const {page, context, demo, errors} = await openExample(browser, 'export-csv');
  try {
    const exportSelected = demo.getByRole('button', {name: 'Export Selected'});
    expect(await exportSelected.isDisabled()).toBe(true);

    await rowWith(demo, 'Moreau').getByRole('checkbox', {name: 'Toggle select row'}).check();
    await rowWith(demo, 'Mensah').getByRole('checkbox', {name: 'Toggle select row'}).check();
    // Mateo is on page 2
    await demo.getByRole('button', {name: 'Go to next page'}).click();
    await rowWith(demo, 'Rossi').getByRole('checkbox', {name: 'Toggle select row'}).check();

    const file = await downloadFrom(page, () => exportSelected.click());
    expect(parseCsv(csvText(file.content))).toEqual([HEADER, PEOPLE[2], PEOPLE[7], PEOPLE[11]]);

    // after unselecting one row, the next export leaves it out
    await rowWith(demo, 'Rossi').getByRole('checkbox', {name: 'Toggle select row'}).uncheck();
    const again = await downloadFrom(page, () => exportSelected.click());
    expect(parseCsv(csvText(again.content))).toEqual([HEADER, PEOPLE[2], PEOPLE[7]]);
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('export-csv: "Export All" follows the filters and the sort order', async ({browser}) => {
  const {page, context, demo, errors} = await openExample(browser, 'export-csv');
  try {
    // sort by Country, descending (click twice), then export
    const country = demo.locator('thead th', {hasText: 'Country'}).locator('.Mui-TableHeadCell-Content-Labels');
    await country.click();
    await country.click();
    await demo.locator('tbody tr').first().getByText('United States').waitFor();
    const file = await downloadFrom(page, () => demo.getByRole('button', {name: 'Export All'}).click());
    const countries = parseCsv(csvText(file.content))
      .slice(1)
      .map((row) => row[5]);
    expect(countries).toEqual(
      PEOPLE.map((row) => row[5])
        .sort()
        .reverse(),
    );
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});
