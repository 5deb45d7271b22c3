import {expect, test} from '@playwright/test';

import {openExample, realErrors} from './harness';
import {expectStuck, rowNumbered, waitForScrolledAway, wheelTo} from './stickyRows';

test('sticky-row-pinning: a pinned row keeps its place but sticks to the bottom or top edge when it would scroll away', async ({
  browser,
}) => {
  const {page, context, demo, errors} = await openExample(browser, 'sticky-row-pinning');
  try {
    const container = demo.locator('.MuiTableContainer-root');
    await demo.scrollIntoViewIfNeeded();

    // pin row 30 (the click scrolls it into view), then wheel back to the top
    await rowNumbered(demo, 30).getByRole('button', {name: 'Pin'}).click();
    await wheelTo(page, container, 'top');
    // row 30 is held at the bottom edge; row 29 before it is out of view below
    await expectStuck(page, container, rowNumbered(demo, 30), 'bottom', rowNumbered(demo, 29));
    // it is still row 30 of the list: pinning moved nothing in the order
    expect(await demo.locator('tbody tr').nth(29).locator('td').nth(1).textContent()).toBe('30');

    // pin row 3, then wheel to the bottom: row 3 is held under the header, row 4 has gone
    await rowNumbered(demo, 3).getByRole('button', {name: 'Pin'}).click();
    await wheelTo(page, container, 'bottom');
    await expectStuck(page, container, rowNumbered(demo, 3), 'top', rowNumbered(demo, 4));

    // unpinning lets it scroll away like the rest
    await rowNumbered(demo, 3).getByRole('button', {name: 'Pin'}).click();
    await waitForScrolledAway(rowNumbered(demo, 3), container);
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});
