import {sharedBrowserForFile} from '../browser';
import {openExample, realErrors, rowWith} from './harness';

const browser = sharedBrowserForFile();

test('detail-panel: the expand button opens that row’s panel, and only that one', async () => {
  const {context, demo, errors} = await openExample(browser(), 'detail-panel');
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

    // clicking the row itself toggles its panel too: close Liam's, open Zoe's by clicking her name
    await liam.getByRole('button', {name: 'Expand'}).click();
    await demo.getByText('Small steps, every day.').waitFor({state: 'detached'});
    await rowWith(demo, 'Novak').getByText('zoe.novak@example.com').click();
    await demo.getByText('Make it work, then make it clear.').waitFor({state: 'visible'});
    expect(await demo.getByText('33 Vinohradská').count()).toBe(1);
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});
