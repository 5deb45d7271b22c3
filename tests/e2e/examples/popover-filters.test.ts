import {expect, test} from '@playwright/test';

import {dataColumnTexts, openExample, realErrors} from './harness';

const TITLE = 1;

test('popover-filters: no filter row; a header button opens the column’s filter in a popover, and it filters', async ({
  browser,
}) => {
  const {page, context, demo, errors} = await openExample(browser, 'popover-filters');
  try {
    // the headers hold no filter inputs
    expect(await demo.locator('thead input').count()).toBe(0);
    expect(await dataColumnTexts(demo, TITLE)).toHaveLength(12);

    const authorHeader = demo.locator('thead th', {hasText: 'Author'}).first();
    await authorHeader.getByRole('button', {name: 'Filter by Author'}).click();
    const popover = page.locator('.MuiPopover-paper');
    const field = popover.getByPlaceholder('Filter by Author');
    await field.waitFor({state: 'visible'});
    // the popover opens above the header it belongs to
    const [fieldBox, headerBox] = [await popover.boundingBox(), await authorHeader.boundingBox()];
    expect(fieldBox!.y + fieldBox!.height).toBeLessThanOrEqual(headerBox!.y + headerBox!.height);
    await field.click();
    await page.keyboard.type('ortiz');
    await expect.poll(() => dataColumnTexts(demo, TITLE)).toEqual(['A Map of Small Stars', 'Quiet Machines']);

    // a click outside closes the popover
    await page.mouse.click(5, 300);
    await popover.waitFor({state: 'detached'});
    // the filter stays, and the header button says what it filters by
    expect(await dataColumnTexts(demo, TITLE)).toEqual(['A Map of Small Stars', 'Quiet Machines']);
    await authorHeader.getByRole('button', {name: 'Filtering by Author - Contains "ortiz"'}).waitFor();
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('popover-filters: a select filter and a range filter in popovers combine', async ({browser}) => {
  const {page, context, demo, errors} = await openExample(browser, 'popover-filters');
  try {
    await demo.locator('thead th', {hasText: 'Genre'}).first().getByRole('button', {name: 'Filter by Genre'}).click();
    await page.locator('.MuiPopover-paper').getByRole('combobox').click();
    await page.getByRole('option', {name: 'Fantasy (3)'}).waitFor();
    // the options come from the data, with their counts
    const options = await page.getByRole('listbox').getByRole('option').allTextContents();
    expect(options.slice(1).map((text) => text.trim())).toEqual([
      'Fantasy (3)',
      'History (3)',
      'Mystery (3)',
      'Science (3)',
    ]);
    await page.getByRole('option', {name: 'Fantasy (3)'}).click();
    await page.getByRole('listbox').waitFor({state: 'detached'});
    await expect
      .poll(() => dataColumnTexts(demo, TITLE))
      .toEqual(['The Ninth Lantern', 'Crown of Ash', 'The Lantern Keeper']);
    await page.mouse.click(5, 300);
    await page.locator('.MuiPopover-paper').waitFor({state: 'detached'});

    await demo.locator('thead th', {hasText: 'Year'}).first().getByRole('button', {name: 'Filter by Year'}).click();
    await page.locator('.MuiPopover-paper').getByPlaceholder('Min').click();
    await page.keyboard.type('2000');
    await expect.poll(() => dataColumnTexts(demo, TITLE)).toEqual(['The Ninth Lantern', 'Crown of Ash']);
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});
