import {expect, test} from '@playwright/test';
import type {Locator} from '@playwright/test';
import {searchFor} from '../browser';
import {columnTexts, openExample, realErrors} from './harness';

const TITLES = [
  'The Quiet Harbor',
  'Atlas of Small Things',
  'Northern Lights Cookbook',
  'Glass and Granite',
  'Paper Boats',
  'Under the Linden Tree',
  'Counting Stars',
];

// cells: 1 select (MRT's checkbox column), 2 Title, 3 Author, 4 Year, 5 Pages; five rows a page
const TITLE = 2;
const YEAR = 4;
const PAGES = 5;
const firstPage = (titles: string[]) => titles.slice(0, 5);

const sortLabel = (demo: Locator, header: string) =>
  demo.locator('thead th', {hasText: header}).locator('.MuiTableSortLabel-root');

test('custom-headless: the example’s own MUI table renders the rows, and clicking its headers sorts', async ({
  browser,
}) => {
  const {context, demo, errors} = await openExample(browser, 'custom-headless');
  try {
    // plain MUI markup, not MRT's: no toolbar, no MRT header cells
    expect(await demo.locator('.Mui-TableHeadCell-Content').count()).toBe(0);
    expect(await demo.locator('thead th').allTextContents()).toEqual(['', 'Title', 'Author', 'Year', 'Pages']);
    expect(await columnTexts(demo, TITLE)).toEqual(firstPage(TITLES));
    // the Pages column's own Cell renderer is applied
    expect(await columnTexts(demo, PAGES)).toEqual(['312 p.', '204 p.', '256 p.', '428 p.', '188 p.']);

    await sortLabel(demo, 'Title').click();
    await expect.poll(() => columnTexts(demo, TITLE)).toEqual(firstPage([...TITLES].sort()));
    expect(await demo.locator('thead th', {hasText: 'Title'}).getAttribute('aria-sort')).toBe('ascending');
    await demo.getByText('Sorted by title (ascending)').waitFor();

    await sortLabel(demo, 'Title').click();
    await expect.poll(() => columnTexts(demo, TITLE)).toEqual(firstPage([...TITLES].sort().reverse()));
    expect(await demo.locator('thead th', {hasText: 'Title'}).getAttribute('aria-sort')).toBe('descending');

    // a third click clears the sort: back to the data's order
    await sortLabel(demo, 'Title').click();
    await expect.poll(() => columnTexts(demo, TITLE)).toEqual(firstPage(TITLES));
    await demo.getByText('Not sorted: click a column header.').waitFor();

    // numbers sort numerically (TanStack starts number columns descending)
    await sortLabel(demo, 'Year').click();
    await expect.poll(() => columnTexts(demo, YEAR)).toEqual(['2022', '2019', '2016', '2011', '2004']);
    await sortLabel(demo, 'Year').click();
    await expect.poll(() => columnTexts(demo, YEAR)).toEqual(['1987', '1998', '2004', '2011', '2016']);
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('custom-headless: typing in MRT’s search field narrows the rows and the pagination count', async ({browser}) => {
  const {context, demo, errors} = await openExample(browser, 'custom-headless');
  try {
    const range = demo.locator('.MuiTablePagination-root');
    await expect(range).toContainText('1-5 of 7');
    await searchFor(demo.getByPlaceholder('Search'), 'calder');
    await expect.poll(async () => (await columnTexts(demo, TITLE)).sort()).toEqual(['Paper Boats', 'The Quiet Harbor']);
    await expect(range).toContainText('1-2 of 2');
    // the field's clear button brings every row back
    await demo.getByRole('button', {name: 'Clear search'}).click();
    await expect(range).toContainText('1-5 of 7');
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('custom-headless: ticking a row opens MRT’s alert banner; Clear selection closes it', async ({browser}) => {
  const {context, demo, errors} = await openExample(browser, 'custom-headless');
  try {
    const banner = demo.getByRole('alert');
    expect(await banner.isVisible()).toBe(false);
    await demo
      .locator('tbody tr', {hasText: 'Glass and Granite'})
      .getByRole('checkbox', {name: 'Toggle select row'})
      .check();
    await banner.getByText('1 of 7 row(s) selected').waitFor({state: 'visible'});
    // the header's box selects the current page
    await demo.getByRole('checkbox', {name: 'Toggle select all'}).check();
    await banner.getByText('5 of 7 row(s) selected').waitFor({state: 'visible'});
    await banner.getByRole('button', {name: 'Clear selection'}).click();
    await expect(demo.getByRole('checkbox', {name: 'Toggle select row', checked: true})).toHaveCount(0);
    await banner.waitFor({state: 'hidden'});
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('custom-headless: MRT’s pagination turns the page of the custom markup', async ({browser}) => {
  const {context, demo, errors} = await openExample(browser, 'custom-headless');
  try {
    await demo.getByRole('button', {name: 'Go to next page'}).click();
    await expect.poll(() => columnTexts(demo, TITLE)).toEqual(['Under the Linden Tree', 'Counting Stars']);
    expect(await demo.locator('.MuiTablePagination-root').textContent()).toContain('6-7 of 7');
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});
