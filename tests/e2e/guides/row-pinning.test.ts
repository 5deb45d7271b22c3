/**
 * The Row Pinning guide's demo: 'top-and-bottom' mode, rows identified by ticket code, closed tickets not pinnable,
 * the pinning state printed under the table. T-106 (page 2) starts pinned to the top; pinned rows stay in their
 * blocks when the page changes (keepPinnedRows defaults to true).
 */
import {expect, test} from '@playwright/test';
import type {Locator} from '@playwright/test';
import {openDemo, realErrors} from '../examples/harness';
import {tickets} from '../../../src/examples/guides/row-pinning/controlled-row-pinning/data';

/** Ticket codes of every body row in screen order (top block, page rows, bottom block); cell 0 is the pin column. */
function codes(demo: Locator): Promise<string[]> {
  return demo
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => (row.querySelectorAll('td')[1]?.textContent ?? '').trim()));
}

test('row pinning guide: pin buttons move rows to the top or bottom, pinned rows stay across pages, the state follows', async ({
  browser,
}) => {
  const {page, context, demo, errors} = await openDemo(browser, '/docs/guides/row-pinning', 'controlled-row-pinning');
  const state = page.getByTestId('row-pinning-state');
  const pinButtons = (code: string) =>
    demo.locator('tbody tr').filter({hasText: code}).first().locator('td').first().getByRole('button');
  const page1 = tickets.slice(0, 5).map((ticket) => ticket.code);
  try {
    await demo.scrollIntoViewIfNeeded();
    // T-106 is on page 2 but pinned to the top, so it shows above page 1's rows
    expect(await state.textContent()).toBe('Top: T-106; bottom: none');
    expect(await codes(demo)).toEqual(['T-106', ...page1]);

    // a closed ticket has no pin buttons; an open one has two (top, bottom)
    expect(tickets.find((ticket) => ticket.code === 'T-103')?.status).toBe('closed');
    expect(await pinButtons('T-103').count()).toBe(0);
    expect(await pinButtons('T-102').count()).toBe(2);

    // the second button pins to the bottom
    await pinButtons('T-102').nth(1).click();
    await expect(state).toHaveText('Top: T-106; bottom: T-102');
    await expect.poll(() => codes(demo)).toEqual(['T-106', 'T-101', 'T-103', 'T-104', 'T-105', 'T-102']);
    expect(await demo.locator('tbody tr').filter({hasText: 'T-102'}).first().getAttribute('data-pinned')).toBe('true');

    // the first button pins to the top, after the rows already pinned there
    await pinButtons('T-104').nth(0).click();
    await expect(state).toHaveText('Top: T-106, T-104; bottom: T-102');
    await expect.poll(() => codes(demo)).toEqual(['T-106', 'T-104', 'T-101', 'T-103', 'T-105', 'T-102']);

    // on page 2 the pinned rows from page 1 stay in their blocks; T-106 is not repeated among the page's rows
    await demo.getByRole('button', {name: 'Go to next page'}).click();
    await expect.poll(() => codes(demo)).toEqual(['T-106', 'T-104', 'T-107', 'T-108', 'T-109', 'T-110', 'T-102']);

    // a pinned row has one button, which unpins it: T-106 returns to its place on page 2
    expect(await pinButtons('T-106').count()).toBe(1);
    await pinButtons('T-106').click();
    await expect(state).toHaveText('Top: T-104; bottom: T-102');
    await expect.poll(() => codes(demo)).toEqual(['T-104', 'T-106', 'T-107', 'T-108', 'T-109', 'T-110', 'T-102']);
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});

// The page's other two demos are the Sticky Row Pinning and Sticky Row Selection examples' demos, tested in
// tests/e2e/examples/sticky-row-pinning.test.ts and tests/e2e/examples/sticky-row-selection.test.ts.
