/**
 * The Customize Icons guide's demo replaces five icons. A visitor sees the replacement on the sort button (before
 * and after sorting), on the show/hide filters button (both states) and on the row actions button, and the
 * buttons still work. Icons are compared by their SVG path, rendered here from the same @mui/icons-material
 * modules the demo and MRT import (a production build carries no data-testid on icons).
 */
import {expect, test} from '@playwright/test';
import {createElement, type ComponentType} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import FilterAlt from '@mui/icons-material/FilterAlt';
import FilterAltOff from '@mui/icons-material/FilterAltOff';
import FilterList from '@mui/icons-material/FilterList';
import FilterListOff from '@mui/icons-material/FilterListOff';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import MoreHoriz from '@mui/icons-material/MoreHoriz';
import Settings from '@mui/icons-material/Settings';
import SwapVert from '@mui/icons-material/SwapVert';
import SyncAlt from '@mui/icons-material/SyncAlt';
import type {Locator} from '@playwright/test';
import {columnTexts, openDemo, realErrors} from '../examples/harness';
import {tools} from '../../../src/examples/guides/customize-icons/replaced-icons/data';

/** The `d` of every path an icon component draws, joined (what tells one icon from another on the page). */
function pathOf(icon: ComponentType): string {
  const markup = renderToStaticMarkup(createElement(icon));
  return [...markup.matchAll(/ d="([^"]+)"/g)].map((match) => match[1]).join(' ');
}

function shownPath(button: Locator): Promise<string> {
  return button
    .locator('svg')
    .first()
    .evaluate((svg) =>
      Array.from(svg.querySelectorAll('path'))
        .map((path) => path.getAttribute('d'))
        .join(' '),
    );
}

test('customize icons guide: the replaced icons are what the sort, filter and row actions buttons show', async ({
  browser,
}) => {
  // the replacements differ from the defaults, so a match below cannot come from MRT's own icons
  for (const [replacement, original] of [
    [SwapVert, SyncAlt],
    [KeyboardArrowDown, ArrowDownward],
    [FilterAlt, FilterList],
    [FilterAltOff, FilterListOff],
    [Settings, MoreHoriz],
  ]) {
    expect(pathOf(replacement)).not.toBe(pathOf(original));
  }

  const {page, context, demo, errors} = await openDemo(browser, '/docs/guides/customize-icons', 'replaced-icons', {
    theme: 'dark',
  });
  try {
    // sort button: SwapVert while the column is not sorted, KeyboardArrowDown once it is
    const sortLabel = demo.locator('thead th', {hasText: 'Stock'}).first().locator('.MuiTableSortLabel-root');
    expect(await shownPath(sortLabel)).toBe(pathOf(SwapVert));
    // the header cell's rule colours the sort icon; MRT's own rule (dark theme) gives it the header text's colour
    const sortColours = await demo
      .locator('thead th', {hasText: 'Stock'})
      .first()
      .evaluate((th) => ({
        icon: getComputedStyle(th.querySelector('.MuiTableSortLabel-icon')!).color,
        text: getComputedStyle(th.querySelector('.Mui-TableHeadCell-Content-Wrapper')!).color,
      }));
    expect(sortColours.icon).not.toBe(sortColours.text);
    await sortLabel.click();
    await expect.poll(() => shownPath(sortLabel)).toEqual(pathOf(KeyboardArrowDown));
    const byStock = [...tools].sort((a, b) => b.stock - a.stock).map((tool) => String(tool.stock));
    await expect.poll(() => columnTexts(demo, 4)).toEqual(byStock);

    // show/hide filters button: FilterAlt while the filters are hidden, FilterAltOff while they show
    const filtersButton = demo.getByRole('button', {name: 'Show/Hide filters'});
    expect(await shownPath(filtersButton)).toBe(pathOf(FilterAlt));
    await filtersButton.click();
    await demo.getByPlaceholder('Filter by Name').waitFor({state: 'visible'});
    await expect.poll(() => shownPath(filtersButton)).toEqual(pathOf(FilterAltOff));

    // row actions button: Settings, in the theme's primary colour, and it still opens the row's menu
    const firstRowActions = demo.locator('tbody tr').first().getByRole('button', {name: 'Row Actions'});
    expect(await shownPath(firstRowActions)).toBe(pathOf(Settings));
    const colours = await firstRowActions.evaluate((button) => ({
      icon: getComputedStyle(button.querySelector('svg')!).color,
      button: getComputedStyle(button).color,
    }));
    expect(colours.icon).not.toBe(colours.button);
    const top = tools.reduce((best, tool) => (tool.stock > best.stock ? tool : best));
    await firstRowActions.click();
    await page.getByRole('menuitem', {name: `Pick ${top.name}`}).click();
    await expect.poll(() => page.getByTestId('picked-tool').textContent()).toEqual(`Picked: ${top.name}`);
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});
