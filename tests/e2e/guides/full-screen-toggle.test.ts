/**
 * The Full Screen Toggle guide's demo: the full-screen state lives in React and is printed under the table. The
 * toolbar button makes the table cover the whole window (the site's top bar included), a menu opened in full
 * screen shows above it, Escape closes that menu first and then leaves full screen, and leaving puts the table
 * back in the same place on the page.
 */
import {expect, test} from '@playwright/test';
import type {Locator, Page} from '@playwright/test';
import {openDemo, realErrors} from '../examples/harness';

const WIDTH = 1600;
const HEIGHT = 900;

/** The table paper's box on screen, in whole pixels. */
async function paperBox(paper: Locator): Promise<{x: number; y: number; width: number; height: number}> {
  const box = await paper.boundingBox();
  if (!box) throw new Error('The table is not rendered');
  return {x: Math.round(box.x), y: Math.round(box.y), width: Math.round(box.width), height: Math.round(box.height)};
}

/** Whether what the visitor sees at (x, y) belongs to `locator`'s element (nothing else is drawn over it there). */
function shows(page: Page, locator: Locator, x: number, y: number): Promise<boolean> {
  return locator.evaluate((element, [px, py]) => element.contains(document.elementFromPoint(px!, py!)), [x, y]);
}

test('full screen toggle guide: the table covers the window, Escape leaves after closing a menu, and the table goes back in place', async ({
  browser,
}) => {
  const {page, context, demo, errors} = await openDemo(
    browser,
    '/docs/guides/full-screen-toggle',
    'controlled-full-screen',
    {
      width: WIDTH,
      height: HEIGHT,
    },
  );
  const state = page.getByTestId('full-screen-state');
  const paper = demo.locator('.MuiPaper-root').first();
  const toggle = demo.getByRole('button', {name: 'Toggle full screen'});
  try {
    await toggle.scrollIntoViewIfNeeded();
    const inPage = await paperBox(paper);
    const scrollY = await page.evaluate(() => window.scrollY);
    expect(await state.textContent()).toBe('Full screen: off');
    // in the page, the table is smaller than the window and the site's top bar is drawn over the top of the window
    expect(inPage.width).toBeLessThan(WIDTH);
    expect(await shows(page, paper, 10, 10)).toBe(false);

    await toggle.click();
    await expect(state).toHaveText('Full screen: on');
    await expect.poll(() => paperBox(paper)).toEqual({x: 0, y: 0, width: WIDTH, height: HEIGHT});
    for (const [x, y] of [
      [10, 10],
      [WIDTH - 10, 10],
      [10, HEIGHT - 10],
      [WIDTH - 10, HEIGHT - 10],
    ] as const) {
      expect(await shows(page, paper, x, y)).toBe(true);
    }

    // a column menu opened in full screen shows above the table; Escape closes it and the table stays full screen
    await demo.getByRole('button', {name: 'Column Actions'}).first().click();
    const menu = page.getByRole('menu');
    await menu.waitFor({state: 'visible'});
    const item = menu.getByRole('menuitem').first();
    // the menu grows in with a transition: wait until the menu, not the table, is what shows at its first item's centre
    await expect
      .poll(async () => {
        const itemBox = await item.boundingBox();
        return !!itemBox && (await shows(page, menu, itemBox.x + itemBox.width / 2, itemBox.y + itemBox.height / 2));
      })
      .toEqual(true);
    await page.keyboard.press('Escape');
    await menu.waitFor({state: 'hidden'});
    expect(await state.textContent()).toBe('Full screen: on');

    // the focus is back in the table, so the next Escape leaves full screen
    await page.keyboard.press('Escape');
    await expect(state).toHaveText('Full screen: off');
    await expect.poll(() => paperBox(paper)).toEqual(inPage);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);

    // the button both enters and leaves
    await toggle.click();
    await expect.poll(() => paperBox(paper)).toEqual({x: 0, y: 0, width: WIDTH, height: HEIGHT});
    await toggle.click();
    await expect(state).toHaveText('Full screen: off');
    await expect.poll(() => paperBox(paper)).toEqual(inPage);
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});
