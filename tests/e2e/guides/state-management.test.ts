/**
 * The State Management guide's demo: sorting, the global filter and the page are controlled React state, printed
 * under the table and saved to localStorage; a reload brings the same view back, and junk or a throwing storage
 * leaves the table at its defaults without errors.
 */
import {expect, test} from '@playwright/test';
import {searchFor} from '../browser';
import type {Page} from '@playwright/test';
import {clickHeader, columnTexts, openDemo, realErrors} from '../examples/harness';
import {reloadDemo} from './harness';
import {cities} from '../../../src/examples/guides/state-management/persisted-state/data';
import {STORAGE_KEY} from '../../../src/examples/guides/state-management/persisted-state/storage';
const PATH = '/docs/guides/state-management';
const DEMO = 'persisted-state';
const CITY = 1;
const PAGE_SIZE = 5;

const byPopulationDesc = [...cities].sort((a, b) => b.population - a.population);
const names = (list: typeof cities) => list.map((entry) => entry.city);

const stateText = (page: Page) => page.getByTestId('table-state').textContent();
const storedText = (page: Page) => page.evaluate((key) => window.localStorage.getItem(key), STORAGE_KEY);

test('state management guide: sorting, search and page survive a reload', async ({browser}) => {
  const {page, context, demo, errors} = await openDemo(browser, PATH, DEMO);
  try {
    expect(await stateText(page)).toBe('Sorting: none · Filters: none · Page: 1');
    expect(await columnTexts(demo, CITY)).toEqual(names(cities.slice(0, PAGE_SIZE)));

    // sort by population (a number column starts descending), then go to page 2
    await clickHeader(page, demo, 'Population');
    await expect.poll(() => stateText(page)).toEqual('Sorting: population descending · Filters: none · Page: 1');
    await demo.getByRole('button', {name: 'Go to next page'}).click();
    await expect.poll(() => stateText(page)).toEqual('Sorting: population descending · Filters: none · Page: 2');
    const secondPage = names(byPopulationDesc.slice(PAGE_SIZE, 2 * PAGE_SIZE));
    expect(await columnTexts(demo, CITY)).toEqual(secondPage);
    await expect.poll(async () => JSON.parse((await storedText(page)) ?? 'null')?.pagination?.pageIndex).toEqual(1);

    let reloaded = await reloadDemo(page, DEMO);
    await expect.poll(() => stateText(page)).toEqual('Sorting: population descending · Filters: none · Page: 2');
    expect(await columnTexts(reloaded, CITY)).toEqual(secondPage);

    // typing a search goes back to page 1 and keeps the sort
    const search = reloaded.getByPlaceholder('Search');
    await search.click();
    await searchFor(search, 'Europe');
    await expect
      .poll(() => stateText(page))
      .toEqual('Sorting: population descending · Filters: search "Europe" · Page: 1');
    const europe = names(byPopulationDesc.filter((entry) => entry.continent === 'Europe'));
    await expect.poll(() => columnTexts(reloaded, CITY)).toEqual(europe);
    await expect.poll(async () => JSON.parse((await storedText(page)) ?? 'null')?.globalFilter).toEqual('Europe');

    reloaded = await reloadDemo(page, DEMO);
    await expect
      .poll(() => stateText(page))
      .toEqual('Sorting: population descending · Filters: search "Europe" · Page: 1');
    expect(await columnTexts(reloaded, CITY)).toEqual(europe);
    expect(await reloaded.getByPlaceholder('Search').inputValue()).toBe('Europe');

    // no hydration warning or other error on any of the loads
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('state management guide: junk in the storage key or a throwing storage leaves the defaults', async ({browser}) => {
  const junkValues = ['{not json', '"a string"', '{"sorting":"population","pagination":{"pageIndex":-3,"pageSize":0}}'];
  for (const junk of junkValues) {
    const {page, context, demo, errors} = await openDemo(browser, PATH, DEMO, {
      initScript: `try { localStorage.setItem(${JSON.stringify(STORAGE_KEY)}, ${JSON.stringify(junk)}); } catch (e) {}`,
    });
    try {
      expect(await stateText(page)).toBe('Sorting: none · Filters: none · Page: 1');
      expect(await columnTexts(demo, CITY)).toEqual(names(cities.slice(0, PAGE_SIZE)));
      expect(realErrors(errors)).toEqual([]);
    } finally {
      await context.close();
    }
  }

  const {page, context, demo, errors} = await openDemo(browser, PATH, DEMO, {
    initScript:
      'Storage.prototype.getItem = () => { throw new Error("storage blocked"); };' +
      'Storage.prototype.setItem = () => { throw new Error("storage blocked"); };',
  });
  try {
    expect(await stateText(page)).toBe('Sorting: none · Filters: none · Page: 1');
    // the table still works, it just remembers nothing
    await demo.getByRole('button', {name: 'Go to next page'}).click();
    await expect.poll(() => stateText(page)).toEqual('Sorting: none · Filters: none · Page: 2');
    expect(await columnTexts(demo, CITY)).toEqual(names(cities.slice(PAGE_SIZE, 2 * PAGE_SIZE)));
    // Docusaurus logs (and survives) its own failed reads of the source tabs' saved language; the demo logs nothing
    expect(realErrors(errors).filter((message) => !message.startsWith('Docusaurus storage error'))).toEqual([]);
  } finally {
    await context.close();
  }
});
