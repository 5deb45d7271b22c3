/**
 * The Customize Components guide's demo: mrtTheme colours the paper, the rows, the selection and the focus
 * outline (following the page's dark or light scheme), muiTableBodyRowProps stripes every second row and
 * selects a row on click, the header cells are upper-cased by the table-level props, and the Salary column's
 * own props right-align it and bold the high salaries. Checked on the computed styles of the real elements.
 */
import {expect, test} from '@playwright/test';
import type {Locator} from '@playwright/test';
import {openDemo, realErrors} from '../examples/harness';
import {header} from './harness';
import {employees, HIGH_SALARY} from '../../../src/examples/guides/customize-components/styled-table/data';
import {tableColors} from '../../../src/examples/guides/customize-components/styled-table/colors';

const PAGE = '/docs/guides/customize-components';
const DEMO = 'styled-table';
// body cells: the selection checkbox, then Name, Team, City, Salary
const NAME = 2;
const SALARY = 5;

/** `#rrggbb` as the browser's computed `rgb(r, g, b)`. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

function style(locator: Locator, property: string, pseudo?: string): Promise<string> {
  return locator.evaluate(
    (element, [name, pseudoElement]) => getComputedStyle(element, pseudoElement).getPropertyValue(name),
    [property, pseudo ?? null] as const,
  );
}

const rows = (demo: Locator) => demo.locator('tbody tr');
const paper = (demo: Locator) => demo.locator('.MuiPaper-root').first();
/** Background of each body row's Name cell (MRT's cells inherit the row's background unless given their own). */
const cellBackgrounds = (demo: Locator) =>
  rows(demo).evaluateAll(
    (trs, column) => trs.map((tr) => getComputedStyle(tr.querySelectorAll('td')[column - 1]).backgroundColor),
    NAME,
  );

test('customize components guide: themed, striped table; a row click selects the row in the theme colour', async ({
  browser,
}) => {
  const {page, context, demo, errors} = await openDemo(browser, PAGE, DEMO, {theme: 'dark'});
  const dark = tableColors.dark;
  const selected = page.getByTestId('selected-employees');
  try {
    // mrtTheme.baseBackgroundColor paints the paper; muiTablePaperProps removed the shadow and drew a border
    expect(await style(paper(demo), 'background-color')).toBe(rgb(dark.baseBackgroundColor));
    expect(await style(paper(demo), 'box-shadow')).toBe('none');
    expect(await style(paper(demo), 'border-top-width')).toBe('1px');

    // the table-level header sx applies to every header, also to Salary, whose column props add `align`
    for (const text of ['Name', 'Team', 'City', 'Salary']) {
      expect(await style(header(demo, text), 'text-transform')).toBe('uppercase');
    }
    expect(await style(header(demo, 'Name'), 'text-align')).toBe('left');
    expect(await style(header(demo, 'Salary'), 'text-align')).toBe('right');
    expect(await style(header(demo, 'Salary').locator('.Mui-TableHeadCell-Content'), 'flex-direction')).toBe(
      'row-reverse',
    );

    // every second row has the stripe colour, the others the base colour
    expect(await rows(demo).count()).toBe(employees.length);
    expect(await cellBackgrounds(demo)).toEqual(
      employees.map((_, index) => rgb(index % 2 ? dark.stripe : dark.baseBackgroundColor)),
    );

    // the Salary column's function props: right-aligned, bold from HIGH_SALARY up
    const salaryCells = rows(demo).locator(`td:nth-child(${SALARY})`);
    const salaryStyles = await salaryCells.evaluateAll((tds) =>
      tds.map((td) => [td.textContent, getComputedStyle(td).textAlign, getComputedStyle(td).fontWeight]),
    );
    expect(salaryStyles).toEqual(
      employees.map((employee) => [
        `$${employee.salary.toLocaleString('en-US')}`,
        'right',
        employee.salary >= HIGH_SALARY ? '700' : '400',
      ]),
    );

    // a click on a row's cell selects the row through its onClick; the selection colour comes from mrtTheme
    const second = rows(demo).nth(1);
    expect(await selected.textContent()).toBe('Selected: nobody');
    await second.locator(`td:nth-child(${NAME})`).click();
    await expect(selected).toHaveText(`Selected: ${employees[1].name}`);
    expect(await second.getByRole('checkbox').isChecked()).toBe(true);
    expect(await second.getAttribute('data-selected')).toBe('true');
    // move the pointer off the table (a hovered row shows MRT's hover shade instead): the selection tint lies
    // over the stripe, on the cells' ::after layer
    await selected.hover();
    const tint = (index: number) =>
      style(rows(demo).nth(index).locator(`td:nth-child(${NAME})`), 'background-color', '::after');
    expect(await tint(1)).toBe(dark.selectedRowBackgroundColor);
    expect(await tint(2)).toBe('rgba(0, 0, 0, 0)');
    expect(await style(second.locator(`td:nth-child(${NAME})`), 'background-color')).toBe(rgb(dark.stripe));

    // a second click clears it
    await second.locator(`td:nth-child(${NAME})`).click();
    await expect(selected).toHaveText('Selected: nobody');
    expect(await second.getByRole('checkbox').isChecked()).toBe(false);
    await selected.hover();
    expect(await tint(1)).toBe('rgba(0, 0, 0, 0)');

    // the arrow keys move the focus between cells; the focused cell's outline has the theme's colour
    await page.keyboard.press('ArrowDown');
    const focused = rows(demo).nth(2).locator(`td:nth-child(${NAME})`);
    await expect.poll(() => focused.evaluate((td) => td === document.activeElement)).toEqual(true);
    expect(await style(focused, 'outline-color')).toBe(rgb(dark.cellNavigationOutlineColor));
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('customize components guide: the mrtTheme function gives the light scheme its own colours', async ({browser}) => {
  const {context, demo, errors} = await openDemo(browser, PAGE, DEMO, {theme: 'light'});
  const light = tableColors.light;
  try {
    await expect.poll(() => style(paper(demo), 'background-color')).toEqual(rgb(light.baseBackgroundColor));
    // MRT's rows change colour with a 150 ms transition (the table hydrates from the dark default): wait for
    // the colours they settle on
    await expect
      .poll(() => cellBackgrounds(demo))
      .toEqual(employees.map((_, index) => rgb(index % 2 ? light.stripe : light.baseBackgroundColor)));
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('customize components guide: in grid-no-grow the columns keep their size, in grid they share the spare width', async ({
  browser,
}) => {
  const {page, context, demo, errors} = await openDemo(browser, PAGE, 'layout-modes');
  const width = async (header: string) =>
    Math.round((await demo.locator('thead th', {hasText: header}).first().boundingBox())?.width ?? 0);
  try {
    // semantic: the browser's table layout stretches the columns over the table's width
    expect(await width('Name')).toBeGreaterThan(180);

    await page.getByRole('button', {name: 'grid-no-grow', exact: true}).click();
    await expect
      .poll(async () => [await width('Name'), await width('Team'), await width('Points')])
      .toEqual([180, 120, 120]);
    expect(await style(demo.locator('table').first(), 'display')).toBe('grid');

    // grid: widths grow in proportion to size (180 : 120)
    await page.getByRole('button', {name: 'grid', exact: true}).click();
    await expect.poll(async () => (await width('Name')) > 180).toEqual(true);
    const [name, team] = [await width('Name'), await width('Team')];
    expect(Math.abs(name / team - 1.5)).toBeLessThan(0.05);
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});
