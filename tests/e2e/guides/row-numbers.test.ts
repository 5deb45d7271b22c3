/**
 * The Row Numbers guide's demo: 'static' numbers count the rows on screen across pages (finishing places when the
 * rows are sorted by time); 'original' numbers are each row's position in the data (entry order), whatever the
 * sort or page. The column's header, set through displayColumnDefOptions, follows the mode.
 */
import {expect, test} from '@playwright/test';
import {searchFor} from '../browser';
import {clickHeader, columnTexts, openDemo, realErrors} from '../examples/harness';
import {runners} from '../../../src/examples/guides/row-numbers/display-modes/data';
import {runners as searchRunners} from '../../../src/examples/guides/row-numbers/numbered-search/data';

const NUMBER = 1;
const RUNNER = 2;
const PAGE = 5;

// entry numbers (1-based positions in the data) in order of finishing time
const byTime = (desc: boolean) =>
  runners
    .map((runner, index) => ({...runner, entry: index + 1}))
    .sort((a, b) => (desc ? b.time.localeCompare(a.time) : a.time.localeCompare(b.time)));

test('row numbers guide: static numbers follow the screen, original numbers follow the data', async ({browser}) => {
  const {page, context, demo, errors} = await openDemo(browser, '/docs/guides/row-numbers', 'display-modes');
  const numberHeader = () => demo.locator('thead th').first().textContent();
  const ascending = byTime(false);
  try {
    // static, sorted by time: places 1-5 on the first page
    expect((await numberHeader())?.trim()).toBe('Place');
    expect(await columnTexts(demo, NUMBER)).toEqual(['1', '2', '3', '4', '5']);
    expect(await columnTexts(demo, RUNNER)).toEqual(ascending.slice(0, PAGE).map((runner) => runner.name));

    // the second page goes on counting
    await demo.getByRole('button', {name: 'Go to next page'}).click();
    await expect
      .poll(() => columnTexts(demo, RUNNER))
      .toEqual(ascending.slice(PAGE, 2 * PAGE).map((runner) => runner.name));
    expect(await columnTexts(demo, NUMBER)).toEqual(['6', '7', '8', '9', '10']);

    // original: the same rows show their entry numbers
    await page.getByRole('button', {name: 'original', exact: true}).click();
    const secondPageEntries = ascending.slice(PAGE, 2 * PAGE).map((runner) => String(runner.entry));
    await expect.poll(() => columnTexts(demo, NUMBER)).toEqual(secondPageEntries);
    expect(secondPageEntries).toEqual(['7', '1', '12', '5', '10']);
    expect((await numberHeader())?.trim()).toBe('Entry');

    // a new sort goes back to the first page; the entry numbers move with their rows
    await clickHeader(page, demo, 'Time');
    const descending = byTime(true).slice(0, PAGE);
    await expect.poll(() => columnTexts(demo, RUNNER)).toEqual(descending.map((runner) => runner.name));
    expect(await columnTexts(demo, NUMBER)).toEqual(descending.map((runner) => String(runner.entry)));

    // back to static: the top row is 1 again
    await page.getByRole('button', {name: 'static', exact: true}).click();
    await expect.poll(() => columnTexts(demo, NUMBER)).toEqual(['1', '2', '3', '4', '5']);
    expect((await numberHeader())?.trim()).toBe('Place');
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('row numbers guide: the renamed column counts the search results from 1', async ({browser}) => {
  const {context, demo, errors} = await openDemo(browser, '/docs/guides/row-numbers', 'numbered-search');
  try {
    expect((await demo.locator('thead th').first().textContent())?.trim()).toBe('No.');
    expect(await columnTexts(demo, NUMBER)).toEqual(searchRunners.map((_runner, index) => String(index + 1)));

    const search = demo.getByPlaceholder('Search');
    await search.click();
    await searchFor(search, 'Harbour');
    const harbour = searchRunners.filter((runner) => runner.club === 'Harbour AC').map((runner) => runner.name);
    await expect.poll(() => columnTexts(demo, RUNNER)).toEqual(harbour);
    expect(harbour).toEqual(['Ada Lindqvist', 'Chloe Martin', 'Grace Mwangi', 'Jae-won Kim']);
    expect(await columnTexts(demo, NUMBER)).toEqual(['1', '2', '3', '4']);
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});
