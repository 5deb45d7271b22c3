/**
 * The Column Resizing guide's demo: dragging a header's resize handle with the real mouse changes that column's
 * width by the distance dragged; 'onEnd' moves only the handle until the release; maxSize caps the drawn width
 * while the state keeps the dragged size, and the next drag starts from the drawn width; the sizes survive a
 * reload; a double-click on the handle or the column actions menu resets one column, Reset sizes all of them.
 * Group resize: dragging the Name group's handle resizes First and Last in proportion; City stops at its maxSize.
 */
import {expect, test} from '@playwright/test';
import type {Locator, Page} from '@playwright/test';
import {openDemo, realErrors} from '../examples/harness';
import {reloadDemo} from './harness';
import {STORAGE_KEY} from '../../../src/examples/guides/column-resizing/persisted-sizes/storage';
const PATH = '/docs/guides/column-resizing';
const DEMO = 'persisted-sizes';

// column positions in the header row and the demo's sizes
const ID = 0;
const NAME = 1;
const ROLE = 2;
const EMAIL = 3;
const SPACER = 4;
const SIZES = [70, 180, 140, 260];
const EMAIL_MAX = 400;

const headerCells = (demo: Locator) => demo.locator('thead tr').first().locator('th');
const handleOf = (demo: Locator, column: number) =>
  headerCells(demo).nth(column).locator('.Mui-TableHeadCell-ResizeHandle-Wrapper');
const sizingText = (page: Page) => page.getByTestId('column-sizing').textContent();
/** The header cell's right border as 'style width', e.g. 'solid 2px' while MRT marks the column being resized. */
const rightBorder = (demo: Locator, column: number) =>
  headerCells(demo)
    .nth(column)
    .evaluate((cell) => `${getComputedStyle(cell).borderRightStyle} ${getComputedStyle(cell).borderRightWidth}`);

/** Rendered widths of the four data columns' header cells, rounded to 0.1 px. */
function widths(demo: Locator): Promise<number[]> {
  return headerCells(demo).evaluateAll((cells) =>
    cells.slice(0, 4).map((cell) => Math.round(cell.getBoundingClientRect().width * 10) / 10),
  );
}

/**
 * Presses the mouse on a column's resize handle (hover checks that the handle itself is what the pointer is over)
 * at a whole-pixel point, and moves it `dx` pixels to the right in steps. Returns the release, so a test can look
 * at the table while the button is still down.
 */
async function pressAndDrag(page: Page, handle: Locator, dx: number): Promise<() => Promise<void>> {
  await handle.scrollIntoViewIfNeeded();
  const box = await handle.boundingBox();
  if (!box) throw new Error('resize handle is not rendered');
  const x = Math.round(box.x + box.width / 2);
  const y = Math.round(box.y + box.height / 2);
  await handle.hover({position: {x: x - box.x, y: y - box.y}});
  await page.mouse.down();
  await page.mouse.move(x + dx, y, {steps: 12});
  return () => page.mouse.up();
}

async function drag(page: Page, handle: Locator, dx: number): Promise<void> {
  const release = await pressAndDrag(page, handle, dx);
  await release();
}

test('column resizing guide: drag, onEnd, maxSize, reload, double-click and reset', async ({browser}) => {
  const {page, context, demo: first, errors} = await openDemo(browser, PATH, DEMO);
  let demo = first;
  try {
    // resizing picks the grid-no-grow layout: columns at their sizes plus a spacer column; ID has no handle
    expect(await sizingText(page)).toBe('Column sizing: none');
    expect(await headerCells(demo).count()).toBe(5);
    expect(await widths(demo)).toEqual(SIZES);
    expect(await handleOf(demo, ID).count()).toBe(0);
    for (const column of [NAME, ROLE, EMAIL]) expect(await handleOf(demo, column).count()).toBe(1);
    expect(await handleOf(demo, SPACER).count()).toBe(0);

    // onChange (the default): the column follows the pointer while the button is down
    const releaseName = await pressAndDrag(page, handleOf(demo, NAME), 100);
    await expect.poll(async () => (await widths(demo))[NAME]).toEqual(280);
    expect(await rightBorder(demo, NAME)).toBe('solid 2px');
    await releaseName();
    await expect.poll(() => sizingText(page)).toEqual('Column sizing: name 280');
    expect(await rightBorder(demo, NAME)).not.toBe('solid 2px');
    expect(await widths(demo)).toEqual([70, 280, 140, 260]);

    // onEnd: while dragging only the handle moves; the column and the state change on release
    await page.getByRole('button', {name: 'onEnd', exact: true}).click();
    await expect(page.getByRole('button', {name: 'onEnd', exact: true})).toHaveAttribute('aria-pressed', 'true');
    const releaseRole = await pressAndDrag(page, handleOf(demo, ROLE), 60);
    await expect
      .poll(() => handleOf(demo, ROLE).evaluate((handle) => (handle as HTMLElement).style.transform))
      .toEqual('translateX(60px)');
    expect(await widths(demo)).toEqual([70, 280, 140, 260]);
    expect(await sizingText(page)).toBe('Column sizing: name 280');
    expect(await rightBorder(demo, ROLE)).not.toBe('solid 2px');
    await releaseRole();
    await expect.poll(() => sizingText(page)).toEqual('Column sizing: name 280, role 200');
    expect(await widths(demo)).toEqual([70, 280, 200, 260]);

    // maxSize: the state keeps the dragged size, the column stops at 400 px
    await drag(page, handleOf(demo, EMAIL), 250);
    await expect.poll(() => sizingText(page)).toEqual('Column sizing: name 280, role 200, email 510');
    expect(await widths(demo)).toEqual([70, 280, 200, EMAIL_MAX]);

    // the next drag starts from the drawn 400 px, not from the stored 510
    await drag(page, handleOf(demo, EMAIL), -50);
    await expect.poll(() => sizingText(page)).toEqual('Column sizing: name 280, role 200, email 350');
    expect(await widths(demo)).toEqual([70, 280, 200, 350]);
    await expect
      .poll(() => page.evaluate((key) => JSON.parse(window.localStorage.getItem(key) ?? 'null'), STORAGE_KEY))
      .toEqual({name: 280, role: 200, email: 350});

    // a reload brings the sizes back
    demo = await reloadDemo(page, DEMO);
    await expect.poll(() => sizingText(page)).toEqual('Column sizing: name 280, role 200, email 350');
    expect(await widths(demo)).toEqual([70, 280, 200, 350]);

    // a double-click on Name's handle resets that column only
    await handleOf(demo, NAME).dblclick();
    await expect.poll(() => sizingText(page)).toEqual('Column sizing: role 200, email 350');
    expect(await widths(demo)).toEqual([70, 180, 200, 350]);

    // the column actions menu: Reset column size is disabled for a column at its own size, and resets one that is not
    const resetItem = page.getByRole('menuitem', {name: 'Reset column size'});
    await headerCells(demo).nth(NAME).getByRole('button', {name: 'Column Actions'}).click();
    await expect(resetItem).toHaveAttribute('aria-disabled', 'true');
    await page.keyboard.press('Escape');
    await resetItem.waitFor({state: 'detached'});
    await headerCells(demo).nth(ROLE).getByRole('button', {name: 'Column Actions'}).click();
    await resetItem.click();
    await expect.poll(() => sizingText(page)).toEqual('Column sizing: email 350');
    expect(await widths(demo)).toEqual([70, 180, 140, 350]);

    // Reset sizes clears the state: every column back to its size
    await page.getByRole('button', {name: 'Reset sizes'}).click();
    await expect.poll(() => sizingText(page)).toEqual('Column sizing: none');
    expect(await widths(demo)).toEqual(SIZES);
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});

test("column resizing guide: a group header's handle resizes its columns in proportion; maxSize stops a drag", async ({
  browser,
}) => {
  const {page, context, demo, errors} = await openDemo(browser, PATH, 'group-resize');
  const sizes = () => page.getByTestId('leaf-sizes').textContent();
  const groupHandle = demo.locator('thead th', {hasText: 'Name'}).locator('.Mui-TableHeadCell-ResizeHandle-Wrapper');
  const leafHandle = (header: string) =>
    demo.locator('thead tr').last().locator('th', {hasText: header}).locator('.Mui-TableHeadCell-ResizeHandle-Wrapper');
  try {
    expect(await sizes()).toBe('First 100 · Last 200 · City 150');
    expect(await leafHandle('ID').count()).toBe(0);
    // First and Last are 100 and 200 px: the group dragged 30 px wider makes them 110 and 220
    await drag(page, groupHandle, 30);
    await expect.poll(sizes).toEqual('First 110 · Last 220 · City 150');
    const first = await demo.locator('thead tr').last().locator('th', {hasText: 'First'}).boundingBox();
    expect(Math.round(first!.width)).toBe(110);
    // City's maxSize is 250: a 200 px drag stops there; its minSize 100 stops a drag to the left
    await drag(page, leafHandle('City'), 200);
    await expect.poll(sizes).toEqual('First 110 · Last 220 · City 250');
    await drag(page, leafHandle('City'), -300);
    await expect.poll(sizes).toEqual('First 110 · Last 220 · City 100');
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});
