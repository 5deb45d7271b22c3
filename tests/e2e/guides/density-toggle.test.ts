/**
 * The Density Toggle guide's demo: the density lives in React and is printed under the table; each click on the
 * toolbar's density button moves comfortable → compact → spacious → comfortable, and the body rows take the
 * padding and height the guide's table gives for each density.
 */
import {expect, test} from '@playwright/test';
import type {Locator} from '@playwright/test';
import {openDemo, realErrors} from '../examples/harness';

interface RowLook {
  height: number;
  padding: string;
  whiteSpace: string;
  fontSize: string;
}

/** What a visitor sees of the first body row: its height in whole pixels and its first cell's padding, wrapping and text size. */
function firstRow(demo: Locator): Promise<RowLook> {
  return demo
    .locator('tbody tr')
    .first()
    .evaluate((row) => {
      const cell = getComputedStyle(row.querySelector('td') as HTMLElement);
      return {
        height: Math.round(row.getBoundingClientRect().height),
        padding: cell.padding,
        whiteSpace: cell.whiteSpace,
        fontSize: cell.fontSize,
      };
    });
}

const LOOKS: Record<string, RowLook> = {
  comfortable: {height: 53, padding: '16px', whiteSpace: 'normal', fontSize: '14px'},
  compact: {height: 37, padding: '8px', whiteSpace: 'nowrap', fontSize: '14px'},
  spacious: {height: 69, padding: '24px', whiteSpace: 'normal', fontSize: '14px'},
};

test('density toggle guide: the button cycles comfortable, compact, spacious and back, and the rows change height', async ({
  browser,
}) => {
  const {page, context, demo, errors} = await openDemo(browser, '/docs/guides/density-toggle', 'controlled-density');
  const state = page.getByTestId('density-state');
  const toggle = demo.getByRole('button', {name: 'Toggle density'});
  try {
    expect(await state.textContent()).toBe('Density: comfortable');
    expect(await firstRow(demo)).toEqual(LOOKS.comfortable);
    // the button's icon (an SVG path) shows the current density: three different icons, the first again after a full cycle
    const icon = () => toggle.locator('svg path').first().getAttribute('d');
    const icons = [await icon()];

    for (const density of ['compact', 'spacious', 'comfortable']) {
      await toggle.click();
      await expect(state).toHaveText(`Density: ${density}`);
      await expect.poll(() => firstRow(demo)).toEqual(LOOKS[density]);
      icons.push(await icon());
    }
    expect(new Set(icons.slice(0, 3)).size).toBe(3);
    expect(icons[3]).toBe(icons[0]);
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});
