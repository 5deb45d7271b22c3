import {expect, test} from '@playwright/test';

import {openExample, realErrors} from './harness';
import {expectStuck, rowNumbered, waitForScrolledAway, wheelTo} from './stickyRows';

test('sticky-row-selection: selecting a row pins it, so it stays at the edge while the rest scrolls; unselecting frees it', async ({
  browser,
}) => {
  const {page, context, demo, errors} = await openExample(browser, 'sticky-row-selection');
  try {
    const container = demo.locator('.MuiTableContainer-root');
    await demo.scrollIntoViewIfNeeded();
    // no pin buttons in this mode: the checkbox is the only control
    expect(await demo.getByRole('button', {name: 'Pin'}).count()).toBe(0);

    await rowNumbered(demo, 32).getByRole('checkbox', {name: 'Toggle select row'}).check();
    await wheelTo(page, container, 'top');
    await expectStuck(page, container, rowNumbered(demo, 32), 'bottom', rowNumbered(demo, 31));

    await rowNumbered(demo, 2).getByRole('checkbox', {name: 'Toggle select row'}).check();
    await wheelTo(page, container, 'bottom');
    await expectStuck(page, container, rowNumbered(demo, 2), 'top', rowNumbered(demo, 3));
    expect(await demo.getByText('2 of 40 row(s) selected').count()).toBe(1);

    // unselect row 2 (still reachable where it is stuck): it scrolls away with the others
    await rowNumbered(demo, 2).getByRole('checkbox', {name: 'Toggle select row'}).uncheck();
    await waitForScrolledAway(rowNumbered(demo, 2), container);
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});
