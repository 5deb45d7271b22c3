/**
 * The Row Actions guide's demo: the actions column sits last; in the buttons layout each row's Ship button acts
 * on that row, and in the menu layout the Row Actions button opens a menu whose item acts on that row and closes it.
 */
import {expect, test} from '@playwright/test';
import {openDemo, realErrors, rowWith} from '../examples/harness';
import {orders} from '../../../src/examples/guides/row-actions/buttons-or-menu/data';

test('row actions guide: buttons and menu items act on their own row; the column is last', async ({browser}) => {
  const {page, context, demo, errors} = await openDemo(browser, '/docs/guides/row-actions', 'buttons-or-menu');
  const lastAction = page.getByTestId('last-action');
  try {
    // positionActionsColumn: 'last' with the header from displayColumnDefOptions
    const headers = (await demo.locator('thead th').allTextContents()).map((text) => text.trim());
    expect(headers[headers.length - 1]).toBe('Do');
    expect(headers[0]).toContain('Order');

    // buttons: one click on the third row's Ship button
    const third = orders[2];
    await rowWith(demo, third.id).getByRole('button', {name: 'Ship'}).click();
    await expect(lastAction).toHaveText(`Last action: Ship ${third.id}`);
    await rowWith(demo, orders[3].id).getByRole('button', {name: 'Cancel'}).click();
    await expect(lastAction).toHaveText(`Last action: Cancel ${orders[3].id}`);
    expect(await rowWith(demo, third.id).getByRole('button', {name: 'Row Actions'}).count()).toBe(0);

    // menu: the buttons give way to one Row Actions button per row
    await page.getByRole('button', {name: 'Menu', exact: true}).click();
    const second = orders[1];
    const menuButton = rowWith(demo, second.id).getByRole('button', {name: 'Row Actions'});
    await menuButton.click();
    const menu = page.getByRole('menu');
    await menu.getByRole('menuitem', {name: 'Cancel order'}).waitFor();
    expect((await menu.getByRole('menuitem').allTextContents()).map((text) => text.trim())).toEqual([
      'Ship order',
      'Cancel order',
    ]);
    await menu.getByRole('menuitem', {name: 'Cancel order'}).click();
    await expect(lastAction).toHaveText(`Last action: Cancel ${second.id}`);
    // closeMenu() closed it
    await menu.waitFor({state: 'detached'});
    expect(await rowWith(demo, second.id).getByRole('button', {name: 'Ship'}).count()).toBe(0);
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});
