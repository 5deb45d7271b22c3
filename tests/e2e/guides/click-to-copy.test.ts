/**
 * The Click to Copy guide's demos. Copy buttons: a click on a cell copies its raw value and the tooltip says
 * "Copied to clipboard" until it turns back to "Click to copy" 4 s later; a column with enableClickToCopy: false
 * has no button. Context menu: a right-click on a cell opens the cell actions menu, whose "Copy" item copies the
 * value and closes the menu.
 */
import {expect, test} from '@playwright/test';
import type {Page} from '@playwright/test';
import {openDemo, realErrors} from '../examples/harness';
import {allowClipboard, cell} from './harness';
import {customers} from '../../../src/examples/guides/click-to-copy/copy-buttons/data';
import {servers} from '../../../src/examples/guides/click-to-copy/context-menu/data';

function readClipboard(page: Page): Promise<string> {
  return page.evaluate(() => navigator.clipboard.readText());
}

const NAME = 1;
const EMAIL = 2;
const ACCOUNT = 3;
const BALANCE = 4;

test('click to copy guide: a cell click copies the raw value, the tooltip confirms, an opted-out column has no button', async ({
  browser,
}) => {
  const {page, context, demo, errors} = await openDemo(browser, '/docs/guides/click-to-copy', 'copy-buttons');
  await allowClipboard(context);
  await page.clock.install();
  const tooltip = page.getByRole('tooltip');
  try {
    const mei = customers[2];
    // the Name column opted out: plain text, no button
    expect(await cell(demo, mei.name, NAME).locator('button').count()).toBe(0);

    // pointing at a copy button shows "Click to copy"; a click copies and the tooltip says so
    const email = cell(demo, mei.name, EMAIL).locator('button', {hasText: mei.email});
    // the demo names each button after the value it copies
    expect(await email.getAttribute('aria-label')).toBe(`Copy ${mei.email}`);
    await email.hover();
    await page.clock.runFor(200);
    await expect.poll(() => tooltip.textContent()).toEqual('Click to copy');
    await email.click();
    await expect.poll(() => readClipboard(page)).toEqual(mei.email);
    await expect.poll(() => tooltip.textContent()).toEqual('Copied to clipboard');
    // four seconds later it turns back
    await page.clock.runFor(4000);
    await expect.poll(() => tooltip.textContent()).toEqual('Click to copy');

    // the balance is shown formatted, but the copy is the raw number
    const balance = cell(demo, mei.name, BALANCE).locator('button');
    expect(await balance.textContent()).toBe('$15,030.00');
    expect(await balance.getAttribute('aria-label')).toBe('Copy $15,030.00');
    await balance.click();
    await expect.poll(() => readClipboard(page)).toEqual(String(mei.balance));

    // the account column's buttons carry its muiCopyButtonProps
    const account = cell(demo, customers[0].name, ACCOUNT).locator('button', {hasText: customers[0].accountId});
    expect(await account.evaluate((button) => getComputedStyle(button).fontFamily)).toBe('monospace');
    await account.click();
    await expect.poll(() => readClipboard(page)).toEqual(customers[0].accountId);
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('click to copy guide: the cell actions menu has a Copy item that copies the cell', async ({browser}) => {
  const {page, context, demo, errors} = await openDemo(browser, '/docs/guides/click-to-copy', 'context-menu');
  await allowClipboard(context);
  try {
    const db = servers[2];
    // no copy buttons in this table: the copy is in the menu
    expect(await demo.locator('tbody button').count()).toBe(0);

    await cell(demo, db.host, 2).click({button: 'right'});
    const copy = page.getByRole('menuitem', {name: 'Copy'});
    await copy.click();
    await expect.poll(() => readClipboard(page)).toEqual(db.ip);
    await expect(page.getByRole('menu')).toHaveCount(0);

    // another cell, another value
    await cell(demo, servers[3].host, 3).click({button: 'right'});
    await page.getByRole('menuitem', {name: 'Copy'}).click();
    await expect.poll(() => readClipboard(page)).toEqual(servers[3].region);
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});
