import {expect, test} from '@playwright/test';

import {columnTexts, openExample, realErrors} from './harness';

const PLANETS = [
  'Mercury',
  'Venus',
  'Earth',
  'Mars',
  'Jupiter',
  'Saturn',
  'Uranus',
  'Neptune',
  'Ceres',
  'Pluto',
  'Haumea',
  'Makemake',
  'Eris',
];

test('minimal: every row renders, with no toolbar, pagination, column menu or sort control', async ({browser}) => {
  const {page, context, demo, errors} = await openExample(browser, 'minimal');
  try {
    // all 13 rows at once: pagination is off, not just hidden
    expect(await columnTexts(demo, 1)).toEqual(PLANETS);
    expect(await columnTexts(demo, 3)).toEqual(['0', '0', '1', '2', '95', '146', '28', '16', '0', '5', '2', '1', '1']);
    expect(await demo.locator('thead th').allTextContents()).toEqual([
      'Planet',
      'Type',
      'Known Moons',
      'Distance (AU)',
    ]);

    // no toolbars (search, filter, columns, density, full screen), no pagination, no column menus
    expect(await demo.getByText('Rows per page').count()).toBe(0);
    // the only control is the demo's own switch, outside the table's Paper
    const paper = demo.locator('.MuiPaper-root');
    expect(await paper.count()).toBe(1);
    expect(await paper.locator('button, input, [role="button"]').count()).toBe(0);
    expect(await demo.locator('.MuiTableSortLabel-root').count()).toBe(0);

    // clicking a header does not sort
    await demo.locator('thead th', {hasText: 'Planet'}).click();
    // a click's state update is committed before the next frame: wait for it, then check nothing re-sorted
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await columnTexts(demo, 1)).toEqual(PLANETS);
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('minimal: the switch renders the same rows with MRT_Table, a bare <table> with its caption, and back', async ({
  browser,
}) => {
  const {context, demo, errors} = await openExample(browser, 'minimal');
  try {
    const CAPTION = 'The eight planets and five dwarf planets of the Solar System';
    const toggle = demo.getByRole('switch', {name: 'Render <MRT_Table> only'});
    expect(await demo.locator('table > caption').allTextContents()).toEqual([CAPTION]);
    expect(await demo.locator('.MuiPaper-root').count()).toBe(1);

    await demo.getByText('Render <MRT_Table> only').click();
    await expect(toggle).toBeChecked();
    await expect(demo.locator('.MuiPaper-root, .MuiTableContainer-root')).toHaveCount(0);
    expect(await demo.locator('table').count()).toBe(1);
    expect(await demo.locator('table > caption').allTextContents()).toEqual([CAPTION]);
    expect(await columnTexts(demo, 1)).toEqual(PLANETS);
    expect(await demo.locator('thead th').allTextContents()).toEqual([
      'Planet',
      'Type',
      'Known Moons',
      'Distance (AU)',
    ]);

    await demo.getByText('Render <MRT_Table> only').click();
    await expect(demo.locator('.MuiPaper-root')).toHaveCount(1);
    expect(await columnTexts(demo, 1)).toEqual(PLANETS);
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});
