import {expect, test} from '@playwright/test';

import {dataColumnTexts, openExample, realErrors} from './harness';

const TICKET = 1;

test('custom-filter-ui: the controls beside the table filter it; the table itself has no filter inputs', async ({
  browser,
}) => {
  const {page, context, demo, errors} = await openExample(browser, 'custom-filter-ui');
  try {
    expect(await demo.locator('thead input').count()).toBe(0);
    expect(
      await demo
        .locator('thead')
        .getByRole('button', {name: /Filter/})
        .count(),
    ).toBe(0);
    // and the toolbar has no show/hide filters button
    expect(await demo.getByRole('button', {name: 'Show/Hide filters'}).count()).toBe(0);
    expect(await dataColumnTexts(demo, TICKET)).toHaveLength(14);

    const panel = demo.getByRole('region', {name: 'Ticket filters'});
    await panel.getByLabel('Subject contains').click();
    await page.keyboard.type('invoice');
    await expect.poll(() => dataColumnTexts(demo, TICKET)).toEqual(['T-103', 'T-108', 'T-112']);

    await panel.getByRole('button', {name: 'Low'}).click();
    await panel.getByRole('button', {name: 'Urgent'}).click();
    await expect.poll(() => dataColumnTexts(demo, TICKET)).toEqual(['T-108', 'T-112']);

    await panel.getByLabel('Open tickets only').check();
    await expect.poll(() => dataColumnTexts(demo, TICKET)).toEqual(['T-112']);

    // the subject filter on its own again: the priorities off, the switch off
    await panel.getByRole('button', {name: 'Low'}).click();
    await panel.getByRole('button', {name: 'Urgent'}).click();
    await panel.getByLabel('Open tickets only').uncheck();
    await expect.poll(() => dataColumnTexts(demo, TICKET)).toEqual(['T-103', 'T-108', 'T-112']);

    await panel.getByRole('button', {name: 'Clear filters'}).click();
    await expect.poll(async () => (await dataColumnTexts(demo, TICKET)).length).toEqual(14);
    expect(await panel.getByLabel('Subject contains').inputValue()).toBe('');
    expect(await panel.getByRole('button', {name: 'Clear filters'}).isDisabled()).toBe(true);
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});
