/**
 * The Sorting guide's demo: the sorting state lives in React and is printed under the table; a header click
 * sorts by that column alone, Shift+click adds a column, and a third click removes the sort.
 */
import {expect, test} from '@playwright/test';
import type {Locator} from '@playwright/test';
import {columnTexts, openDemo, realErrors} from '../examples/harness';
import {header} from './harness';
import {books} from '../../../src/examples/guides/sorting/controlled-sorting/data';
import {books as clickBooks} from '../../../src/examples/guides/sorting/click-to-add/data';

const TITLE = 1;
const GENRE = 2;
const YEAR = 3;

/** A header's sort control (its label), which a visitor clicks to sort. */
const label = (demo: Locator, text: string) => header(demo, text).locator('.Mui-TableHeadCell-Content-Labels');

test('sorting guide: header clicks sort, Shift+click adds a column, the state shows each step', async ({browser}) => {
  const {page, context, demo, errors} = await openDemo(browser, '/docs/guides/sorting', 'controlled-sorting');
  const state = page.getByTestId('sorting-state');
  try {
    // the initial state: genre ascending
    expect(await state.textContent()).toBe('Sorting: genre ascending');
    expect(await columnTexts(demo, GENRE)).toEqual(books.map((book) => book.genre).sort());

    // a number column starts descending, then flips, then the third click removes the sort
    await label(demo, 'Year').click();
    await expect(state).toHaveText('Sorting: year descending');
    expect(await columnTexts(demo, YEAR)).toEqual(
      books
        .map((book) => book.year)
        .sort((a, b) => b - a)
        .map(String),
    );
    await label(demo, 'Year').click();
    await expect(state).toHaveText('Sorting: year ascending');
    expect(await columnTexts(demo, YEAR)).toEqual(
      books
        .map((book) => book.year)
        .sort((a, b) => a - b)
        .map(String),
    );
    await label(demo, 'Year').click();
    await expect(state).toHaveText('Sorting: none');
    expect(await columnTexts(demo, TITLE)).toEqual(books.map((book) => book.title));

    // a text column starts ascending; Shift+click on a number column adds it as the tie-break
    await label(demo, 'Genre').click();
    await expect(state).toHaveText('Sorting: genre ascending');
    await label(demo, 'Rating').click({modifiers: ['Shift']});
    await expect(state).toHaveText('Sorting: genre ascending, then rating descending');
    const expected = [...books]
      .sort((a, b) => a.genre.localeCompare(b.genre) || b.rating - a.rating)
      .map((book) => book.title);
    expect(await columnTexts(demo, TITLE)).toEqual(expected);
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('sorting guide: with isMultiSortEvent () => true and a cap of 2, a third click drops the oldest sort', async ({
  browser,
}) => {
  const {page, context, demo, errors} = await openDemo(browser, '/docs/guides/sorting', 'click-to-add');
  const state = page.getByTestId('multi-sort-state');
  try {
    expect(await state.textContent()).toBe('Sorting: none');
    await label(demo, 'Genre').click();
    await expect(state).toHaveText('Sorting: genre ascending');
    await label(demo, 'Year').click();
    await expect(state).toHaveText('Sorting: genre ascending, then year descending');
    await label(demo, 'Rating').click();
    await expect(state).toHaveText('Sorting: year descending, then rating descending');
    const expected = [...clickBooks].sort((a, b) => b.year - a.year || b.rating - a.rating).map((book) => book.title);
    expect(await columnTexts(demo, TITLE)).toEqual(expected);
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});

// The server-sorted demo on this page is the Remote Data example's, tested in tests/e2e/examples/remote.test.ts.
