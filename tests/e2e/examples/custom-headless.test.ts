import type {Locator} from 'playwright-core';
import {sharedBrowserForFile} from '../browser';
import {columnTexts, eventually, openExample, realErrors} from './harness';

const browser = sharedBrowserForFile();

const TITLES = [
  'The Quiet Harbor',
  'Atlas of Small Things',
  'Northern Lights Cookbook',
  'Glass and Granite',
  'Paper Boats',
  'Under the Linden Tree',
  'Counting Stars',
];

const sortLabel = (demo: Locator, header: string) =>
  demo.locator('thead th', {hasText: header}).locator('.MuiTableSortLabel-root');

test('custom-headless: the example’s own MUI table renders the rows, and clicking its headers sorts', async () => {
  const {context, demo, errors} = await openExample(browser(), 'custom-headless');
  try {
    // plain MUI markup, not MRT's: no toolbar, no MRT header cells
    expect(await demo.locator('.Mui-TableHeadCell-Content').count()).toBe(0);
    expect(await demo.locator('thead th').allTextContents()).toEqual(['Title', 'Author', 'Year', 'Pages']);
    expect(await columnTexts(demo, 1)).toEqual(TITLES);
    // the Pages column's own Cell renderer is applied
    expect(await columnTexts(demo, 4)).toEqual(['312 p.', '204 p.', '256 p.', '428 p.', '188 p.', '352 p.', '276 p.']);

    await sortLabel(demo, 'Title').click();
    await eventually(() => columnTexts(demo, 1), [...TITLES].sort());
    expect(await demo.locator('thead th', {hasText: 'Title'}).getAttribute('aria-sort')).toBe('ascending');
    await demo.getByText('Sorted by title (ascending)').waitFor();

    await sortLabel(demo, 'Title').click();
    await eventually(() => columnTexts(demo, 1), [...TITLES].sort().reverse());
    expect(await demo.locator('thead th', {hasText: 'Title'}).getAttribute('aria-sort')).toBe('descending');

    // a third click clears the sort: back to the data's order
    await sortLabel(demo, 'Title').click();
    await eventually(() => columnTexts(demo, 1), TITLES);
    await demo.getByText('Not sorted: click a column header.').waitFor();

    // numbers sort numerically (TanStack starts number columns descending)
    await sortLabel(demo, 'Year').click();
    await eventually(() => columnTexts(demo, 3), ['2022', '2019', '2016', '2011', '2004', '1998', '1987']);
    await sortLabel(demo, 'Year').click();
    await eventually(() => columnTexts(demo, 3), ['1987', '1998', '2004', '2011', '2016', '2019', '2022']);
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});
