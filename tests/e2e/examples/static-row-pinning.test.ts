import {expect, test} from '@playwright/test';
import type {Locator} from '@playwright/test';
import {openExample, realErrors} from './harness';
import {rowNumbered} from './stickyRows';

/** The "No." of every row in each body section of the table: pinned top, the page, pinned bottom. */
function sections(demo: Locator): Promise<string[][]> {
  return demo
    .locator('table')
    .first()
    .locator('tbody')
    .evaluateAll((bodies) =>
      bodies.map((body) =>
        Array.from(body.querySelectorAll('tr')).map((row) => (row.querySelectorAll('td')[1]?.textContent ?? '').trim()),
      ),
    );
}

const range = (from: number, to: number) => Array.from({length: to - from + 1}, (_, index) => String(from + index));

test('static-row-pinning: rows pinned to the top and the bottom leave the list and stay there on every page', async ({
  browser,
}) => {
  const {context, demo, errors} = await openExample(browser, 'static-row-pinning');
  try {
    expect(await sections(demo)).toEqual([range(1, 10)]);

    // each unpinned row has two pin buttons: to the top, then to the bottom
    await rowNumbered(demo, 3).getByRole('button', {name: 'Pin'}).first().click();
    await expect.poll(() => sections(demo)).toEqual([['3'], ['1', '2', ...range(4, 10)]]);
    await rowNumbered(demo, 7).getByRole('button', {name: 'Pin'}).nth(1).click();
    await expect.poll(() => sections(demo)).toEqual([['3'], ['1', '2', '4', '5', '6', '8', '9', '10'], ['7']]);

    // page 2: the pinned rows stay, the page in between shows rows 11 to 20
    await demo.getByRole('button', {name: 'Go to next page'}).click();
    await expect.poll(() => sections(demo)).toEqual([['3'], range(11, 20), ['7']]);

    // sorting (descending) changes the page, not the pinned rows
    await demo.locator('thead th', {hasText: 'No.'}).first().locator('.Mui-TableHeadCell-Content-Labels').click();
    await demo.locator('thead th', {hasText: 'No.'}).first().locator('.Mui-TableHeadCell-Content-Labels').click();
    await expect
      .poll(async () => {
        const [top, , bottom] = await sections(demo);
        return [top, bottom];
      })
      .toEqual([['3'], ['7']]);

    // unpin the top row: it goes back into the list
    await rowNumbered(demo, 3).getByRole('button', {name: 'Pin'}).click();
    await expect.poll(async () => (await sections(demo)).length).toEqual(2);
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});
