/**
 * The Column Ordering guide's demo: the column order lives in React and is printed under the table. Dragging a
 * header's handle onto another header moves the column into that header's place (before it when dragged left, after
 * it when dragged right), the row-selection column stays first, MRT's drag state shows while the drag is under way,
 * the demo's Reset button restores the starting order, and the Show/Hide columns menu reorders and resets as well.
 * The second demo drags without ordering: a drop on a header changes nothing, a drop on its own area hides the column.
 */
import {expect, test} from '@playwright/test';
import type {Locator} from '@playwright/test';
import {
  columnTexts,
  headerTexts,
  mouseDrag,
  openDemo,
  realErrors,
  waitForDragEnd,
  waitForDropMark,
} from '../examples/harness';
import {members} from '../../../src/examples/guides/column-ordering-dnd/controlled-column-order/data';
import {header} from './harness';

const handleOf = (demo: Locator, text: string) => header(demo, text).getByRole('button', {name: 'Move'});

/** Resolves once `item` shows the dashed outline MRT gives the menu entry a dragged entry is over. */
async function waitForOutline(item: Locator, timeout = 5000): Promise<void> {
  await expect
    .poll(() => item.evaluate((element) => getComputedStyle(element).outlineStyle), {
      message: 'The menu entry never showed a drop outline',
      timeout,
      intervals: [50],
    })
    .toBe('dashed');
}

test('column ordering guide: dragging a handle onto a header moves the column, the state shows it, Reset restores it', async ({
  browser,
}) => {
  const {page, context, demo, errors} = await openDemo(
    browser,
    '/docs/guides/column-ordering-dnd',
    'controlled-column-order',
  );
  const order = page.getByTestId('column-order');
  const dragState = page.getByTestId('drag-state');
  const reset = page.getByRole('button', {name: 'Reset column order'});
  try {
    expect(await headerTexts(demo)).toEqual(['Name', 'Team', 'Role', 'City', 'Since']);
    expect(await order.textContent()).toBe('Column order: mrt-row-select, name, team, role, city, since');
    expect(await dragState.textContent()).toBe('Not dragging');
    expect(await reset.isDisabled()).toBe(true);
    // the row-selection column has no handle: only the five data columns can be dragged
    expect(await demo.locator('thead').getByRole('button', {name: 'Move'}).count()).toBe(5);

    // City dragged left onto Name takes Name's place; the drag state names both while the mouse is held
    await mouseDrag(page, handleOf(demo, 'City'), header(demo, 'Name'), async () => {
      await waitForDropMark(header(demo, 'Name'));
      await expect(dragState).toHaveText('Dragging City over Name');
    });
    await expect.poll(() => headerTexts(demo)).toEqual(['City', 'Name', 'Team', 'Role', 'Since']);
    expect(await order.textContent()).toBe('Column order: mrt-row-select, city, name, team, role, since');
    await expect(dragState).toHaveText('Not dragging');
    // the body cells moved with their header (cell 1 is the row's checkbox)
    expect(await columnTexts(demo, 2)).toEqual(members.map((member) => member.city));
    expect(await columnTexts(demo, 3)).toEqual(members.map((member) => member.name));

    // Name dragged right onto Role lands after Role
    await mouseDrag(page, handleOf(demo, 'Name'), header(demo, 'Role'), () => waitForDropMark(header(demo, 'Role')));
    await expect.poll(() => headerTexts(demo)).toEqual(['City', 'Team', 'Role', 'Name', 'Since']);
    expect(await order.textContent()).toBe('Column order: mrt-row-select, city, team, role, name, since');
    expect(await columnTexts(demo, 5)).toEqual(members.map((member) => member.name));

    // the demo's own button sets the starting order again
    expect(await reset.isDisabled()).toBe(false);
    await reset.click();
    await expect.poll(() => headerTexts(demo)).toEqual(['Name', 'Team', 'Role', 'City', 'Since']);
    expect(await order.textContent()).toBe('Column order: mrt-row-select, name, team, role, city, since');
    expect(await reset.isDisabled()).toBe(true);
    expect(await columnTexts(demo, 2)).toEqual(members.map((member) => member.name));

    // the Show/Hide columns menu reorders too: Since's entry dragged onto Team's takes its place
    await demo.getByRole('button', {name: 'Show/Hide columns'}).click();
    const menu = page.getByRole('menu');
    const entry = (text: string) => menu.locator('li', {hasText: text}).first();
    // the menu grows in (MUI's Grow): a handle found while it still moves is not where the mouse lands
    await expect
      .poll(() => menu.evaluate((list) => getComputedStyle(list.closest('.MuiPaper-root')!).transform))
      .toBe('none');
    await mouseDrag(page, entry('Since').getByRole('button', {name: 'Move'}), entry('Team'), () =>
      waitForOutline(entry('Team')),
    );
    await expect.poll(() => headerTexts(demo)).toEqual(['Name', 'Since', 'Team', 'Role', 'City']);
    expect(await order.textContent()).toBe('Column order: mrt-row-select, name, since, team, role, city');
    // the menu's Reset order goes back to the definition order
    await menu.getByRole('button', {name: 'Reset order'}).click();
    await expect(order).toHaveText('Column order: mrt-row-select, name, team, role, city, since');
    expect(await menu.getByRole('button', {name: 'Reset order'}).isDisabled()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => headerTexts(demo)).toEqual(['Name', 'Team', 'Role', 'City', 'Since']);
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('column ordering guide: with dragging but no ordering, a column dropped on the area outside the table is hidden', async ({
  browser,
}) => {
  const {page, context, demo, errors} = await openDemo(browser, '/docs/guides/column-ordering-dnd', 'drag-to-hide');
  const area = page.getByTestId('hide-drop-area');
  const hidden = page.getByTestId('hidden-columns');
  const showAll = page.getByRole('button', {name: 'Show all columns'});
  try {
    expect(await headerTexts(demo)).toEqual(['Name', 'Team', 'Role', 'City', 'Since']);
    expect(await hidden.textContent()).toBe('Hidden: none');
    expect(await showAll.isDisabled()).toBe(true);
    // Name opted out of dragging: four handles for five columns
    expect(await demo.locator('thead').getByRole('button', {name: 'Move'}).count()).toBe(4);
    expect(await handleOf(demo, 'Name').count()).toBe(0);

    // a drop on another header changes nothing: headers are no drop targets without enableColumnOrdering
    await mouseDrag(page, handleOf(demo, 'City'), header(demo, 'Team'), () =>
      waitForDropMark(header(demo, 'City'), '1px'),
    );
    await waitForDragEnd(demo);
    expect(await headerTexts(demo)).toEqual(['Name', 'Team', 'Role', 'City', 'Since']);

    // Role dropped on the area is hidden; the area names the column while it is dragged over it
    await mouseDrag(page, handleOf(demo, 'Role'), area, () => expect(area).toHaveText('Drop here to hide Role'));
    await expect.poll(() => headerTexts(demo)).toEqual(['Name', 'Team', 'City', 'Since']);
    expect(await hidden.textContent()).toBe('Hidden: Role');
    // the drag state is cleared although the dragged header is gone: no column keeps a drag border
    await expect(area).toHaveText('Drag a column here to hide it');
    await waitForDragEnd(demo);
    expect(await columnTexts(demo, 3)).toEqual(members.map((member) => member.city));

    await showAll.click();
    await expect.poll(() => headerTexts(demo)).toEqual(['Name', 'Team', 'Role', 'City', 'Since']);
    expect(await hidden.textContent()).toBe('Hidden: none');
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});
