import {expect, test} from '@playwright/test';
import type {Page} from '@playwright/test';
import {clickHeader, openExample, realErrors, tableMatrix} from './harness';

interface Person {
  firstName: string;
  lastName: string;
  jobTitle: string;
  city: string;
  state: string;
}

/** The rows the in-page stand-in API answers for a query, as the table's cells would read. */
async function serverRows(page: Page, query: Record<string, string>): Promise<string[][]> {
  const answer: {data: Person[]} = await page.evaluate(
    (params) =>
      fetch(`/demo-api/people?${new URLSearchParams(params)}`, {headers: {'x-test': '1'}}).then((response) =>
        response.json(),
      ),
    query,
  );
  return answer.data.map((person) => [person.firstName, person.lastName, person.jobTitle, person.city, person.state]);
}

/**
 * Counts the demo's requests for people (the example calls the global fetch each time)
 * and notes whether skeleton rows or an empty body ever show after the first rows arrived.
 */
const WATCH = `
  window.__peopleRequests = 0;
  const originalFetch = window.fetch;
  window.fetch = function (input, init) {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.includes('/demo-api/people') && !(init && init.headers && init.headers['x-test'])) window.__peopleRequests += 1;
    return originalFetch.call(this, input, init);
  };
`;

const rowsOf = async (demo: Parameters<typeof tableMatrix>[0]) => (await tableMatrix(demo)).rows;

test('react-query: pages and sorts on the server, serves visited pages from the cache, never flashes skeletons', async ({
  browser,
}) => {
  const {page, context, demo, errors} = await openExample(browser, 'react-query');
  try {
    const firstPage = await serverRows(page, {start: '0', size: '10'});
    await expect.poll(() => rowsOf(demo), {timeout: 10000}).toEqual(firstPage);

    // from now on: count the demo's requests and watch for skeletons or an empty body
    await page.evaluate(WATCH);
    await page.evaluate(() => {
      const win = window as unknown as {__flashed: boolean};
      win.__flashed = false;
      const frame = document.querySelector('.mrt-example[data-example="react-query"] .mrt-frame')!;
      new MutationObserver(() => {
        const dataRows = frame.querySelectorAll('tbody tr').length;
        if (frame.querySelector('tbody .MuiSkeleton-root') || dataRows === 0) win.__flashed = true;
      }).observe(frame, {childList: true, subtree: true});
    });
    const requests = () => page.evaluate(() => (window as unknown as {__peopleRequests: number}).__peopleRequests);

    // page 2: other rows; page 1 stays on screen until they arrive
    await demo.getByRole('button', {name: 'Go to next page'}).click();
    const secondPage = await serverRows(page, {start: '10', size: '10'});
    expect(secondPage).not.toEqual(firstPage);
    await expect.poll(() => rowsOf(demo), {timeout: 10000}).toEqual(secondPage);
    expect(await requests()).toBe(1); // the test's own fetches carry an x-test header and are not counted

    // back to page 1: from the cache, without a request
    await demo.getByRole('button', {name: 'Go to previous page'}).click();
    await expect.poll(() => rowsOf(demo), {timeout: 10000}).toEqual(firstPage);
    expect(await requests()).toBe(1);

    // sorting is a new query key: a request, and the server's order
    await clickHeader(page, demo, 'Last Name');
    const sorted = await serverRows(page, {
      start: '0',
      size: '10',
      sorting: JSON.stringify([{id: 'lastName', desc: false}]),
    });
    await expect.poll(() => rowsOf(demo), {timeout: 10000}).toEqual(sorted);
    expect(sorted.every((row) => row[1] === 'Brennan')).toBe(true);
    expect(await requests()).toBe(2);

    expect(await page.evaluate(() => (window as unknown as {__flashed: boolean}).__flashed)).toBe(false);
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});
