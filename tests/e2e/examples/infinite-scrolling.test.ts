import {expect, test} from '@playwright/test';

import {clickHeader, columnTexts, openExample, realErrors} from './harness';

const COUNT_REQUESTS = `
  window.__eventRequests = 0;
  const originalFetch = window.fetch;
  window.fetch = function (input, init) {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.includes('/demo-api/events')) window.__eventRequests += 1;
    return originalFetch.call(this, input, init);
  };
`;

test('infinite-scrolling: scrolling near the end fetches the next page until the log ends', async ({browser}) => {
  const {page, context, demo, errors} = await openExample(browser, 'infinite-scrolling');
  try {
    const status = demo.getByRole('status');
    await status.getByText('Fetched 50 of 230 events').waitFor({timeout: 10000});
    await page.evaluate(COUNT_REQUESTS);
    const requests = () => page.evaluate(() => (window as unknown as {__eventRequests: number}).__eventRequests);

    // only a window of the 50 fetched rows is in the page (row virtualization)
    const rowsInDom = await demo.locator('tbody tr').count();
    expect(rowsInDom).toBeGreaterThan(5);
    expect(rowsInDom).toBeLessThan(50);

    // scroll with the mouse wheel over the table until the footer stops growing
    const container = demo.locator('.MuiTableContainer-root');
    // the wheel scrolls the page too once the table's body is at its end: keep the pointer over the table
    const overTable = async () => {
      await container.scrollIntoViewIfNeeded();
      const box = (await container.boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    };
    // one wheel step per attempt, noting every count the footer shows on the way, until the whole log is in
    const seen: string[] = [(await status.textContent()) ?? ''];
    await expect(async () => {
      await overTable();
      await page.mouse.wheel(0, 600);
      const text = (await status.textContent()) ?? '';
      if (text !== seen[seen.length - 1]) seen.push(text);
      expect(text).toBe('Fetched 230 of 230 events');
    }).toPass({intervals: [100], timeout: 45_000});
    // one page at a time, none skipped
    expect(seen).toEqual([50, 100, 150, 200, 230].map((count) => `Fetched ${count} of 230 events`));
    expect(await requests()).toBe(4);

    // at the bottom: the last event of the log, still only a window of rows in the page
    await overTable();
    await page.mouse.wheel(0, 20000);
    await demo.locator('tbody tr', {hasText: 'evt-0230'}).waitFor();
    expect(await demo.locator('tbody tr').count()).toBeLessThan(60);

    // the data has ended: more scrolling asks for nothing more
    await overTable();
    await page.mouse.wheel(0, -800);
    await overTable();
    await page.mouse.wheel(0, 2000);
    await demo.locator('tbody tr', {hasText: 'evt-0230'}).waitFor();
    expect(await requests()).toBe(4);
    await status.getByText('Fetched 230 of 230 events').waitFor();
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});

interface EventsAnswer {
  data: {id: string; actor: string; action: string; target: string}[];
  meta: {totalRowCount: number};
}

test('infinite-scrolling: a header click and the search go to the server, which sorts and filters the whole log', async ({
  browser,
}) => {
  const {page, context, demo, errors} = await openExample(browser, 'infinite-scrolling');
  try {
    const status = demo.getByRole('status');
    await status.getByText('Fetched 50 of 230 events').waitFor({timeout: 10000});
    /** What the stand-in API answers for the first page of a query (the same seeded log the demo reads). */
    const serverPage = (query: Record<string, string>) =>
      page.evaluate(
        (params) =>
          fetch(`/demo-api/events?${new URLSearchParams({size: '50', ...params})}`).then(
            (response) => response.json() as Promise<EventsAnswer>,
          ),
        query,
      );
    const firstIds = async () => (await columnTexts(demo, 1)).slice(0, 6);

    // sort by Who: the first rows are the server's first page in that order
    await clickHeader(page, demo, 'Who');
    const byActor = await serverPage({sorting: JSON.stringify([{id: 'actor', desc: false}])});
    await expect.poll(firstIds).toEqual(byActor.data.slice(0, 6).map((event) => event.id));
    const actors = (await columnTexts(demo, 3)).slice(0, 6);
    expect(actors).toEqual([...actors].sort());

    // search: only matching events, counted by the server
    await demo.getByRole('button', {name: 'Show/Hide search'}).click();
    const search = demo.getByPlaceholder('Search', {exact: true});
    await search.click();
    await page.keyboard.type('design');
    const matching = await serverPage({
      sorting: JSON.stringify([{id: 'actor', desc: false}]),
      globalFilter: 'design',
    });
    expect(matching.meta.totalRowCount).toBeLessThan(230);
    await status.getByText(`Fetched ${matching.data.length} of ${matching.meta.totalRowCount} events`).waitFor();
    await expect.poll(firstIds).toEqual(matching.data.slice(0, 6).map((event) => event.id));
    expect((await columnTexts(demo, 5)).every((target) => target.startsWith('design doc'))).toBe(true);
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});
