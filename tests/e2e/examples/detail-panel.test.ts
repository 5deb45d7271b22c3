import {expect, test} from '@playwright/test';
import type {Locator} from '@playwright/test';
import {data} from '../../../src/examples/detail-panel/makeData';
import {clickHeader, dataColumnTexts, openExample, realErrors, rowWith} from './harness';

// cells: 1 expand, 2 First Name, 3 Last Name, 4 Email
const LAST_NAME = 3;

/** Every row has a panel cell; an open panel (even an empty one) mounts its Collapse in it. */
const openPanels = (demo: Locator) => demo.locator('td.Mui-TableBodyCell-DetailPanel .MuiCollapse-root').count();

test('detail-panel: the expand button or a row click opens that row’s panel and closes any other', async ({
  browser,
}) => {
  const {page, context, demo, errors} = await openExample(browser, 'detail-panel');
  try {
    // nothing from the panels is in the page before a row is expanded
    expect(await demo.getByText('Small steps, every day.').count()).toBe(0);
    expect(await demo.getByText('Sveavägen', {exact: false}).count()).toBe(0);

    const liam = rowWith(demo, 'Lindqvist');
    await liam.getByRole('button', {name: 'Expand'}).click();
    // the panel is the next table row, under Liam's
    const panel = liam.locator('xpath=following-sibling::tr[1]');
    await panel.getByText('Small steps, every day.').waitFor({state: 'visible'});
    expect(await panel.textContent()).toContain('4 Sveavägen');
    expect(await panel.textContent()).toContain('Stockholm, Sweden');
    // other members' panels stay closed
    expect(await demo.getByText('Measure twice, ship once.').count()).toBe(0);
    expect(await demo.getByText('Make it work, then make it clear.').count()).toBe(0);

    // one panel at a time: opening Zoe's (by clicking her row) closes Liam's
    await rowWith(demo, 'Novak').getByText('zoe.novak@example.com').click();
    await demo.getByText('Make it work, then make it clear.').waitFor({state: 'visible'});
    await demo.getByText('Small steps, every day.').waitFor({state: 'detached'});
    expect(await demo.getByText('33 Vinohradská').count()).toBe(1);
    // and then Ava's, with her expand button: Zoe's closes
    await rowWith(demo, 'Okafor').getByRole('button', {name: 'Expand'}).click();
    await demo.getByText('Measure twice, ship once.').waitFor({state: 'visible'});
    await demo.getByText('Make it work, then make it clear.').waitFor({state: 'detached'});
    // her button (its accessible name stays "Expand") again closes it: no panel open
    await rowWith(demo, 'Okafor').getByRole('button', {name: 'Expand'}).click();
    await demo.getByText('Measure twice, ship once.').waitFor({state: 'detached'});
    await expect.poll(() => openPanels(demo)).toEqual(0);

    // members without a profile: no panel, a disabled button, and a click on the row opens nothing
    for (const name of ['Haddad', 'Rossi']) {
      expect(await rowWith(demo, name).getByRole('button', {name: 'Expand'}).isDisabled()).toBe(true);
    }
    await rowWith(demo, 'Haddad').getByText('ethan.haddad@example.com').click();
    // then sort by last name (sorting keeps the expanded rows): once the rows show in the new order, the
    // row click has been handled too, and a panel it wrongly opened would be on screen
    await clickHeader(page, demo, 'Last Name');
    await expect.poll(() => dataColumnTexts(demo, LAST_NAME)).toEqual(data.map((member) => member.lastName).sort());
    expect(await openPanels(demo)).toBe(0);
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});
