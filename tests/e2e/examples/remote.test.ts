import {expect, test} from '@playwright/test';
import {searchFor} from '../browser';
import type {Page} from '@playwright/test';
import {clickHeader, columnTexts, openExample, realErrors} from './harness';

interface PeoplePage {
  data: {email: string}[];
  meta: {totalRowCount: number};
}

/** What the in-page stand-in API answers for a query (the same seeded data the demo reads). */
function serverPage(page: Page, query: Record<string, string>): Promise<PeoplePage> {
  return page.evaluate(
    (params) => fetch(`/demo-api/people?${new URLSearchParams(params)}`).then((response) => response.json()),
    query,
  );
}

const emails = (answer: PeoplePage) => answer.data.map((person) => person.email);
const EMAIL_COLUMN = 3;

test('remote: the server pages, sorts and searches; the table shows each answer', async ({browser}) => {
  const {page, context, demo, errors} = await openExample(browser, 'remote');
  try {
    const firstPage = await serverPage(page, {start: '0', size: '10'});
    expect(firstPage.meta.totalRowCount).toBe(1000);
    await expect.poll(() => columnTexts(demo, EMAIL_COLUMN), {timeout: 10000}).toEqual(emails(firstPage));
    await demo.getByText('1-10 of 1,000').waitFor();

    // page 2: other rows, straight from the server
    await demo.getByRole('button', {name: 'Go to next page'}).click();
    const secondPage = await serverPage(page, {start: '10', size: '10'});
    await expect.poll(() => columnTexts(demo, EMAIL_COLUMN), {timeout: 10000}).toEqual(emails(secondPage));
    expect(emails(secondPage).some((email) => emails(firstPage).includes(email))).toBe(false);
    await demo.getByText('11-20 of 1,000').waitFor();

    // sorting refetches, in the server's order, from the first page again
    await clickHeader(page, demo, 'First Name');
    const sorted = await serverPage(page, {
      start: '0',
      size: '10',
      sorting: JSON.stringify([{id: 'firstName', desc: false}]),
    });
    await expect.poll(() => columnTexts(demo, EMAIL_COLUMN), {timeout: 10000}).toEqual(emails(sorted));
    expect(await columnTexts(demo, 1)).toEqual(Array(10).fill('Aiko'));
    await demo.getByText('1-10 of 1,000').waitFor();

    // global search goes to the server too: the total shrinks to what matches
    await demo.getByRole('button', {name: 'Show/Hide search'}).click();
    const search = demo.getByPlaceholder('Search', {exact: true});
    await search.click();
    await searchFor(search, 'tucson');
    const matching = await serverPage(page, {
      start: '0',
      size: '10',
      sorting: JSON.stringify([{id: 'firstName', desc: false}]),
      globalFilter: 'tucson',
    });
    expect(matching.meta.totalRowCount).toBeLessThan(1000);
    await expect.poll(() => columnTexts(demo, EMAIL_COLUMN), {timeout: 10000}).toEqual(emails(matching));
    expect(new Set(await columnTexts(demo, 4))).toEqual(new Set(['Tucson']));
    await demo.getByText(`1-10 of ${matching.meta.totalRowCount}`).waitFor();
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});
