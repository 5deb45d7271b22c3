/**
 * The Theming guide's demos, used as a visitor uses them. The first switches the colour scheme of its table
 * alone (its own ThemeProvider): Light and Dark re-colour the table and leave the page as it is, Page hands it
 * the page's theme again. The second gives every mrtTheme colour, one set per scheme: each is checked on the
 * element it paints, after the click or the typing that shows it, then again after the site's theme switch.
 */
import {expect, test} from '@playwright/test';
import type {Locator, Page} from '@playwright/test';
import {searchFor} from '../browser';
import {openDemo, realErrors} from '../examples/harness';
import {header} from './harness';
import {tableColors} from '../../../src/examples/guides/theming/mrt-colours/colors';

const PAGE = '/docs/guides/theming';

/** `#rrggbb` as the browser's computed `rgb(r, g, b)`; `rgba(…)` literals as the browser spaces them. */
function computed(color: string): string {
  if (!color.startsWith('#')) return color.replace(/,\s*/g, ', ');
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(color.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

function style(locator: Locator, property: string, pseudo?: string): Promise<string> {
  return locator.evaluate(
    (element, [name, pseudoElement]) => getComputedStyle(element, pseudoElement).getPropertyValue(name),
    [property, pseudo ?? null] as const,
  );
}

/** Polls a computed style until it reads `expected` (MRT's cells have a 150 ms padding transition only). */
async function expectStyle(locator: Locator, property: string, expected: string, pseudo?: string): Promise<void> {
  await expect.poll(() => style(locator, property, pseudo), {message: `${property} of ${locator}`}).toBe(expected);
}

const paperOf = (demo: Locator) => demo.locator('.MuiPaper-root', {has: demo.page().locator('table')}).first();
const firstCell = (demo: Locator) => demo.locator('tbody tr td').first();
/** The Plant cell of the row of `plant`. */
const rowCell = (demo: Locator, plant: string) => demo.locator('tbody td', {hasText: plant}).first();

async function switchSiteTheme(page: Page, to: 'light' | 'dark'): Promise<void> {
  await page.locator('.mrt-theme-toggle').click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', to);
}

test("theming guide: Light and Dark re-colour the demo's table alone; Page follows the site's theme again", async ({
  browser,
}) => {
  const {page, context, demo, errors} = await openDemo(browser, PAGE, 'table-scheme', {theme: 'dark'});
  const button = (name: string) => demo.getByRole('button', {name, exact: true});
  const paper = paperOf(demo);
  const bodyBackground = () => style(page.locator('body'), 'background-color');
  try {
    // the page's theme: the site's dark table (its background #111, lightened by 0.05 as MRT does)
    await expect(button('Page')).toHaveAttribute('aria-pressed', 'true');
    await expectStyle(paper, 'background-color', 'rgb(28, 28, 28)');
    const darkPage = await bodyBackground();

    // Light: MUI's default light palette in the table, the page stays dark
    await button('Light').click();
    await expect(button('Light')).toHaveAttribute('aria-pressed', 'true');
    await expectStyle(paper, 'background-color', 'rgb(255, 255, 255)');
    await expectStyle(firstCell(demo), 'color', 'rgba(0, 0, 0, 0.87)');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await bodyBackground()).toBe(darkPage);

    // the site's theme switch leaves the chosen scheme alone
    await switchSiteTheme(page, 'light');
    await expect.poll(bodyBackground).not.toBe(darkPage);
    await expectStyle(paper, 'background-color', 'rgb(255, 255, 255)');

    // Dark on a light page: MUI's default dark background #121212, lightened by 0.05
    await button('Dark').click();
    await expectStyle(paper, 'background-color', 'rgb(29, 29, 29)');
    await expectStyle(firstCell(demo), 'color', 'rgb(255, 255, 255)');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');

    // Page: the site's theme again, and its switch moves the table with it
    await button('Page').click();
    await expectStyle(paper, 'background-color', 'rgb(255, 255, 255)');
    await switchSiteTheme(page, 'dark');
    await expectStyle(paper, 'background-color', 'rgb(28, 28, 28)');
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('theming guide: each mrtTheme colour paints its part, after the action that shows it, in both schemes', async ({
  browser,
}) => {
  const {page, context, demo, errors} = await openDemo(browser, PAGE, 'mrt-colours', {theme: 'dark'});
  const paper = paperOf(demo);
  try {
    for (const scheme of ['dark', 'light'] as const) {
      const colors = tableColors[scheme];
      await expectStyle(paper, 'background-color', computed(colors.baseBackgroundColor));
      // the pinned Astilbe row and the selected Hosta row: a tint over their cells
      await expectStyle(
        rowCell(demo, 'Astilbe'),
        'background-color',
        computed(colors.pinnedRowBackgroundColor),
        '::after',
      );
      await expectStyle(
        rowCell(demo, 'Hosta'),
        'background-color',
        computed(colors.selectedRowBackgroundColor),
        '::after',
      );
      await expectStyle(rowCell(demo, 'Lavender'), 'background-color', 'rgba(0, 0, 0, 0)', '::after');

      // a row ticked by the visitor takes the selected tint (read with the pointer off the table: a hovered
      // row has a shade of its own)
      const tick = demo.locator('tbody tr', {hasText: 'Lavender'}).getByRole('checkbox');
      await tick.click();
      await page.mouse.move(0, 0);
      await expectStyle(
        rowCell(demo, 'Lavender'),
        'background-color',
        computed(colors.selectedRowBackgroundColor),
        '::after',
      );
      await tick.click();
      await page.mouse.move(0, 0);
      await expectStyle(rowCell(demo, 'Lavender'), 'background-color', 'rgba(0, 0, 0, 0)', '::after');

      // the search: the matched text is highlighted
      await searchFor(demo.getByPlaceholder('Search'), 'Mint');
      const marks = demo.locator('tbody [role="note"] > span', {hasText: 'Mint'});
      await expect(marks).toHaveCount(2);
      await expectStyle(marks.first(), 'background-color', computed(colors.matchHighlightColor));
      await searchFor(demo.getByPlaceholder('Search'), '');
      await expect(demo.locator('tbody [role="note"]')).toHaveCount(0);

      // a column's menu
      await header(demo, 'Family').getByRole('button', {name: 'Column Actions'}).click();
      const menu = page.getByRole('menu');
      await expect(menu).toBeVisible();
      await expectStyle(menu, 'background-color', computed(colors.menuBackgroundColor));
      await page.keyboard.press('Escape');
      await expect(menu).toHaveCount(0);

      // dragging the edge of a header: the column being resized gets a solid border
      const plant = header(demo, 'Plant');
      const handle = plant.locator('.Mui-TableHeadCell-ResizeHandle-Wrapper');
      const box = (await handle.boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width / 2 + 30, box.y + box.height / 2, {steps: 5});
      await expectStyle(plant, 'border-right', `2px solid ${computed(colors.draggingBorderColor)}`);
      await page.mouse.up();
      await expectStyle(plant, 'border-right-style', 'none');
      await page.mouse.move(0, 0);

      // a cell reached with the keyboard
      await rowCell(demo, 'Lavender').click();
      await page.keyboard.press('ArrowDown');
      const focused = demo.locator('tbody td:focus');
      await expect(focused).toHaveCount(1);
      await expectStyle(focused, 'outline-color', computed(colors.cellNavigationOutlineColor));

      if (scheme === 'dark') await switchSiteTheme(page, 'light');
    }
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});
