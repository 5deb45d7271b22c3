import {expect, test} from '@playwright/test';

import {clickHeader, columnTexts, openExample, realErrors} from './harness';

test('basic: clicking a header sorts by that column, clicking again reverses it', async ({browser}) => {
  const {page, context, demo, errors} = await openExample(browser, 'basic');
  try {
    // Last Name is the second column
    expect(await columnTexts(demo, 2)).toEqual(['Okafor', 'Lindqvist', 'Moreau', 'Tanaka', 'Novak']);
    await clickHeader(page, demo, 'Last Name');
    await expect.poll(() => columnTexts(demo, 2)).toEqual(['Lindqvist', 'Moreau', 'Novak', 'Okafor', 'Tanaka']);
    await clickHeader(page, demo, 'Last Name');
    await expect.poll(() => columnTexts(demo, 2)).toEqual(['Tanaka', 'Okafor', 'Novak', 'Moreau', 'Lindqvist']);
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});
