/**
 * The Row Actions guide's demos. The first: the actions column sits last; in the buttons layout each row's Ship button acts
 * on that row, and in the menu layout the Row Actions button opens a menu whose item acts on that row and closes it.
 * The second: an open ticket's menu holds MRT's Edit item, then Close ticket; Edit puts the row into text fields
 * with Save and Cancel in its actions cell; a closed ticket has no menu.
 */
import {expect, test} from '@playwright/test';
import {openDemo, realErrors, rowWith} from '../examples/harness';
import {orders} from '../../../src/examples/guides/row-actions/buttons-or-menu/data';
import {tickets} from '../../../src/examples/guides/row-actions/edit-in-menu/data';
import {typeInto} from '../browser';

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

test('row actions guide: the Edit item comes first in an open ticket’s menu; closed tickets have none', async ({
  browser,
}) => {
  const {page, context, demo, errors} = await openDemo(browser, '/docs/guides/row-actions', 'edit-in-menu');
  const menuButton = (id: string) => rowWith(demo, id).getByRole('button', {name: 'Row Actions'});
  try {
    // the actions column is first (the default); only open tickets have a menu
    const headers = (await demo.locator('thead th').allTextContents()).map((text) => text.trim());
    expect(headers[0]).toBe('Actions');
    for (const ticket of tickets) {
      await expect(menuButton(ticket.id)).toHaveCount(ticket.status === 'Open' ? 1 : 0);
    }

    // Close ticket: the menu closes, the ticket is closed and loses its menu
    await menuButton('T-201').click();
    const menu = page.getByRole('menu');
    await menu.getByRole('menuitem', {name: 'Close ticket'}).waitFor();
    expect((await menu.getByRole('menuitem').allTextContents()).map((text) => text.trim())).toEqual([
      'Edit',
      'Close ticket',
    ]);
    await menu.getByRole('menuitem', {name: 'Close ticket'}).click();
    await menu.waitFor({state: 'detached'});
    await expect(rowWith(demo, 'T-201')).toContainText('Closed');
    await expect(menuButton('T-201')).toHaveCount(0);

    // Edit: text fields for the editable cells, Save and Cancel in the actions cell
    await menuButton('T-204').click();
    await menu.getByRole('menuitem', {name: 'Edit'}).click();
    const row = rowWith(demo, 'T-204');
    const subject = row.getByRole('textbox').first();
    await expect(subject).toHaveValue(tickets[3]!.subject);
    const actions = row.locator('td').first();
    await expect(actions.getByRole('button', {name: 'Save'})).toBeVisible();
    await expect(actions.getByRole('button', {name: 'Cancel'})).toBeVisible();
    await typeInto(subject, 'Dark mode flashes on first load');
    await actions.getByRole('button', {name: 'Save'}).click();
    await expect(row.getByRole('textbox')).toHaveCount(0);
    await expect(row).toContainText('Dark mode flashes on first load');
    await expect(menuButton('T-204')).toHaveCount(1);
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});
