/**
 * The Column Size guide's demo: four columns sized 70 (grow: false), 180 (the default), 140 and 260, and a
 * layoutMode switch. Widths are measured in the browser: 'semantic' stretches every column in proportion to its
 * size, 'grid' shares the free width among the growing columns in proportion to their sizes, 'grid-no-grow'
 * keeps each column at its size and adds a spacer column for the rest. On a narrow screen no column goes below
 * its size: the table scrolls instead.
 */
import {expect, test} from '@playwright/test';
import type {Locator} from '@playwright/test';
import {openDemo, realErrors} from '../examples/harness';
const PATH = '/docs/guides/column-size';
const DEMO = 'layout-modes';

// the demo's column sizes, in column order; the first column has grow: false
const SIZES = [70, 180, 140, 260];
const TOTAL = SIZES.reduce((sum, size) => sum + size, 0);
const GROWING = TOTAL - SIZES[0];

/** Rendered width of every header cell of the first header row, and of the table itself. */
function widths(demo: Locator): Promise<{table: number; cells: number[]}> {
  return demo
    .locator('table')
    .first()
    .evaluate((table) => ({
      table: table.getBoundingClientRect().width,
      cells: Array.from(table.querySelectorAll('thead tr:first-child > th')).map(
        (cell) => cell.getBoundingClientRect().width,
      ),
    }));
}

function expectClose(actual: number[], expected: number[]): void {
  expect(actual).toHaveLength(expected.length);
  actual.forEach((width, index) => {
    if (Math.abs(width - expected[index]) > 1) {
      throw new Error(
        `column ${index + 1}: expected ${expected[index].toFixed(1)} px, measured ${width.toFixed(1)} px (all: ${actual.map((w) => w.toFixed(1)).join(', ')})`,
      );
    }
  });
}

async function choose(demo: Locator, mode: string): Promise<void> {
  const button = demo.getByRole('button', {name: mode, exact: true});
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
}

test('column size guide: each layoutMode lays the same sizes out as described', async ({browser}) => {
  const {context, demo, errors} = await openDemo(browser, PATH, DEMO);
  try {
    // semantic (the default without resizing or virtualization): every column scales with its size, grow is ignored
    expect(await demo.getByRole('button', {name: 'semantic', exact: true}).getAttribute('aria-pressed')).toBe('true');
    let measured = await widths(demo);
    expect(measured.table).toBeGreaterThan(TOTAL + 100);
    expectClose(
      measured.cells,
      SIZES.map((size) => (size * measured.table) / TOTAL),
    );

    // grid: the grow: false column keeps its size, the others share the rest in proportion to their sizes
    await choose(demo, 'grid');
    measured = await widths(demo);
    const free = measured.table - TOTAL;
    expectClose(
      measured.cells,
      SIZES.map((size, index) => (index === 0 ? size : size + (free * size) / GROWING)),
    );

    // grid-no-grow: every column at exactly its size, and a spacer column after them takes the rest
    await choose(demo, 'grid-no-grow');
    measured = await widths(demo);
    expectClose(measured.cells, [...SIZES, measured.table - TOTAL]);

    // back to semantic: the spacer column is gone
    await choose(demo, 'semantic');
    measured = await widths(demo);
    expectClose(
      measured.cells,
      SIZES.map((size) => (size * measured.table) / TOTAL),
    );
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('column size guide: on a narrow screen columns keep their sizes and the table scrolls', async ({browser}) => {
  const {context, demo, errors} = await openDemo(browser, PATH, DEMO, {width: 375});
  try {
    const measured = await widths(demo);
    expectClose(measured.cells, SIZES);
    const scroll = await demo
      .locator('.MuiTableContainer-root')
      .first()
      .evaluate((container) => ({
        client: container.clientWidth,
        scroll: container.scrollWidth,
      }));
    expect(scroll.client).toBeLessThan(TOTAL);
    expect(scroll.scroll).toBeGreaterThanOrEqual(TOTAL);
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});

// the second demo: three columns with CSS widths of 50 %, 25 % and 25 % (size 40 each) on header and body cells
const SHARES = [0.5, 0.25, 0.25];

async function expectShares(demo: Locator): Promise<void> {
  const measured = await widths(demo);
  expectClose(
    measured.cells,
    SHARES.map((share) => share * measured.table),
  );
  const body = await demo
    .locator('tbody tr')
    .first()
    .evaluate((row) => Array.from(row.querySelectorAll('td')).map((cell) => cell.getBoundingClientRect().width));
  expectClose(body, measured.cells);
}

test('column size guide: percentage widths hold in the semantic and the grid layout, and shrink on a phone', async ({
  browser,
}) => {
  for (const width of [1500, 375]) {
    const {context, demo, errors} = await openDemo(browser, PATH, 'percent-widths', {width});
    try {
      // semantic: the header cells' widths set the columns
      expect(await demo.getByRole('button', {name: 'semantic', exact: true}).getAttribute('aria-pressed')).toBe('true');
      await expectShares(demo);
      // grid: every cell has its own width (border-box), and the columns keep their shares
      await choose(demo, 'grid');
      await expectShares(demo);
      // the table fits its container: with size 40 nothing forces a scroll bar, even on a phone
      const scroll = await demo
        .locator('.MuiTableContainer-root')
        .first()
        .evaluate((container) => container.scrollWidth - container.clientWidth);
      expect(scroll).toBe(0);
      expect(realErrors(errors)).toEqual([]);
    } finally {
      await context.close();
    }
  }
});
